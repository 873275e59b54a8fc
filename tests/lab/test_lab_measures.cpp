// The lab's Measures page, driven headless: every cell is the engine's
// summarize() of compare() on the same seeds, to the digit; a game without
// turns shows none; the skill checkbox plays the CLI's skill ladder
// (skillSpec) and adds its rows; Cancel stops a skill run; an edit clears
// the rows; the Side by side page has the measures too; the exports carry
// the CLI's field names; every language words the page.

#include "labtestsupport.h"

#include "preferences/languagemanager.h"

#include "lab/labtext.h"
#include "lab/measurespage.h"
#include "lab/playtestlab.h"

#include "core/simulation/measures.h"
#include "core/simulation/multiplecomparisons.h"
#include "core/simulation/simulator.h"
#include "core/simulation/skillgames.h"
#include "registry.h"

#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::compiled;
using labtest::load;

namespace {

SimulationSpec specFor(const Variant &edited, int players, int games, std::uint64_t seed)
{
    SimulationSpec spec;
    spec.ruleset = compiled(edited);
    spec.players = players;
    spec.bots.assign(std::size_t(players), "heuristic");
    spec.games = games;
    spec.seed = seed;
    return spec;
}

// The page's formats written out again, so that the test checks them too.
QString fixed(double x, int decimals)
{
    return QLocale().toString(x, 'f', decimals);
}

QString points(const Estimate &e)
{
    return fixed(100 * e.value, 1) + u" points"_s;
}

// An edge over the others has its sign: "+3.6 points", "−2.4 points".
QString signedPoints(const Estimate &e)
{
    const QString text = fixed(std::abs(100 * e.value), 1);
    if (text == fixed(0, 1))
        return text + u" points"_s;
    return (e.value < 0 ? u"\u2212"_s : u"+"_s) + text + u" points"_s;
}

QString duration(const DurationReport &d)
{
    return u"%1 (sd %2; %3–%4)"_s.arg(fixed(d.mean.value, 1), fixed(d.sd, 1), fixed(d.p10, 0), fixed(d.p90, 0));
}

QString difference(const Estimate &d, int decimals)
{
    return d.share ? LabText::pointsDifference(d) + u" points"_s : LabText::numberDifference(d, decimals);
}

QStandardItemModel *measuresTable(PlaytestLab &lab)
{
    return qobject_cast<QStandardItemModel *>(lab.findChild<QTableView *>(u"measures"_s)->model());
}

int rowOf(QStandardItemModel *table, const QString &name)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == name)
            return row;
    return -1;
}

constexpr QChar kDash = QChar(0x2014);

} // namespace

class TestLabMeasures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    // Every cell is summarize() of the engine's tallies for the same seeds.
    void tableIsTheEngines()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(400);
        lab.setSeed(9);
        lab.setCardImpact(false);
        lab.setThreads(2);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.skill().empty());

        const auto expected = compare(specFor(m_edited, 4, 400, 9), compiled(m_base), RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(lab.comparison()->tally == expected->tally);
        const std::vector<std::string> bots(4, "heuristic");
        const ComparisonReport r = summarize(expected->tally, bots);
        const MeasuresReport &b = r.base.measures, &h = r.house.measures;
        const MeasuresDifference &d = r.measures;

        QStandardItemModel *table = measuresTable(lab);
        QCOMPARE(table->columnCount(), 4);
        QCOMPARE(table->horizontalHeaderItem(3)->text(), u"Difference"_s);
        int tested = 0, excluding = 0;
        const auto check
            = [&](const QString &name, const QString &base, const QString &house, const Estimate *diff, int decimals) {
                  const int row = rowOf(table, name);
                  QVERIFY2(row >= 0, qPrintable(name));
                  QVERIFY(!table->item(row, 0)->toolTip().isEmpty()); // the definition
                  QCOMPARE(table->item(row, 1)->text(), base);
                  QCOMPARE(table->item(row, 2)->text(), house);
                  QVERIFY(table->item(row, 1)->toolTip().startsWith(u"95% interval: "_s));
                  if (!diff) {
                      QCOMPARE(table->item(row, 3)->text(), QString(kDash));
                      QVERIFY(!table->item(row, 3)->toolTip().isEmpty());
                      return;
                  }
                  QCOMPARE(table->item(row, 3)->text(), difference(*diff, decimals));
                  QCOMPARE(table->item(row, 3)->font().bold(), diff->excludesZero());
                  ++tested;
                  excluding += diff->excludesZero();
              };
        check(u"Seat balance"_s, points(b.seatBalance.gap), points(h.seatBalance.gap), nullptr, 2);
        check(u"First player advantage"_s, signedPoints(b.firstPlayerAdvantage), signedPoints(h.firstPlayerAdvantage),
            &d.firstPlayerAdvantage, 2);
        check(u"Turn order balance"_s, points(b.orderBalance.gap), points(h.orderBalance.gap), nullptr, 2);
        check(u"Duration in decisions"_s, duration(b.decisions), duration(h.decisions), &d.decisions, 1);
        QVERIFY(b.turns.counted && b.rounds.counted);
        check(u"Duration in turns"_s, duration(b.turns), duration(h.turns), &d.turns, 1);
        check(u"Duration in rounds"_s, duration(b.rounds), duration(h.rounds), &d.rounds, 1);
        QVERIFY(b.scoredGames > 0);
        check(u"Lead changes per game"_s, fixed(b.leadChanges.value, 2), fixed(h.leadChanges.value, 2), &d.leadChanges,
            2);
        check(u"Drama: winner was behind"_s, LabText::percent(b.drama.value), LabText::percent(h.drama.value), &d.drama,
            2);
        check(u"Drama: by how much"_s, fixed(b.dramaDeficit.value, 2), fixed(h.dramaDeficit.value, 2), nullptr, 2);
        check(u"Decisiveness"_s, LabText::percent(b.decidedAt.value), LabText::percent(h.decidedAt.value), &d.decidedAt,
            2);
        QCOMPARE(table->rowCount(), 10);
        const QString said = lab.findChild<QLabel *>(u"measuresTested"_s)->text();
        QVERIFY2(said.startsWith(
                     u"%1 differences from the base rules tested, %2 with an interval"_s.arg(tested).arg(excluding)),
            qPrintable(said));
        QVERIFY(said.contains(fixed(expectedByChance(std::size_t(tested)), 1) + u" would exclude zero by chance"_s));
        // Seat balance: the engine's interval (which allows for the pick of
        // the two seats) and the test that goes with it, the same as the CLI's.
        const int balanceRow = rowOf(table, u"Seat balance"_s);
        for (const auto &[column, m] : {std::pair {1, &b}, std::pair {2, &h}}) {
            const QString tip = table->item(balanceRow, column)->toolTip();
            QVERIFY2(tip.startsWith(u"95% interval: %1 to %2\n"_s.arg(
                         fixed(100 * m->seatBalance.gap.low, 1), fixed(100 * m->seatBalance.gap.high, 1))),
                qPrintable(tip));
            const QString p = u"p = %1"_s.arg(fixed(m->seatBalance.pValue, 3));
            QVERIFY2(tip.endsWith(m->seatBalance.differs()
                             ? u"The seats' win rates differ beyond chance (%1)."_s.arg(p)
                             : u"These games cannot tell the seats' win rates apart (%1)."_s.arg(p))
                    || m->seatBalance.pValue < 0.001,
                qPrintable(tip));
        }
        const QString balanceSaid = b.seatBalance.differs() || h.seatBalance.differs()
            ? u"Seat balance: the seats' win rates differ beyond chance under"_s
            : u"Seat balance: in none of these rules do the seats' win rates differ beyond chance"_s;
        QVERIFY2(said.contains(balanceSaid), qPrintable(said));

        // The Side by side page pairs the same measures with the base.
        QSignalSpy again(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide({u"blasting-billy/gold-rush"_s}));
        QVERIFY(again.wait(60000));
        auto *sideBySide = qobject_cast<QStandardItemModel *>(lab.findChild<QTableView *>(u"sideBySide"_s)->model());
        const int row = rowOf(sideBySide, u"First player advantage"_s);
        QVERIFY(row >= 0);
        const ComparisonReport &first = lab.sideBySide()->houseRules.front();
        QCOMPARE(sideBySide->item(row, 2)->text(),
            signedPoints(lab.sideBySide()->variants.front().measures.firstPlayerAdvantage));
        QCOMPARE(sideBySide->item(row, 3)->text(),
            signedPoints(first.house.measures.firstPlayerAdvantage) + u" ("_s
                + difference(first.measures.firstPlayerAdvantage, 2) + u')');
        QVERIFY(rowOf(sideBySide, u"Lead changes per game"_s) >= 0);
        const int balance = rowOf(sideBySide, u"Seat balance"_s);
        QVERIFY(sideBySide->item(balance, 3)->toolTip().contains(u"win rates"_s)); // the test's verdict
        QVERIFY(lab.findChild<QLabel *>(u"sideBySideTested"_s)->text().contains(u"Seat balance: "_s));
        QCOMPARE(rowOf(sideBySide, u"Duration in decisions"_s), -1); // "Decisions per game" says it
    }

    // Boomo counts rounds but no turns: the turns row says so, without numbers.
    void aGameWithoutTurns()
    {
        PlaytestLab lab;
        lab.setVariants(load("boomo/short"), load("boomo/standard"));
        lab.setPlayers(3);
        lab.setGames(100);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QStandardItemModel *table = measuresTable(lab);
        const int turns = rowOf(table, u"Duration in turns"_s);
        QVERIFY(turns >= 0);
        for (int column = 1; column < 4; ++column) {
            QCOMPARE(table->item(turns, column)->text(), QString(kDash));
            QCOMPARE(table->item(turns, column)->toolTip(), u"This game counts no turns."_s);
        }
        const int rounds = rowOf(table, u"Duration in rounds"_s);
        QVERIFY(table->item(rounds, 1)->text() != QString(kDash));
        QVERIFY(!lab.comparison()->base.measures.turns.counted);
    }

    // "Also measure skill": the CLI's skill ladder, paired with the base, in rows of its own; an edit clears them.
    void skillRowsAreTheEngines()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        auto *normal = lab.findChild<QCheckBox *>(u"skillNormal"_s);
        auto *hard = lab.findChild<QCheckBox *>(u"skillHard"_s);
        QVERIFY(normal && hard);
        QVERIFY(!hard->isHidden()); // Blasting Billy makes the search bot
        lab.setSkill(true, false);
        QVERIFY(normal->isChecked() && !hard->isChecked());
        lab.setGames(300);
        lab.setSeed(4);
        lab.setThreads(2);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        // Both runs' games on one bar: the skill rung as many as a ±3-point gradient needs.
        QCOMPARE(progress.last().at(1).toLongLong(), 300 + skillGamesFor(4));
        QCOMPARE(lab.skill().size(), std::size_t(1));

        std::string why;
        const auto rungs = skillLadder({"normal"}, "ismcts:iterations=200", &why);
        QCOMPARE(rungs.size(), std::size_t(1));
        const SimulationSpec spec = skillSpec(specFor(m_edited, 4, 300, 4), rungs.front(), skillGamesFor(4));
        QCOMPARE(spec.bots, (std::vector<std::string> {"heuristic", "random", "random", "random"}));
        const auto expected = compare(spec, compiled(m_base), RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(lab.skill().front().report.tally == expected->tally);
        const ComparisonReport r = summarize(expected->tally, spec.bots);

        QStandardItemModel *table = measuresTable(lab);
        const int row = rowOf(table, u"Skill gradient: normal vs random"_s);
        QCOMPARE(row, 10);
        QCOMPARE(table->item(row, 1)->text(), signedPoints(r.base.measures.seatOneEdge));
        QCOMPARE(table->item(row, 2)->text(), signedPoints(r.house.measures.seatOneEdge));
        QCOMPARE(table->item(row, 3)->text(), difference(r.measures.seatOneEdge, 2));
        QCOMPARE(table->item(row, 3)->font().bold(), r.measures.seatOneEdge.excludesZero());
        QVERIFY(r.base.measures.seatOneEdge.value > 0.1); // the heuristic bot beats random ones
        QVERIFY(skillReadable(r.base.measures.seatOneEdge) && skillReadable(r.house.measures.seatOneEdge));

        // The exports: the CLI's field names for the measures and the skill gradient.
        QTemporaryDir dir;
        const QString json = dir.filePath(u"measures.json"_s), csv = dir.filePath(u"measures.csv"_s);
        QVERIFY(lab.exportResults(PlaytestLab::Results::Measures, json));
        QVERIFY(lab.exportResults(PlaytestLab::Results::Measures, csv));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(o[u"mode"_s].toString(), u"compare"_s);
        const QJsonObject measures = o[u"difference"_s][u"measures"_s].toObject();
        QCOMPARE(measures[u"first_player_advantage"_s][u"mean"_s].toDouble(),
            lab.comparison()->measures.firstPlayerAdvantage.value);
        QVERIFY(o[u"base"_s][u"measures"_s][u"seat_balance"_s].isObject());
        const QJsonObject gradient = o[u"skill"_s][0][u"gradient"_s].toObject();
        QCOMPARE(o[u"skill"_s][0][u"rung"_s].toString(), u"normal-random"_s);
        QCOMPARE(gradient[u"difference"_s][u"mean"_s].toDouble(), r.measures.seatOneEdge.value);
        QFile lines(csv);
        QVERIFY(lines.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(lines.readAll());
        for (const QString &metric :
            {u",skill_gradient,"_s, u",first_player_advantage,"_s, u",drama,"_s, u",duration_rounds_p90,"_s})
            QVERIFY2(text.contains(metric), qPrintable(metric));

        // New rules: the rows go, and so do the skill runs.
        lab.setVariants(load("blasting-billy/gold-rush"), m_base);
        QVERIFY(lab.skill().empty());
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(!lab.exportResults(PlaytestLab::Results::Measures, json));
    }

    // The search bot's rung is slow: Cancel stops it within a game, and what was played is kept.
    void cancelStopsASkillRun()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setSkill(false, true);
        lab.setGames(20);
        lab.setThreads(1);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QVERIFY(lab.runComparison());
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toLongLong() > 20, 60000);
        QCOMPARE(progress.last().at(1).toLongLong(), 20 + skillGamesFor(4));
        // Told before the rung plays: its games and their time here.
        QVERIFY2(QRegularExpression(u"Then the hard skill level: 1,899 games under both rules for a gradient within "
                                    "±3 points, about \\d+ (seconds|minutes?) on this computer\\."_s)
                     .match(lab.status())
                     .hasMatch(),
            qPrintable(lab.status()));
        lab.cancel();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(lab.skill().size(), std::size_t(1));
        QVERIFY(lab.skill().front().report.cancelled);
        QCOMPARE(lab.skill().front().rung.name, std::string("hard-normal"));
        QVERIFY(rowOf(measuresTable(lab), u"Skill gradient: hard vs normal"_s) >= 0);
        QVERIFY(!lab.comparison()->cancelled);
        QVERIFY2(lab.status().startsWith(u"Cancelled while measuring skill"_s), qPrintable(lab.status()));
        QVERIFY2(lab.status().contains(u" of 1,899 games."_s), qPrintable(lab.status()));
    }

    // A gradient wider than ±3 points reads "Cannot tell", never as a figure;
    // a rung too long for the lab was not played and says so in every cell.
    void unreadableGradientCannotTell()
    {
        const SkillRung rung = skillLadder({"normal"}, "ismcts:iterations=200", nullptr).front();
        const auto few = compare(skillSpec(specFor(m_edited, 4, 100, 4), rung, 100), compiled(m_base));
        QVERIFY(few);
        QVERIFY(!skillReadable(few->base.measures.seatOneEdge));
        const auto comparison = compare(specFor(m_edited, 4, 100, 4), compiled(m_base));
        QVERIFY(comparison);
        const auto hard = skillLadder({"hard"}, "ismcts:iterations=200", nullptr).front();
        MeasuresPage page;
        page.show(&*comparison, {{rung, 100, *few}, {hard, 1899, {}, 3000.0, true}});
        auto *table = page.findChild<QTableView *>(u"measures"_s)->model();
        const auto cell = [&](const QString &name, int column) {
            for (int row = 0; row < table->rowCount(); ++row)
                if (table->index(row, 0).data().toString() == name)
                    return table->index(row, column);
            return QModelIndex();
        };
        const QModelIndex base = cell(u"Skill gradient: normal vs random"_s, 1);
        QVERIFY(base.isValid());
        QCOMPARE(base.data().toString(),
            u"Cannot tell (±%1)"_s.arg(QLocale().toString(100 * few->base.measures.seatOneEdge.halfWidth(), 'f', 1)));
        QVERIFY2(base.data(Qt::ToolTipRole)
                     .toString()
                     .endsWith(u"these 100 games cannot tell how much skill counts "
                               "under these rules. About 1,899 games would."_s),
            qPrintable(base.data(Qt::ToolTipRole).toString()));
        // The difference is a paired difference with its interval, as before.
        QVERIFY(cell(u"Skill gradient: normal vs random"_s, 3).data().toString().contains(u'±'));
        for (int column = 1; column <= 3; ++column) {
            const QModelIndex skipped = cell(u"Skill gradient: hard vs normal"_s, column);
            QCOMPARE(skipped.data().toString(), u"Cannot tell"_s);
            QVERIFY2(skipped.data(Qt::ToolTipRole)
                         .toString()
                         .contains(u"about 50 minutes on this computer: more than "
                                   "the lab's limit of 20 minutes"_s),
                qPrintable(skipped.data(Qt::ToolTipRole).toString()));
        }
    }

    // A game whose hard rung would take longer than the lab allows: timed
    // as the run starts, not played, and the status says so.
    void tooLongIsNotPlayed()
    {
        PlaytestLab lab;
        lab.setVariants(load("wyatt-earp/poker-for-shares"), load("wyatt-earp/standard"));
        // Two players need 4,270 games, some 0.4 s each on one thread:
        // nearly an hour, well over the limit on any machine of today.
        lab.setPlayers(2);
        lab.setSkill(false, true);
        QVERIFY(lab.findChild<QCheckBox *>(u"skillHard"_s)->isChecked());
        lab.setGames(10);
        lab.setThreads(1);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(lab.skill().size(), std::size_t(1));
        QVERIFY(lab.skill().front().skipped);
        QVERIFY(lab.skill().front().estimatedSeconds > 20 * 60);
        QVERIFY2(lab.status().contains(u"The hard skill level would take about"_s), qPrintable(lab.status()));
        QVERIFY2(lab.status().contains(u"it is not played, and the Measures page says it cannot tell."_s),
            qPrintable(lab.status()));
        QCOMPARE(measuresTable(lab)->item(rowOf(measuresTable(lab), u"Skill gradient: hard vs normal"_s), 2)->text(),
            u"Cannot tell"_s);
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"nl", "en", "de", "fr", "it"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // The page's words follow the language.
    void languages()
    {
        QFETCH(QString, language);
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(50);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QStandardItemModel *table = measuresTable(lab);
        const QString english = table->item(0, 0)->text(), tip = table->item(0, 0)->toolTip();
        const QString said = lab.findChild<QLabel *>(u"measuresTested"_s)->text();
        QVERIFY(m_languages.setLanguage(language));
        QCoreApplication::processEvents(); // LanguageChange is posted
        const bool en = language == u"en"_s;
        auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
        QCOMPARE(tabs->tabText(3) == u"Measures"_s, en);
        QCOMPARE(table->item(0, 0)->text() == english, en);
        QCOMPARE(table->item(0, 0)->toolTip() == tip, en);
        QCOMPARE(lab.findChild<QLabel *>(u"measuresTested"_s)->text() == said, en);
        QCOMPARE(lab.findChild<QCheckBox *>(u"skillNormal"_s)->text() == u"Normal vs random"_s, en);
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestLabMeasures)
#include "test_lab_measures.moc"
