#include "heuristicbot.h"

#include "observation.h"
#include "scoring.h"
#include "state.h"

#include "core/game/ring.h"

#include <algorithm>
#include <array>
#include <span>
#include <typeinfo>

namespace houserules::halunkenspelunken {

namespace {

// Rum is kept unless it lands this much better than the best number.
constexpr double kRumReserve = 4.0;

class Planner {
public:
    // `tally`: the deciding seat's, brought up to date with its villains.
    Planner(const Rules &rules, const HsObservation &observation, HeuristicBot::Tally &tally)
        : r(rules), o(observation), me(observation.seat), t(tally)
    {
        const std::uint64_t version = o.filled.villains[std::size_t(me)];
        if (version == 0 || version != t.version)
            retally(version);
        m_bestGain.fill(-1);
    }

    // What taking `card` adds to my score (scoreTotal with it less without it).
    int gain(int card) const
    {
        const Villain &v = r.villains[std::size_t(card)];
        const auto c = std::size_t(v.colour);
        const int count = t.count[c] + 1, sum = t.sum[c] + v.value;
        // Only this colour grows: the doubled one is it or the one before.
        const int top = t.topSum + (sum - t.topSum) * int(above(count, sum, t.topCount, t.topSum)); // no branches
        return v.value + top - t.topSum;
    }

    // What losing `card` (one of mine) costs me.
    int loss(int card) const
    {
        const Villain &v = r.villains[std::size_t(card)];
        const auto c = std::size_t(v.colour);
        const int count = t.count[c] - 1, sum = t.sum[c] - v.value;
        // Only this colour shrinks: the doubled one is it or the best of the others.
        const bool top = int(c) == t.topColour;
        const int otherCount = top ? t.nextCount : t.topCount, otherSum = top ? t.nextSum : t.topSum;
        const int topSum
            = otherSum + (sum - otherSum) * int(above(count, sum, otherCount, otherSum)); // none left: (0, 0)
        return v.value + t.topSum - topSum;
    }

    // The most taking one of `seat`'s villains (kMaxPlayers: the harbour's)
    // adds to my score, at least 0; worked out once for each version of
    // that list and of mine.
    int bestGainFrom(int seat) const
    {
        int &best = m_bestGain[std::size_t(seat)];
        if (best >= 0)
            return best;
        const bool harbour = seat == kMaxPlayers;
        const std::uint64_t version = harbour ? o.filled.harbour : o.filled.villains[std::size_t(seat)];
        auto &keptVersion = t.bestGainVersion[std::size_t(seat)];
        auto &kept = t.bestGain[std::size_t(seat)];
        if (version != 0 && version == keptVersion)
            return best = kept;
        best = 0;
        for (const auto card : harbour ? o.harbour : o.villains[std::size_t(seat)])
            best = std::max(best, gain(card));
        keptVersion = t.version != 0 ? version : 0;
        kept = best;
        return best;
    }
    static constexpr int kHarbour = kMaxPlayers;

    // Held more, or as often and worth more: a colour that would count double
    // before the other (scoring.cpp); (0, 0) is none held.
    static bool above(int count, int sum, int otherCount, int otherSum)
    {
        return (count > otherCount) | ((count == otherCount) & (sum > otherSum)); // no branches: unpredictable
    }

    // `field % fields`, without a division for a field less than a round past
    // the last (every one the bot asks for in the rulebook's games).
    int wrap(int field) const
    {
        if (field < 0 || field >= 2 * o.fields)
            return field % o.fields;
        return field - o.fields * int(field >= o.fields); // no branches: unpredictable
    }

    // The (first) captain on `field`, -1 none.
    int captainOn(int field) const
    {
        if (m_on.empty())
            placeCaptains();
        if (field >= 0 && field < int(m_on.size()))
            return m_on[std::size_t(field)];
        for (int seat = 0; seat < o.players; ++seat)
            if (o.captainAt[std::size_t(seat)] == field)
                return seat;
        return -1;
    }

    // What moving `steps` fields is likely worth (others' moves aside).
    double landing(int steps) const
    {
        const int to = wrap(o.captainAt[std::size_t(me)] + steps);
        const int top = o.denTop[std::size_t(to)];
        double value = top >= 0 ? gain(top) : 0.0;
        const int mine = int(o.villains[std::size_t(me)].size());
        const int occupant = captainOn(to);
        if (occupant >= 0 && occupant != me) {
            const int count = r.robCountsBeforeDen ? mine : mine + (top >= 0 ? 1 : 0);
            if (count <= int(o.villains[std::size_t(occupant)].size()))
                value += bestGainFrom(occupant);
        }
        if (o.blackJackAt == to)
            value += bestGainFrom(kHarbour);
        return value;
    }

    // What a walk of `steps` by Black Jack from his field is worth to me:
    // hired by me, he robs for me those with as many villains; unhired, he
    // costs each captain he passes (me included) a villain.
    double blackJackWalk(int steps, bool forMe) const
    {
        double value = 0;
        const int mine = int(o.villains[std::size_t(me)].size());
        for (int k = 1; k <= steps; ++k) {
            const int seat = captainOn(wrap(o.blackJackAt + k));
            if (seat < 0 || (forMe && seat == me))
                continue;
            const int theirs = int(o.villains[std::size_t(seat)].size());
            if (forMe && theirs >= mine)
                value += bestGainFrom(seat);
            else if (!forMe)
                value += seat == me ? -3.0 : 1.0;
        }
        return value;
    }

    // How much a walk of Black Jack from `from` threatens `seat` (chance-weighted).
    double exposure(int from, int seat) const
    {
        const int d = wrap(o.captainAt[std::size_t(seat)] - from + o.fields);
        const int cards = std::max(1, o.blackJackLeft);
        return d >= 1 && d <= r.blackJackCards ? double(r.blackJackCards + 1 - d) / cards : 0.0;
    }

private:
    // My villains tallied (scoring.cpp's score: every value, plus the colour
    // held most, then worth most, once more): what a villain more or less
    // adds or costs follows from the colour it changes.
    void retally(std::uint64_t version)
    {
        t.version = version;
        t.bestGainVersion.fill(0); // worked out for my villains before
        t.count.assign(r.colours.size(), 0);
        t.sum.assign(r.colours.size(), 0);
        for (const auto card : o.villains[std::size_t(me)]) {
            const Villain &v = r.villains[std::size_t(card)];
            ++t.count[std::size_t(v.colour)];
            t.sum[std::size_t(v.colour)] += v.value;
        }
        // The colour held most (then worth most), and the best of the others.
        t.topCount = t.topSum = t.nextCount = t.nextSum = 0;
        t.topColour = -1;
        for (std::size_t c = 0; c < t.count.size(); ++c) {
            const int held = t.count[c], worth = t.sum[c]; // (0, 0): above nothing
            if (above(held, worth, t.topCount, t.topSum)) {
                t.nextCount = t.topCount;
                t.nextSum = t.topSum;
                t.topCount = held;
                t.topSum = worth;
                t.topColour = int(c);
            } else if (above(held, worth, t.nextCount, t.nextSum)) {
                t.nextCount = held;
                t.nextSum = worth;
            }
        }
    }

    // Who stands where (the board's fields, at most Ring::kMaxFields): on
    // the first question, as the auction and robberies never ask.
    void placeCaptains() const
    {
        const int fields = std::clamp(o.fields, 0, int(m_onBoard.size()));
        m_on = std::span(m_onBoard).first(std::size_t(fields));
        m_onBoard.fill(-1);                               // whole: a fixed size needs no call
        for (int seat = o.players - 1; seat >= 0; --seat) // the first seat where two stand
            if (const int at = o.captainAt[std::size_t(seat)]; at >= 0 && at < fields)
                m_on[std::size_t(at)] = std::int8_t(seat);
    }

    const Rules &r;
    const HsObservation &o;
    int me;
    HeuristicBot::Tally &t;                              // mine
    mutable std::array<int, kMaxPlayers + 1> m_bestGain; // bestGainFrom's, -1 until asked
    mutable std::array<std::int8_t, Ring::kMaxFields> m_onBoard;
    mutable std::span<std::int8_t> m_on; // per field: the captain there (-1 none); empty until asked
};

// The legal decision of the highest value, ties broken at random. The chosen
// one itself, not a copy: copying a copy goes member by member through
// memory that is read back whole, which stalls.
template <typename Value>
const Decision &bestOf(const std::vector<Decision> &legal, Rng &rng, Value &&value)
{
    std::size_t chosen = 0;
    double top = -1e9;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double v = value(legal[i]) + rng.below(1000) * 1e-6; // ties broken at random
        const bool better = v > top;                               // no branches: unpredictable
        chosen = better ? i : chosen;
        top = better ? v : top;
    }
    return legal[chosen];
}

// Hiring spares me and robs, for me, those with as many villains.
const Decision &chooseOffer(const Planner &plan, const HsObservation &o, const std::vector<Decision> &legal, Rng &rng)
{
    const int me = o.seat;
    const int mine = int(o.villains[std::size_t(me)].size()) - 1;
    double worth = plan.exposure(o.blackJackAt, me) * 4.0;
    for (int seat = 0; seat < o.players; ++seat)
        if (seat != me && int(o.villains[std::size_t(seat)].size()) >= mine)
            worth += plan.exposure(o.blackJackAt, seat) * plan.bestGainFrom(seat) * 0.5;
    return bestOf(legal, rng,
        [&](const Decision &d) { return d.kind == DecisionKind::Pass ? 0.0 : worth - plan.loss(d.card) - 1.0; });
}

// Each number's landing, worked out once: the cards held and the rum
// (which may name any number) read from it.
const Decision &chooseMove(const Planner &plan, const Rules &r, const std::vector<Decision> &legal, Rng &rng)
{
    std::array<double, 21> landing; // written for every number before it is read
    double rum = 0;
    for (const int n : r.movement)
        if (n != kRum) {
            landing[std::size_t(n)] = plan.landing(n);
            rum = std::max(rum, landing[std::size_t(n)]);
        }
    double bestNumber = 0;
    for (const auto &d : legal)
        if (d.card != kRum)
            bestNumber = std::max(bestNumber, landing[std::size_t(d.card)]);
    const double rumValue = legal.size() == 1 || rum > bestNumber + kRumReserve ? rum : rum - kRumReserve * 2;
    return bestOf(
        legal, rng, [&](const Decision &d) { return d.card == kRum ? rumValue : landing[std::size_t(d.card)]; });
}

// Both are offered; robbing the hirer takes something only by the captain rule.
const Decision &chooseLandOnBlackJack(
    const Planner &plan, const Rules &r, const HsObservation &o, const std::vector<Decision> &legal, Rng &rng)
{
    const auto &hirers = o.villains[std::size_t(o.hirer)];
    const int mine = r.robCountsBeforeDen ? o.landingCountBefore : int(o.villains[std::size_t(o.seat)].size());
    const int fromHirer = mine <= int(hirers.size()) ? plan.bestGainFrom(o.hirer) : 0;
    return bestOf(legal, rng,
        [&](const Decision &d) { return double(d.value ? plan.bestGainFrom(Planner::kHarbour) : fromHirer); });
}

} // namespace

Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const Planner plan(*m_rules, o, m_tallies[std::size_t(o.seat)]);
    const int me = o.seat;
    auto best = [&](auto &&value) -> const Decision & { return bestOf(legal, rng, value); };
    switch (o.phase) {
    case Phase::PlaceCaptain:
        // Blind: keep room ahead, away from the captains already placed.
        return best([&](const Decision &d) {
            int room = 0;
            for (int k = 1; k <= 7; ++k)
                room += plan.captainOn(plan.wrap(d.value + k)) < 0;
            return double(room);
        });
    case Phase::PlaceBlackJack:
        return best([&](const Decision &d) {
            double v = 0;
            for (int seat = 0; seat < o.players; ++seat)
                v += (seat == me ? -1.0 : 1.0) * plan.exposure(d.value, seat);
            return v;
        });
    case Phase::Offer:
        return chooseOffer(plan, o, legal, rng);
    case Phase::ChooseMove:
        return chooseMove(plan, *m_rules, legal, rng);
    case Phase::NameRum:
        if (o.rumFigure == o.players) // Black Jack's rum: for me as his hirer, else against the others
            return best([&](const Decision &d) { return plan.blackJackWalk(d.value, o.hirer == me); });
        return best([&](const Decision &d) { return plan.landing(d.value); });
    case Phase::ChooseBlackJackMove:
        return best([&](const Decision &d) {
            double v = 0;
            for (const int n : m_rules->movement) // his rum: the best number, named later
                if (n != kRum && (d.card == kRum || n == d.card))
                    v = std::max(v, plan.blackJackWalk(n, true));
            return d.card == kRum ? v - kRumReserve : v;
        });
    case Phase::LandOnBlackJack:
        return chooseLandOnBlackJack(plan, *m_rules, o, legal, rng);
    case Phase::Rob:
        if (o.robbery == Robbery::Give)
            return best([&](const Decision &d) { return -double(plan.loss(d.card)); });
        return best([&](const Decision &d) { return double(plan.gain(d.card)); });
    case Phase::Over:
        break;
    }
    return legal.front();
}

Decision HeuristicBot::chooseInPlayout(
    const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
{
    if (typeid(state) != typeid(HsState))
        return Bot::chooseInPlayout(state, legal, rng, scratch);
    if (!m_table)
        m_table = std::make_unique<HsObservation>();
    static_cast<const HsState &>(state).fillTable(state.currentPlayer(), *m_table);
    return choose(*m_table, legal, rng);
}

} // namespace houserules::halunkenspelunken
