// What houserules-cli simulate compares: a house rule against its base, the
// skill gradient in words, sweeps of a parameter, card impact and controlled
// card impact.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class TestCliCompare : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void simulateCompare();
    void simulateSkillReadable();
    void simulateSweep();
    void simulateCardImpact();
    void simulateControlled();
};

void TestCliCompare::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
}

void TestCliCompare::simulateCompare()
{
    auto compare = [](const QString &house, const QStringList &extra = {}) {
        return run(QStringList {u"simulate"_s, u"--variant"_s, house, u"--compare"_s, u"blasting-billy/standard"_s,
                       u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"300"_s}
            + extra);
    };
    // Against itself: the same games, so no difference at all.
    const Run same = compare(u"blasting-billy/standard"_s, {u"--json"_s});
    QCOMPARE(same.exitCode, 0);
    const QJsonObject json = parseJson(same.out);
    QCOMPARE(json[u"mode"_s].toString(), u"compare"_s);
    QCOMPARE(json[u"compare_with"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"games"_s].toInt(), 300);
    QVERIFY(json[u"notable"_s].toArray().isEmpty());
    QCOMPARE(json[u"house"_s].toObject(), json[u"base"_s].toObject());
    const QJsonObject difference = json[u"difference"_s].toObject();
    QCOMPARE(difference[u"seats"_s].toArray().size(), 4);
    for (const auto &seat : difference[u"seats"_s].toArray()) {
        const QJsonObject winRate = seat.toObject()[u"win_rate"_s].toObject();
        QCOMPARE(winRate[u"mean"_s].toDouble(-1), 0.0);
        QCOMPARE(winRate[u"ci95"_s].toArray(), (QJsonArray {0.0, 0.0}));
    }

    // Four cards in hand: every game 4 decisions shorter, in words and numbers.
    const Run four = compare(u"blasting-billy/four-card-hand"_s);
    QCOMPARE(four.exitCode, 0);
    QVERIFY2(four.out.startsWith(u"blasting-billy/four-card-hand against blasting-billy/standard, 4 players, 300 "
                                 "paired games, seed 1 ("_s),
        qPrintable(four.out));
    QVERIFY2(four.out.contains(u"\n  Games last 4.0 decisions shorter (±0.0).\n"_s), qPrintable(four.out));
    QVERIFY(four.out.contains(u"mean game length: base 52.0, house 48.0, difference -4.0 (-4.0 to -4.0)"_s));
    const QJsonObject fourJson = parseJson(compare(u"blasting-billy/four-card-hand"_s, {u"--json"_s}).out);
    QCOMPARE(fourJson[u"difference"_s].toObject()[u"length"_s].toObject()[u"mean"_s].toDouble(), -4.0);
    QVERIFY(strings(fourJson[u"notable"_s]).contains(u"Games last 4.0 decisions shorter (±0.0)."_s));

    // The measures of a good game are among the differences tested: Gold
    // Rush's big change of the first player's advantage is notable.
    const Run goldRush = compare(u"blasting-billy/gold-rush"_s, {u"--games"_s, u"2000"_s});
    QCOMPARE(goldRush.exitCode, 0);
    QVERIFY2(
        QRegularExpression(u"\\n  The first player's advantage is \\d\\.\\d points larger \\(±\\d\\.\\d\\)\\.\\n"_s)
            .match(goldRush.out)
            .hasMatch(),
        qPrintable(goldRush.out));
    QVERIFY(goldRush.out.contains(u"notable differences (house rule against base; those that stand out after Holm's "
                                  "correction over the 18 differences tested, family-wise 5%):"_s));
}

// The skill gradient is read only within ±3 points: by default a rung plays
// the games that needs (and says beforehand how long the hard one takes);
// with fewer, it says it cannot tell rather than show a wide figure.
void TestCliCompare::simulateSkillReadable()
{
    const QStringList common {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"100"_s, u"--seed"_s, u"2"_s, u"--skill"_s};
    const Run enough = run(common + QStringList {u"normal"_s, u"--json"_s});
    QCOMPARE(enough.exitCode, 0);
    const QJsonObject rung = parseJson(enough.out)[u"skill"_s].toArray().first().toObject();
    QCOMPARE(rung[u"games"_s].toInt(), 1899);
    QCOMPARE(rung[u"games_for_3_points"_s].toInt(), 1899);
    QVERIFY(rung[u"readable"_s].toBool());
    const QJsonArray interval = rung[u"gradient"_s][u"ci95"_s].toArray();
    QVERIFY((interval[1].toDouble() - interval[0].toDouble()) / 2 <= 0.03);

    const Run few = run(common + QStringList {u"normal"_s, u"--skill-games"_s, u"150"_s});
    QCOMPARE(few.exitCode, 0);
    QVERIFY2(few.err.contains(u"150 skill games give an interval of up to ±"_s), qPrintable(few.err));
    QVERIFY2(QRegularExpression(u"\\n  normal-random \\(heuristic against random, 150 games\\): cannot tell "
                                "\\(±\\d+\\.\\d points, wider than ±3; about 1899 games would do\\)\\n"_s)
                 .match(few.out)
                 .hasMatch(),
        qPrintable(few.out));
    QVERIFY(!parseJson(run(common + QStringList {u"normal"_s, u"--skill-games"_s, u"150"_s, u"--json"_s})
                           .out)[u"skill"_s][0][u"readable"_s]
                 .toBool());

    // The hard level: its games and their time on this machine, told before it plays.
    const Run hard = run(common + QStringList {u"hard"_s, u"--skill-games"_s, u"4"_s});
    QCOMPARE(hard.exitCode, 0);
    QVERIFY2(QRegularExpression(u"the hard skill level plays 4 games: about \\d+ seconds on this machine "
                                "\\(\\d+\\.\\d\\d s a game, measured\\)"_s)
                 .match(hard.err)
                 .hasMatch(),
        qPrintable(hard.err));
}

void TestCliCompare::simulateSweep()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"200"_s, u"--sweep"_s, u"hand_size=3,4,11"_s};
    // A value rejected: the others are played and shown, and the status says
    // the sweep did not play all it was asked to.
    const Run r = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"1 of 3 values rejected"_s), qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"sweep"_s);
    QCOMPARE(json[u"parameter"_s].toString(), u"hand_size"_s);
    const QJsonArray points = json[u"points"_s].toArray();
    QCOMPARE(points.size(), 3);
    QCOMPARE(points[0].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 52.0);
    QCOMPARE(points[1].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 48.0);
    const QJsonObject rejected = points[2].toObject();
    QCOMPARE(rejected[u"value"_s].toInt(), 11);
    QVERIFY(!rejected.contains(u"report"_s));
    QVERIFY2(strings(rejected[u"errors"_s]).join(u'\n').startsWith(u"parameters.hand_size: expected an integer"_s),
        qPrintable(strings(rejected[u"errors"_s]).join(u'\n')));
    // 200 games cannot tell 3 from 4: the smallest gap is named, no value marked best.
    const QJsonObject balance = json[u"balance"_s].toObject();
    const int smallest = balance[u"smallest_gap"_s].toInt();
    QVERIFY(smallest == 3 || smallest == 4);
    QCOMPARE(balance[u"stands_out"_s].toBool(true), false);
    QCOMPARE(balance[u"alike"_s].toArray().size(), 2);
    QVERIFY(json[u"most_balanced"_s].isNull());
    QVERIFY(balance[u"games_to_tell"_s].toDouble() > 200);

    const Run table = run(arguments);
    QCOMPARE(table.exitCode, 1);
    QVERIFY2(table.out.startsWith(u"blasting-billy/standard over hand_size, 4 players, 200 games per value"_s),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"\\n11 +rejected: parameters.hand_size: expected an integer from 1 to 10"_s)
                .match(table.out)
                .hasMatch());
    QVERIFY(QRegularExpression(u"\\n%1 ~ +\\d+\\.\\d%"_s.arg(smallest)).match(table.out).hasMatch());
    QVERIFY2(
        table.out.contains(
            u"\nno value stands out at this number of games: the smallest gap, at hand_size = %1, "_s.arg(smallest)),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"about \\d+ games per value would tell them apart"_s).match(table.out).hasMatch());
    QVERIFY(!table.out.contains(u"most balanced (*)"_s));

    const QStringList good = arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size=3,4"_s};
    QCOMPARE(run(good).exitCode, 0);
    // The list form is capped as the range form is.
    QStringList many;
    for (int v = 1; v <= 1001; ++v)
        many << QString::number(v);
    const Run tooMany = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size="_s + many.join(u',')});
    QCOMPARE(tooMany.exitCode, 2);
    QVERIFY2(tooMany.err.contains(u"at most 1000 values"_s), qPrintable(tooMany.err));
    const Run huge = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size=3,99999999999999999999"_s});
    QCOMPARE(huge.exitCode, 2);
}

void TestCliCompare::simulateCardImpact()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"200"_s, u"--card-impact"_s};
    const Run r = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY(json[u"card_impact"_s].toBool());
    const QJsonArray cards = json[u"cards"_s].toArray();
    QCOMPARE(cards.size(), 60);
    QCOMPARE(cards.first().toObject()[u"card"_s].toString(), u"gold-0"_s);
    int startSeatGames = 0;
    for (const auto &card : cards) {
        const QJsonObject start = card.toObject()[u"start"_s].toObject();
        startSeatGames += start[u"seat_games"_s].toInt();
        const double rate = start[u"win_rate"_s].toObject()[u"mean"_s].toDouble(-1);
        QVERIFY(rate >= 0 && rate <= 1);
    }
    QCOMPARE(startSeatGames, 200 * 4 * 3); // every seat starts with 3 different cards
    // Holm's correction covers the whole table: both columns, 60 kinds each.
    QCOMPARE(json[u"cards_tested"_s].toInt(), 120);
    const Run table = run(arguments);
    QVERIFY(table.out.contains(u"\ncard impact: "_s));
    // Said as what it is: an association, corrected over every test shown.
    QVERIFY2(table.out.contains(u"An association: what\ngoes with winning, not what the card does"_s),
        qPrintable(table.out));
    QVERIFY2(table.out.contains(u"Holm's correction for all 120 tests of this table, both columns together"_s),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"\\ndiamonds-dynamite +\\d+\\.\\d%"_s).match(table.out).hasMatch());
    // Without the option, nothing about cards.
    const Run plain = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"--json"_s});
    QVERIFY(!parseJson(plain.out)[u"card_impact"_s].toBool(true));
    QVERIFY(!parseJson(plain.out).contains(u"cards"_s));
}

// --controlled CARD: the variant with one card of the kind fewer and one
// more, each against the variant on the same seeds; to the digit the house
// rule written by hand and compared with --compare.
void TestCliCompare::simulateControlled()
{
    const QStringList common {
        u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"150"_s, u"--seed"_s, u"9"_s, u"--json"_s};
    const Run r = run(
        QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s, u"gold-dynamite"_s}
        + common);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"compare-several"_s);
    QCOMPARE(json[u"house_rules"_s].toArray(), (QJsonArray {u"gold-dynamite -1"_s, u"gold-dynamite +1"_s}));
    const QJsonArray differences = json[u"differences"_s].toArray();
    QCOMPARE(differences.size(), 2);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"two-gold-dynamite.yaml"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Two gold dynamite}\n"
              "parameters:\n  deck:\n    gold: {dynamite: 2}\n");
    out.close();
    const Run byHand
        = run(QStringList {u"simulate"_s, u"--variant"_s, file, u"--compare"_s, u"blasting-billy/standard"_s} + common);
    QVERIFY2(byHand.exitCode == 0, qPrintable(byHand.err));
    QCOMPARE(differences[1].toObject()[u"difference"_s].toObject(), parseJson(byHand.out)[u"difference"_s].toObject());

    // The table says it is the card's doing.
    const Run table = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s,
        u"gold-dynamite"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"50"_s});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.startsWith(u"controlled impact of gold-dynamite: "_s), qPrintable(table.out));
    QVERIFY(table.out.contains(u"what the card does, not what it goes with"_s));

    // A kind the rules do not have: the kinds they have.
    const Run unknown = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s,
        u"gold-99"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(u"--controlled: no card kind 'gold-99'"_s), qPrintable(unknown.err));
    QVERIFY(unknown.err.contains(u"gold-dynamite"_s));
    const Run withCompare
        = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s, u"gold-7"_s,
            u"--compare"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s});
    QCOMPARE(withCompare.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "test_cli_compare.moc"
