#include "perplayerseditor.h"

#include "numbereditor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kMostPlayers = 16; // the loader's bound for a player count

} // namespace

PerPlayersEditor::PerPlayersEditor(QWidget *parent)
    : QFrame(parent), m_table(new QTableWidget(0, 2, this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_table->setObjectName(u"perPlayersTable"_s);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Rows as tall as the spin boxes in them.
    m_table->verticalHeader()->setDefaultSectionSize(QSpinBox().sizeHint().height() + 2);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_add->setObjectName(u"addPlayerCount"_s);
    m_remove->setObjectName(u"removePlayerCount"_s);
    connect(m_add, &QPushButton::clicked, this, &PerPlayersEditor::addCount);
    connect(m_remove, &QPushButton::clicked, this, &PerPlayersEditor::removeCurrent);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    retranslate();
}

void PerPlayersEditor::retranslate()
{
    m_table->setHorizontalHeaderLabels({tr("Players"), tr("Value")});
    m_add->setText(tr("Add a player count"));
    m_remove->setText(tr("Remove"));
    m_table->setAccessibleName(tr("Values by number of players"));
    m_remove->setAccessibleName(tr("Remove the chosen player count"));
}

void PerPlayersEditor::setSoftRange(int minimum, int maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (auto *spin = qobject_cast<NumberEditor *>(m_table->cellWidget(row, 1)))
            spin->setSoftRange(minimum, maximum);
}

void PerPlayersEditor::addRow(int players, int value)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *count = new QSpinBox(m_table);
    count->setRange(1, kMostPlayers);
    count->setValue(players);
    auto *spin = new NumberEditor(m_table);
    spin->setSoftRange(m_minimum, m_maximum);
    spin->setValue(value);
    m_table->setCellWidget(row, 0, count);
    m_table->setCellWidget(row, 1, spin);
}

void PerPlayersEditor::setValues(const QVariantMap &values)
{
    m_table->setRowCount(0);
    std::map<int, int> sorted; // by count, not as the map's string keys sort ("10" < "2")
    for (auto it = values.begin(); it != values.end(); ++it)
        sorted[it.key().toInt()] = it.value().toInt();
    for (const auto &[players, value] : sorted)
        addRow(players, value);
    fitRows();
}

void PerPlayersEditor::fitRows()
{
    // Opened over the rows below as tall as its rows need (the view set its
    // geometry before the values came).
    resize(std::max(width(), sizeHint().width()), sizeHint().height());
}

QVariantMap PerPlayersEditor::values() const
{
    QVariantMap values;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *count = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 0));
        const auto *spin = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1));
        values.insert(QString::number(count->value()), qlonglong(spin->value()));
    }
    return values;
}

void PerPlayersEditor::addCount()
{
    int last = 0;
    int value = m_minimum;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *count = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 0));
        if (count->value() >= last) {
            last = count->value();
            value = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1))->value();
        }
    }
    if (last < kMostPlayers)
        addRow(last + 1, value);
    fitRows();
}

void PerPlayersEditor::removeCurrent()
{
    const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
    if (row >= 0)
        m_table->removeRow(row);
    fitRows();
}

QSize PerPlayersEditor::sizeHint() const
{
    const int rows = std::max(m_table->rowCount(), 2);
    const int table = rows * m_table->verticalHeader()->defaultSectionSize()
        + m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    return {std::max(300, m_add->sizeHint().width() + m_remove->sizeHint().width() + 24),
        table + m_add->sizeHint().height() + 20};
}
