#include "state.h"

#include "core/game/refillobservation.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace houserules::blastingbilly {

namespace {

Event cardEvent(EventType type, int player, int card, const Rules &rules, int privateTo)
{
    const Card &c = rules.deck[std::size_t(card)];
    Event e;
    e.type = std::int16_t(type);
    e.player = std::int8_t(player);
    e.privateTo = std::int8_t(privateTo);
    e.card = std::int16_t(card);
    e.colour = c.colour;
    e.value = c.value;
    return e;
}

// Out of line: apply() writes events for the app and the records, never in
// a playout, whose turns this keeps short (fewer registers to save).
[[gnu::noinline, gnu::cold]] void addCardEvent(std::vector<Event> &events, EventType type, int player, int card,
    const Rules &rules, int privateTo, int target, std::uint8_t marks)
{
    Event e = cardEvent(type, player, card, rules, privateTo);
    e.target = std::int16_t(target);
    e.marks = marks;
    events.push_back(e);
}

[[gnu::noinline, gnu::cold]] void addFinalRound(std::vector<Event> &events, int drawer)
{
    Event e;
    e.type = std::int16_t(EventType::FinalRound);
    e.player = std::int8_t(drawer);
    events.push_back(e);
}

} // namespace

BillyState::BillyState(std::shared_ptr<const Rules> rules, int players, int firstPlayer)
{
    startEmpty(std::move(rules), players, firstPlayer);
}

void BillyState::startEmpty(std::shared_ptr<const Rules> rules, int players, int firstPlayer)
{
    if (m_rules != rules)
        m_rules = std::move(rules);
    const Rules &r = *m_rules;
    assert(players >= r.minPlayers && players <= r.maxPlayers && players <= kMaxPlayers);
    assert(firstPlayer >= 0 && firstPlayer < players);

    m_colours = r.colourCount();
    m_perColour = r.maxCardsPerColour;
    m_players = players;
    m_first = m_current = firstPlayer;
    m_decisions = 0;
    m_finalTurnsLeft = -1;
    m_terminal = false;
    m_pile.clear();
    m_pileNext = 0;
    m_hands = {};
    m_handCount = {};
    m_columns.assign(std::size_t((players + 1) * r.colourCount() * r.maxCardsPerColour), -1);
    m_columnLength.assign(std::size_t((players + 1) * r.colourCount()), 0);
    m_box.clear();
    m_box.reserve(std::size_t(r.cardCount()));
    m_heldBy.assign(std::size_t(r.cardCount()), -1);
    m_keepsSights = false;
    m_sights.clear();
    m_seen.clear();
}

BillyState::BillyState(std::shared_ptr<const Rules> rules, int players, int firstPlayer, std::vector<std::int16_t> deck)
    : BillyState(std::move(rules), players, firstPlayer)
{
    const Rules &r = *m_rules;
    assert(int(deck.size()) == r.cardCount());

    std::size_t next = 0;
    for (int i = 0; i < r.setAside[std::size_t(players)]; ++i)
        m_box.push_back({deck[next++], -1, false});
    for (int seat = 0; seat < players; ++seat) {
        for (int i = 0; i < r.handSize; ++i) {
            const auto card = deck[next++];
            m_hands[std::size_t(seat)][std::size_t(i)] = card;
            m_heldBy[std::size_t(card)] = std::int8_t(seat);
        }
        m_handCount[std::size_t(seat)] = std::int8_t(r.handSize);
    }
    // The deck is the pile, its dealt cards before the next to draw, as
    // drawn cards are: no second list to allocate at every deal.
    m_pile = std::move(deck);
    m_pileNext = int(next);
    if (pileCount() == 0)
        m_finalTurnsLeft = players; // nothing to draw: one turn each and done
}

BillyState::ColumnSight BillyState::sightFromScratch(int seat, int owner, int colour) const
{
    auto faceUp = [&](int i) { return (owner < m_players && i > 0) || m_terminal; };
    ColumnSight sight;
    forEachStanding(
        columnLength(owner, colour),
        [&](int i) { // a dynamite the seat can read
            const int card = columnCard(owner, colour, i);
            return m_rules->deck[std::size_t(card)].dynamite && (faceUp(i) || knows(seat, card));
        },
        [&](int i) {
            const CardView v = view(seat, columnCard(owner, colour, i), faceUp(i));
            if (sight.top == -2)
                sight.top = v.known() ? v.value : std::int16_t(-1);
            if (v.known())
                sight.known = std::int16_t(sight.known + v.value);
            else
                ++sight.unknown;
        });
    return sight;
}

// Inlined: at every card played face up, for every seat.
[[gnu::always_inline]] inline void BillyState::see(int seat, int card, int times)
{
    const Card &c = m_rules->deck[std::size_t(card)];
    ColourSeen &seen = m_seen[std::size_t(seat * m_colours + c.colour)];
    seen.value = std::int16_t(seen.value + times * c.value);
    seen.cards = std::int16_t(seen.cards + times);
}

void BillyState::keepSights()
{
    m_keepsSights = true;
    recountSights();
}

void BillyState::recountSights()
{
    const Rules &r = *m_rules;
    const int colours = r.colourCount();
    // Each seat has seen the cards it held, and every face-up card of a loot
    // (all but a column's first): those added once for all seats, less the
    // ones a seat held.
    m_seen.assign(std::size_t(m_players * colours), {});
    for (int card = 0; card < r.cardCount(); ++card)
        if (m_heldBy[std::size_t(card)] >= 0)
            see(m_heldBy[std::size_t(card)], card, +1);
    thread_local std::vector<ColourSeen> shown;
    shown.assign(std::size_t(colours), {});
    for (int owner = 0; owner < m_players; ++owner)
        for (int colour = 0; colour < colours; ++colour)
            for (int i = 1; i < columnLength(owner, colour); ++i) {
                const int card = columnCard(owner, colour, i);
                shown[std::size_t(colour)].value += r.deck[std::size_t(card)].value;
                ++shown[std::size_t(colour)].cards;
                if (m_heldBy[std::size_t(card)] >= 0)
                    see(m_heldBy[std::size_t(card)], card, -1);
            }
    for (int seat = 0; seat < m_players; ++seat)
        for (int colour = 0; colour < colours; ++colour) {
            ColourSeen &seen = m_seen[std::size_t(seat * colours + colour)];
            seen.value = std::int16_t(seen.value + shown[std::size_t(colour)].value);
            seen.cards = std::int16_t(seen.cards + shown[std::size_t(colour)].cards);
        }

    m_sights.resize(std::size_t(m_players * (m_players + 1) * colours));
    for (int colour = 0; colour < colours; ++colour) {
        for (int owner = 0; owner < m_players; ++owner)
            recountLootSights(owner, colour);
        recountBillysSights(colour);
    }
}

bool BillyState::plainColumn(int owner, int colour) const
{
    if (m_terminal)
        return false;
    for (int i = 0; i < columnLength(owner, colour); ++i)
        if (m_rules->deck[std::size_t(columnCard(owner, colour, i))].dynamite)
            return false;
    return true;
}

// A player's column differs between seats only in its face-down first card,
// which its holder knows: two sights serve every seat.
void BillyState::recountLootSights(int owner, int colour)
{
    const int length = columnLength(owner, colour);
    if (length == 0) {
        for (int seat = 0; seat < m_players; ++seat)
            m_sights[sightIndex(seat, owner, colour)] = {};
        return;
    }
    const int holder = m_heldBy[std::size_t(columnCard(owner, colour, 0))];
    ColumnSight blind, knowing;
    if (plainColumn(owner, colour)) { // nothing blasts: every card stands
        const auto value
            = [&](int i) { return std::int16_t(m_rules->deck[std::size_t(columnCard(owner, colour, i))].value); };
        blind.unknown = 1;
        for (int i = 1; i < length; ++i)
            blind.known = std::int16_t(blind.known + value(i));
        blind.top = length > 1 ? value(length - 1) : std::int16_t(-1);
        knowing = {std::int16_t(blind.known + value(0)), 0, value(length - 1)};
    } else {
        blind = sightFromScratch(holder == 0 ? 1 : 0, owner, colour);
        knowing = holder >= 0 ? sightFromScratch(holder, owner, colour) : blind;
    }
    for (int seat = 0; seat < m_players; ++seat)
        m_sights[sightIndex(seat, owner, colour)] = seat == holder ? knowing : blind;
}

// Billy's column lies face down: each seat reads the cards it held.
void BillyState::recountBillysSights(int colour)
{
    if (!plainColumn(m_players, colour)) {
        for (int seat = 0; seat < m_players; ++seat)
            m_sights[sightIndex(seat, m_players, colour)] = sightFromScratch(seat, m_players, colour);
        return;
    }
    for (int seat = 0; seat < m_players; ++seat) // nothing blasts: one walk serves every seat
        m_sights[sightIndex(seat, m_players, colour)] = {};
    for (int i = 0; i < columnLength(m_players, colour); ++i) {
        const int card = columnCard(m_players, colour, i);
        const int holder = m_heldBy[std::size_t(card)];
        const std::int16_t value = m_rules->deck[std::size_t(card)].value;
        for (int seat = 0; seat < m_players; ++seat) {
            ColumnSight &sight = m_sights[sightIndex(seat, m_players, colour)];
            if (seat == holder) {
                sight.known = std::int16_t(sight.known + value);
                sight.top = value;
            } else {
                ++sight.unknown;
                sight.top = -1;
            }
        }
    }
}

// `card` has just gone on top of the column.
void BillyState::placeInSights(int owner, int colour, int card, bool faceUp)
{
    const Card &c = m_rules->deck[std::size_t(card)];
    for (int seat = 0; seat < m_players; ++seat) {
        ColumnSight &sight = m_sights[sightIndex(seat, owner, colour)];
        if (!faceUp && !knows(seat, card)) {
            ++sight.unknown;
            sight.top = -1;
        } else if (c.dynamite) {
            sight = sightFromScratch(seat, owner, colour); // what lies under the card it takes away
        } else {
            sight.known = std::int16_t(sight.known + c.value);
            sight.top = c.value;
        }
        if (faceUp && seat != m_heldBy[std::size_t(card)])
            see(seat, card);
    }
}

void BillyState::legalDecisions(std::vector<Decision> &out) const
{
    const int count = m_terminal ? 0 : m_handCount[std::size_t(m_current)];
    const std::size_t size = std::size_t(count * kDestinationCount);
    if (out.size() != size)
        resizeLegal(out, size);
    // A random playout lists the decisions at every turn: each one written
    // as two stores, its first eight bytes (kind, card, target) and its
    // value, not field by field.
    static_assert(std::is_standard_layout_v<Decision> && sizeof(Decision) == 12 && offsetof(Decision, kind) == 0
        && offsetof(Decision, card) == 2 && offsetof(Decision, target) == 4 && offsetof(Decision, value) == 8);
    static_assert(std::endian::native == std::endian::little);
    const auto &hand = m_hands[std::size_t(m_current)];
    auto *next = reinterpret_cast<unsigned char *>(out.data());
    const std::uint32_t value = 0;
    auto put = [&value](unsigned char *at, std::uint64_t first) {
        std::memcpy(at, &first, sizeof first);
        std::memcpy(at + 8, &value, sizeof value);
    };
    for (int i = 0; i < count; ++i, next += kDestinationCount * sizeof(Decision)) {
        const std::uint64_t head
            = std::uint64_t(DecisionKind::PlayCard) | std::uint64_t(std::uint16_t(hand[std::size_t(i)])) << 16;
        put(next, head);
        put(next + sizeof(Decision), head | std::uint64_t(1) << 32);
        put(next + 2 * sizeof(Decision), head | std::uint64_t(2) << 32);
    }
}

void BillyState::resizeLegal(std::vector<Decision> &out, std::size_t size)
{
    out.resize(size);
}

std::optional<Illegal> BillyState::checkDecision(const Decision &decision) const
{
    if (m_terminal)
        return Illegal {Illegal::Code::GameOver, "the game is over"};
    if (decision.kind != DecisionKind::PlayCard)
        return Illegal {Illegal::Code::WrongKind, "a turn plays a card to billy, loot or box"};
    if (decision.value != 0)
        return Illegal {Illegal::Code::Malformed, "a turn carries no number"};
    if (decision.target < 0 || decision.target >= kDestinationCount)
        return Illegal {Illegal::Code::TargetNotAllowed, "the card can go only to billy, loot or box"};
    const auto &hand = m_hands[std::size_t(m_current)];
    for (int i = 0; i < m_handCount[std::size_t(m_current)]; ++i)
        if (hand[std::size_t(i)] == decision.card)
            return std::nullopt;
    const std::string card = decision.card >= 0 && decision.card < m_rules->cardCount()
        ? m_rules->cardName(decision.card)
        : "card " + std::to_string(decision.card);
    return Illegal {Illegal::Code::CardNotInHand, card + " is not in the hand of seat " + std::to_string(m_current)};
}

void BillyState::apply(const Decision &decision, std::vector<Event> *events)
{
    assert(!checkDecision(decision));
    const Rules &r = *m_rules;
    const int seat = m_current;
    const int card = decision.card;
    const auto destination = Destination(decision.target);
    const Card &c = r.deck[std::size_t(card)];

    // Out of the hand (order of the rest does not matter). Found without a
    // branch on where it lies: in a random playout that branch goes wrong
    // at every other turn.
    auto &hand = m_hands[std::size_t(seat)];
    auto &count = m_handCount[std::size_t(seat)];
    int at = 0;
    for (int i = 0; i < count; ++i)
        at = hand[std::size_t(i)] == card ? i : at;
    hand[std::size_t(at)] = hand[std::size_t(count - 1)];
    --count;

    int privateTo = seat;
    if (destination == Destination::Box) {
        m_box.push_back({std::int16_t(card), std::int8_t(seat), false});
    } else {
        const int owner = destination == Destination::Billy ? m_players : seat;
        auto &length = m_columnLength[std::size_t(owner * m_colours + c.colour)];
        const bool faceUp = owner == seat && length > 0; // all but the first card of a colour in a loot
        if (faceUp)
            privateTo = -1;
        column(owner, c.colour, length) = std::int16_t(card);
        ++length;
        if (m_keepsSights)
            placeInSights(owner, c.colour, card, faceUp);
    }
    if (events)
        addCardEvent(*events, EventType::CardPlayed, seat, card, r, privateTo, int(destination), Event::PlayedCard);
    ++m_decisions;

    if (m_finalTurnsLeft < 0) {
        const auto drawn = m_pile[std::size_t(m_pileNext++)];
        hand[std::size_t(count++)] = drawn;
        m_heldBy[std::size_t(drawn)] = std::int8_t(seat);
        if (m_keepsSights)
            see(seat, drawn);
        if (events)
            addCardEvent(*events, EventType::CardDrawn, seat, drawn, r, seat, -1, Event::EnteredHand);
        if (m_pileNext == int(m_pile.size())) {
            m_finalTurnsLeft = m_players; // the others, then the drawer again
            if (events)
                addFinalRound(*events, seat);
        }
    } else if (--m_finalTurnsLeft == 0) {
        endGame(events);
        return;
    }
    m_current = m_current + 1 == m_players ? 0 : m_current + 1;
}

GameClock BillyState::clock() const
{
    GameClock c;
    c.turns = m_decisions;
    c.rounds = (m_decisions + (m_terminal ? m_players - 1 : 0)) / m_players;
    c.scoredEvery = GameClock::Unit::Round;
    return c;
}

void BillyState::publicScore(std::span<std::int64_t> scores) const
{
    assert(int(scores.size()) == m_players);
    const Rules &r = *m_rules;
    for (int seat = 0; seat < m_players; ++seat) {
        std::int64_t total = 0;
        for (int colour = 0; colour < m_colours; ++colour) {
            // The first card lies face down: it counts 0 here, and goes
            // off as no dynamite.
            forEachStanding(
                columnLength(seat, colour),
                [&](int i) { return i > 0 && r.deck[std::size_t(columnCard(seat, colour, i))].dynamite; },
                [&](int i) {
                    if (i > 0)
                        total += r.deck[std::size_t(columnCard(seat, colour, i))].value;
                });
        }
        scores[std::size_t(seat)] = total;
    }
}

void BillyState::setupEvents(std::vector<Event> &events) const
{
    assert(m_decisions == 0);
    for (int seat = 0; seat < m_players; ++seat)
        for (int i = 0; i < m_handCount[std::size_t(seat)]; ++i) {
            Event e = cardEvent(EventType::CardDrawn, seat, m_hands[std::size_t(seat)][std::size_t(i)], *m_rules, seat);
            e.marks = Event::EnteredHand;
            events.push_back(e);
        }
}

void BillyState::endGame(std::vector<Event> *events)
{
    for (int seat = 0; seat < m_players; ++seat) {
        const auto &hand = m_hands[std::size_t(seat)];
        for (int i = 0; i < m_handCount[std::size_t(seat)]; ++i) {
            m_box.push_back({hand[std::size_t(i)], std::int8_t(seat), true});
            if (events)
                events->push_back(cardEvent(EventType::CardBoxedAtEnd, seat, hand[std::size_t(i)], *m_rules, seat));
        }
        m_handCount[std::size_t(seat)] = 0;
    }
    m_terminal = true;
    if (events) {
        Event e;
        e.type = std::int16_t(EventType::GameOver);
        events->push_back(e);
    }
}

Columns BillyState::columns() const
{
    Columns result;
    fillColumns(result);
    return result;
}

void BillyState::fillColumns(Columns &columns) const
{
    const Rules &r = *m_rules;
    columns.resize(std::size_t(m_players + 1));
    for (int owner = 0; owner <= m_players; ++owner) {
        auto &own = columns[std::size_t(owner)];
        own.resize(std::size_t(r.colourCount()));
        for (int colour = 0; colour < r.colourCount(); ++colour) {
            auto &column = own[std::size_t(colour)];
            column.clear();
            for (int i = 0; i < columnLength(owner, colour); ++i)
                column.push_back(columnCard(owner, colour, i));
        }
    }
}

Scoring BillyState::scoring() const
{
    assert(m_terminal);
    return score(*m_rules, columns());
}

// The scoring's winners, by its comparison (compareSeats) of what it tallies
// from the columns as they lie, without its breakdown: the search bot asks
// at the end of every trial game. test_scoring checks it against score() in
// every mode.
std::vector<int> BillyState::winningSeats() const
{
    const Rules &r = *m_rules;
    struct Tally {
        int total = 0, cards = 0, faceUpScore = 0, faceUpCards = 0, faceDownCards = 0;
        bool shotDown = false;
    };
    std::array<Tally, kMaxPlayers> tallies {};
    auto standing = [&](int owner, int colour, int &sum, int &count) {
        forEachStanding(
            columnLength(owner, colour),
            [&](int i) { return r.deck[std::size_t(columnCard(owner, colour, i))].dynamite; },
            [&](int i) {
                sum += r.deck[std::size_t(columnCard(owner, colour, i))].value;
                ++count;
            });
    };
    for (int colour = 0; colour < m_colours; ++colour) {
        int billy = 0, billyCards = 0;
        standing(m_players, colour, billy, billyCards);
        for (int seat = 0; seat < m_players; ++seat) {
            int sum = 0, count = 0;
            standing(seat, colour, sum, count);
            Tally &t = tallies[std::size_t(seat)];
            const bool shot = sum > billy;
            t.total += sum;
            t.cards += count;
            t.shotDown = t.shotDown || shot;
            (shot ? t.faceDownCards : t.faceUpCards) += count;
            if (!shot)
                t.faceUpScore += sum;
        }
    }
    std::vector<int> winners;
    compareSeats(
        m_players, [&](int seat) -> const Tally & { return tallies[std::size_t(seat)]; }, winners);
    return winners;
}

Outcome BillyState::outcome() const
{
    const Scoring s = scoring();
    Outcome o;
    o.winners = s.winners;
    auto &shot = o.figures["shot_down"];
    for (const auto &p : s.players) {
        o.scores.push_back(p.score);
        shot.push_back(p.shotDown ? 1 : 0);
    }
    o.figures["billy_wins"] = std::vector<std::int64_t>(std::size_t(m_players), s.winners.empty() ? 1 : 0);

    // Dynamite that hit the leader: 1 for a seat that put a dynamite in
    // Billy's column whose blast got a leader (a player with the highest
    // total before anyone is shot) shot down in that colour, who would not
    // have been with the card it removed still there.
    auto &hits = o.figures["dynamite_hit_leader"];
    hits.assign(std::size_t(m_players), 0);
    int leading = 0;
    for (const auto &p : s.players)
        leading = std::max(leading, p.total);
    for (const Blast &b : s.blasts) {
        if (b.owner != m_players || b.removed < 0 || leading == 0)
            continue;
        const int billyTotal = s.billyTotals[std::size_t(b.colour)];
        const int removed = m_rules->deck[std::size_t(b.removed)].value;
        for (const auto &p : s.players) {
            const int mine = p.totals[std::size_t(b.colour)];
            if (p.total == leading && mine > billyTotal && mine <= billyTotal + removed) {
                hits[std::size_t(m_heldBy[std::size_t(b.dynamite)])] = 1;
                break;
            }
        }
    }
    return o;
}

std::vector<std::int16_t> BillyState::hand(int seat) const
{
    const auto cards = handCards(seat);
    return {cards.begin(), cards.end()};
}

BillyObservation BillyState::observation(int seat) const
{
    BillyObservation o;
    fillObservation(seat, o);
    return o;
}

void BillyState::fillObservation(int seat, BillyObservation &o) const
{
    const Rules &r = *m_rules;
    o.seat = seat;
    o.players = m_players;
    o.currentPlayer = currentPlayer();
    o.firstPlayer = m_first;
    o.pileCount = pileCount();
    o.finalRound = m_finalTurnsLeft >= 0 && !m_terminal;
    o.finalTurnsLeft = m_terminal ? 0 : std::max(m_finalTurnsLeft, 0);
    o.terminal = m_terminal;

    // clear(), not assign(): the inner lists keep their memory for the next call.
    o.hand.clear();
    o.handColours.resize(std::size_t(m_players));
    o.hands.resize(std::size_t(m_players));
    for (int s = 0; s < m_players; ++s) {
        auto &colours = o.handColours[std::size_t(s)];
        auto &hand = o.hands[std::size_t(s)];
        colours.clear();
        hand.clear();
        for (int i = 0; i < m_handCount[std::size_t(s)]; ++i) {
            const int card = m_hands[std::size_t(s)][std::size_t(i)];
            colours.push_back(r.deck[std::size_t(card)].colour);
            hand.push_back(view(seat, card, false));
            if (s == seat)
                o.hand.push_back(hand.back());
        }
    }

    o.loot.resize(std::size_t(m_players + 1));
    for (int owner = 0; owner <= m_players; ++owner) {
        auto &columns = o.loot[std::size_t(owner)];
        columns.resize(std::size_t(r.colourCount()));
        for (int colour = 0; colour < r.colourCount(); ++colour) {
            auto &column = columns[std::size_t(colour)];
            column.clear();
            visitColumn(seat, owner, colour, [&](const CardView &v) { column.push_back(v); });
        }
    }

    o.box.clear();
    visitBox(seat, [&](const BoxedCard &boxed) { o.box.push_back(boxed); });
}

std::unique_ptr<Observation> BillyState::observe(int seat) const
{
    return std::make_unique<BillyObservation>(observation(seat));
}

void BillyState::observeInto(int seat, std::unique_ptr<Observation> &observation) const
{
    refillObservation<BillyObservation>(observation, [&](BillyObservation &o) { fillObservation(seat, o); });
}

std::string BillyState::decisionText(const Decision &decision) const
{
    return std::string(destinationName(Destination(decision.target))) + ' ' + m_rules->cardName(decision.card);
}

std::optional<Decision> BillyState::parseDecision(std::string_view text, std::string *error) const
{
    auto fail = [&](std::string message) -> std::optional<Decision> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    const auto space = text.find(' ');
    if (space == std::string_view::npos)
        return fail("expected '<billy|loot|box> <card>', for example 'loot gold-7'");
    const auto verb = text.substr(0, space);
    auto name = text.substr(space + 1);
    while (!name.empty() && name.front() == ' ')
        name.remove_prefix(1);
    int destination = -1;
    for (int d = 0; d < kDestinationCount; ++d)
        if (destinationName(Destination(d)) == verb)
            destination = d;
    if (destination < 0)
        return fail("unknown destination " + quote(std::string(verb)) + "; expected billy, loot or box");
    const auto ids = m_rules->cardsNamed(name);
    if (ids.empty())
        return fail("unknown card " + quote(std::string(name)) + "; expected <colour>-<value> or <colour>-dynamite");
    if (m_terminal)
        return play(ids.front(), Destination(destination)); // checkDecision: the game is over
    // Same-named cards are interchangeable: take the one in the hand.
    for (int card : ids)
        for (int i = 0; i < m_handCount[std::size_t(m_current)]; ++i)
            if (m_hands[std::size_t(m_current)][std::size_t(i)] == card)
                return play(card, Destination(destination));
    return play(ids.front(), Destination(destination)); // checkDecision explains why not
}

} // namespace houserules::blastingbilly
