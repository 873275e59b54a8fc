// Poker, as WeState plays it: who joins, their stakes and rolls, the cheat's
// choice and the pot (gambling.h's pokerHand orders the hands).

#include "state.h"

#include "gambling.h"

#include <algorithm>

namespace houserules::wyattearp {

void WeState::startPoker(Events *events)
{
    emit(events, EventType::PokerStarted, m_turn);
    m_poker = true;
    m_versions.poker = freshStamp();
    m_pokerTie = false;
    m_pot = 0;
    m_potShares.clear();
    m_queue.clear();
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_turn + i) % m_players;
        const auto s = std::size_t(seat);
        m_pokerIn[s] = m_seats.isIn(seat);
        m_cheated[s] = false;
        m_pokerRolls[s] = 0;
        m_pokerDice[s] = {};
        if (m_pokerIn[s])
            m_queue.push(seat);
    }
    pokerNext(events);
}

void WeState::pokerNext(Events *events)
{
    while (!m_queue.done() && !m_seats.isIn(m_queue.current())) {
        m_pokerIn[std::size_t(m_queue.current())] = false;
        m_queue.advance();
    }
    if (m_queue.done()) {
        resolvePoker(events);
        return;
    }
    m_keep = 0;
    stakeAndRoll(m_queue.current(), true, events);
}

bool WeState::canStake(int seat) const
{
    if (m_rules->pokerForShares)
        return !shares(seat).empty() || bills(seat) >= m_rules->stakeWithoutShares;
    return bills(seat) >= m_rules->pokerStake;
}

void WeState::stakeAndRoll(int seat, bool forced, Events *events)
{
    m_current = seat;
    if (m_rules->pokerForShares && !shares(seat).empty()) {
        if (kindsHeld(seat, -1) >= 2) {
            m_phase = Phase::StakeShare;
            return;
        }
        stakeShare(seat, shares(seat).front(), events);
        return;
    }
    const int amount = m_rules->pokerForShares ? m_rules->stakeWithoutShares : m_rules->pokerStake;
    if (forced) {
        demand(seat, amount, Resume::PokerRoll, events);
        return;
    }
    m_bills[std::size_t(seat)] -= amount;
    continueAfter(Resume::PokerRoll, seat, true, events);
}

void WeState::stakeShare(int seat, int share, Events *events)
{
    giveUpShare(seat, share);
    m_potShares.push_back(std::int16_t(share));
    emit(events, EventType::Staked, seat, 0, -1, share);
    pokerRoll(seat, events);
}

void WeState::pokerRoll(int seat, Events *events)
{
    const auto s = std::size_t(seat);
    auto &dice = m_pokerDice[s];
    const int rollNumber = m_pokerTie ? 3 : ++m_pokerRolls[s];
    for (int i = 0; i < kPokerDice; ++i)
        if (!(m_keep >> i & 1))
            dice[std::size_t(i)] = std::int8_t(m_diceCup.roll());
    emit(events, EventType::PokerRolled, seat, packDice(dice), rollNumber);
    if (pokerHand(dice).combination == Combination::Cheat) {
        m_cheated[s] = true;
        emit(events, EventType::Cheated, seat);
        int others = 0;
        m_seats.othersClockwise(seat, [&](int) { ++others; });
        if (m_rules->cheatPaysEach > 0 && bills(seat) >= m_rules->cheatPaysEach * others) {
            m_phase = Phase::CheatChoice;
            m_current = seat;
            return;
        }
        cheatChoice(false, events);
        return;
    }
    if (rollNumber == 1 && canStake(seat)) {
        m_phase = Phase::PokerKeep;
        m_current = seat;
        return;
    }
    pokerDone(events);
}

void WeState::pokerDone(Events *events)
{
    m_queue.advance();
    pokerNext(events);
}

void WeState::cheatChoice(bool pay, Events *events)
{
    const int seat = m_queue.current();
    if (pay) {
        m_seats.othersClockwise(seat, [&](int other) {
            m_bills[std::size_t(other)] += m_rules->cheatPaysEach;
            m_bills[std::size_t(seat)] -= m_rules->cheatPaysEach;
        });
        emit(events, EventType::CheatPaid, seat, m_rules->cheatPaysEach);
    } else {
        m_sitOut[std::size_t(seat)] += m_rules->cheatSitsOut;
        m_versions.seats = freshStamp();
        emit(events, EventType::CheatSitsOut, seat, m_rules->cheatSitsOut);
    }
    pokerDone(events);
}

void WeState::resolvePoker(Events *events)
{
    int best = -1;
    PokerHand bestHand;
    std::int32_t tied = 0;
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_turn + i) % m_players;
        const auto s = std::size_t(seat);
        if (!m_pokerIn[s] || m_cheated[s] || !m_seats.isIn(seat))
            continue;
        const PokerHand hand = pokerHand(m_pokerDice[s]);
        const bool better = best < 0 || hand.combination > bestHand.combination
            || (hand.combination == bestHand.combination && hand.key > bestHand.key);
        if (better) {
            best = seat;
            bestHand = hand;
            tied = 1 << seat;
        } else if (hand.combination == bestHand.combination && hand.key == bestHand.key) {
            tied |= 1 << seat;
        }
    }
    if (best < 0) {
        emit(events, EventType::PotLost, -1, m_pot);
        for (const auto share : m_potShares)
            putUnder(share);
        m_pot = 0; // gone to the bank; the shares are under their decks
        m_potShares.clear();
        endTurn(events);
        return;
    }
    if ((tied & (tied - 1)) == 0) {
        m_bills[std::size_t(best)] += m_pot;
        for (const auto share : m_potShares)
            takeShare(best, share);
        emit(events, EventType::PokerWon, best, m_pot, int(m_potShares.size()));
        m_pot = 0;
        m_potShares.clear();
        endTurn(events);
        return;
    }
    // The tied roll again, one roll each in seat order from the lander.
    emit(events, EventType::PokerTied, -1, tied);
    m_pokerTie = true;
    m_queue.clear();
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_turn + i) % m_players;
        m_pokerIn[std::size_t(seat)] = (tied >> seat & 1) != 0;
        if (m_pokerIn[std::size_t(seat)])
            m_queue.push(seat);
    }
    pokerNext(events);
}

} // namespace houserules::wyattearp
