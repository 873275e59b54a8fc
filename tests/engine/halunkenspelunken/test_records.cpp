// Whole games as records (tests/data/halunken-spelunken/): each replays to
// its end, and shows what its comment says happens in it.

#include "hstestsupport.h"

#include "replay.h"

#include <QTest>

#include <filesystem>

using namespace hstest;

namespace {

struct Story {
    std::unique_ptr<houserules::State> state;
    std::vector<std::vector<Event>> steps; // the events of each decision
    int players = 0;
};

Story replayed(const char *name)
{
    const auto file = std::filesystem::path(HOUSERULES_TEST_DATA) / "halunken-spelunken" / name;
    auto record = houserules::readRecord(file);
    if (!record)
        qFatal("%s", record.errors().front().toString().c_str());
    auto rs = ruleset(record->variant);
    Story story;
    story.state = std::move(*houserules::startGame(*record, *rs));
    story.players = story.state->playerCount();
    int applied = 0;
    const auto stopped = houserules::playRecord(
        *record, *story.state, &applied, [&story](int, const houserules::Decision &, const std::vector<Event> &events) {
            story.steps.push_back(events);
        });
    if (stopped)
        qFatal("%s", stopped->toString().c_str());
    return story;
}

int countOf(const Story &story, EventType type)
{
    int n = 0;
    for (const auto &step : story.steps)
        for (const auto &e : step)
            n += e.type == int(type);
    return n;
}

// Some decision cancelled two captains' equal cards.
bool cancelledPair(const Story &story)
{
    for (const auto &step : story.steps) {
        int cancelled = 0;
        for (const auto &e : step)
            cancelled += e.type == int(EventType::Cancelled) && e.player < story.players;
        if (cancelled >= 2)
            return true;
    }
    return false;
}

// A captain pushed on by one who then robbed him.
bool robberyWithPushOn(const Story &story)
{
    for (std::size_t i = 0; i < story.steps.size(); ++i)
        for (const auto &e : story.steps[i])
            if (e.type == int(EventType::Pushed) && i + 1 < story.steps.size())
                for (const auto &next : story.steps[i + 1])
                    if (next.type == int(EventType::Robbed) && next.target == e.player)
                        return true;
    return false;
}

// One walk of Black Jack cost two captains a villain (the standard game: he
// walks after every captain, so what is robbed until the round ends is his).
bool blackJackRobbedTwo(const Story &story)
{
    bool walking = false;
    int robbed = 0;
    for (const auto &step : story.steps)
        for (const auto &e : step) {
            if (e.type == int(EventType::BlackJackMoved)) {
                walking = true;
                robbed = 0;
            }
            if (e.type == int(EventType::RoundStarted) || e.type == int(EventType::GameOver))
                walking = false;
            if (walking && (e.type == int(EventType::GaveToHarbour) || e.type == int(EventType::Robbed))
                && ++robbed >= 2)
                return true;
        }
    return false;
}

// An auction with a raise: the last (highest) offer hires Black Jack and only
// that villain goes to the harbour.
bool raisedAuctionHiresTheLastOffer(const Story &story)
{
    std::vector<Event> offers;
    for (const auto &step : story.steps)
        for (const auto &e : step) {
            if (e.type == int(EventType::RoundStarted))
                offers.clear();
            if (e.type == int(EventType::Offered))
                offers.push_back(e);
            if (e.type == int(EventType::Hired) && offers.size() >= 2) {
                const Event &last = offers.back();
                return e.player == last.player && e.card == last.card;
            }
        }
    return false;
}

} // namespace

class TestHsRecords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A regression the soak found: a landing on a hired Black Jack asked
    // the seat that played last, not the lander, what he may choose. The
    // lander is asked, and the choice is his although neither takes
    // anything (the harbour empty, the hirer holding fewer villains).
    void landingAfterRobberyAsksTheLander()
    {
        const Story s = replayed("landing-after-robbery.yaml");
        QVERIFY(!s.state->isTerminal());
        auto &hs = static_cast<HsState &>(*s.state);
        QCOMPARE(hs.phase(), Phase::LandOnBlackJack);
        QCOMPARE(hs.currentPlayer(), 0);
        QVERIFY(hs.harbour().empty());
        QCOMPARE(legalTexts(hs), (QStringList {u"harbour"_s, u"rob"_s}));
        const auto before = hs.villains(0);
        QCOMPARE(play(hs, "rob"), QString());
        QCOMPARE(hs.villains(0), before);
        QCOMPARE(hs.phase(), Phase::Offer);
        QCOMPARE(hs.round(), 5);
        QCOMPARE(s.state->brokenInvariant(), std::nullopt);
    }

    void introGame()
    {
        const Story s = replayed("intro-game.yaml");
        QVERIFY(s.state->isTerminal());
        QVERIFY(cancelledPair(s));
        QVERIFY(countOf(s, EventType::RumNamed) >= 1);
        QVERIFY(robberyWithPushOn(s));
        QCOMPARE(countOf(s, EventType::RoundStarted), 8);
        QCOMPARE(countOf(s, EventType::Offered), 0);
    }

    void standardGame()
    {
        const Story s = replayed("standard-game.yaml");
        QVERIFY(s.state->isTerminal());
        QVERIFY(cancelledPair(s));
        QVERIFY(countOf(s, EventType::RumNamed) >= 1);
        QVERIFY(robberyWithPushOn(s));
        QVERIFY(countOf(s, EventType::Offered) >= 1);
        QVERIFY(countOf(s, EventType::Hired) >= 1);
        QVERIFY(raisedAuctionHiresTheLastOffer(s));
        QVERIFY(countOf(s, EventType::NobodyHired) >= 1);
        QVERIFY(countOf(s, EventType::TookFromHarbour) >= 1);
        QVERIFY(blackJackRobbedTwo(s));
        QCOMPARE(countOf(s, EventType::BlackJackCard), 8); // 4 of his 12 cards unused
        const auto &state = static_cast<const HsState &>(*s.state);
        QCOMPARE(state.outcome().winners, std::vector<int> {0});
    }

    void twoPlayerGame()
    {
        const Story s = replayed("two-player-game.yaml");
        QVERIFY(s.state->isTerminal());
        QVERIFY(countOf(s, EventType::BlackJackMoveChosen) >= 1);
        QVERIFY(countOf(s, EventType::TookFromHarbour) >= 1);
        bool hisRum = false, hisCancel = false;
        for (const auto &step : s.steps)
            for (const auto &e : step) {
                hisRum = hisRum || (e.type == int(EventType::RumNamed) && e.player == 2);
                hisCancel = hisCancel || (e.type == int(EventType::Cancelled) && e.player == 2);
            }
        QVERIFY(hisRum);
        QVERIFY(hisCancel);
    }
};

QTEST_GUILESS_MAIN(TestHsRecords)
#include "test_records.moc"
