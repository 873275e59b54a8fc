#include "state.h"

#include "core/game/unseencards.h"

#include <algorithm>
#include <cassert>
#include <span>

namespace houserules::wyattearp {

// Hidden from a seat: the other players' gunfighters, the order of the share
// decks and the dice to come. Each other player gets a different gunfighter
// from those the seat has not seen (not its own), uniformly, except where the
// observation shows a roll that counted his stars: a rolled price (the
// buyer's stars in the share's attribute) or the loser of an attack being
// decided (both fighters' stars in the named attribute). There the unknown
// fighters' gunfighters are drawn in proportion to the chance their stars
// give that price or that outcome; nothing else (the attribute a defender
// named, the decisions taken) counts. The shares nobody holds, stakes or has
// drawn make up the decks, each deck the unseen shares of its back colour in
// a random order. The dice get a fresh seed. The stale pot of a lost poker
// round is shown but lies in the decks again, so it counts as unseen. Not in
// the observation and not needed for play: how many turns each player sat
// out so far (0 here) and the round a broke player went broke in (the
// current round here).
std::unique_ptr<WeState> WeState::determinized(
    std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const WeObservation &>(observation);
    const Rules &r = *rules;
    const int players = o.players;
    assert(o.seat >= 0 && o.seat < players);

    // A new game (gunfighters first, then the shares), every field set below.
    std::vector<std::int16_t> deck;
    for (int card = r.shareCount(); card < r.cardCount(); ++card)
        deck.push_back(std::int16_t(card));
    for (int card = 0; card < r.shareCount(); ++card)
        deck.push_back(std::int16_t(card));
    auto s = std::make_unique<WeState>(std::move(rules), players, o.firstPlayer, deck, Chance {rng.next(), {}});

    // ---- Gunfighters ----
    std::vector<bool> known(std::size_t(r.gunfighterCount()), false);
    std::vector<int> unknownSeats;
    for (int p = 0; p < players; ++p) {
        const int g = o.gunfighters[std::size_t(p)];
        s->m_gunfighter[std::size_t(p)] = g;
        if (g >= 0)
            known[std::size_t(g)] = true;
        else
            unknownSeats.push_back(p);
    }
    std::vector<int> pool; // the gunfighters the seat has not seen
    for (int g = 0; g < r.gunfighterCount(); ++g)
        if (!known[std::size_t(g)])
            pool.push_back(g);
    assert(pool.size() >= unknownSeats.size());
    auto takeFromPool = [&pool](std::size_t i) {
        const int g = pool[i];
        pool[i] = pool.back();
        pool.pop_back();
        return g;
    };
    auto isUnknown = [&](int p) { return p >= 0 && o.gunfighters[std::size_t(p)] < 0; };

    // The rolls shown that counted stars, and whose.
    std::array<std::uint32_t, 19> sums {}; // three dice: the ways to roll each sum
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                ++sums[std::size_t(a + b + c)];
    std::vector<int> weighted; // seats with an unknown gunfighter whose stars a shown roll counted
    const bool priced = o.phase == Phase::PayPrice && o.drawn >= 0 && o.price >= 0;
    const bool fought = o.phase == Phase::GiveShare && o.defender >= 0 && o.attribute >= 0;
    if (priced && isUnknown(o.turnPlayer))
        weighted.push_back(o.turnPlayer);
    if (fought) {
        for (const int p : {o.turnPlayer, o.defender})
            if (isUnknown(p))
                weighted.push_back(p);
    }
    // The ways (out of 6^3, or 6^6 for an attack) the shown roll comes out
    // with these gunfighters.
    auto ways = [&](const PerSeat<int> &g) -> std::uint32_t {
        auto starsOf = [&](int p, int attribute) {
            return r.gunfighters[std::size_t(g[std::size_t(p)])].stars[std::size_t(attribute)];
        };
        if (priced) {
            const int stars = starsOf(o.turnPlayer, int(r.shares[std::size_t(o.drawn)].attribute));
            if (o.price > 0) // the sum was price + stars
                return o.price + stars <= 18 ? sums[std::size_t(o.price + stars)] : 0;
            std::uint32_t n = 0; // the sum was at most the stars
            for (int sum = 3; sum <= std::min(stars, 18); ++sum)
                n += sums[std::size_t(sum)];
            return n;
        }
        if (fought) {
            const int attack = starsOf(o.turnPlayer, o.attribute), defence = starsOf(o.defender, o.attribute);
            const bool attackerWon = o.currentPlayer == o.defender; // the loser gives a share
            std::uint32_t n = 0;
            for (int a = 3; a <= 18; ++a)
                for (int d = 3; d <= 18; ++d)
                    if ((a + attack > d + defence) == attackerWon)
                        n += sums[std::size_t(a)] * sums[std::size_t(d)];
            return n;
        }
        return 1;
    };
    if (!weighted.empty()) {
        // Every pair (or single) of the pool for the weighted seats, by its
        // ways; the others' completions are equally many for each.
        struct Pick {
            std::size_t first, second;
            std::uint32_t ways;
        };
        std::vector<Pick> picks;
        std::uint32_t total = 0;
        PerSeat<int> trial = s->m_gunfighter;
        for (std::size_t i = 0; i < pool.size(); ++i) {
            trial[std::size_t(weighted[0])] = pool[i];
            for (std::size_t j = 0; j < (weighted.size() > 1 ? pool.size() : 1); ++j) {
                if (weighted.size() > 1) {
                    if (j == i)
                        continue;
                    trial[std::size_t(weighted[1])] = pool[j];
                }
                const std::uint32_t n = ways(trial);
                if (n > 0)
                    picks.push_back({i, j, n});
                total += n;
            }
        }
        assert(total > 0); // the shown roll came out with some gunfighters
        if (total > 0) {
            std::uint32_t at = rng.below(total);
            std::size_t k = 0;
            while (at >= picks[k].ways)
                at -= picks[k++].ways;
            const Pick pick = picks[k];
            const int first = pool[pick.first];
            const int second = weighted.size() > 1 ? pool[pick.second] : -1;
            s->m_gunfighter[std::size_t(weighted[0])] = first;
            std::erase(pool, first);
            if (second >= 0) {
                s->m_gunfighter[std::size_t(weighted[1])] = second;
                std::erase(pool, second);
            }
        } else {
            weighted.clear(); // (not reached) then uniformly like the rest
        }
    }
    for (const int p : unknownSeats)
        if (std::find(weighted.begin(), weighted.end(), p) == weighted.end())
            s->m_gunfighter[std::size_t(p)] = takeFromPool(rng.below(std::uint32_t(pool.size())));

    // ---- Shares and decks ----
    UnseenCards cards;
    cards.reset(r.shareCount());
    for (int p = 0; p < players; ++p) {
        s->m_shares[std::size_t(p)] = o.shares[std::size_t(p)];
        s->m_held[std::size_t(p)] = {};
        cards.seeAll(o.shares[std::size_t(p)]);
        for (const auto share : o.shares[std::size_t(p)])
            ++s->m_held[std::size_t(p)][std::size_t(r.shares[std::size_t(share)].business)];
    }
    cards.seeAll(o.potShares);
    if (o.drawn >= 0)
        cards.see(o.drawn);
    for (auto &d : s->m_decks)
        d.clear();
    cards.forEachUnseen([&](std::int16_t share) {
        s->m_decks[std::size_t(r.backs[std::size_t(r.shares[std::size_t(share)].business)])].putUnder(share);
    });
    for (auto &d : s->m_decks)
        rng.shuffle(d.cards());
    assert(int(s->m_decks[0].size()) == o.deckSize[0] && int(s->m_decks[1].size()) == o.deckSize[1]);

    // ---- The public rest ----
    s->m_seats = Seats(players);
    s->m_board = Board(players);
    for (int p = 0; p < players; ++p) {
        const auto i = std::size_t(p);
        if (!o.inGame[i]) {
            s->m_seats.leave(p);
            s->m_brokeIn[i] = o.round;
        } else {
            s->m_brokeIn[i] = 0;
        }
        s->m_board.place(p, o.cowboyAt[i]);
        s->m_bills[i] = o.bills[i];
        s->m_chips[i] = o.chips[i];
        s->m_bankChips[i] = o.bankChips[i];
        s->m_sitOut[i] = o.sitOut[i];
        s->m_turnsSatOut[i] = 0;
        s->m_creditUsed[i] = o.creditUsed[i];
        s->m_pokerIn[i] = o.pokerIn[i];
        s->m_pokerDice[i] = o.pokerDice[i];
        s->m_pokerRolls[i] = o.pokerRolls[i];
        s->m_cheated[i] = o.cheated[i];
        s->m_bets[i] = o.bets[i];
        int placed = 0; // during hasard, every chip bet is still on the board
        for (const int chips : o.bets[i])
            placed += chips;
        s->m_betsPlaced[i] = placed;
    }
    s->m_phase = o.terminal ? Phase::Over : o.phase;
    s->m_current = o.terminal ? -1 : o.currentPlayer;
    s->m_turn = o.turnPlayer;
    s->m_first = o.firstPlayer;
    s->m_round = o.round;
    s->m_decisions = 0;
    s->m_dice = o.dice;
    s->m_drawn = o.drawn;
    s->m_price = o.price;

    // An attack: the attacker is the turn's player; the loser, once known, chooses.
    s->m_defender = o.defender;
    s->m_business = o.business;
    s->m_attribute = o.attribute;
    s->m_loser = s->m_winner = -1;
    if (o.phase == Phase::GiveShare) {
        s->m_loser = o.currentPlayer;
        s->m_winner = o.currentPlayer == o.turnPlayer ? o.defender : o.turnPlayer;
    }

    // Poker and hasard: the queue still to act is the seat at the cup, then
    // the seats after it from the turn's player on that still play.
    s->m_poker = o.poker;
    s->m_hasard = o.hasard;
    s->m_pokerTie = o.pokerTie;
    s->m_keep = o.pokerKeep;
    s->m_pot = o.potBills;
    s->m_potShares = o.potShares;
    s->m_queue.clear();
    if ((o.poker || o.hasard) && !o.terminal) {
        int at = 0;
        while ((o.turnPlayer + at) % players != o.currentPlayer)
            ++at;
        s->m_queue.push(o.currentPlayer);
        for (int i = at + 1; i < players; ++i) {
            const int p = (o.turnPlayer + i) % players;
            if (o.poker ? bool(o.pokerIn[std::size_t(p)]) : bool(o.inGame[std::size_t(p)]))
                s->m_queue.push(p);
        }
    }

    // A forced payment being covered: what follows it comes from where it was demanded.
    s->m_debtor = o.debtor;
    s->m_debt = o.debt;
    s->m_resume = o.poker ? Resume::PokerRoll : o.hasard ? Resume::HasardChip : Resume::EndTurn;

    if (s->m_phase == Phase::Move)
        s->collectPlans();
    else
        s->m_moveFields = 0;
    s->changedAll(); // (the constructor's versions would do: nothing has seen them)
    return s;
}

} // namespace houserules::wyattearp
