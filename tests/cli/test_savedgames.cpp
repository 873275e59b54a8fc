// houserules-cli simulate --save-games N DIR [--save-by FIGURE] and
// replay --legal, run as a user runs them (QProcess on the real binary):
// the records saved replay, with `replay`, to the outcome the simulation
// tallied for that very game (each game played alone as a one-game shard of
// the run, in the engine); N and the most extreme choice are honoured, the
// same for any thread count; and where a record cut short stops, --legal
// prints exactly the engine's legal decisions in the record's notation.

#include "clirun.h"

#include "core/records/record.h"
#include "core/simulation/simulator.h"
#include "registry.h"
#include "replay.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

using clitest::parseJson;
using clitest::run;
using clitest::Run;

// The run the tests save games from.
struct RunSpec {
    QString variant;
    int players;
    QString bots;
    int games;
    int seed;

    QStringList arguments() const
    {
        return {u"simulate"_s, u"--variant"_s, variant, u"--players"_s, QString::number(players), u"--bots"_s, bots,
            u"--games"_s, QString::number(games), u"--seed"_s, QString::number(seed), u"--json"_s};
    }
    SimulationSpec spec() const
    {
        SimulationSpec s;
        s.ruleset = *Registry::instance().ruleset(variant.toStdString());
        s.players = players;
        for (int seat = 0; seat < players; ++seat)
            s.bots.push_back(bots.toStdString());
        s.games = games;
        s.seed = std::uint64_t(seed);
        return s;
    }
};

// Game `game` (0-based) of the run as the simulator tallied it: the run's
// one-game shard.
SimulationTally tallied(const RunSpec &run, std::int64_t game)
{
    SimulationSpec spec = run.spec();
    spec.shard = {int(game), run.games};
    const auto report = simulate(spec);
    return report ? report->tally : SimulationTally();
}

// The game numbers (from 1) of the records in `dir`, in file-name order.
QList<int> savedGames(const QString &dir)
{
    QList<int> games;
    for (const QString &name : QDir(dir).entryList({u"game-*.yaml"_s}, QDir::Files))
        games << name.mid(5, name.size() - 10).toInt();
    std::sort(games.begin(), games.end());
    return games;
}

// A saved record replays, with the CLI and in the engine, to what the
// simulation tallied for its game: the same winners, scores and length.
void checkReplaysAsTallied(const RunSpec &spec, const QString &file, int game)
{
    const Run replayed = run({u"replay"_s, u"--json"_s, file});
    QCOMPARE(replayed.exitCode, 0);
    const QJsonObject json = parseJson(replayed.out);
    QVERIFY(json[u"game_over"_s].toBool());
    const SimulationTally tally = tallied(spec, game - 1);
    QCOMPARE(tally.games, 1);
    QCOMPARE(json[u"decisions_applied"_s].toInt(), int(tally.length.sum));

    const auto engine = replayFile(file.toStdString());
    QVERIFY(engine && !engine->stopped);
    const Outcome outcome = engine->state->outcome();
    for (int seat = 0; seat < spec.players; ++seat) {
        const bool won = std::count(outcome.winners.begin(), outcome.winners.end(), seat) > 0;
        QCOMPARE(std::int64_t(won), tally.seats[std::size_t(seat)].wins);
        QCOMPARE(std::int64_t(outcome.scores[std::size_t(seat)]), tally.seats[std::size_t(seat)].score.sum);
    }
}

} // namespace

class TestSavedGames : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The first N games, each replaying to its tallied outcome; the report
    // on stdout is the same as without --save-games.
    void saveFirstGames_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::newRow("Blasting Billy") << u"blasting-billy/standard"_s << 4;
        QTest::newRow("Boomo") << u"boomo/standard"_s << 3;
        QTest::newRow("Halunken & Spelunken") << u"halunken-spelunken/standard"_s << 4;
        QTest::newRow("Wyatt Earp (dice)") << u"wyatt-earp/standard"_s << 3;
    }
    void saveFirstGames()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        const RunSpec spec {variant, players, u"heuristic"_s, 12, 7};
        QTemporaryDir dir;
        const QString out = dir.filePath(u"odd games"_s);
        const Run plain = run(spec.arguments());
        const Run saving = run(spec.arguments() + QStringList {u"--save-games"_s, u"3"_s, out});
        QCOMPARE(saving.exitCode, 0);
        QCOMPARE(parseJson(saving.out)[u"tally"_s], parseJson(plain.out)[u"tally"_s]);
        QCOMPARE(savedGames(out), (QList<int> {1, 2, 3}));
        QVERIFY2(saving.err.contains(u"saved game 3 as "_s), qPrintable(saving.err));
        for (int game : savedGames(out))
            checkReplaysAsTallied(spec, out + u"/game-%1.yaml"_s.arg(game), game);
    }

    // --save-by: the games with the most extreme value, the most extreme
    // first in the message; the same files whatever the thread count.
    void saveByExtremes_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("by");
        // (A game of Blasting Billy always lasts as many decisions as cards are dealt.)
        QTest::newRow("longest") << u"boomo/standard"_s << u"length"_s;
        QTest::newRow("shortest") << u"boomo/standard"_s << u"length:low"_s;
        QTest::newRow("most shot down") << u"blasting-billy/standard"_s << u"shot_down"_s;
        QTest::newRow("fewest villains") << u"halunken-spelunken/standard"_s << u"villains:low"_s;
    }
    void saveByExtremes()
    {
        QFETCH(QString, variant);
        QFETCH(QString, by);
        const RunSpec spec {variant, 4, u"heuristic"_s, 40, 3};
        const bool lowest = by.endsWith(u":low"_s);
        const std::string figure = by.section(u':', 0, 0).toStdString();
        // Every game's value, from its own tally.
        std::vector<std::pair<std::int64_t, int>> values; // (value, game from 1)
        for (int game = 0; game < spec.games; ++game) {
            const SimulationTally tally = tallied(spec, game);
            const std::int64_t value = figure == "length" ? tally.length.sum : tally.figures.at(figure).sum;
            values.push_back({value, game + 1});
        }
        std::stable_sort(values.begin(), values.end(),
            [lowest](const auto &a, const auto &b) { return lowest ? a.first < b.first : a.first > b.first; });
        QList<int> expected;
        for (int i = 0; i < 4; ++i)
            expected << values[std::size_t(i)].second;
        // Not simply the first games: the choice is real.
        QVERIFY(expected != (QList<int> {1, 2, 3, 4}));

        QTemporaryDir dir;
        QByteArrayList contents[2];
        for (const int threads : {1, 2}) {
            const QString out = dir.filePath(QString::number(threads));
            const Run r = run(spec.arguments()
                + QStringList {
                    u"--threads"_s, QString::number(threads), u"--save-games"_s, u"4"_s, out, u"--save-by"_s, by});
            QCOMPARE(r.exitCode, 0);
            QList<int> sorted = expected;
            std::sort(sorted.begin(), sorted.end());
            QCOMPARE(savedGames(out), sorted);
            // Told most extreme first, with the value.
            const qsizetype first = r.err.indexOf(u"saved game %1 ("_s.arg(expected.front()));
            QVERIFY2(first >= 0 && first < r.err.indexOf(u"saved game %1 ("_s.arg(expected.back())), qPrintable(r.err));
            for (int game : sorted) {
                QFile file(out + u"/game-%1.yaml"_s.arg(game));
                QVERIFY(file.open(QIODevice::ReadOnly));
                contents[threads - 1] << file.readAll();
            }
        }
        QCOMPARE(contents[0], contents[1]);
        checkReplaysAsTallied(spec, dir.filePath(u"1/game-%1.yaml"_s.arg(expected.front())), expected.front());
    }

    void saveErrors_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("no folder") << QStringList {u"--save-games"_s, u"2"_s} << 2 << u"expects N DIR"_s;
        QTest::newRow("not a number") << QStringList {u"--save-games"_s, u"many"_s, u"x"_s} << 2
                                      << u"whole number from 1"_s;
        QTest::newRow("by without games") << QStringList {u"--save-by"_s, u"length"_s} << 2 << u"goes with"_s;
        QTest::newRow("unknown figure") << QStringList {u"--save-games"_s, u"2"_s, u"x"_s, u"--save-by"_s, u"luck"_s}
                                        << 2 << u"unknown figure 'luck'; expected one of length, "_s;
        QTest::newRow("with a comparison")
            << QStringList {u"--save-games"_s, u"2"_s, u"x"_s, u"--compare"_s, u"blasting-billy/standard"_s} << 2
            << u"leave out --compare"_s;
    }
    void saveErrors()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, status);
        QFETCH(QString, message);
        const RunSpec spec {u"blasting-billy/standard"_s, 4, u"heuristic"_s, 10, 1};
        const Run r = run(spec.arguments() + extra);
        QCOMPARE(r.exitCode, status);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        // Found before the run: nothing played, nothing printed.
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    // A folder that holds records already is refused before anything is
    // played: no record is ever overwritten (here game 1 would have been).
    void neverOverwrites()
    {
        const RunSpec spec {u"blasting-billy/standard"_s, 4, u"heuristic"_s, 10, 1};
        QTemporaryDir dir;
        QFile kept(dir.filePath(u"game-1.yaml"_s));
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.write("# a record of mine\n");
        kept.close();
        const Run r = run(spec.arguments() + QStringList {u"--save-games"_s, u"2"_s, dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"game-1.yaml exists"_s) && r.err.contains(u"never overwritten"_s), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("# a record of mine\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {u"game-1.yaml"_s});
    }

    // replay --legal where a record cut short stops: the engine's legal
    // decisions, in notation, among them the one the game went on with;
    // each one printed, appended, replays.
    void replayLegal()
    {
        const RunSpec spec {u"boomo/standard"_s, 3, u"heuristic"_s, 5, 2};
        QTemporaryDir dir;
        QCOMPARE(run(spec.arguments() + QStringList {u"--save-games"_s, u"1"_s, dir.path()}).exitCode, 0);
        const auto full = readRecord(QString(dir.path() + u"/game-1.yaml"_s).toStdString());
        QVERIFY(full);
        for (const std::size_t keep : {std::size_t(0), full->decisions.size() / 2, full->decisions.size() - 1}) {
            Record cut = *full;
            cut.decisions.resize(keep);
            const QString file = dir.filePath(u"cut-%1.yaml"_s.arg(keep));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(writeRecord(cut)));
            out.close();

            const Run r = run({u"replay"_s, u"--legal"_s, file});
            QCOMPARE(r.exitCode, 0);
            QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
            QVERIFY(!lines.isEmpty());
            const QString header = lines.takeFirst();
            QVERIFY2(header.startsWith(u"# after %1 decisions, "_s.arg(keep)), qPrintable(header));

            const auto engine = replayFile(file.toStdString());
            QVERIFY(engine && !engine->stopped);
            std::vector<Decision> legal;
            engine->state->legalDecisions(legal);
            QStringList expected;
            for (const auto &decision : legal)
                expected << QString::fromStdString(engine->state->decisionText(decision));
            QCOMPARE(lines, expected);
            QVERIFY(lines.contains(QString::fromStdString(full->decisions[keep].text)));
            QVERIFY(
                header.contains(QString::fromStdString(full->players[std::size_t(engine->state->currentPlayer())])));

            // The JSON form says the same.
            const QJsonObject json = parseJson(run({u"replay"_s, u"--legal"_s, u"--json"_s, file}).out);
            QCOMPARE(json[u"applied"_s].toInt(), int(keep));
            QCOMPARE(json[u"legal"_s].toArray().size(), expected.size());
            QCOMPARE(json[u"legal"_s].toArray().last().toString(), expected.last());

            // The last one printed, appended, is a legal next decision.
            cut.decisions.push_back({lines.last().toStdString(), {}});
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QByteArray::fromStdString(writeRecord(cut)));
            out.close();
            const Run next = run({u"replay"_s, file});
            QVERIFY2(next.exitCode == 0, qPrintable(next.err));
        }
        // A finished game: nothing to decide.
        const Run over = run({u"replay"_s, u"--legal"_s, dir.path() + u"/game-1.yaml"_s});
        QCOMPARE(over.exitCode, 0);
        QVERIFY2(over.out.contains(u"the game is over: nothing to decide"_s), qPrintable(over.out));
        QCOMPARE(over.out.count(u'\n'), 1);
    }

    // At an illegal decision, --legal prints what could have been written
    // there, and the error with its place (exit status 1).
    void replayLegalAtAnIllegalDecision()
    {
        const QString file = QStringLiteral(HOUSERULES_TEST_DATA) + u"/core/records/illegal-decision.yaml"_s;
        const Run r = run({u"replay"_s, u"--legal"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(u"# after 2 decisions, "_s), qPrintable(r.out));
        QVERIFY2(r.err.contains(u"decisions[2]: illegal decision 'loot gold-3'"_s), qPrintable(r.err));
        QVERIFY(!r.out.contains(u"loot gold-3\n"_s));
    }
};

QTEST_GUILESS_MAIN(TestSavedGames)
#include "test_savedgames.moc"
