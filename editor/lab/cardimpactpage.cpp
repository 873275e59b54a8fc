#include "cardimpactpage.h"

#include "cardimpactmodel.h"
#include "controlledimpactbox.h"

#include "core/simulation/multiplecomparisons.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

CardImpactPage::CardImpactPage(ControlledRequest onControlled, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_rulesLabel = new QLabel;
    m_rules = new QComboBox;
    m_rules->setObjectName(u"cardRules"_s);
    m_rules->addItem(QString(), 1); // edited
    m_rules->addItem(QString(), 0); // base
    m_rulesLabel->setBuddy(m_rules);
    top->addWidget(m_rulesLabel);
    top->addWidget(m_rules);
    top->addStretch(1);
    layout->addLayout(top);
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_note->setObjectName(u"cardNote"_s);
    layout->addWidget(m_note);
    m_model = new CardImpactModel(this);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(CardImpactModel::SortRole);
    m_view = new QTableView;
    m_view->setObjectName(u"cardImpact"_s);
    m_view->setModel(proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CardImpactModel::Card, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 3);
    const bool interactive = bool(onControlled);
    m_controlled = new ControlledImpactBox(
        [this, onControlled = std::move(onControlled)](const QString &kind) { onControlled(kind, showsEdited()); });
    layout->addWidget(m_controlled, 2);
    m_controlled->setVisible(interactive);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &CardImpactPage::refresh);
    // A card chosen in the table is the one to play with a copy more or fewer.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this, proxy](const QModelIndex &current) {
            if (current.isValid())
                m_controlled->selectCard(QString::fromStdString(m_model->card(proxy->mapToSource(current).row()).kind));
        });
}

namespace {

// A ruleset's card kinds, each once, in the order of its cards.
std::vector<std::string> kindsOf(const Ruleset *rules)
{
    std::vector<std::string> kinds;
    for (int card = 0; rules && card < rules->cardCount(); ++card)
        if (const std::string kind = rules->cardKind(card); std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
            kinds.push_back(kind);
    return kinds;
}

} // namespace

void CardImpactPage::setRules(std::shared_ptr<const Ruleset> edited, std::shared_ptr<const Ruleset> base)
{
    m_editedRules = std::move(edited);
    m_baseRules = std::move(base);
    refresh();
}

bool CardImpactPage::showsEdited() const
{
    return m_rules->currentData().toInt() == 1;
}

void CardImpactPage::setRunnable(bool runnable, bool running)
{
    m_controlled->setRunnable(runnable, running);
}

void CardImpactPage::showControlled(
    const ControlledImpactReport *report, bool onEdited, const VariantTexts *variantTexts)
{
    m_controlledReport = report;
    m_controlledOnEdited = onEdited;
    m_variantTexts = variantTexts;
    m_controlled->show(report, onEdited ? tr("Edited rules") : tr("Base rules"), m_texts, variantTexts);
}

void CardImpactPage::show(const ComparisonReport *comparison, const FigureTexts *texts)
{
    m_comparison = comparison;
    m_texts = texts;
    refresh();
}

void CardImpactPage::refresh()
{
    const bool edited = showsEdited();
    const SimulationReport *report = m_comparison ? (edited ? &m_comparison->house : &m_comparison->base) : nullptr;
    m_model->setCards(report ? report->cards : std::vector<CardImpact> {}, m_texts);
    m_controlled->setCards(report ? report->cards : std::vector<CardImpact> {},
        kindsOf(edited ? m_editedRules.get() : m_baseRules.get()), m_texts);
    QString note;
    if (!m_comparison)
        note = tr("Tick “Card impact” and run the games to see, per card kind, how often the players who held it "
                  "or played it won.");
    else if (report->cards.empty())
        note = tr("These games were played without card impact: tick “Card impact” and run them again.");
    else {
        int standOut = 0;
        for (const CardImpact &c : report->cards)
            standOut += int(c.startStandsOut) + int(c.playedStandsOut);
        note = tr("Per card kind: the win rate of the players who had it in their starting hand, and of those who "
                  "played it, against all others (like “win rate when drawn”). This is what goes with winning, not "
                  "what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, "
                  "so give every seat the same bot.");
        //: %n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. "6.0").
        note += u' '
            + tr("The table holds %n test(s), both columns together; even if no card went with winning, about %1 of "
                 "them would have an interval that excludes zero by chance alone. So a difference is bold only when "
                 "it stands out after Holm's correction for all of them: %2 here.",
                nullptr, report->cardsTested)
                  .arg(QLocale().toString(expectedByChance(std::size_t(report->cardsTested)), 'f', 1))
                  .arg(standOut);
    }
    if (m_comparison && !report->cards.empty()) {
        for (const auto &seat : report->seats)
            if (seat.bot != report->seats.front().bot) {
                note += u' ' + tr("These games had different bots in different seats: the pooled win rates mix them.");
                break;
            }
    }
    m_note->setText(note);
}

void CardImpactPage::retranslate()
{
    m_rulesLabel->setText(tr("R&ules:"));
    m_view->setAccessibleName(tr("Card impact")); // the page's tab
    m_rules->setItemText(0, m_names.editedOr(tr("Edited rules")));
    m_rules->setItemText(1, m_names.baseOr(tr("Base rules")));
    m_model->retranslate();
    m_controlled->retranslate();
    refresh();
    showControlled(m_controlledReport, m_controlledOnEdited, m_variantTexts);
}
