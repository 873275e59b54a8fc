#include "printdeckdialog.h"

#include "games/gameui.h"
#include "lab/windowsize.h"
#include "print/deckprinter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qreal kPreviewDotsPerMm = 2.6; // an A4 page about 550 pixels wide

} // namespace

PrintDeckDialog::PrintDeckDialog(
    const GameUi &ui, const houserules::Variant &variant, const BaseDifference &difference, QWidget *parent)
    : QDialog(parent), m_ui(ui), m_variant(variant), m_difference(difference), m_paper(new QComboBox(this)),
      m_backs(new QCheckBox(tr("Print the &backs on every other page (both sides, flip on the long edge)"), this)),
      m_summary(new QLabel(this)), m_pages(new QVBoxLayout)
{
    setWindowTitle(tr("Print deck: %1").arg(variantTitle(variant)));
    m_paper->setObjectName(u"printPaper"_s);
    m_paper->addItem(tr("A4"), int(deckpages::Paper::A4));
    m_paper->addItem(tr("Letter"), int(deckpages::Paper::Letter));
    if (QLocale().measurementSystem() == QLocale::ImperialUSSystem)
        m_paper->setCurrentIndex(1);
    m_backs->setObjectName(u"printBacks"_s);
    auto *paperLabel = new QLabel(tr("&Paper:"), this);
    paperLabel->setBuddy(m_paper);

    auto *options = new QHBoxLayout;
    options->addWidget(paperLabel);
    options->addWidget(m_paper);
    options->addSpacing(12);
    options->addWidget(m_backs);
    options->addStretch(1);

    auto *pages = new QWidget;
    pages->setLayout(m_pages);
    m_pages->setSpacing(12);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"printPreview"_s);
    scroll->setWidget(pages);
    scroll->setWidgetResizable(true);
    scroll->setAlignment(Qt::AlignHCenter);
    scroll->setBackgroundRole(QPalette::Dark);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *save = buttons->addButton(tr("&Save as PDF…"), QDialogButtonBox::AcceptRole);
    save->setObjectName(u"printSave"_s);
    connect(save, &QPushButton::clicked, this, &PrintDeckDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(options);
    layout->addWidget(m_summary);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(windowsize::onScreen(this, QSize(700, 860)));

    connect(m_paper, &QComboBox::currentIndexChanged, this, &PrintDeckDialog::showPages);
    connect(m_backs, &QCheckBox::toggled, this, &PrintDeckDialog::showPages);
    showPages();
}

void PrintDeckDialog::showPages()
{
    const DeckPrinter printer(m_ui, m_variant, m_difference.baseTitle, m_difference.lines,
        deckpages::Paper(m_paper->currentData().toInt()), m_backs->isChecked());
    while (QLayoutItem *item = m_pages->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_pageCount = printer.pageCount();
    m_summary->setText(tr("%n page(s)", nullptr, m_pageCount));
    for (int page = 0; page < m_pageCount; ++page) {
        auto *label = new QLabel;
        label->setPixmap(QPixmap::fromImage(printer.pageImage(page, kPreviewDotsPerMm)));
        label->setFrameShape(QFrame::Box);
        label->setAccessibleName(tr("Page %1 of %2").arg(page + 1).arg(m_pageCount));
        m_pages->addWidget(label, 0, Qt::AlignHCenter);
    }
}

QString PrintDeckDialog::save(const QString &fileName) const
{
    const DeckPrinter printer(m_ui, m_variant, m_difference.baseTitle, m_difference.lines,
        deckpages::Paper(m_paper->currentData().toInt()), m_backs->isChecked());
    return printer.writePdf(fileName);
}

void PrintDeckDialog::saveAs()
{
    // "boomo short.pdf"; a house rule not saved yet is the game's deck.
    const QString name = QString::fromStdString(m_variant.id).section(u'/', -1).section(u'.', 0, 0);
    const QString game = QString::fromStdString(m_variant.game);
    const QString proposed = QDir::home().filePath(u"%1 %2.pdf"_s.arg(game, name.isEmpty() ? tr("deck") : name));
    const QString fileName
        = QFileDialog::getSaveFileName(this, tr("Save the deck as PDF"), proposed, tr("PDF (*.pdf)"));
    if (fileName.isEmpty())
        return;
    if (const QString error = save(fileName); !error.isEmpty())
        QMessageBox::warning(this, tr("The deck was not saved"), error);
}
