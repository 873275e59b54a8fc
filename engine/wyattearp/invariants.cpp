// What must hold of every Wyatt Earp state (State::brokenInvariant), for the
// soak: each share in one place and counted per business, each player's chips
// in hand, in the bank or on the table, no money below zero, a pot only
// during poker, the gunfighters dealt once, the cowboys on the street.
//
// Bills are not conserved: the bank pays and takes without limit (paydays,
// prices, fees, robberies, hasard); what holds is that nobody owes money.

#include "state.h"

#include "core/game/cardcensus.h"

#include <algorithm>
#include <numeric>

namespace houserules::wyattearp {

std::optional<std::string> WeState::brokenInvariant() const
{
    const Rules &r = *m_rules;
    if (auto problem = checkSharesConserved())
        return problem;
    std::vector<int> dealt;
    for (int seat = 0; seat < m_players; ++seat) {
        if (auto problem = checkSeat(seat))
            return problem;
        dealt.push_back(m_gunfighter[std::size_t(seat)]);
    }
    std::sort(dealt.begin(), dealt.end());
    if (std::adjacent_find(dealt.begin(), dealt.end()) != dealt.end())
        return std::string("two players have the same gunfighter");

    if (m_pot < 0)
        return "the pot holds " + std::to_string(m_pot) + " bills";
    if (!m_poker && (m_pot != 0 || !m_potShares.empty()))
        return std::string("a pot lies on the table outside poker");
    if ((m_drawn >= 0) != (m_phase == Phase::ConsiderShare || m_phase == Phase::PayPrice))
        return std::string("a drawn share without a purchase to consider, or the reverse");
    for (const auto die : m_dice)
        if (die < 0 || die > Dice::kSides)
            return "a die shows " + std::to_string(die);
    if (r.rounds > 0 && m_round > r.rounds + 1)
        return "round " + std::to_string(m_round) + " of " + std::to_string(r.rounds);
    if (!isTerminal() && (m_current < 0 || m_current >= m_players || !m_seats.isIn(m_current)))
        return "seat " + std::to_string(m_current) + " is to play but not in the game";
    return std::nullopt;
}

// Each share in one place, and each deck holding shares of its back only.
std::optional<std::string> WeState::checkSharesConserved() const
{
    const Rules &r = *m_rules;
    CardCensus census(r.shareCount(), [&r](int card) { return r.shareName(card); });
    for (int back = 0; back < 2; ++back)
        for (const auto share : m_decks[std::size_t(back)].cards()) {
            census.add(share, back == 0 ? "the star deck" : "the dollar deck");
            if (share >= 0 && share < r.shareCount()
                && int(r.backs[std::size_t(r.shares[std::size_t(share)].business)]) != back)
                return r.shareName(share) + " lies in the deck of the other back";
        }
    for (int seat = 0; seat < m_players; ++seat)
        census.addAll(m_shares[std::size_t(seat)], "the shares", seat);
    census.addAll(m_potShares, "the pot");
    if (m_drawn >= 0)
        census.add(m_drawn, "the drawn share");
    return census.problem();
}

// One seat's counts, chips, money, gunfighter and place.
std::optional<std::string> WeState::checkSeat(int seat) const
{
    const Rules &r = *m_rules;
    const std::string who = "seat " + std::to_string(seat);
    const auto s = std::size_t(seat);
    // The per-business counts agree with the shares held.
    std::array<int, kMaxBusinesses> held {};
    for (const auto share : m_shares[s])
        ++held[std::size_t(r.shares[std::size_t(share)].business)];
    for (int business = 0; business < kMaxBusinesses; ++business)
        if (held[std::size_t(business)] != m_held[s][std::size_t(business)])
            return who + " counts " + std::to_string(m_held[s][std::size_t(business)]) + " shares of business "
                + std::to_string(business) + " but holds " + std::to_string(held[std::size_t(business)]);
    if (auto problem = checkChips(seat))
        return problem;
    if (m_bills[s] < 0)
        return who + " has " + std::to_string(m_bills[s]) + " bills";
    if (m_gunfighter[s] < 0 || m_gunfighter[s] >= r.gunfighterCount())
        return who + " has no gunfighter of the game";
    if (m_sitOut[s] < 0 || m_turnsSatOut[s] < 0)
        return who + " sits out a negative number of turns";
    // In the game, or broke in a round and off the street.
    const bool in = m_seats.isIn(seat);
    if (in != (m_brokeIn[s] == 0))
        return who + " is in the game but went broke, or the reverse";
    const int field = m_board.at(seat);
    if (!in && field != Board::kOff)
        return who + " went broke but stands on the street";
    if (field != Board::kOff && (field < 0 || field >= 2 * r.fields))
        return who + " stands on field " + std::to_string(field) + ", off the street";
    if (m_creditUsed[s] && r.broke != BrokeRule::Credit)
        return who + " used a credit the rules do not give";
    return std::nullopt;
}

// Chips: in hand, bought back by the bank, or on the hasard table.
std::optional<std::string> WeState::checkChips(int seat) const
{
    const std::string who = "seat " + std::to_string(seat);
    const auto s = std::size_t(seat);
    const int bet = std::accumulate(m_bets[s].begin(), m_bets[s].end(), 0);
    if (m_chips[s] < 0 || m_bankChips[s] < 0 || m_chips[s] + m_bankChips[s] + bet != m_rules->startChips)
        return who + "'s chips (" + std::to_string(m_chips[s]) + " in hand, " + std::to_string(m_bankChips[s])
            + " in the bank, " + std::to_string(bet) + " bet) are not the " + std::to_string(m_rules->startChips)
            + " it started with";
    // This hasard's count of chips placed (left as it was once the dice have spoken).
    if (m_hasard && bet != m_betsPlaced[s])
        return who + " placed " + std::to_string(m_betsPlaced[s]) + " chips but " + std::to_string(bet) + " lie bet";
    if (!m_hasard && bet != 0)
        return who + " has chips bet outside hasard";
    return std::nullopt;
}

} // namespace houserules::wyattearp
