// Sweeps of a parameter: every value reported, a value's games equal a plain
// run of it, per-player entries and deck entries, errors, cancellation.

#include "simulatortestsupport.h"

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "registry.h"

#include <QTest>

#include <atomic>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Progress;

class TestSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sweepReportsEveryValue();
    void sweepValueEqualsPlainRun();
    void sweepPerPlayerEntry();
    void sweepIntoTheDeck();
    void sweepErrors_data();
    void sweepErrors();
    void cancelledSweepStops();
};

void TestSweep::sweepReportsEveryValue()
{
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    const auto report = houserules::sweep(sweepSpec(base, loader, "hand_size", {3, 4, 11}));
    QVERIFY(report.ok());
    QCOMPARE(report->parameter, std::string("hand_size"));
    QCOMPARE(report->points.size(), std::size_t(3));
    QCOMPARE(report->points[0].value, 3);
    QCOMPARE(report->points[1].value, 4);
    QCOMPARE(report->points[2].value, 11);
    QVERIFY(report->points[0].played() && report->points[1].played());
    QCOMPARE(report->points[0].report.meanLength, 52.0);
    QCOMPARE(report->points[1].report.meanLength, 48.0);
    // 11 is beyond the schema's range: an error for that value, not played.
    QVERIFY(!report->points[2].played());
    QCOMPARE(report->points[2].report.games, 0);
    QCOMPARE(qstr(report->points[2].errors.front().keyPath), u"parameters.hand_size"_s);
    QVERIFY(qstr(report->points[2].errors.front().message).contains(u"from 1 to 10"_s));
    // The most balanced value has the smallest gap of the values played.
    QVERIFY(report->mostBalanced == 0 || report->mostBalanced == 1);
    const auto &balanced = report->points[std::size_t(report->mostBalanced)];
    const auto &other = report->points[std::size_t(1 - report->mostBalanced)];
    QVERIFY(balanced.gap.value <= other.gap.value);
    QVERIFY(balanced.gap.low <= balanced.gap.value && balanced.gap.value <= balanced.gap.high);
    for (const auto *p : {&balanced, &other}) {
        const auto &seats = p->report.seats;
        QCOMPARE(p->gap.value, seats[std::size_t(p->mostWins)].winRate - seats[std::size_t(p->fewestWins)].winRate);
        for (const auto &seat : seats)
            QVERIFY(seat.wins <= seats[std::size_t(p->mostWins)].wins
                && seat.wins >= seats[std::size_t(p->fewestWins)].wins);
    }
}

void TestSweep::sweepValueEqualsPlainRun()
{
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    const auto s = sweepSpec(base, loader, "hand_size", {3, 4});
    const auto report = houserules::sweep(s);
    QVERIFY(report.ok());
    QVERIFY(report->tally.tallies[0] == tallyOf(spec(4, s.simulation.bots, 200, 31), 2));
    QVERIFY(
        report->tally.tallies[1] == tallyOf(spec(4, s.simulation.bots, 200, 31, "blasting-billy/four-card-hand"), 2));
}

void TestSweep::sweepPerPlayerEntry()
{
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    auto s = sweepSpec(base, loader, "set_aside.2", {10, 12}, 2, 50);
    const auto report = houserules::sweep(s);
    QVERIFY(report.ok());
    // 60 cards less those set aside and 2 x 3 dealt, then 2 last turns.
    QCOMPARE(report->points[0].report.meanLength, double(60 - 10 - 6 + 2));
    QCOMPARE(report->points[1].report.meanLength, double(60 - 12 - 6 + 2));
    // The other entries stay: 4 players set aside nothing, so 49 leaves too
    // few cards to deal, which the game's cross-check rejects.
    s = sweepSpec(base, loader, "set_aside.4", {0, 49}, 4, 50);
    const auto crowded = houserules::sweep(s);
    QVERIFY(crowded.ok());
    QVERIFY(crowded->points[0].played());
    QCOMPARE(crowded->points[0].report.meanLength, 52.0);
    QVERIFY(!crowded->points[1].played());
    QVERIFY2(qstr(crowded->points[1].errors.front().message).contains(u"not enough cards to deal"_s),
        crowded->points[1].errors.front().message.c_str());
    const auto text
        = houserules::sweepVariantText(base, Registry::instance().game("blasting-billy")->schema(), "set_aside.4", 49);
    QVERIFY(text.ok());
    QVERIFY2(qstr(*text).contains(u"set_aside: {2: 12, 3: 6, 4: 49, 5: 0}"_s), text->c_str());
    // A house rule of its own, titled with the value in every language of the base.
    QVERIFY2(qstr(*text).contains(u"  en: \"Standard rules, set_aside.4 = 49\"\n"_s), text->c_str());
    QVERIFY2(qstr(*text).contains(u"  nl: \"Standaardregels, set_aside.4 = 49\"\n"_s), text->c_str());
}

void TestSweep::sweepIntoTheDeck()
{
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    const auto s = sweepSpec(base, loader, "deck.dynamite_per_colour", {1, 2});
    const auto report = houserules::sweep(s);
    QVERIFY(report.ok());
    QVERIFY(report->tally.tallies[0] == tallyOf(spec(4, s.simulation.bots, 200, 31), 2));
    QVERIFY(report->tally.tallies[1] == tallyOf(spec(4, s.simulation.bots, 200, 31, "blasting-billy/two-dynamite"), 2));
    const auto gold = houserules::sweep(sweepSpec(base, loader, "deck.gold.dynamite", {0, 5}, 2, 20));
    QVERIFY(gold.ok());
    QVERIFY(gold->points[0].played());
    QVERIFY(!gold->points[1].played());
    QCOMPARE(qstr(gold->points[1].errors.front().keyPath), u"parameters.deck.gold.dynamite"_s);
}

void TestSweep::sweepErrors_data()
{
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<QString>("message");
    QTest::newRow("a deck")
        << u"deck"_s << u"'deck' is a deck: its card kinds and how many of each; a sweep varies a whole number"_s;
    QTest::newRow("a whole map")
        << u"set_aside"_s << u"'set_aside' is a per-player map; sweep one entry of it, for example 'set_aside.2'"_s;
    QTest::newRow("unknown") << u"hand_sise"_s
                             << u"unknown parameter 'hand_sise'; expected one of: players.min, players.max, hand_size, "
                                "set_aside.<players>, deck.values, deck.<colour>.values, deck.dynamite_per_colour, "
                                "deck.<colour>.dynamite"_s;
    QTest::newRow("no player count") << u"set_aside.two"_s << u"expected a player count after 'set_aside.'"_s;
    QTest::newRow("no values") << u"hand_size"_s << u"expected at least one value"_s;
}

void TestSweep::sweepErrors()
{
    QFETCH(QString, parameter);
    QFETCH(QString, message);
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    std::vector<std::int64_t> values {2, 3};
    if (QByteArray(QTest::currentDataTag()) == "no values")
        values.clear();
    const auto report = houserules::sweep(sweepSpec(base, loader, parameter.toStdString(), values));
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"sweep"_s);
    QVERIFY2(qstr(report.errors().front().message).startsWith(message), report.errors().front().message.c_str());
}

void TestSweep::cancelledSweepStops()
{
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    std::atomic<bool> cancel {false};
    RunOptions options;
    options.threads = 2;
    options.cancel = &cancel;
    options.progress = [&](const Progress &p) {
        if (p.done > 0)
            cancel = true;
    };
    const auto report = houserules::sweep(sweepSpec(base, loader, "hand_size", {2, 3, 4}, 4, 5'000'000), options);
    QVERIFY(report.ok());
    QVERIFY(report->cancelled);
    QVERIFY(report->points[0].report.games > 0);
    for (std::size_t i = 1; i < 3; ++i) {
        QCOMPARE(report->points[i].report.games, 0);
        QVERIFY(report->points[i].errors.empty());
        QVERIFY(!report->points[i].played());
    }
}

QTEST_GUILESS_MAIN(TestSweep)
#include "test_sweep.moc"
