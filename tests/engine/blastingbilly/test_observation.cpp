// What each seat may see (BillyState::observation) and how events look to
// each seat (Event::seenBy). A seat knows the values of the cards it held
// (its hand, and what it played anywhere), the face-up cards of every loot,
// and once the game is over every loot and Billy's pile; never the values of
// others' face-down loot cards, of others' cards given to Billy or dumped, or
// of the set-aside cards. Everyone sees every card's colour and every hand's
// colours. A spectator (kSpectator) sees only what is public; the all-knowing
// view (kAllKnowing, for replays) sees every value. What the state keeps of
// each seat's view for the bots (its sights) is what that seat's observation
// shows.

#include "billytestsupport.h"

#include "core/game/random.h"

#include <QTemporaryDir>
#include <QTest>

#include <span>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::Decision;
using houserules::Event;
using houserules::kAllKnowing;
using houserules::kSpectator;
using houserules::Rng;
using houserules::blastingbilly::BillyObservation;
using houserules::blastingbilly::CardView;
using houserules::blastingbilly::Destination;
using houserules::blastingbilly::EventType;

class TestObservation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void handMadeScenario();
    void revealedAtTheEnd();
    void handColoursAreVisibleToAll();
    void eventsSeenBy();
    void randomGames_data();
    void randomGames();
    void sightsAreWhatTheObservationShows_data();
    void sightsAreWhatTheObservationShows();

private:
    QTemporaryDir m_dir;
};

namespace {

// Empty when `view` shows card `card` exactly as a seat that may (or may not)
// know its value should see it; else what is wrong.
QString checkView(const Rules &rules, const CardView &view, int card, bool mayKnow)
{
    const auto &c = rules.deck[std::size_t(card)];
    const QString name = qstr(rules.cardName(card));
    if (view.colour != c.colour)
        return name + u": wrong colour"_s;
    if (mayKnow) {
        if (view.id != card || view.value != c.value || view.dynamite != c.dynamite)
            return name + u": should be shown, but is "_s + QString::number(view.id);
    } else if (view.id != -1 || view.value != -1 || view.dynamite) {
        return name + u": its value should be hidden"_s;
    }
    return {};
}

// The scenario of the hand-made tests (3 players): Ann (0) gives gold-7 to
// Billy, Bob (1) claims coins-4 (face down), Cid (2) dumps jewelry-9, Ann
// claims diamonds-2 (face down), Bob claims coins-8 (face up), Cid gives
// banknotes-1 to Billy.
const std::vector<std::string> kScenario {
    "billy gold-7", "loot coins-4", "box jewelry-9", "loot diamonds-2", "loot coins-8", "billy banknotes-1"};

QList<int> sorted(QList<int> values)
{
    std::sort(values.begin(), values.end());
    return values;
}

} // namespace

void TestObservation::handMadeScenario()
{
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 3, 0, kScenario, &error);
    QVERIFY2(state, qPrintable(error));
    const Rules &rules = state->rules();
    const int billy = 3;

    struct Expect {
        const char *where;
        CardView (*pick)(const BillyObservation &);
        const char *card;
        QList<int> knownTo;
    };
    const std::vector<Expect> expectations {
        {"Billy's gold", [](const BillyObservation &o) { return o.loot[3][Gold].at(0); }, "gold-7", {0}},
        {"Billy's banknotes", [](const BillyObservation &o) { return o.loot[3][Banknotes].at(0); }, "banknotes-1", {2}},
        {"Bob's first coins", [](const BillyObservation &o) { return o.loot[1][Coins].at(0); }, "coins-4", {1}},
        {"Bob's second coins", [](const BillyObservation &o) { return o.loot[1][Coins].at(1); }, "coins-8",
            {0, 1, 2, kSpectator}},
        {"Ann's diamonds", [](const BillyObservation &o) { return o.loot[0][Diamonds].at(0); }, "diamonds-2", {0}},
        {"Cid's dump", [](const BillyObservation &o) { return o.box.at(6).card; }, "jewelry-9", {2}},
    };
    for (const int seat : {0, 1, 2, kSpectator, kAllKnowing}) {
        const auto o = state->observation(seat);
        QCOMPARE(int(o.loot[billy][Gold].size() + o.loot[billy][Banknotes].size()), 2);
        for (const auto &e : expectations) {
            const bool known = e.knownTo.contains(seat) || seat == kAllKnowing;
            const QString why = checkView(rules, e.pick(o), cardId(rules, e.card), known);
            QVERIFY2(why.isEmpty(), qPrintable(u"seat %1, %2: "_s.arg(seat).arg(QLatin1String(e.where)) + why));
        }
        QCOMPARE(int(o.box.at(6).by), 2);
        for (int i = 0; i < 6; ++i) // set aside: no player knows them
            QCOMPARE(o.box.at(std::size_t(i)).card.known(), seat == kAllKnowing);
        QCOMPARE(int(o.hand.size()), seat >= 0 ? 3 : 0); // only a player has a hand
    }
}

void TestObservation::revealedAtTheEnd()
{
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 3, 0, kScenario, &error);
    QVERIFY2(state, qPrintable(error));
    dumpUntilEnd(*state);
    const Rules &rules = state->rules();

    for (const int seat : {0, 1, 2, kSpectator}) {
        const auto o = state->observation(seat);
        QVERIFY(o.terminal);
        // Every loot and Billy's pile lie open now.
        QCOMPARE(qstr(rules.cardName(o.loot[3][Gold].at(0).id)), u"gold-7"_s);
        QCOMPARE(qstr(rules.cardName(o.loot[3][Banknotes].at(0).id)), u"banknotes-1"_s);
        QCOMPARE(qstr(rules.cardName(o.loot[1][Coins].at(0).id)), u"coins-4"_s);
        QCOMPARE(qstr(rules.cardName(o.loot[0][Diamonds].at(0).id)), u"diamonds-2"_s);
        // The box does not: only what this seat put there is known.
        for (const auto &boxed : o.box)
            QCOMPARE(boxed.card.known(), seat >= 0 && boxed.by == seat);
    }
    for (const auto &boxed : state->observation(kAllKnowing).box)
        QVERIFY(boxed.card.known());
}

void TestObservation::handColoursAreVisibleToAll()
{
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    // 2 players: 12 set aside, then seat 0 and seat 1's hands.
    const auto deck = deckStartingWith(rules,
        toStd(names("gold-0 gold-1 gold-2 gold-3 gold-4 gold-5 gold-6 gold-7 gold-8 gold-9 gold-10 gold-dynamite  "
                    "coins-3 diamonds-8 coins-dynamite  jewelry-1 banknotes-4 banknotes-7")));
    const auto state = dealt(*rs, 2, 0, deck);
    for (int seat = 0; seat < 2; ++seat) {
        const auto o = state->observation(seat);
        QCOMPARE(sorted({o.handColours[0].begin(), o.handColours[0].end()}), (QList<int> {Coins, Coins, Diamonds}));
        QCOMPARE(
            sorted({o.handColours[1].begin(), o.handColours[1].end()}), (QList<int> {Banknotes, Banknotes, Jewelry}));
        // Values: only the own hand.
        QCOMPARE(int(o.hand.size()), 3);
        for (const auto &card : o.hand)
            QVERIFY(card.known());
    }
    QStringList ownHand;
    for (const auto &card : state->observation(1).hand)
        ownHand.push_back(qstr(rules.cardName(card.id)));
    ownHand.sort();
    QCOMPARE(ownHand, names("banknotes-4 banknotes-7 jewelry-1"));
}

void TestObservation::eventsSeenBy()
{
    // The canonical deck, 3 players: seat 0 holds gold-6, 7, 8; seat 1
    // gold-9, gold-10, gold-dynamite; seat 2 banknotes-0, 1, 2; the pile
    // starts banknotes-3, 4, 5, ...
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto state = dealt(*rs, 3, 0, canonicalNames(rules));

    struct Turn {
        std::string play;
        QList<int> playSeenBy; // seats that see the played card's value
    };
    // The first gold of seat 1's loot and of seat 0's lie face down; seat 1's
    // second gold lies face up, for all to see.
    const std::vector<Turn> turns {{"billy gold-6", {0}}, {"loot gold-9", {1}}, {"box banknotes-0", {2}},
        {"loot gold-7", {0}}, {"loot gold-10", {0, 1, 2}}};
    int seat = 0;
    for (const auto &turn : turns) {
        std::vector<Event> events;
        QCOMPARE(play(*state, turn.play, &events), QString());
        QCOMPARE(events.at(0).type, std::int16_t(EventType::CardPlayed));
        QCOMPARE(events.at(1).type, std::int16_t(EventType::CardDrawn));
        const int played = cardId(rules, turn.play.substr(turn.play.find(' ') + 1));
        for (int viewer = 0; viewer < 3; ++viewer) {
            const Event seen = events[0].seenBy(viewer);
            QCOMPARE(int(seen.player), seat);
            QCOMPARE(int(seen.colour), int(rules.deck[std::size_t(played)].colour));
            QCOMPARE(seen.target, events[0].target);
            if (turn.playSeenBy.contains(viewer)) {
                QCOMPARE(int(seen.card), played);
                QCOMPARE(seen.value, int(rules.deck[std::size_t(played)].value));
            } else {
                QCOMPARE(int(seen.card), -1);
                QCOMPARE(seen.value, 0);
            }
            // A drawn card: its colour for all, its value for the drawer.
            const Event drawn = events[1].seenBy(viewer);
            QCOMPARE(int(drawn.player), seat);
            QCOMPARE(int(drawn.card) >= 0, viewer == seat);
            QCOMPARE(int(drawn.colour), int(Banknotes)); // banknotes-3, -4, ... come next
        }
        seat = (seat + 1) % 3;
    }

    std::vector<Event> events;
    dumpUntilEnd(*state, &events);
    int boxedAtEnd = 0;
    for (const auto &e : events) {
        if (e.type != std::int16_t(EventType::CardBoxedAtEnd))
            continue;
        ++boxedAtEnd;
        for (int viewer = 0; viewer < 3; ++viewer)
            QCOMPARE(e.seenBy(viewer).card >= 0, viewer == e.player);
    }
    QCOMPARE(boxedAtEnd, 3 * 2);
}

void TestObservation::randomGames_data()
{
    addEveryModeRows();
}

void TestObservation::randomGames()
{
    QFETCH(QString, variant);
    QFETCH(int, players);

    const auto rs = ruleset(variant.toStdString());
    const Rules rules = Rules::fromVariant(rs->variant());
    const int setAside = rules.setAside[std::size_t(players)];

    for (std::uint64_t seed = 1; seed <= 15; ++seed) {
        Rng rng(seed);
        auto deck = canonicalNames(rules);
        rng.shuffle(std::span(deck));
        const auto state = dealt(*rs, players, int(rng.below(std::uint32_t(players))), deck);

        // The truth, kept by the test from the state and the decisions: who
        // held each card, and the box in order.
        std::vector<int> heldBy(std::size_t(rules.cardCount()), -1);
        struct Boxed {
            int card; // -1 for a set-aside card: known by its name (two dynamite share one)
            std::string name;
            int colour;
            int by;
            bool atEnd;
        };
        std::vector<Boxed> box;
        for (int i = 0; i < setAside; ++i) {
            const auto &name = deck[std::size_t(i)];
            box.push_back({-1, name, rules.deck[std::size_t(cardId(rules, name))].colour, -1, false});
        }
        auto noteHands = [&] {
            for (int s = 0; s < players; ++s)
                for (const int card : state->hand(s))
                    heldBy[std::size_t(card)] = s;
        };

        // `viewer`: a seat, kSpectator or kAllKnowing.
        auto checkSeat = [&](int viewer) -> QString {
            const auto o = state->observation(viewer);
            const bool over = state->isTerminal();
            const bool all = viewer == kAllKnowing;
            auto held = [&](int card) { return viewer >= 0 && heldBy[std::size_t(card)] == viewer; };
            auto boxedBy = [&](int by) { return viewer >= 0 && by == viewer; };
            const auto ownHand = viewer >= 0 ? state->hand(viewer) : std::vector<std::int16_t> {};
            if (o.hand.size() != ownHand.size())
                return u"hand size"_s;
            for (const auto &view : o.hand) {
                const auto it = std::find(ownHand.begin(), ownHand.end(), view.id);
                if (it == ownHand.end())
                    return u"own hand not shown"_s;
                if (const QString why = checkView(rules, view, *it, true); !why.isEmpty())
                    return why;
            }
            for (int s = 0; s < players; ++s) {
                QList<int> colours(o.handColours[std::size_t(s)].begin(), o.handColours[std::size_t(s)].end());
                QList<int> truth;
                for (const int card : state->hand(s))
                    truth.push_back(rules.deck[std::size_t(card)].colour);
                if (sorted(colours) != sorted(truth))
                    return u"hand colours of seat %1"_s.arg(s);
            }
            const auto columns = state->columns();
            for (int owner = 0; owner <= players; ++owner)
                for (int colour = 0; colour < rules.colourCount(); ++colour) {
                    const auto &truth = columns[std::size_t(owner)][std::size_t(colour)];
                    const auto &seen = o.loot[std::size_t(owner)][std::size_t(colour)];
                    if (seen.size() != truth.size())
                        return u"column size"_s;
                    for (std::size_t i = 0; i < truth.size(); ++i) {
                        const bool faceUp = owner < players && i > 0;
                        if (seen[i].faceUp != faceUp)
                            return u"face up or down"_s;
                        const bool mayKnow = all || held(truth[i]) || faceUp || over;
                        if (const QString why = checkView(rules, seen[i], truth[i], mayKnow); !why.isEmpty())
                            return u"loot of %1: "_s.arg(owner) + why;
                    }
                }
            if (o.box.size() != box.size())
                return u"box size"_s;
            QList<std::tuple<int, int, int>> endTruth, endSeen; // (by, colour, id shown)
            for (std::size_t i = 0; i < box.size(); ++i) {
                const auto &truth = box[i];
                const auto &seen = o.box[i];
                if (seen.atEnd != truth.atEnd)
                    return u"box order"_s;
                if (truth.atEnd) {
                    endTruth.push_back({truth.by, truth.colour, all || boxedBy(truth.by) ? truth.card : -1});
                    endSeen.push_back({seen.by, seen.card.colour, seen.card.id});
                    continue;
                }
                if (seen.by != truth.by || seen.card.colour != truth.colour)
                    return u"box entry %1"_s.arg(i);
                const bool shownRightly = truth.card < 0
                    ? seen.card.known() == all && (!all || rules.cardName(seen.card.id) == truth.name)
                    : checkView(rules, seen.card, truth.card, all || boxedBy(truth.by)).isEmpty();
                if (!shownRightly)
                    return u"box entry %1: value shown wrongly"_s.arg(i);
            }
            std::sort(endTruth.begin(), endTruth.end());
            std::sort(endSeen.begin(), endSeen.end());
            if (endTruth != endSeen)
                return u"the hand cards boxed at the end"_s;
            return {};
        };

        noteHands();
        std::vector<Decision> legal;
        while (true) {
            static_assert(kAllKnowing == -2 && kSpectator == -1); // so the loop takes them, then every seat
            for (int viewer = kAllKnowing; viewer < players; ++viewer) {
                const QString why = checkSeat(viewer);
                QVERIFY2(why.isEmpty(),
                    qPrintable(
                        u"seed %1, turn %2, seat %3: "_s.arg(seed).arg(state->decisionCount()).arg(viewer) + why));
            }
            if (state->isTerminal())
                break;

            state->legalDecisions(legal);
            const Decision d = legal[rng.below(std::uint32_t(legal.size()))];
            const int seat = state->currentPlayer();
            const auto &card = rules.deck[std::size_t(d.card)];
            const auto destination = Destination(d.target);
            const bool faceUp = destination == Destination::Loot
                && !state->columns()[std::size_t(seat)][std::size_t(card.colour)].empty();
            std::vector<std::vector<std::int16_t>> handsBefore;
            for (int s = 0; s < players; ++s)
                handsBefore.push_back(state->hand(s));

            std::vector<Event> events;
            state->apply(d, &events);

            if (destination == Destination::Box)
                box.push_back({d.card, rules.cardName(d.card), card.colour, seat, false});
            if (state->isTerminal()) {
                std::erase(handsBefore[std::size_t(seat)], d.card);
                for (int s = 0; s < players; ++s)
                    for (const int left : handsBefore[std::size_t(s)])
                        box.push_back({left, rules.cardName(left), rules.deck[std::size_t(left)].colour, s, true});
            }
            noteHands();

            // The played card's event: its value for the player, or for all if it lies face up.
            for (int viewer = 0; viewer < players; ++viewer) {
                const Event seen = events.at(0).seenBy(viewer);
                const bool visible = viewer == seat || faceUp;
                QCOMPARE(int(seen.card), visible ? int(d.card) : -1);
                QCOMPARE(int(seen.colour), int(card.colour));
                for (const auto &e : events)
                    if (e.type == std::int16_t(EventType::CardDrawn))
                        QCOMPARE(e.seenBy(viewer).card >= 0, viewer == seat);
            }
        }
    }
}

void TestObservation::sightsAreWhatTheObservationShows_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::newRow("standard, 4 players") << u"blasting-billy/standard"_s << 4;
    QTest::newRow("two-dynamite, 3 players") << u"blasting-billy/two-dynamite"_s << 3;
    QTest::newRow("four-card-hand, 2 players") << u"blasting-billy/four-card-hand"_s << 2;
    // One colour of 300 cards: columns far longer than any shipped deck
    // makes, with more than 127 cards a seat cannot read in Billy's.
    QString values;
    for (int i = 0; i < 296; ++i)
        values += (i ? u", "_s : QString()) + QString::number(i % 100);
    QTest::newRow("one colour of 300 cards, 3 players") << writeHouseRule(m_dir, u"one-colour.yaml"_s,
        u"game: blasting-billy\nextends: standard\ntitle: {en: One colour}\nparameters:\n  deck:\n    colours: [gold]\n"
        "    values: [%1]\n    dynamite_per_colour: 4\n"_s.arg(values)
            .toUtf8()) << 3;
}

// Billy gets most cards here, so that his column grows long; the running
// score is checked on the way, being read off the same columns.
void TestObservation::sightsAreWhatTheObservationShows()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto rs = ruleset(variant.toStdString());
    const Rules rules = Rules::fromVariant(rs->variant());

    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Rng rng(seed);
        auto deck = canonicalNames(rules);
        rng.shuffle(std::span(deck));
        const auto state = dealt(*rs, players, 0, deck);
        state->keepSights(); // a dealt game keeps none (only the search's playouts read them)
        std::vector<Decision> legal;
        while (!state->isTerminal()) {
            for (int seat = 0; seat < players; ++seat) {
                const BillyObservation o = state->observation(seat);
                std::vector<int> value(std::size_t(rules.colourCount())), cards(value.size());
                o.visitCards([&](const CardView &v) {
                    if (v.known()) {
                        value[std::size_t(v.colour)] += v.value;
                        ++cards[std::size_t(v.colour)];
                    }
                });
                for (int colour = 0; colour < rules.colourCount(); ++colour) {
                    const auto seen = state->seen(seat, colour);
                    QCOMPARE(int(seen.value), value[std::size_t(colour)]);
                    QCOMPARE(int(seen.cards), cards[std::size_t(colour)]);
                    for (int owner = 0; owner <= players; ++owner) {
                        // Dynamite it can read, resolved in placement order.
                        std::vector<int> standing;
                        for (const CardView &v : o.loot[std::size_t(owner)][std::size_t(colour)]) {
                            if (v.known() && v.dynamite) {
                                if (!standing.empty())
                                    standing.pop_back();
                            } else {
                                standing.push_back(v.known() ? v.value : -1);
                            }
                        }
                        const auto sight = state->sight(seat, owner, colour);
                        QCOMPARE(int(sight.unknown), int(std::count(standing.begin(), standing.end(), -1)));
                        int known = 0;
                        for (const int v : standing)
                            known += std::max(v, 0);
                        QCOMPARE(int(sight.known), known);
                        QCOMPARE(int(sight.top), standing.empty() ? -2 : standing.back());
                    }
                }
            }
            // The running score too: what everyone sees of each loot (its
            // face-up cards), dynamite resolved in placement order.
            std::vector<std::int64_t> scores(static_cast<std::size_t>(players));
            state->publicScore(scores);
            const auto columns = state->columns();
            for (int seat = 0; seat < players; ++seat) {
                std::int64_t total = 0;
                for (const auto &column : columns[std::size_t(seat)]) {
                    std::vector<int> standing;
                    for (std::size_t i = 0; i < column.size(); ++i) {
                        const auto &card = rules.deck[std::size_t(column[i])];
                        if (i > 0 && card.dynamite) {
                            if (!standing.empty())
                                standing.pop_back();
                        } else {
                            standing.push_back(i == 0 ? 0 : card.value);
                        }
                    }
                    for (const int v : standing)
                        total += v;
                }
                QCOMPARE(scores[std::size_t(seat)], total);
            }
            state->legalDecisions(legal);
            Decision d = legal[rng.below(std::uint32_t(legal.size()))];
            if (rng.below(4) != 0)
                d.target = std::int16_t(Destination::Billy);
            state->apply(d);
        }
    }
}

QTEST_GUILESS_MAIN(TestObservation)
#include "test_observation.moc"
