// The lab's Find a rule page, driven headless: its controls make the spec
// `houserules-cli balance` makes of the same inputs, and the search finds
// what the CLI finds, to the digit; a search shows its progress and best so
// far, and fills the proposals table; Cancel keeps the best so far; a
// proposal opens as a house rule with its values; every language words
// the page.

#include "labtestsupport.h"

#include "games/blastingbilly/billyfiguretexts.h"
#include "games/blastingbilly/billytexts.h"
#include "preferences/languagemanager.h"

#include "lab/findrulepage.h"
#include "lab/playtestlab.h"

#include "notebook/balancerecord.h"
#include "notebook/notebook.h"

#include "core/simulation/balancer.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::load;

namespace {

// A target added through the page's controls, as a person would.
void addTarget(FindRulePage *page, const QString &measure, int how, double a, double b, bool required, double weight)
{
    auto *measures = page->findChild<QComboBox *>(u"findRuleMeasure"_s);
    const int index = measures->findData(measure);
    QVERIFY2(index >= 0, qPrintable(measure));
    measures->setCurrentIndex(index);
    page->findChild<QComboBox *>(u"findRuleHow"_s)->setCurrentIndex(how);
    page->findChild<QDoubleSpinBox *>(u"findRuleLow"_s)->setValue(a);
    page->findChild<QDoubleSpinBox *>(u"findRuleHigh"_s)->setValue(b);
    page->findChild<QComboBox *>(u"findRuleKind"_s)->setCurrentIndex(required ? 1 : 0);
    page->findChild<QDoubleSpinBox *>(u"findRuleWeight"_s)->setValue(weight);
    QTest::mouseClick(page->findChild<QPushButton *>(u"findRuleAddTarget"_s), Qt::LeftButton);
}

void addParameter(FindRulePage *page, const QString &parameter, int from, int to)
{
    auto *parameters = page->findChild<QComboBox *>(u"findRuleParameter"_s);
    const int index = parameters->findData(parameter);
    QVERIFY2(index >= 0, qPrintable(parameter));
    parameters->setCurrentIndex(index);
    page->findChild<QSpinBox *>(u"findRuleFrom"_s)->setValue(from);
    page->findChild<QSpinBox *>(u"findRuleTo"_s)->setValue(to);
    QTest::mouseClick(page->findChild<QPushButton *>(u"findRuleAddParameter"_s), Qt::LeftButton);
}

// FindRulePage has no Q_OBJECT of its own (the lab's words share one context).
FindRulePage *findRulePage(const PlaytestLab &lab)
{
    return static_cast<FindRulePage *>(lab.findChild<QWidget *>(u"findRulePage"_s));
}

// The CLI's arguments for the inputs the tests give the page.
const QStringList kCliInputs {u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic"_s, u"--seed"_s, u"5"_s, u"--vary"_s,
    u"hand_size=3..5"_s, u"--vary"_s, u"deck.dynamite_per_colour=1..2"_s, u"--target"_s, u"length=40..60@2"_s,
    u"--require"_s, u"first_player_advantage=0+-1"_s, u"--target"_s, u"figure:shot_down=..30"_s, u"--budget"_s,
    u"3000"_s};

} // namespace

class TestLabFindRule : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_languages.setLanguage(u"en"_s);
        m_standard = load("blasting-billy/standard");
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    // The same inputs as the CLI's, through the page's controls: the same
    // spec (parameters, targets, budget, players, bots, seed) and the same
    // search, proposal by proposal, figure by figure.
    void searchIsTheCLIs()
    {
        PlaytestLab lab;
        lab.setFigureTexts(&m_texts);
        lab.setVariantTexts(&m_words);
        lab.setVariants(m_standard, m_standard);
        lab.setThreads(2);
        lab.setPlayers(3);
        for (int seat = 0; seat < 3; ++seat)
            lab.setBot(seat, u"heuristic"_s);
        lab.setSeed(5);
        auto *page = findRulePage(lab);
        addParameter(page, u"hand_size"_s, 3, 5);
        addParameter(page, u"deck.dynamite_per_colour"_s, 1, 2);
        addTarget(page, u"length"_s, 0, 40, 60, false, 2);
        addTarget(page, u"figure:shot_down"_s, 2, 0, 30, false, 1);
        addTarget(page, u"first_player_advantage"_s, 3, 0, 1, true, 1); // the CLI's requirements come last
        page->findChild<QSpinBox *>(u"findRuleBudget"_s)->setValue(3000);

        QProcess cli;
        cli.start(QStringLiteral(HOUSERULES_CLI),
            QStringList {u"balance"_s, u"blasting-billy/standard"_s} + kCliInputs + QStringList {u"--json"_s});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();

        const BalanceSpec spec = lab.findRuleSpec();
        QCOMPARE(spec.simulation.players, json[u"players"_s].toInt());
        QCOMPARE(QString::number(spec.simulation.seed), json[u"seed"_s].toString());
        QCOMPARE(spec.simulation.bots, std::vector<std::string>(3, "heuristic"));
        QCOMPARE(spec.budget, json[u"budget"_s].toInteger());
        QCOMPARE(spec.seconds, 0.0);
        QCOMPARE(spec.candidates, 32); // the CLI's defaults
        QCOMPARE(spec.proposals, 3);
        QCOMPARE(spec.parameters.size(), std::size_t(2));
        QCOMPARE(spec.parameters[0].path, std::string("hand_size"));
        QCOMPARE(spec.parameters[0].low, 3);
        QCOMPARE(spec.parameters[0].high, 5);
        QCOMPARE(spec.parameters[1].path, std::string("deck.dynamite_per_colour"));
        QCOMPARE(spec.parameters[1].low, 1);
        QCOMPARE(spec.parameters[1].high, 2);
        // The CLI lists its goals, then its requirements.
        const QJsonArray targets = json[u"targets"_s].toArray();
        QCOMPARE(targets.size(), qsizetype(spec.targets.size()));
        for (const auto &t : spec.targets) {
            bool found = false;
            for (const auto &value : targets) {
                const QJsonObject o = value.toObject();
                if (o[u"measure"_s].toString().toStdString() != t.measure)
                    continue;
                found = true;
                QCOMPARE(o[u"constraint"_s].toBool(), t.constraint);
                QCOMPARE(o[u"weight"_s].toDouble(), t.weight);
                QCOMPARE(o[u"low"_s].isNull(), std::isinf(t.low));
                QCOMPARE(o[u"high"_s].isNull(), std::isinf(t.high));
                if (!std::isinf(t.low))
                    QCOMPARE(o[u"low"_s].toDouble(), t.low);
                if (!std::isinf(t.high))
                    QCOMPARE(o[u"high"_s].toDouble(), t.high);
            }
            QVERIFY2(found, t.measure.c_str());
        }

        // The search, run by the page's button.
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        auto *start = page->findChild<QPushButton *>(u"findRuleStart"_s);
        QVERIFY(start->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(lab.isRunning());
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.front().front().toBool(), false);
        const BalanceReport *report = lab.balanceReport();
        QVERIFY(report);
        QVERIFY(!report->cancelled);

        // What the CLI found, to the digit.
        const QJsonArray proposals = json[u"proposals"_s].toArray();
        QCOMPARE(qsizetype(report->proposals.size()), proposals.size());
        QCOMPARE(qint64(report->searchGames), json[u"search_games"_s].toInteger());
        for (std::size_t k = 0; k < report->proposals.size(); ++k) {
            const auto &p = report->proposals[k];
            const QJsonObject o = proposals[qsizetype(k)].toObject();
            const auto &values = report->candidates[std::size_t(p.candidate)].values;
            QCOMPARE(o[u"values"_s].toString(),
                u"hand_size=%1, deck.dynamite_per_colour=%2"_s.arg(values[0]).arg(values[1]));
            const QJsonArray figures = o[u"figures"_s].toArray();
            for (std::size_t t = 0; t < p.figures.size(); ++t) {
                const QJsonObject f = figures[qsizetype(t)].toObject();
                QCOMPARE(f[u"measure"_s].toString().toStdString(), spec.targets[t].measure);
                QCOMPARE(f[u"estimate"_s].toObject()[u"value"_s].toDouble(), p.figures[t].value);
            }
        }

        // The proposals table: a row per proposal and the edited rules, each
        // target's figure with its verdict, and a button to open it.
        QTableWidget *table = page->proposals();
        QCOMPARE(table->rowCount(), int(report->proposals.size()) + 1);
        QCOMPARE(table->columnCount(), int(spec.targets.size()) + 2);
        for (int row = 0; row < int(report->proposals.size()); ++row) {
            QVERIFY(page->openButton(row));
            for (int t = 0; t < int(spec.targets.size()); ++t) {
                const QString text = table->item(row, t + 2)->text();
                QVERIFY2(text.endsWith(u"met"_s) || text.endsWith(u"missed"_s) || text.endsWith(u"cannot tell"_s),
                    qPrintable(text));
            }
        }
        QCOMPARE(table->item(int(report->proposals.size()), 0)->text(), u"The edited rules"_s);
        // The chart has every candidate played, the best marked.
        int points = 0, best = 0;
        for (auto *series : page->chartView()->chart()->series()) {
            auto *scatter = qobject_cast<QScatterSeries *>(series);
            QVERIFY(scatter);
            (scatter->name() == u"Best so far"_s ? best : points) += int(scatter->count());
        }
        QCOMPARE(points, 6);
        QCOMPARE(best, 1);
    }

    // While it searches: the round, the best so far with its values and
    // figures; Cancel keeps the best so far, among the candidates played.
    void cancelKeepsTheBestSoFar()
    {
        PlaytestLab lab;
        lab.setFigureTexts(&m_texts);
        lab.setVariantTexts(&m_words);
        lab.setVariants(m_standard, m_standard);
        lab.setThreads(2);
        lab.setPlayers(3);
        lab.setSeed(9);
        auto *page = findRulePage(lab);
        QVERIFY(page->addParameter(u"hand_size"_s, 2, 7));
        QVERIFY(page->addParameter(u"deck.dynamite_per_colour"_s, 0, 3));
        QVERIFY(page->addTarget({"figure:shot_down", 10, 20}));
        // 24 candidates: some 2,000 games each in the first round, a minute in all;
        // cancelled long before.
        page->setBudgetGames(300'000);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runFindRule());
        auto *best = page->findChild<QLabel *>(u"findRuleBest"_s);
        auto *round = page->findChild<QLabel *>(u"findRuleRound"_s);
        QTRY_VERIFY_WITH_TIMEOUT(best->text().startsWith(u"Best so far: Cards in hand = "_s), 60000);
        QVERIFY2(best->text().contains(m_texts.figureLabel(u"shot_down"_s)), qPrintable(best->text()));
        QVERIFY2(round->text().startsWith(u"Round 1 of at most "_s), qPrintable(round->text()));
        QVERIFY(page->findChild<QPushButton *>(u"findRuleCancel"_s)->isEnabled());
        QTest::mouseClick(page->findChild<QPushButton *>(u"findRuleCancel"_s), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.front().front().toBool(), true);
        const BalanceReport *report = lab.balanceReport();
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QVERIFY(!report->proposals.empty());
        double least = 1e300;
        for (const auto &c : report->candidates)
            if (c.games > 0)
                least = std::min(least, c.loss);
        for (const auto &p : report->proposals)
            QVERIFY(report->candidates[std::size_t(p.candidate)].games > 0);
        QCOMPARE(report->proposals.front().loss, least);
        QCOMPARE(page->proposals()->rowCount(), int(report->proposals.size()));
        QVERIFY(page->openButton(0));
        QVERIFY(lab.status().startsWith(u"Search cancelled after"_s));
        QVERIFY(page->findChild<QLabel *>(u"findRuleSummary"_s)->text().contains(u"Cancelled: the best so far"_s));
    }

    // One click: the proposal as rules with its values, titled by them.
    void proposalOpensWithItsValues()
    {
        PlaytestLab lab;
        lab.setFigureTexts(&m_texts);
        lab.setVariantTexts(&m_words);
        lab.setVariants(m_standard, m_standard);
        lab.setPlayers(3);
        auto *page = findRulePage(lab);
        QVERIFY(page->addParameter(u"hand_size"_s, 3, 5));
        QVERIFY(page->addTarget({"length", 30, 40}));
        page->setBudgetGames(2000);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runFindRule());
        QVERIFY(finished.wait(60000));
        QSignalSpy opened(&lab, &PlaytestLab::openInEditor);
        const BalanceReport *report = lab.balanceReport();
        QVERIFY(report && report->proposals.size() >= 2);
        QTest::mouseClick(page->openButton(1), Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        const auto rules = opened.front().at(0).value<Variant>();
        const auto hand = report->candidates[std::size_t(report->proposals[1].candidate)].values[0];
        QCOMPARE(std::get<std::int64_t>(rules.params.at("hand_size").value), hand);
        QVERIFY(rules.file.empty());
        QCOMPARE(rules.extendsChain, std::vector<std::string> {m_standard.id});
        QCOMPARE(opened.front().at(1).toString(), u"Standard rules, with Cards in hand = %1"_s.arg(hand));
    }

    // A search shown again in the controls (as the notebook will keep it)
    // asks for the same search, and plays it again to the digit.
    void aSearchRunsAgainExactly()
    {
        PlaytestLab first;
        first.setVariants(m_standard, m_standard);
        first.setPlayers(3);
        first.setBot(1, u"random"_s);
        first.setSeed(21);
        QVERIFY(findRulePage(first)->addParameter(u"hand_size"_s, 3, 5));
        QVERIFY(findRulePage(first)->addTarget({"length", 30, 40, true}));
        QVERIFY(findRulePage(first)->addTarget({"first_player_advantage", -1, 1, false, 3}));
        findRulePage(first)->setBudgetGames(2400);
        const BalanceSpec spec = first.findRuleSpec();
        QSignalSpy firstDone(&first, &PlaytestLab::runFinished);
        QVERIFY(first.runFindRule());
        QVERIFY(firstDone.wait(60000));

        PlaytestLab again;
        again.setVariants(m_standard, m_standard);
        again.showFindRuleSpec(spec);
        const BalanceSpec shown = again.findRuleSpec();
        QCOMPARE(shown.simulation.players, 3);
        QCOMPARE(shown.simulation.bots, spec.simulation.bots);
        QCOMPARE(shown.simulation.seed, std::uint64_t(21));
        QCOMPARE(shown.budget, spec.budget);
        QCOMPARE(shown.parameters.size(), std::size_t(1));
        QCOMPARE(shown.parameters.front().high, 5);
        QCOMPARE(shown.targets.size(), std::size_t(2));
        QCOMPARE(shown.targets[1].weight, 3.0);
        QVERIFY(shown.targets[0].constraint);
        QSignalSpy againDone(&again, &PlaytestLab::runFinished);
        QVERIFY(again.runFindRule());
        QVERIFY(againDone.wait(60000));
        const BalanceReport &a = *first.balanceReport(), &b = *again.balanceReport();
        QCOMPARE(b.searchGames, a.searchGames);
        QCOMPARE(b.proposals.size(), a.proposals.size());
        for (std::size_t k = 0; k < a.proposals.size(); ++k) {
            QCOMPARE(b.proposals[k].candidate, a.proposals[k].candidate);
            QCOMPARE(b.proposals[k].report.tally, a.proposals[k].report.tally);
        }
    }

    // "No longer than today", through the controls: a target relative to the
    // edited rules' own figure, said so in the list, as the CLI's length=..base.
    void aTargetFromTheEditedRules()
    {
        PlaytestLab lab;
        lab.setVariants(m_standard, m_standard);
        FindRulePage *page = findRulePage(lab);
        page->findChild<QCheckBox *>(u"findRuleRelative"_s)->setChecked(true);
        addTarget(page, u"length"_s, 2, 0, 0, true, 1); // at most +0
        const BalanceSpec spec = lab.findRuleSpec();
        QCOMPARE(spec.targets.size(), std::size_t(1));
        const BalanceTarget &t = spec.targets.front();
        QVERIFY(t.relative && t.constraint && std::isinf(t.low) && t.high == 0);
        const BalanceTarget cli = *parseBalanceTarget("length=..base", true);
        QVERIFY(t.relative == cli.relative && t.low == cli.low && t.high == cli.high);
        const auto *list = page->findChild<QTableWidget *>(u"findRuleTargets"_s);
        QCOMPARE(list->item(0, 1)->text(), u"at most +0 decisions from the edited rules"_s);
        // Skill is a measure to aim at, in points.
        auto *measures = page->findChild<QComboBox *>(u"findRuleMeasure"_s);
        QCOMPARE(measures->itemText(measures->findData(u"skill_gradient"_s)), u"Skill gradient"_s);
    }

    // A list rule (the deck's card values) takes whole lists, written as the
    // Sweep page and the CLI write them; the proposals name their list.
    void aListRuleTakesWholeLists()
    {
        PlaytestLab lab;
        lab.setVariants(m_standard, m_standard);
        lab.setPlayers(3);
        FindRulePage *page = findRulePage(lab);
        auto *parameters = page->findChild<QComboBox *>(u"findRuleParameter"_s);
        parameters->setCurrentIndex(parameters->findData(u"deck.values"_s));
        auto *lists = page->findChild<QLineEdit *>(u"findRuleLists"_s);
        QVERIFY(!lists->isHidden() && page->findChild<QSpinBox *>(u"findRuleFrom"_s)->isHidden());
        QCOMPARE(lists->text(), u"[0..10]"_s); // the rules' own list, to start from
        lists->setText(u"[0..10], [1..10]"_s);
        QTest::mouseClick(page->findChild<QPushButton *>(u"findRuleAddParameter"_s), Qt::LeftButton);
        QVERIFY(!page->addListParameter(u"deck.values"_s, u"1..10"_s)); // a list is in brackets
        QVERIFY(!page->addListParameter(u"hand_size"_s, u"[1..3]"_s));  // not a list rule
        QVERIFY(findRulePage(lab)->addTarget({"length", 40, 70}));
        const BalanceSpec spec = lab.findRuleSpec();
        QCOMPARE(spec.parameters.size(), std::size_t(1));
        QCOMPARE(spec.parameters.front().lists.size(), std::size_t(2));
        QCOMPARE(spec.parameters.front().lists[1].front(), std::int64_t(1));
        findRulePage(lab)->setBudgetGames(1200);
        QSignalSpy done(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runFindRule());
        QVERIFY(done.wait(60000));
        const auto *proposals = page->findChild<QTableWidget *>(u"findRuleProposals"_s);
        QVERIFY(proposals && proposals->item(0, 0));
        QVERIFY2(proposals->item(0, 0)->text().contains(u"[0..10]"_s)
                || proposals->item(0, 0)->text().contains(u"[1..10]"_s),
            qPrintable(proposals->item(0, 0)->text()));
    }

    // A finished search is kept in the notebook, whole, and the kept one
    // plays again to the same result; a cancelled one is not kept.
    void aFinishedSearchIsKeptInTheNotebook()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(m_standard, m_standard);
        lab.setPlayers(3);
        lab.setSeed(4);
        QVERIFY(findRulePage(lab)->addParameter(u"hand_size"_s, 3, 5));
        QVERIFY(findRulePage(lab)->addTarget({"length", -INFINITY, 0, true, 1, true})); // no longer than today
        QVERIFY(findRulePage(lab)->addTarget({"first_player_advantage", -1, 1}));
        findRulePage(lab)->setBudgetGames(2400);
        QSignalSpy done(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runFindRule());
        QVERIFY(done.wait(60000));
        const auto kept = notebook->balances({});
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(kept.front().source, u"lab"_s);
        const auto whole = notebook->balance(kept.front().id);
        QVERIFY2(whole, qPrintable(notebook->error()));
        QCOMPARE(whole->result, balanceResultJson(*lab.balanceReport()));
        QVERIFY(whole->spec[u"targets"_s].toArray()[0].toObject()[u"relative"_s].toBool());
        QString why;
        const auto again = rerunBalance(whole->spec, {}, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(sameBalance(*again, whole->result));
        QVERIFY2(lab.status().endsWith(u"Kept in the notebook."_s), qPrintable(lab.status()));
    }

    // An edit of the rules stops a search: no stale progress or best so far.
    void anEditStopsTheSearch()
    {
        PlaytestLab lab;
        lab.setFigureTexts(&m_texts);
        lab.setVariantTexts(&m_words);
        lab.setVariants(m_standard, m_standard);
        lab.setPlayers(3);
        auto *page = findRulePage(lab);
        QVERIFY(page->addParameter(u"hand_size"_s, 2, 7));
        QVERIFY(page->addParameter(u"deck.dynamite_per_colour"_s, 0, 3));
        QVERIFY(page->addTarget({"length", 30, 40}));
        page->setBudgetGames(300'000);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runFindRule());
        auto *best = page->findChild<QLabel *>(u"findRuleBest"_s);
        QTRY_VERIFY_WITH_TIMEOUT(best->text().startsWith(u"Best so far: Cards in hand = "_s), 60000);
        lab.setVariants(load("blasting-billy/two-dynamite"), m_standard);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.isRunning(), 60000);
        QVERIFY(best->text().isEmpty());
        QVERIFY(!lab.balanceReport());
        QCOMPARE(page->proposals()->rowCount(), 0);
        QVERIFY(page->findChild<QLabel *>(u"findRuleRound"_s)->text().startsWith(u"Choose what may change"_s));
    }

    // The controls refuse what cannot be searched, and say what is missing.
    void controlsSayWhatIsMissing()
    {
        PlaytestLab lab;
        lab.setVariants(m_standard, m_standard);
        auto *page = findRulePage(lab);
        auto *start = page->findChild<QPushButton *>(u"findRuleStart"_s);
        QVERIFY(!start->isEnabled());
        QVERIFY(!page->addParameter(u"no_such_rule"_s, 1, 2));
        QVERIFY(!page->addParameter(u"hand_size"_s, 5, 3));
        QVERIFY(page->addParameter(u"hand_size"_s, 3, 5));
        QVERIFY(page->addParameter(u"hand_size"_s, 2, 4)); // chosen again: its new range
        QCOMPARE(lab.findRuleSpec().parameters.size(), std::size_t(1));
        QCOMPARE(lab.findRuleSpec().parameters.front().low, 2);
        QCOMPARE(page->missing(), u"Add at least one target."_s);
        QVERIFY(!lab.runFindRule());
        QCOMPARE(lab.status(), u"Add at least one target."_s);
        QVERIFY(!page->addTarget({"lenght", 1, 2}));
        QVERIFY(page->addTarget({"lead_changes", 3}));
        QVERIFY(start->isEnabled());
        page->setBudgetMinutes(3);
        QCOMPARE(lab.findRuleSpec().seconds, 180.0);
    }

    // Every language words the page, the tab and the targets' words.
    void everyLanguageWordsThePage()
    {
        PlaytestLab lab;
        lab.setVariants(m_standard, m_standard);
        auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
        auto *page = findRulePage(lab);
        auto *start = page->findChild<QPushButton *>(u"findRuleStart"_s);
        const int tab = tabs->indexOf(page);
        QCOMPARE(tabs->tabText(tab), u"Find a rule"_s);
        QSet<QString> seen {tabs->tabText(tab)};
        for (const QString &language : {u"nl"_s, u"de"_s, u"fr"_s, u"it"_s}) {
            QVERIFY(m_languages.setLanguage(language));
            QCoreApplication::processEvents();
            QVERIFY2(!seen.contains(tabs->tabText(tab)), qPrintable(language));
            seen << tabs->tabText(tab);
            QVERIFY(start->text() != u"&Search"_s);
        }
    }

private:
    LanguageManager m_languages;
    BillyFigureTexts m_texts;
    BillyTexts m_words;
    Variant m_standard;
};

QTEST_MAIN(TestLabFindRule)
#include "test_lab_findrule.moc"
