#include "dealchancespanel.h"

#include "wrappingheader.h"

#include "models/dealchancesmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

DealChancesPanel::DealChancesPanel(VariantDocument *document, DeckModel *deck, QWidget *parent)
    : QWidget(parent), m_model(new DealChancesModel(document, deck, this)), m_box(new QGroupBox(this)),
      m_playersLabel(new QLabel(this)), m_players(new QSpinBox(this)), m_figureLabel(new QLabel(this)),
      m_figure(new QComboBox(this)), m_view(new QTableView(this)), m_summary(new QLabel(this))
{
    m_players->setObjectName(u"chancePlayers"_s);
    m_figure->setObjectName(u"chanceFigure"_s);
    m_view->setObjectName(u"chanceTable"_s);
    m_summary->setObjectName(u"chanceSummary"_s);
    m_summary->setWordWrap(true);
    m_playersLabel->setBuddy(m_players);
    m_figureLabel->setBuddy(m_figure);

    m_view->setHorizontalHeader(new WrappingHeader(m_view));
    m_view->setModel(m_model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Rows no taller than the text: the table shares the tab with the counts.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);

    auto *choices = new QHBoxLayout;
    choices->addWidget(m_playersLabel);
    choices->addWidget(m_players);
    choices->addSpacing(12);
    choices->addWidget(m_figureLabel);
    choices->addWidget(m_figure);
    choices->addStretch(1);
    auto *inside = new QVBoxLayout(m_box);
    inside->setContentsMargins(6, 6, 6, 6);
    inside->addLayout(choices);
    inside->addWidget(m_view, 1);
    inside->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_box);
    // No taller than its content: the count table above takes the rest.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(m_players, &QSpinBox::valueChanged, m_model, &DealChancesModel::setPlayers);
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_model->setFigure(index == 1 ? DealChancesModel::Figure::PerHand : DealChancesModel::Figure::AtLeastOne);
    });
    connect(m_model, &DealChancesModel::rulesChanged, this, &DealChancesPanel::update);
    // The headings wrap to the columns' width, and a scroll bar may come.
    connect(m_view->horizontalHeader(), &QHeaderView::geometriesChanged, this, &DealChancesPanel::fitHeight);
    connect(m_view->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &DealChancesPanel::fitHeight);
    retranslate();
}

void DealChancesPanel::fitHeight()
{
    const int rows = m_model->rowCount() * m_view->verticalHeader()->defaultSectionSize();
    const QScrollBar *across = m_view->horizontalScrollBar();
    const int bar = across->maximum() > 0 ? across->sizeHint().height() : 0;
    m_view->setMaximumHeight(m_view->horizontalHeader()->sizeHint().height() + rows + bar + 2 * m_view->frameWidth());
}

void DealChancesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DealChancesPanel::retranslate()
{
    m_box->setTitle(tr("Chances in a dealt hand"));
    m_view->setAccessibleName(m_box->title());
    m_playersLabel->setText(tr("&Players:"));
    m_players->setToolTip(tr("The number of players the chances are worked out for"));
    m_figureLabel->setText(tr("S&how:"));
    const QSignalBlocker blocker(m_figure);
    const int current = std::max(0, m_figure->currentIndex());
    m_figure->clear();
    m_figure->addItem(tr("Chance of being dealt at least one"));
    m_figure->addItem(tr("Number in a hand on average"));
    m_figure->setCurrentIndex(current);
    m_model->retranslate(); // calls update() through rulesChanged
}

void DealChancesPanel::update()
{
    if (m_model->maxPlayers() > 0) { // else no rules: the last choice stays in view
        const QSignalBlocker blocker(m_players);
        m_players->setRange(m_model->minPlayers(), m_model->maxPlayers());
        m_players->setValue(m_model->players());
    }
    const bool available = m_model->isAvailable();
    m_players->setEnabled(available && m_model->minPlayers() < m_model->maxPlayers());
    m_figure->setEnabled(available);
    m_view->setVisible(available);
    fitHeight();
    if (!available) {
        m_summary->setText(m_model->unavailableReason());
        return;
    }
    QStringList lines {tr("Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from "
                          "the deck's counts, over every way it can be dealt.",
        nullptr, m_model->dealtCards())};
    if (const auto value = m_model->expectedHandValue())
        lines << tr("A hand's value on average: %1 (the numbers on its cards added up).")
                     .arg(QLocale().toString(*value, 'f', 2));
    m_summary->setText(lines.join(u'\n'));
}
