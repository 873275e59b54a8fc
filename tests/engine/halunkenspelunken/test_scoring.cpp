// Scoring: every value counts, the colour held most counts double (of several
// held equally often, the one worth most), the highest total wins, a tie is
// a shared win.

#include "hstestsupport.h"

#include <QTest>

using namespace hstest;
using houserules::halunkenspelunken::score;
using houserules::halunkenspelunken::winners;

namespace {

std::vector<std::int16_t> cards(const Rules &rules, const QStringList &names)
{
    std::vector<std::int16_t> ids;
    for (const auto &name : names)
        ids.push_back(std::int16_t(rules.villainNamed(name.toStdString())));
    return ids;
}

} // namespace

class TestHsScoring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theColourHeldMostCountsDouble_data()
    {
        QTest::addColumn<QStringList>("villains");
        QTest::addColumn<QString>("doubled");
        QTest::addColumn<int>("total");
        QTest::newRow("none") << QStringList {} << QString() << 0;
        QTest::newRow("most cards") << QStringList {u"yellow-1"_s, u"yellow-2"_s, u"red-15"_s} << u"yellow"_s
                                    << 1 + 2 + 15 + 3;
        QTest::newRow("a tie in cards: the colour worth most")
            << QStringList {u"yellow-1"_s, u"yellow-2"_s, u"red-15"_s, u"red-4"_s} << u"red"_s << 22 + 19;
        QTest::newRow("one colour") << QStringList {u"grey-13"_s} << u"grey"_s << 26;
    }

    void theColourHeldMostCountsDouble()
    {
        QFETCH(QStringList, villains);
        QFETCH(QString, doubled);
        QFETCH(int, total);
        const Rules rules = Rules::fromVariant(ruleset(kStandard)->variant());
        const auto s = score(rules, cards(rules, villains));
        QCOMPARE(s.doubled < 0 ? QString() : QString::fromStdString(rules.colours[std::size_t(s.doubled)]), doubled);
        QCOMPARE(s.total, total);
    }

    void highestTotalWinsTiesShare()
    {
        QCOMPARE(winners({10, 30, 20}), std::vector<int> {1});
        QCOMPARE(winners({30, 12, 30}), (std::vector<int> {0, 2}));
    }

    void theVariantsLoad()
    {
        for (const char *id : {kIntro, kStandard, kBeforeDen, "halunken-spelunken/eighteen-dens"}) {
            const Rules rules = Rules::fromVariant(ruleset(id)->variant());
            QCOMPARE(rules.villainCount(), 42);
            QCOMPARE(rules.rounds, 8);
            QCOMPARE(rules.movement, (std::vector<int> {0, 1, 2, 3, 4, 5, 6, 7}));
        }
        const Rules standard = Rules::fromVariant(ruleset(kStandard)->variant());
        QCOMPARE(standard.colours, (std::vector<std::string> {"yellow", "grey", "purple", "red"}));
        QCOMPARE(standard.fields, 14);
        QCOMPARE(standard.blackJackCards, 12);
        const Rules eighteen = Rules::fromVariant(ruleset("halunken-spelunken/eighteen-dens")->variant());
        QCOMPARE(eighteen.fields * eighteen.villainsPerDen, 36);
    }
};

QTEST_GUILESS_MAIN(TestHsScoring)
#include "test_scoring.moc"
