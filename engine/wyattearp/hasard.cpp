// Hasard, as WeState plays it: the chips placed in turn, the three dice and
// what each spot pays (gambling.h says which spots win).

#include "state.h"

#include "gambling.h"

#include <algorithm>

namespace houserules::wyattearp {

void WeState::startHasard(Events *events)
{
    emit(events, EventType::HasardStarted, m_turn);
    m_hasard = true;
    m_versions.hasard = freshStamp();
    m_queue.clear();
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_turn + i) % m_players;
        m_bets[std::size_t(seat)] = {};
        m_betsPlaced[std::size_t(seat)] = 0;
        if (m_seats.isIn(seat))
            m_queue.push(seat);
    }
    hasardNext(events);
}

void WeState::hasardNext(Events *events)
{
    while (!m_queue.done() && !m_seats.isIn(m_queue.current()))
        m_queue.advance();
    if (m_queue.done()) {
        hasardRoll(events);
        return;
    }
    const int seat = m_queue.current();
    m_current = seat;
    if (chips(seat) == 0 && m_betsPlaced[std::size_t(seat)] == 0) {
        demand(seat, m_rules->chipPrice, Resume::HasardChip, events); // a chip to bet at least
        return;
    }
    m_phase = Phase::HasardBet;
}

void WeState::hasardRoll(Events *events)
{
    std::array<std::int8_t, 3> roll {};
    const int sum = rollDice(roll);
    emit(events, EventType::HasardRolled, m_turn, packDice(roll), sum);
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_turn + i) % m_players;
        const auto s = std::size_t(seat);
        for (int spot = 0; spot < kSpots; ++spot) {
            const int chips = m_bets[s][std::size_t(spot)];
            if (chips == 0)
                continue;
            m_bets[s][std::size_t(spot)] = 0;
            if (!m_seats.isIn(seat)) {
                m_bankChips[s] += chips;
                continue;
            }
            if (!spotWins(spot, roll)) {
                m_bankChips[s] += chips;
                emit(events, EventType::HasardLost, seat, chips, spot);
                continue;
            }
            m_chips[s] += chips;
            m_bills[s] += chips * spotPays(*m_rules, spot);
            emit(events, EventType::HasardWon, seat, chips * spotPays(*m_rules, spot), spot);
            if (spot >= Pair1 && m_rules->specificPairShare)
                for (int chip = 0; chip < chips && !m_decks[std::size_t(Back::Star)].empty(); ++chip) {
                    const int share = drawTop(Back::Star);
                    takeShare(seat, share);
                    emit(events, EventType::ShareWon, seat, 0, -1, share);
                }
        }
    }
    endTurn(events);
}

} // namespace houserules::wyattearp
