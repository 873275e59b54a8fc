#pragma once

// The table as a Blasting Billy bot's seat sees it, read from its observation
// or (in the search's trial games) from what the state keeps for that seat,
// value for value the same; and the outlook both bots derive from it. Shared
// by the heuristic bot and the lighter one of the trial games.

#include "observation.h"
#include "rules.h"
#include "state.h"

#include "core/bots/logistictable.h"

#include <cmath>
#include <span>
#include <vector>

namespace houserules::blastingbilly::botview {

// One column as the bot believes it: known sum, cards of unknown value, and
// the last card's value if known (what a dynamite placed now would remove).
// Whole numbers, so that reading one from the state converts nothing; the
// sums made of them are exact either way.
struct Belief {
    int known = 0;
    int unknown = 0;
    int top = -1; // value of the top card, -1 if unknown, -2 if empty

    bool empty() const { return known == 0 && unknown == 0; }
};

// The belief after placing `card` on a column.
inline Belief place(Belief b, const Card &card)
{
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
    return b;
}

// What the deciding seat has seen of each colour (subtracted from `sum` and
// `count`, per colour) and what it believes of each column, from its
// observation.
struct ObservedTable {
    const BillyObservation &o;

    void subtractSeen(std::vector<double> &sum, std::vector<double> &count) const
    {
        // Values are whole numbers, so these sums are exact in any order.
        o.visitCards([&](const CardView &v) { // of the hands, only its own shows values
            if (v.known()) {
                sum[std::size_t(v.colour)] -= v.dynamite ? 0 : v.value;
                count[std::size_t(v.colour)] -= 1;
            }
        });
    }

    // Resolves the dynamite it can read as the scoring does.
    Belief column(int owner, int colour) const
    {
        const auto &cards = o.loot[std::size_t(owner)][std::size_t(colour)];
        Belief b;
        b.top = -2;
        forEachStanding(
            int(cards.size()), [&](int i) { return cards[std::size_t(i)].known() && cards[std::size_t(i)].dynamite; },
            [&](int i) {
                const CardView &card = cards[std::size_t(i)];
                if (b.top == -2)
                    b.top = card.known() ? card.value : -1;
                if (card.known())
                    b.known += card.value;
                else
                    ++b.unknown;
            });
        return b;
    }
};

// The same from the state's sights of the seat to move.
struct StateTable {
    const BillyState &state;
    int seat;
    std::span<const BillyState::ColumnSight> sights = state.sights(seat);
    int colours = state.rules().colourCount();

    void subtractSeen(std::vector<double> &sum, std::vector<double> &count) const
    {
        for (std::size_t c = 0; c < sum.size(); ++c) {
            const auto seen = state.seen(seat, int(c));
            sum[c] -= seen.value;
            count[c] -= seen.cards;
        }
    }
    Belief column(int owner, int colour) const
    {
        const auto &sight = sights[std::size_t(owner * colours + colour)];
        Belief b;
        b.known = sight.known;
        b.unknown = sight.unknown;
        b.top = sight.top;
        return b;
    }
};

// What the seat expects of each colour: the average value of the cards of it
// it has not seen (the whole colour less what it has seen), and how much
// Billy's column may still grow, roughly a third of the cards still to be
// played going to him, spread over the colours.
struct Outlook {
    std::vector<double> colourSum, colourCount; // of the whole deck, per colour
    std::vector<double> sum, count;             // of the cards not seen
    std::vector<double> mean, future;           // per colour

    explicit Outlook(const Rules &rules)
    {
        const auto colours = std::size_t(rules.colourCount());
        colourSum.assign(colours, 0);
        colourCount.assign(colours, 0);
        for (const Card &c : rules.deck) {
            colourSum[std::size_t(c.colour)] += c.dynamite ? 0 : c.value;
            colourCount[std::size_t(c.colour)] += 1;
        }
        sum.resize(colours);
        count.resize(colours);
        mean.resize(colours);
        future.resize(colours);
    }

    template <typename Table>
    void read(const Table &table, int players, int pileCount)
    {
        // Whole numbers, so the sums are exact in any order.
        const std::size_t colours = colourSum.size();
        for (std::size_t c = 0; c < colours; ++c) // a loop: a vector's copy calls memmove for a handful
            sum[c] = colourSum[c], count[c] = colourCount[c];
        table.subtractSeen(sum, count);
        const double cardsLeft = pileCount + players * 1.0;
        for (std::size_t c = 0; c < colours; ++c) {
            mean[c] = count[c] > 0 ? sum[c] / count[c] : 0;
            future[c] = cardsLeft / 3.0 / double(colours) * mean[c] * 0.5;
        }
    }
};

// Built once, when the program starts, so that no lookup checks whether it is.
inline const LogisticTable kLogistic;

// How uncertain a comparison of totals is with `unknown` cards of unknown
// value in the two columns: spread(n) for n = 0..the deck's cards.
inline std::vector<double> spreads(const Rules &rules)
{
    std::vector<double> out;
    for (int unknown = 0; unknown <= rules.cardCount(); ++unknown)
        out.push_back(2.0 + 2.5 * std::sqrt(unknown + 1.0));
    return out;
}

// 1.7 / spread(n), the logistic's scale: for the table's lookups.
inline std::vector<double> scales(const std::vector<double> &spreads)
{
    std::vector<double> out;
    for (double spread : spreads)
        out.push_back(1.7 / spread);
    return out;
}

// A seat's term in a colour: its column's expected total, and the chance
// that Billy's stays above it, `keep(gap, unknown)` of how far it stands
// above Billy's expected total and the cards of unknown value in both. A
// seat with nothing in the colour: my 0, keep 1.
struct Term {
    double my = 0;   // expected total of the seat's column
    double keep = 1; // 1 - the risk of being shot in this colour
};
// Billy's column's expected total, what grows on it included.
inline double billyTotal(const Belief &billy, int colour, const Outlook &outlook)
{
    return billy.known + billy.unknown * outlook.mean[std::size_t(colour)] + outlook.future[std::size_t(colour)];
}
// The term against Billy's column of that total and `billyUnknown` cards of
// unknown value (a bot that takes many terms against one column works its
// total out once). Always inlined, as all below: the bots take about twenty
// terms a decision, and GCC otherwise calls one shared copy that hands the
// term back through memory, which cost the search's trial games a sixth of
// their speed.
template <typename Keep>
[[gnu::always_inline]] inline Term termAgainst(
    const Belief &mine, double billyTotal, int billyUnknown, int colour, const Outlook &outlook, Keep &&keep)
{
    Term t;
    if (mine.empty())
        return t;
    t.my = mine.known + mine.unknown * outlook.mean[std::size_t(colour)];
    t.keep = keep(t.my - billyTotal, billyUnknown + mine.unknown);
    return t;
}
template <typename Keep>
[[gnu::always_inline]] inline Term term(
    const Belief &mine, const Belief &billy, int colour, const Outlook &outlook, Keep &&keep)
{
    return termAgainst(mine, billyTotal(billy, colour, outlook), billy.unknown, colour, outlook, keep);
}
// The keep from the logistic's table (`scales`, above).
[[gnu::always_inline]] inline auto quickKeep(const std::vector<double> &scales)
{
    return [&scales](double gap, int unknown) { return kLogistic(-gap * scales[std::size_t(unknown)]); };
}
[[gnu::always_inline]] inline Term quickTerm(
    const Belief &mine, const Belief &billy, int colour, const Outlook &outlook, const std::vector<double> &scales)
{
    return term(mine, billy, colour, outlook, quickKeep(scales));
}

} // namespace houserules::blastingbilly::botview
