// What must hold of every Boomo state (State::brokenInvariant), for the soak:
// each card in one place, the per-hand counts of kinds agree with the hands
// (and the discard pile's count of time stoppers with the pile),
// every bomb flipped or still ticking, and the winners those the rules name.

#include "state.h"

#include "scoring.h"

#include "core/game/cardcensus.h"

#include <algorithm>

namespace houserules::boomo {

std::optional<std::string> BoomoState::brokenInvariant() const
{
    if (auto problem = checkCardsConserved())
        return problem;
    int out = 0;
    for (int seat = 0; seat < playerCount(); ++seat) {
        if (auto problem = checkHandCounts(seat))
            return problem;
        if (auto problem = checkBombs(seat))
            return problem;
        out += m_seats.isIn(seat) ? 0 : 1;
    }
    if (auto problem = checkOutOrder(out))
        return problem;
    if (auto problem = checkTotalAndRound())
        return problem;
    if (!isTerminal())
        return checkTurn();
    return checkWinners();
}

// Each card in one place, no cards at a seat beyond the players, and the
// discard pile's count of time stoppers right.
std::optional<std::string> BoomoState::checkCardsConserved() const
{
    const Rules &r = *m_rules;
    const int players = playerCount();
    CardCensus census(r.cardCount(), [&r](int card) { return r.cardName(card); });
    census.addAll(m_pile, "the draw pile");
    census.addAll(m_discard, "the discard pile");
    for (int seat = 0; seat < players; ++seat)
        census.addAll(m_hands[std::size_t(seat)], "the hand", seat);
    for (int seat = players; seat < kMaxPlayers; ++seat)
        if (!m_hands[std::size_t(seat)].empty())
            return "seat " + std::to_string(seat) + " of " + std::to_string(players) + " holds cards";
    if (auto problem = census.problem())
        return problem;
    int discardedStoppers = 0;
    for (const auto card : m_discard)
        discardedStoppers += r.cards[std::size_t(card)].kind == Kind::Stop;
    if (discardedStoppers != m_discardedStoppers)
        return "the discard pile holds " + std::to_string(discardedStoppers) + " time stoppers, but "
            + std::to_string(m_discardedStoppers) + " are counted";
    return std::nullopt;
}

// The cached kinds and bits agree with the hand, and so does the kind beside each card.
std::optional<std::string> BoomoState::checkHandCounts(int seat) const
{
    const Rules &r = *m_rules;
    const std::string who = "seat " + std::to_string(seat);
    std::array<int, 128> counted {};
    const Hand &hand = m_hands[std::size_t(seat)];
    for (int i = 0; i < hand.size(); ++i) {
        const int card = hand.begin()[i];
        ++counted[std::size_t(r.cards[std::size_t(card)].rank)];
        if (hand.rankAt(i) != r.cards[std::size_t(card)].rank)
            return who + " notes kind " + std::to_string(hand.rankAt(i)) + " beside " + r.cardName(card);
        if (!(m_known[std::size_t(card)] & (1u << seat)))
            return who + " does not know " + r.cardName(card) + " in its own hand";
    }
    for (int rank = 0; rank < 128; ++rank) {
        if (counted[std::size_t(rank)] != kinds(seat, rank))
            return who + " counts " + std::to_string(kinds(seat, rank)) + " cards of kind " + std::to_string(rank)
                + " but holds " + std::to_string(counted[std::size_t(rank)]);
        const bool bit = (m_held[std::size_t(seat)][std::size_t(rank / 64)] >> (rank % 64)) & 1;
        if (bit != (counted[std::size_t(rank)] > 0))
            return who + "'s set of kinds held disagrees with its hand at kind " + std::to_string(rank);
    }
    return std::nullopt;
}

// Bombs: each flipped or still ticking; all flipped is out, and out holds nothing.
std::optional<std::string> BoomoState::checkBombs(int seat) const
{
    const Rules &r = *m_rules;
    const std::string who = "seat " + std::to_string(seat);
    const int flipped = m_flipped[std::size_t(seat)];
    if (flipped < 0 || flipped > r.bombs)
        return who + " has flipped " + std::to_string(flipped) + " of " + std::to_string(r.bombs) + " bombs";
    if ((flipped == r.bombs) == m_seats.isIn(seat))
        return who + " is in with every bomb flipped, or out with one left";
    if (!m_seats.isIn(seat) && !m_hands[std::size_t(seat)].empty())
        return who + " is out but holds cards";
    return std::nullopt;
}

// The order of going out names each of the `out` seats out once.
std::optional<std::string> BoomoState::checkOutOrder(int out) const
{
    if (m_outCount != out)
        return std::to_string(out) + " seats out, " + std::to_string(m_outCount) + " in the order of going out";
    for (int i = 0; i < m_outCount; ++i) {
        const int seat = m_outOrder[std::size_t(i)];
        if (seat < 0 || seat >= playerCount() || m_seats.isIn(seat)
            || std::count(m_outOrder.begin(), m_outOrder.begin() + m_outCount, m_outOrder[std::size_t(i)]) != 1)
            return "the order of going out names seat " + std::to_string(seat) + " wrongly";
    }
    return std::nullopt;
}

std::optional<std::string> BoomoState::checkTotalAndRound() const
{
    if (m_total < 0 || m_total > m_rules->limit)
        return "the total " + std::to_string(m_total) + " is outside 0.." + std::to_string(m_rules->limit);
    // Each ending ended a round (a state made up for the search bot knows only the last).
    if (int(m_endings.size()) > m_round || m_round < 1)
        return "round " + std::to_string(m_round) + " after " + std::to_string(m_endings.size()) + " endings";
    return std::nullopt;
}

// A game going on: a seat in is to play, and at least two are in.
std::optional<std::string> BoomoState::checkTurn() const
{
    if (m_current < 0 || m_current >= playerCount() || !m_seats.isIn(m_current))
        return "seat " + std::to_string(m_current) + " is to play but not in the game";
    if (m_seats.remaining() < 2)
        return std::string("the game goes on with fewer than two seats in");
    return std::nullopt;
}

// A game over: the winners the rules name.
std::optional<std::string> BoomoState::checkWinners() const
{
    const Rules &r = *m_rules;
    const int players = playerCount();
    std::vector<int> expected;
    if (r.end == GameEnd::FirstOut) {
        std::vector<int> flipped(m_flipped.begin(), m_flipped.begin() + players);
        std::vector<std::vector<std::int16_t>> hands;
        for (int seat = 0; seat < players; ++seat)
            hands.push_back(hand(seat));
        expected = shortVariantWinners(r, flipped, hands);
        if (m_outCount == 0)
            return std::string("the short game ended with nobody out");
    } else {
        for (int seat = 0; seat < players; ++seat)
            if (m_seats.isIn(seat))
                expected.push_back(seat);
        if (expected.size() > 1)
            return std::string("the game ended with more than one seat in");
        // Everyone's last bomb at once: whoever caused it wins, and went out last.
        if (expected.empty()
            && (m_winners.size() != 1
                || !std::count(m_outOrder.begin(), m_outOrder.begin() + m_outCount, m_winners.front())))
            return std::string("everyone went out, but the winner is not one of them");
        if (expected.empty())
            expected = m_winners;
    }
    if (m_winners != expected)
        return std::string("the winners are not those the rules name");
    return std::nullopt;
}

} // namespace houserules::boomo
