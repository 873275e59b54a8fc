#include "heuristicbot.h"

#include "observation.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace houserules::blastingbilly {

namespace {

// One column as the bot believes it: known sum, cards of unknown value, and
// the last card's value if known (what a dynamite placed now would remove).
struct Belief {
    double known = 0;
    int unknown = 0;
    double top = -1; // value of the top card, -1 if unknown, -2 if empty
};

struct Position {
    std::vector<std::vector<Belief>> columns; // [owner][colour]
};

Belief believe(const std::vector<CardView> &column)
{
    Belief b;
    std::vector<double> stack; // resolve known dynamite like the scoring does
    for (const auto &card : column) {
        if (card.known() && card.dynamite) {
            if (!stack.empty())
                stack.pop_back();
            continue;
        }
        stack.push_back(card.known() ? card.value : -1.0);
    }
    for (double v : stack) {
        if (v < 0)
            ++b.unknown;
        else
            b.known += v;
    }
    b.top = stack.empty() ? -2 : stack.back();
    return b;
}

class Evaluator {
public:
    Evaluator(const Rules &rules, const BillyObservation &o) : m_rules(rules), m_obs(o)
    {
        // The average value of each colour's cards this seat has not seen.
        const int colours = rules.colourCount();
        std::vector<double> sum(std::size_t(colours), 0), count(std::size_t(colours), 0);
        std::vector<bool> seen(std::size_t(rules.cardCount()), false);
        auto mark = [&](const CardView &v) {
            if (v.known())
                seen[std::size_t(v.id)] = true;
        };
        for (const auto &v : o.hand)
            mark(v);
        for (const auto &owner : o.loot)
            for (const auto &column : owner)
                for (const auto &v : column)
                    mark(v);
        for (const auto &b : o.box)
            mark(b.card);
        for (int card = 0; card < rules.cardCount(); ++card) {
            if (seen[std::size_t(card)])
                continue;
            const Card &c = rules.deck[std::size_t(card)];
            sum[std::size_t(c.colour)] += c.dynamite ? 0 : c.value;
            count[std::size_t(c.colour)] += 1;
        }
        for (int c = 0; c < colours; ++c)
            m_mean.push_back(count[std::size_t(c)] > 0 ? sum[std::size_t(c)] / count[std::size_t(c)] : 0);

        m_base.columns.resize(o.loot.size());
        for (std::size_t owner = 0; owner < o.loot.size(); ++owner)
            for (const auto &column : o.loot[owner])
                m_base.columns[owner].push_back(believe(column));
    }

    // The value of a position for `seat`: its expected total times the chance
    // that Billy shoots it in no colour.
    double worth(const Position &p, int seat) const
    {
        const auto &billy = p.columns[std::size_t(m_obs.billy())];
        double total = 0, safe = 1;
        for (std::size_t c = 0; c < billy.size(); ++c) {
            const Belief &mine = p.columns[std::size_t(seat)][c];
            const double mean = m_mean[c];
            const double my = mine.known + mine.unknown * mean;
            if (mine.known == 0 && mine.unknown == 0)
                continue;
            const Belief &b = billy[c];
            const double billyTotal = b.known + b.unknown * mean + futureBilly(c);
            const double spread = 2.0 + 2.5 * std::sqrt(b.unknown + mine.unknown + 1.0);
            const double risk = 1.0 / (1.0 + std::exp(-(my - billyTotal) / spread * 1.7));
            safe *= 1.0 - risk;
            total += my;
        }
        return total * safe;
    }

    double value(const Position &p) const
    {
        double best = 0;
        for (int s = 0; s < m_obs.players; ++s)
            if (s != m_obs.seat)
                best = std::max(best, worth(p, s));
        return worth(p, m_obs.seat) - 0.6 * best;
    }

    Position after(const Decision &d) const
    {
        Position p = m_base;
        const Card &card = m_rules.deck[std::size_t(d.card)];
        const auto destination = Destination(d.target);
        if (destination == Destination::Box)
            return p;
        const int owner = destination == Destination::Billy ? m_obs.billy() : m_obs.seat;
        Belief &b = p.columns[std::size_t(owner)][std::size_t(card.colour)];
        if (card.dynamite) {
            if (b.top >= 0)
                b.known -= b.top;
            else if (b.top == -1)
                --b.unknown;
            b.top = -2;
        } else {
            b.known += card.value;
            b.top = card.value;
        }
        return p;
    }

    const Position &base() const { return m_base; }

private:
    // Billy's column still grows: roughly a third of the cards still to be
    // played go to him, spread over the colours.
    double futureBilly(std::size_t colour) const
    {
        const double cardsLeft = m_obs.pileCount + m_obs.players * 1.0;
        return cardsLeft / 3.0 / double(m_rules.colourCount()) * m_mean[colour] * 0.5;
    }

    const Rules &m_rules;
    const BillyObservation &m_obs;
    std::vector<double> m_mean;
    Position m_base;
};

} // namespace

Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    assert(!legal.empty());
    const auto &o = static_cast<const BillyObservation &>(observation);
    const Evaluator evaluator(*m_rules, o);
    double best = -1e18;
    std::vector<Decision> bestDecisions;
    for (const auto &d : legal) {
        const double v = evaluator.value(evaluator.after(d));
        if (v > best + 1e-9) {
            best = v;
            bestDecisions.assign(1, d);
        } else if (v > best - 1e-9) {
            bestDecisions.push_back(d);
        }
    }
    return bestDecisions[rng.below(std::uint32_t(bestDecisions.size()))];
}

} // namespace houserules::blastingbilly
