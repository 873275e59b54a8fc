#include "sidebysidepage.h"

#include "labchartview.h"
#include "labtext.h"
#include "measurelines.h"
#include "sidebysidechart.h"

#include "core/simulation/notabledifferences.h"
#include "registry.h"

#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <optional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

Estimate winRate(const SeatStatistics &s, int games)
{
    return {s.winRate, s.winRateLow, s.winRateHigh, games, true};
}

// The tested difference a measure's row shows.
std::optional<DifferenceOf> differenceOf(MeasureLines::Measure measure)
{
    using Measure = MeasureLines::Measure;
    switch (measure) {
    case Measure::FirstPlayer:
        return DifferenceOf::FirstPlayerAdvantage;
    case Measure::Decisions:
        return DifferenceOf::Length;
    case Measure::Turns:
        return DifferenceOf::Turns;
    case Measure::Rounds:
        return DifferenceOf::Rounds;
    case Measure::LeadChanges:
        return DifferenceOf::LeadChanges;
    case Measure::Drama:
        return DifferenceOf::Drama;
    case Measure::DecidedAt:
        return DifferenceOf::DecidedAt;
    case Measure::SeatBalance:
    case Measure::TurnOrder:
    case Measure::DramaDeficit:
        return std::nullopt;
    }
    return std::nullopt;
}

// The side by side table's rows, each measure's kind in its own function.
// A row: the base's value, then per house rule its value and its paired
// difference from the base.
class TableRows {
public:
    // Per house rule its value and its tested difference (null: none).
    using Houses = std::vector<std::pair<Estimate, const TestedDifference *>>;

    TableRows(QStandardItemModel *table, const SideBySideReport &report, const DifferenceTests &tests)
        : m_table(table), m_r(report), m_base(report.variants.front()), m_tests(tests),
          m_players(int(m_base.seats.size()))
    {}

    void addWinRates()
    {
        for (int seat = 0; seat < m_players; ++seat) {
            Houses houses;
            for (std::size_t i = 0; i < m_r.houseRules.size(); ++i)
                houses.emplace_back(winRate(m_r.houseRules[i].house.seats[std::size_t(seat)], m_r.houseRules[i].games),
                    m_tests.find(i, DifferenceOf::WinRate, seat));
            add(SideBySidePage::tr("Win rate"), LabText::seat(seat),
                winRate(m_base.seats[std::size_t(seat)], m_r.games), houses, 2);
        }
    }

    void addFigures(const FigureTexts &texts)
    {
        for (const auto &[id, b] : m_base.figures) {
            Houses houses;
            for (std::size_t i = 0; i < m_r.houseRules.size(); ++i) {
                const auto h = m_r.houseRules[i].house.figures.find(id);
                houses.emplace_back(h == m_r.houseRules[i].house.figures.end() ? Estimate {} : h->second,
                    m_tests.find(i, DifferenceOf::Figure, -1, id));
            }
            add(texts.figureLabel(QString::fromStdString(id)), SideBySidePage::tr("All"), b, houses, 3);
        }
    }

    void addScores()
    {
        for (int seat = 0; seat < m_players; ++seat) {
            Houses houses;
            for (std::size_t i = 0; i < m_r.houseRules.size(); ++i)
                houses.emplace_back(
                    m_r.houseRules[i].house.seats[std::size_t(seat)].score, m_tests.find(i, DifferenceOf::Score, seat));
            add(SideBySidePage::tr("Mean score"), LabText::seat(seat), m_base.seats[std::size_t(seat)].score, houses,
                2);
        }
    }

    void addLength()
    {
        Houses lengths;
        for (std::size_t i = 0; i < m_r.houseRules.size(); ++i)
            lengths.emplace_back(m_r.houseRules[i].house.length, m_tests.find(i, DifferenceOf::Length));
        add(SideBySidePage::tr("Decisions per game"), SideBySidePage::tr("All"), m_base.length, lengths, 1);
    }

    // The measures of a good game, each house rule paired with the base as
    // above (the decisions per game are the row before).
    void addMeasures()
    {
        for (const MeasureLines::Measure measure : MeasureLines::all()) {
            if (measure == MeasureLines::Measure::Decisions
                || !MeasureLines::missing(measure, m_base.measures).isEmpty())
                continue;
            const auto of = differenceOf(measure);
            Houses houses;
            QStringList verdicts {MeasureLines::verdict(measure, m_base.measures)};
            for (std::size_t i = 0; i < m_r.houseRules.size(); ++i) {
                houses.emplace_back(MeasureLines::value(measure, m_r.houseRules[i].house.measures),
                    of ? m_tests.find(i, *of) : nullptr);
                verdicts << MeasureLines::verdict(measure, m_r.houseRules[i].house.measures);
            }
            add(MeasureLines::name(measure), SideBySidePage::tr("All"), MeasureLines::value(measure, m_base.measures),
                houses, MeasureLines::decimals(measure), measure, verdicts);
        }
    }

private:
    // A measure of a good game reads as on the Measures page (`of`), its
    // definition as the name's tooltip, a gap's test (`verdicts`: the
    // base's, then each house rule's) under its interval.
    void add(const QString &measure, const QString &seats, const Estimate &base, const Houses &houses, int decimals,
        std::optional<MeasureLines::Measure> of = std::nullopt, const QStringList &verdicts = {})
    {
        const auto valueText
            = [&](const Estimate &e) { return of ? MeasureLines::valueText(*of, e) : LabText::value(e, decimals); };
        const auto valueTip = [&](const Estimate &e, qsizetype column) {
            const QString tip = of ? MeasureLines::valueTip(*of, e) : LabText::interval(e, decimals);
            const QString verdict = verdicts.value(column);
            return verdict.isEmpty() ? tip : tip + u'\n' + verdict;
        };
        QList<QStandardItem *> items {LabText::tableCell(measure, of ? MeasureLines::definition(*of) : QString()),
            LabText::tableCell(seats), LabText::tableCell(valueText(base), valueTip(base, 0))};
        qsizetype column = 0;
        for (const auto &[value, tested] : houses) {
            QString text = valueText(value);
            QString tip = valueTip(value, ++column);
            bool bold = false;
            if (tested) {
                const Estimate *difference = &tested->difference;
                const bool points = difference->share;
                //: A house rule's value and, in brackets, its difference from the base rules.
                text = SideBySidePage::tr("%1 (%2)").arg(text,
                    points ? SideBySidePage::tr("%1 points").arg(LabText::pointsDifference(*difference))
                           : LabText::numberDifference(*difference, decimals));
                //: %1: the value's 95% interval; %2: that of its difference from the base rules.
                tip = SideBySidePage::tr("%1\nDifference from the base rules: %2")
                          .arg(tip,
                              LabText::interval(difference->low * (points ? 100 : 1),
                                  difference->high * (points ? 100 : 1), false, points ? 1 : decimals));
                bold = tested->notable;
            }
            items << LabText::tableCell(text, tip, bold);
        }
        for (int i = 2; i < items.size(); ++i)
            items[i]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->appendRow(items);
    }

    QStandardItemModel *m_table;
    const SideBySideReport &m_r;
    const SimulationReport &m_base;
    const DifferenceTests &m_tests;
    int m_players;
};

} // namespace

SideBySidePage::SideBySidePage(
    std::function<void(const QStringList &)> run, std::function<void(const QString &)> report, QWidget *parent)
    : QWidget(parent), m_run(std::move(run)), m_table(new QStandardItemModel(this))
{
    auto *layout = new QHBoxLayout(this);
    auto *side = new QWidget;
    auto *column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    m_chooseLabel = new QLabel;
    m_chooseLabel->setWordWrap(true);
    column->addWidget(m_chooseLabel);
    m_list = new QListWidget;
    m_list->setObjectName(u"sideBySideVariants"_s);
    // A long title goes on two lines rather than off the narrow column.
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    connect(m_list, &QListWidget::itemChanged, this, [this] { onTicked(); });
    column->addWidget(m_list, 1);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_hint->setObjectName(u"sideBySideHint"_s);
    column->addWidget(m_hint);
    m_runButton = new QPushButton;
    m_runButton->setObjectName(u"runSideBySide"_s);
    connect(m_runButton, &QPushButton::clicked, this, [this] { m_run(checkedIds()); });
    column->addWidget(m_runButton);
    side->setFixedWidth(210); // the table wants the room: six variants in German overflow even so (it scrolls)
    layout->addWidget(side);

    auto *results = new QSplitter(Qt::Vertical);
    m_view = new QTableView;
    m_view->setObjectName(u"sideBySide"_s);
    m_view->setModel(m_table);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    results->addWidget(m_view);
    auto *lower = new QWidget;
    auto *lowerColumn = new QVBoxLayout(lower);
    lowerColumn->setContentsMargins(0, 0, 0, 0);
    m_tested = new QLabel;
    m_tested->setObjectName(u"sideBySideTested"_s);
    m_tested->setWordWrap(true);
    lowerColumn->addWidget(m_tested);
    m_chartView = LabChartView::make(u"sideBySideChart"_s, std::move(report));
    // Tall enough for a column of five house rules' names beside it.
    m_chartView->setMinimumHeight(280);
    lowerColumn->addWidget(m_chartView, 1);
    results->addWidget(lower);
    layout->addWidget(results, 1);
}

QList<SideBySidePage::Candidate> SideBySidePage::candidatesFor(
    const Variant &edited, const Variant &base, const std::vector<std::filesystem::path> &folders)
{
    QList<Candidate> candidates;
    const VariantLoader loader = Registry::instance().loader(folders);
    const std::string prefix = edited.game + '/';
    for (const std::string &id : loader.availableIds()) {
        if (id.rfind(prefix, 0) != 0 || id == edited.id || id == base.id)
            continue;
        if (auto variant = loader.load(id); variant && variant->game == edited.game)
            candidates.push_back({QString::fromStdString(id), LabText::title(*variant)});
    }
    return candidates;
}

void SideBySidePage::setCandidates(const QList<Candidate> &candidates, const QString &editedTitle)
{
    const QStringList ticked = checkedIds();
    m_editedTitle = editedTitle;
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    auto *edited = new QListWidgetItem(editedTitle);
    edited->setFlags(Qt::ItemIsEnabled); // always in, never unticked
    edited->setCheckState(Qt::Checked);
    m_list->addItem(edited);
    for (const Candidate &c : candidates) {
        auto *item = new QListWidgetItem(c.title);
        item->setData(kIdRole, c.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(c.id) ? Qt::Checked : Qt::Unchecked);
        m_list->addItem(item);
    }
    onTicked();
}

QStringList SideBySidePage::checkedIds() const
{
    QStringList ids;
    for (int row = 1; row < m_list->count(); ++row)
        if (m_list->item(row)->checkState() == Qt::Checked)
            ids << m_list->item(row)->data(kIdRole).toString();
    return ids;
}

void SideBySidePage::setChecked(const QStringList &ids)
{
    const QSignalBlocker blocker(m_list);
    for (int row = 1; row < m_list->count(); ++row)
        m_list->item(row)->setCheckState(
            ids.contains(m_list->item(row)->data(kIdRole).toString()) ? Qt::Checked : Qt::Unchecked);
    onTicked();
}

void SideBySidePage::setViewOnly()
{
    m_list->parentWidget()->hide();
}

void SideBySidePage::setRunnable(bool ready, bool running)
{
    m_ready = ready;
    m_running = running;
    onTicked();
}

void SideBySidePage::onTicked()
{
    const auto ticked = checkedIds().size();
    const bool full = ticked >= kMaxHouseRules - 1;
    const QSignalBlocker blocker(m_list);
    for (int row = 1; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const bool on = item->checkState() == Qt::Checked;
        item->setFlags(on || !full ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemIsUserCheckable);
    }
    m_runButton->setEnabled(m_ready && !m_running && ticked > 0 && ticked <= kMaxHouseRules - 1);
    if (m_list->count() <= 1)
        m_hint->setText(tr("This game has no other house rules to compare with."));
    else if (full)
        m_hint->setText(tr("At most %1 house rules besides the base in one run.").arg(kMaxHouseRules));
    else if (ticked == 0)
        m_hint->setText(tr("Tick at least one more house rule."));
    else
        m_hint->clear();
}

void SideBySidePage::show(const SideBySideReport *report, const QStringList &names, const FigureTexts &texts)
{
    SideBySideChart::winRates(m_chartView->chart(), report, names);
    m_table->clear();
    m_testedCount = 0;
    if (!report || report->variants.empty()) {
        m_tested->setText(tr("Tick house rules and run them: each is played against the base rules on the same "
                             "seeds, as are the edited rules."));
        return;
    }
    // Which differences stand out: decided with the command line's function,
    // over every difference this table shows.
    const DifferenceTests tests = testDifferences(*report);
    fillTable(*report, tests, names, texts);
    sayTested(*report, tests, names);
}

void SideBySidePage::fillTable(
    const SideBySideReport &report, const DifferenceTests &tests, const QStringList &names, const FigureTexts &texts)
{
    QStringList header {tr("Measure"), tr("Seats")};
    header << names;
    m_table->setHorizontalHeaderLabels(header);
    TableRows rows(m_table, report, tests);
    rows.addWinRates();
    rows.addFigures(texts);
    rows.addScores();
    rows.addLength();
    rows.addMeasures();
}

// How many differences were tested and stood out, then seat balance's own test.
void SideBySidePage::sayTested(const SideBySideReport &report, const DifferenceTests &tests, const QStringList &names)
{
    m_testedCount = int(tests.count());
    m_tested->setText(tr("%n difference(s) from the base rules tested; %1 stand out after Holm's correction over all "
                         "of them (in bold), so that even if no house rule changed anything, the chance of marking one "
                         "is 5%.",
        nullptr, m_testedCount)
                          .arg(tests.notableCount()));
    // Seat balance's own test, for every column.
    const SimulationReport &base = report.variants.front();
    if (base.measures.seatBalance.most >= 0) {
        std::vector<const MeasuresReport *> reports {&base.measures};
        for (const ComparisonReport &c : report.houseRules)
            reports.push_back(&c.house.measures);
        m_tested->setText(m_tested->text() + u' ' + MeasureLines::seatBalanceSummary(names, reports));
    }
}

void SideBySidePage::retranslate()
{
    m_chooseLabel->setText(tr("House rules to play side by side with the edited rules, each against the base rules "
                              "on the same seeds:"));
    m_runButton->setText(tr("Run side by side"));
    m_list->setAccessibleName(tr("House rules to play side by side"));
    //: The lab's page that plays several house rules against the base rules at once.
    m_view->setAccessibleName(tr("Side by side"));
    if (m_list->count() > 0)
        m_list->item(0)->setText(m_editedTitle);
    onTicked();
    LabChartView::retranslate(m_chartView);
}
