#include "state.h"

#include "core/game/unseencards.h"

#include <algorithm>
#include <cassert>
#include <span>

namespace houserules::wyattearp {

namespace {

// Three dice: the ways to roll each sum.
constexpr std::array<std::uint32_t, 19> kThreeDiceSums = [] {
    std::array<std::uint32_t, 19> sums {};
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                ++sums[std::size_t(a + b + c)];
    return sums;
}();

using Gunfighters = std::array<int, kMaxPlayers>;

// A roll the observation shows that counted gunfighters' stars: a rolled
// price (the buyer's stars in the share's attribute) or the loser of an
// attack being decided (both fighters' stars in the named attribute).
struct ShownRoll {
    const WeObservation &o;
    const Rules &r;
    bool priced = false, fought = false;

    // The ways (out of 6^3, or 6^6 for an attack) the roll comes out with
    // these gunfighters.
    std::uint32_t ways(const Gunfighters &g) const
    {
        auto starsOf = [&](int p, int attribute) {
            return r.gunfighters[std::size_t(g[std::size_t(p)])].stars[std::size_t(attribute)];
        };
        const auto &sums = kThreeDiceSums;
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
    }
};

// The seats with an unknown gunfighter whose stars a shown roll counted.
std::vector<int> countedSeats(const ShownRoll &roll)
{
    const WeObservation &o = roll.o;
    auto isUnknown = [&](int p) { return p >= 0 && o.gunfighters[std::size_t(p)] < 0; };
    std::vector<int> weighted;
    if (roll.priced && isUnknown(o.turnPlayer))
        weighted.push_back(o.turnPlayer);
    if (roll.fought) {
        for (const int p : {o.turnPlayer, o.defender})
            if (isUnknown(p))
                weighted.push_back(p);
    }
    return weighted;
}

// Gunfighters from `pool` for the `weighted` seats (one or two): every pair
// (or single) of the pool by its ways; the others' completions are equally
// many for each. Clears `weighted` if no pick fits the roll (not reached).
void drawCountedGunfighters(
    Gunfighters &gunfighters, std::vector<int> &pool, std::vector<int> &weighted, const ShownRoll &roll, Rng &rng)
{
    struct Pick {
        std::size_t first, second;
        std::uint32_t ways;
    };
    std::vector<Pick> picks;
    std::uint32_t total = 0;
    Gunfighters trial = gunfighters;
    for (std::size_t i = 0; i < pool.size(); ++i) {
        trial[std::size_t(weighted[0])] = pool[i];
        for (std::size_t j = 0; j < (weighted.size() > 1 ? pool.size() : 1); ++j) {
            if (weighted.size() > 1) {
                if (j == i)
                    continue;
                trial[std::size_t(weighted[1])] = pool[j];
            }
            const std::uint32_t n = roll.ways(trial);
            if (n > 0)
                picks.push_back({i, j, n});
            total += n;
        }
    }
    assert(total > 0); // the shown roll came out with some gunfighters
    if (total == 0) {
        weighted.clear(); // (not reached) then uniformly like the rest
        return;
    }
    std::uint32_t at = rng.below(total);
    std::size_t k = 0;
    while (at >= picks[k].ways)
        at -= picks[k++].ways;
    const Pick pick = picks[k];
    const int first = pool[pick.first];
    const int second = weighted.size() > 1 ? pool[pick.second] : -1;
    gunfighters[std::size_t(weighted[0])] = first;
    std::erase(pool, first);
    if (second >= 0) {
        gunfighters[std::size_t(weighted[1])] = second;
        std::erase(pool, second);
    }
}

} // namespace

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
    assert(o.seat >= 0 && o.seat < o.players);

    // A new game (gunfighters first, then the shares), every field set below.
    std::vector<std::int16_t> deck;
    for (int card = r.shareCount(); card < r.cardCount(); ++card)
        deck.push_back(std::int16_t(card));
    for (int card = 0; card < r.shareCount(); ++card)
        deck.push_back(std::int16_t(card));
    auto s = std::make_unique<WeState>(std::move(rules), o.players, o.firstPlayer, deck, Chance {rng.next(), {}});
    s->dealUnseenGunfighters(o, rng);
    s->dealUnseenShares(o, rng);
    s->copyPublicSeats(o);
    s->copyPublicTurn(o);
    s->copyPokerAndDebt(o);
    if (s->m_phase == Phase::Move)
        s->collectPlans();
    else
        s->m_moveFields = 0;
    s->changedAll(); // (the constructor's versions would do: nothing has seen them)
    return s;
}

// Each other player gets a different gunfighter from those the seat has not
// seen; first those a shown roll counted, in proportion to its ways, then the
// rest uniformly.
void WeState::dealUnseenGunfighters(const WeObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    std::vector<bool> known(std::size_t(r.gunfighterCount()), false);
    std::vector<int> unknownSeats;
    for (int p = 0; p < o.players; ++p) {
        const int g = o.gunfighters[std::size_t(p)];
        m_gunfighter[std::size_t(p)] = g;
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
    const ShownRoll roll {o, r, o.phase == Phase::PayPrice && o.drawn >= 0 && o.price >= 0,
        o.phase == Phase::GiveShare && o.defender >= 0 && o.attribute >= 0};
    std::vector<int> weighted = countedSeats(roll);
    if (!weighted.empty())
        drawCountedGunfighters(m_gunfighter, pool, weighted, roll, rng);
    for (const int p : unknownSeats)
        if (std::find(weighted.begin(), weighted.end(), p) == weighted.end())
            m_gunfighter[std::size_t(p)] = takeFromPool(rng.below(std::uint32_t(pool.size())));
}

// The shares nobody holds, stakes or has drawn make up the decks, each deck
// the unseen shares of its back colour in a random order.
void WeState::dealUnseenShares(const WeObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    UnseenCards cards;
    cards.reset(r.shareCount());
    for (int p = 0; p < o.players; ++p) {
        m_shares[std::size_t(p)] = o.shares[std::size_t(p)];
        m_held[std::size_t(p)] = {};
        cards.seeAll(o.shares[std::size_t(p)]);
        for (const auto share : o.shares[std::size_t(p)])
            ++m_held[std::size_t(p)][std::size_t(r.shares[std::size_t(share)].business)];
    }
    cards.seeAll(o.potShares);
    if (o.drawn >= 0)
        cards.see(o.drawn);
    for (auto &d : m_decks)
        d.clear();
    cards.forEachUnseen([&](std::int16_t share) {
        m_decks[std::size_t(r.backs[std::size_t(r.shares[std::size_t(share)].business)])].putUnder(share);
    });
    for (auto &d : m_decks)
        rng.shuffle(d.cards());
    assert(int(m_decks[0].size()) == o.deckSize[0] && int(m_decks[1].size()) == o.deckSize[1]);
}

// The seats' public fields: cowboys, money, poker and hasard, bankruptcy.
void WeState::copyPublicSeats(const WeObservation &o)
{
    m_seats = Seats(o.players);
    m_board = Board(o.players);
    for (int p = 0; p < o.players; ++p) {
        const auto i = std::size_t(p);
        if (!o.inGame[i]) {
            m_seats.leave(p);
            m_brokeIn[i] = o.round;
        } else {
            m_brokeIn[i] = 0;
        }
        m_board.place(p, o.cowboyAt[i]);
        m_bills[i] = o.bills[i];
        m_chips[i] = o.chips[i];
        m_bankChips[i] = o.bankChips[i];
        m_sitOut[i] = o.sitOut[i];
        m_turnsSatOut[i] = 0;
        m_creditUsed[i] = o.creditUsed[i];
        m_pokerIn[i] = o.pokerIn[i];
        m_pokerDice[i] = o.pokerDice[i];
        m_pokerRolls[i] = o.pokerRolls[i];
        m_cheated[i] = o.cheated[i];
        m_bets[i] = o.bets[i];
        int placed = 0; // during hasard, every chip bet is still on the board
        for (const int chips : o.bets[i])
            placed += chips;
        m_betsPlaced[i] = placed;
    }
}

// Whose turn and what it is at: the phase, the dice, the share considered and
// an attack under way.
void WeState::copyPublicTurn(const WeObservation &o)
{
    m_phase = o.terminal ? Phase::Over : o.phase;
    m_current = o.terminal ? -1 : o.currentPlayer;
    m_turn = o.turnPlayer;
    m_first = o.firstPlayer;
    m_round = o.round;
    m_decisions = 0;
    m_dice = o.dice;
    m_drawn = o.drawn;
    m_price = o.price;

    // An attack: the attacker is the turn's player; the loser, once known, chooses.
    m_defender = o.defender;
    m_business = o.business;
    m_attribute = o.attribute;
    m_loser = m_winner = -1;
    if (o.phase == Phase::GiveShare) {
        m_loser = o.currentPlayer;
        m_winner = o.currentPlayer == o.turnPlayer ? o.defender : o.turnPlayer;
    }
}

// Poker and hasard: the queue still to act is the seat at the cup, then
// the seats after it from the turn's player on that still play.
void WeState::copyPokerAndDebt(const WeObservation &o)
{
    const int players = o.players;
    m_poker = o.poker;
    m_hasard = o.hasard;
    m_pokerTie = o.pokerTie;
    m_keep = o.pokerKeep;
    m_pot = o.potBills;
    m_potShares = o.potShares;
    m_queue.clear();
    if ((o.poker || o.hasard) && !o.terminal) {
        int at = 0;
        while ((o.turnPlayer + at) % players != o.currentPlayer)
            ++at;
        m_queue.push(o.currentPlayer);
        for (int i = at + 1; i < players; ++i) {
            const int p = (o.turnPlayer + i) % players;
            if (o.poker ? bool(o.pokerIn[std::size_t(p)]) : bool(o.inGame[std::size_t(p)]))
                m_queue.push(p);
        }
    }

    // A forced payment being covered: what follows it comes from where it was demanded.
    m_debtor = o.debtor;
    m_debt = o.debt;
    m_resume = o.poker ? Resume::PokerRoll : o.hasard ? Resume::HasardChip : Resume::EndTurn;
}

} // namespace houserules::wyattearp
