#include "controlledimpactbox.h"

#include "labtext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

ControlledImpactBox::ControlledImpactBox(std::function<void(const QString &kind)> onRun, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_explain = new QLabel;
    m_explain->setWordWrap(true);
    layout->addWidget(m_explain);
    auto *row = new QHBoxLayout;
    m_cardLabel = new QLabel;
    m_card = new QComboBox;
    m_card->setObjectName(u"controlledCard"_s);
    m_card->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_cardLabel->setBuddy(m_card);
    m_run = new QPushButton;
    m_run->setObjectName(u"controlledRun"_s);
    row->addWidget(m_cardLabel);
    row->addWidget(m_card);
    row->addWidget(m_run);
    row->addStretch(1);
    layout->addLayout(row);
    m_summary = new QLabel;
    m_summary->setObjectName(u"controlledSummary"_s);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_model = new QStandardItemModel(this);
    m_table = new QTableView;
    m_table->setObjectName(u"controlledImpact"_s);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    connect(m_run, &QPushButton::clicked, this, [this, onRun = std::move(onRun)] {
        if (!chosenCard().isEmpty())
            onRun(chosenCard());
    });
    retranslate();
}

QString ControlledImpactBox::cardName(const std::string &kind) const
{
    return LabText::orGeneric(m_texts).cardLabel(QString::fromStdString(kind));
}

void ControlledImpactBox::setCards(
    const std::vector<CardImpact> &cards, const std::vector<std::string> &kinds, const FigureTexts *texts)
{
    m_cards = cards;
    m_kinds = kinds;
    m_texts = texts;
    const QString chosen = chosenCard();
    const QSignalBlocker quiet(m_card);
    m_card->clear();
    // The cards that stand out first: those a designer asks about.
    for (const CardImpact &c : cards)
        if (c.startStandsOut || c.playedStandsOut)
            //: A card kind in the list of the controlled impact, %1 its name.
            m_card->addItem(tr("%1 (stands out)").arg(cardName(c.kind)), QString::fromStdString(c.kind));
    for (const std::string &kind : kinds)
        if (m_card->findData(QString::fromStdString(kind)) < 0)
            m_card->addItem(cardName(kind), QString::fromStdString(kind));
    selectCard(chosen);
}

void ControlledImpactBox::selectCard(const QString &kind)
{
    if (const int i = m_card->findData(kind); i >= 0)
        m_card->setCurrentIndex(i);
}

QString ControlledImpactBox::chosenCard() const
{
    return m_card->currentData().toString();
}

void ControlledImpactBox::setRunnable(bool runnable, bool running)
{
    (void)running;
    m_run->setEnabled(runnable && m_card->count() > 0);
}

void ControlledImpactBox::show(const ControlledImpactReport *report, const QString &rules, const FigureTexts *texts,
    const VariantTexts *variantTexts)
{
    m_report = report;
    m_rules = rules;
    m_texts = texts;
    m_variantTexts = variantTexts;
    refresh();
}

void ControlledImpactBox::retranslate()
{
    m_title->setText(tr("Controlled impact: what a card does"));
    m_table->setAccessibleName(m_title->text());
    m_explain->setText(tr("The table above shows which cards go with winning, not why: a bot may play a card from a "
                          "hand that was losing anyway. To see what a card does, play the rules with one card of the "
                          "kind fewer and with one more, each against the rules as they are on the same seeds: the "
                          "differences below are then the card's doing."));
    m_cardLabel->setText(tr("C&ard:"));
    m_run->setText(tr("Play with one fewer and one &more"));
    // The kinds' names and the results, in the new language.
    setCards(m_cards, m_kinds, m_texts);
    refresh();
}

void ControlledImpactBox::refresh()
{
    m_model->clear();
    m_table->setVisible(m_report != nullptr);
    if (!m_report) {
        m_summary->setText(m_kinds.empty() ? tr("These rules have no cards.")
                                           : tr("Choose a card and play: each change takes the games set on the left, "
                                                "with their seed."));
        return;
    }
    const ControlledImpactReport &r = *m_report;
    const QString card = cardName(r.kind);
    QStringList lines;
    //: %1 is a card kind, %2 the rules (e.g. "Edited rules"), %n how many cards of the kind they have.
    lines << tr("%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the "
                "change minus the rules as they are, bold where its 95% interval excludes zero.",
        nullptr, r.count)
                 .arg(card, m_rules)
                 .arg(r.comparison.games);
    for (const auto &[change, errors] : r.refused) {
        if (change < 0 && r.count <= 0)
            lines << tr("One card fewer cannot be played: these rules have no %1 card.").arg(card);
        else if (change > 0 && r.count >= r.most)
            lines << tr("One card more cannot be played: these rules already have %L1, the most of one kind the game "
                        "allows.")
                         .arg(r.most);
        else if (change < 0)
            lines << tr("One card fewer cannot be played: %1").arg(LabText::diagnostics(errors, m_variantTexts));
        else
            lines << tr("One card more cannot be played: %1").arg(LabText::diagnostics(errors, m_variantTexts));
    }
    if (r.comparison.cancelled)
        lines << tr("Cancelled: the differences cover the games played.");
    m_summary->setText(lines.join(u'\n'));

    QStringList headers {tr("Figure")};
    for (const int change : r.changes)
        headers << (change < 0 ? tr("One card fewer (%L1 → %L2)") : tr("One card more (%L1 → %L2)"))
                       .arg(r.count)
                       .arg(r.count + change);
    m_model->setHorizontalHeaderLabels(headers);
    const auto addRow = [&](const QString &label, const std::function<Estimate(const ComparisonReport &)> &of) {
        QList<QStandardItem *> row {LabText::tableCell(label)};
        for (const ComparisonReport &c : r.comparison.houseRules) {
            const Estimate e = of(c);
            auto *cell = LabText::tableCell(e.share ? LabText::pointsDifference(e) : LabText::numberDifference(e, 1),
                LabText::interval(e.low, e.high, e.share), e.excludesZero());
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << cell;
        }
        m_model->appendRow(row);
    };
    const int seats = r.comparison.houseRules.empty() ? 0 : int(r.comparison.houseRules.front().seats.size());
    for (int seat = 0; seat < seats; ++seat)
        //: A row of the controlled impact: the win rate of a seat ("Seat 1"), in points.
        addRow(tr("Win rate, %1").arg(LabText::seat(seat)),
            [seat](const ComparisonReport &c) { return c.seats[std::size_t(seat)].winRate; });
    addRow(tr("First player advantage"), [](const ComparisonReport &c) { return c.measures.firstPlayerAdvantage; });
    addRow(tr("Game length (decisions)"), [](const ComparisonReport &c) { return c.length; });
    if (!r.comparison.houseRules.empty())
        for (const auto &[figure, estimate] : r.comparison.houseRules.front().figures) {
            const std::string id = figure;
            addRow(LabText::orGeneric(m_texts).figureLabel(QString::fromStdString(id)),
                [id](const ComparisonReport &c) { return c.figures.at(id); });
        }
}
