#include "heuristicbot.h"

#include "botview.h"

#include "core/bots/fastexp.h"

#include <algorithm>
#include <cassert>
#include <typeinfo>

namespace houserules::blastingbilly {

namespace {

using botview::Belief;
using botview::place;

// The screening's value of a decision, and its kind: decisions of one kind
// have the same exact value.
struct Kind {
    int target = -1; // -1: as good as the box
    int colour = 0;
    int known = 0; // the column it changes, after it
    int unknown = 0;
    bool operator==(const Kind &) const = default;
};
struct Quick {
    double value = 0;
    Kind kind;
};

} // namespace

// The value of a position for a seat is its expected total times the chance
// that Billy shoots it in no colour: a sum and a product over colours. A turn
// changes one column, so one colour's term for one seat (own loot) or for
// every seat (Billy's); the other terms are computed once per decision and
// reused. Sum and product are still formed colour by colour in the same
// order with the same expressions, so every value, and so every decision,
// is bit for bit what evaluating each whole position from scratch gives.
struct HeuristicBot::Scratch {
    using Term = botview::Term;

    explicit Scratch(const Rules &rules)
        : outlook(rules), spreads(botview::spreads(rules)), scales(botview::scales(spreads))
    {}

    int players = 0;
    int colours = 0;
    botview::Outlook outlook;    // what the seat expects of each colour
    std::vector<Belief> columns; // [owner * colours + colour]; owner == players is Billy
    std::vector<Term> terms;     // [seat * colours + colour]
    std::vector<double> worths;  // per seat, before the decision
    std::vector<Decision> best;
    std::vector<double> spreads; // spread(n) for n unknown cards, n = 0..cards: sqrt once per game size
    std::vector<double> scales;  // 1.7 / spread(n), for the screening

    // The screening (see screen()): each term's keep from a table, and each
    // seat's worth without one colour, so that a changed term costs a
    // product instead of a walk over the colours.
    std::vector<double> quickKeep;                 // [seat * colours + colour]
    std::vector<double> quickMy;                   // [seat * colours + colour]
    std::vector<double> withoutTotal, withoutSafe; // [seat * colours + colour]
    std::vector<double> quickWorths;               // per seat
    std::vector<Quick> quick;                      // per legal decision

    // How uncertain a comparison of totals is with `unknown` cards of unknown
    // value in the two columns.
    double spread(int unknown) const { return spreads[std::size_t(unknown)]; }

    const Belief &column(int owner, int colour) const { return columns[std::size_t(owner * colours + colour)]; }
    Term &term(int seat, int colour) { return terms[std::size_t(seat * colours + colour)]; }

    // A seat's term in a colour (botview::term), exactly.
    Term evaluate(const Belief &mine, const Belief &billy, int colour) const
    {
        return botview::term(mine, billy, colour, outlook, [&](double gap, int unknown) {
            const double risk = 1.0 / (1.0 + fastExp(-gap / spread(unknown) * 1.7));
            return 1.0 - risk;
        });
    }
    // The same from the table: within LogisticTable::kError (plus rounding)
    // of the exact keep, my the same.
    Term quickEvaluate(const Belief &mine, const Belief &billy, int colour) const
    {
        return botview::quickTerm(mine, billy, colour, outlook, scales);
    }

    // Each seat's quick worth, and its sum and product without each colour;
    // returns the largest total of a seat.
    double prepareQuickWorths()
    {
        double largestTotal = 0;
        withoutTotal.resize(quickKeep.size());
        withoutSafe.resize(quickKeep.size());
        quickWorths.resize(std::size_t(players));
        for (int seat = 0; seat < players; ++seat) {
            const std::size_t row = std::size_t(seat * colours);
            double total = 0, safe = 1;
            for (std::size_t c = 0; c < std::size_t(colours); ++c) {
                withoutTotal[row + c] = total;
                withoutSafe[row + c] = safe;
                total += quickMy[row + c];
                safe *= quickKeep[row + c];
            }
            quickWorths[std::size_t(seat)] = total * safe;
            largestTotal = std::max(largestTotal, total);
            total = 0, safe = 1;
            for (std::size_t c = std::size_t(colours); c-- > 0;) {
                withoutTotal[row + c] += total;
                withoutSafe[row + c] *= safe;
                total += quickMy[row + c];
                safe *= quickKeep[row + c];
            }
        }
        return largestTotal;
    }
    double quickWorth(int seat, int colour, const Term &changed) const
    {
        const std::size_t i = std::size_t(seat * colours + colour);
        return (withoutTotal[i] + changed.my) * (withoutSafe[i] * changed.keep);
    }

    // The screening's terms: each seat's keep and my in each colour, quickly.
    void prepareQuickTerms()
    {
        const int billy = players;
        quickKeep.resize(std::size_t(players * colours));
        quickMy.resize(std::size_t(players * colours));
        for (int seat = 0; seat < players; ++seat)
            for (int c = 0; c < colours; ++c) {
                const auto t = quickEvaluate(column(seat, c), column(billy, c), c);
                quickKeep[std::size_t(seat * colours + c)] = t.keep;
                quickMy[std::size_t(seat * colours + c)] = t.my;
            }
    }

    // The quick value for `me` of a card that leaves Billy's column in
    // `colour` as `after`: of kind `kind`, or as good as the box when no
    // seat holding the colour is or becomes the strongest other (each stays
    // below `clearlyWeaker`).
    Quick quickToBilly(int me, int colour, const Belief &after, const Kind &kind, double clearlyWeaker) const
    {
        double mine = quickWorths[std::size_t(me)], strongest = 0;
        bool leavesStrongest = true; // no seat holding the colour is or becomes the strongest other
        for (int seat = 0; seat < players; ++seat) {
            double worth = quickWorths[std::size_t(seat)];
            if (!column(seat, colour).empty()) {
                const double was = worth;
                worth = quickWorth(seat, colour, quickEvaluate(column(seat, colour), after, colour));
                leavesStrongest = leavesStrongest && seat != me && was < clearlyWeaker && worth < clearlyWeaker;
            }
            if (seat == me)
                mine = worth;
            else
                strongest = std::max(strongest, worth);
        }
        return {mine - 0.6 * strongest, leavesStrongest ? Kind {} : kind};
    }

    // The seat's worth with `changed` standing in for its term in `colour`
    // (colour -1: no change).
    double worth(int seat, int colour = -1, const Term *changed = nullptr)
    {
        double total = 0, safe = 1;
        for (int c = 0; c < colours; ++c) {
            // A seat with nothing in a colour has my 0 and keep 1: adding and
            // multiplying by them changes no bit, and skips a branch the
            // processor cannot foresee.
            const Term &t = c == colour ? *changed : term(seat, c);
            safe *= t.keep;
            total += t.my;
        }
        return total * safe;
    }
};

HeuristicBot::HeuristicBot(std::shared_ptr<const Rules> rules)
    : m_rules(std::move(rules)), m_scratch(std::make_unique<Scratch>(*m_rules))
{
    for (const Card &c : m_rules->deck)
        m_maxValue = std::max(m_maxValue, int(c.value));
}

HeuristicBot::~HeuristicBot() = default;

Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    const auto &o = static_cast<const BillyObservation &>(observation);
    return decide(botview::ObservedTable {o}, o.players, o.seat, o.pileCount, legal, rng);
}

Decision HeuristicBot::chooseInPlayout(
    const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
{
    // A state that keeps no sights (a dealt game) is read through its observation.
    if (typeid(state) != typeid(BillyState) || !static_cast<const BillyState &>(state).keepsSights())
        return Bot::chooseInPlayout(state, legal, rng, scratch);
    const auto &b = static_cast<const BillyState &>(state);
    const int seat = b.currentPlayer();
    return decide(botview::StateTable {b, seat}, b.playerCount(), seat, b.pileCount(), legal, rng);
}

template <typename Table>
Decision HeuristicBot::decide(
    const Table &table, int players, int me, int pileCount, const std::vector<Decision> &legal, Rng &rng)
{
    assert(!legal.empty());
    const Rules &rules = *m_rules;
    Scratch &s = *m_scratch;
    const int colours = rules.colourCount();
    const int billy = players;
    s.players = players;
    s.colours = colours;

    s.outlook.read(table, players, pileCount);

    s.columns.resize(std::size_t((players + 1) * colours));
    for (int owner = 0; owner <= players; ++owner)
        for (int c = 0; c < colours; ++c)
            s.columns[std::size_t(owner * colours + c)] = table.column(owner, c);
    if (const auto pick = m_screening ? screen(players, me, legal, rng) : std::nullopt)
        return *pick;

    s.terms.resize(std::size_t(players * colours));
    for (int seat = 0; seat < players; ++seat)
        for (int c = 0; c < colours; ++c)
            s.term(seat, c) = s.evaluate(s.column(seat, c), s.column(billy, c), c);

    // How good the position after a decision is: own worth against the
    // strongest opponent's. A card in the box changes nothing; one in a loot
    // changes only that seat's worth; one to Billy changes every seat's.
    s.worths.resize(std::size_t(players));
    for (int seat = 0; seat < players; ++seat)
        s.worths[std::size_t(seat)] = s.worth(seat);
    auto strongestOther = [&](auto &&worthOf) {
        double strongest = 0;
        for (int seat = 0; seat < players; ++seat)
            if (seat != me)
                strongest = std::max(strongest, worthOf(seat));
        return strongest;
    };
    const double unchangedOthers = strongestOther([&](int seat) { return s.worths[std::size_t(seat)]; });
    auto value = [&](const Decision &d) {
        const Card &card = rules.deck[std::size_t(d.card)];
        switch (Destination(d.target)) {
        case Destination::Box:
            break;
        case Destination::Loot: {
            const auto changed
                = s.evaluate(place(s.column(me, card.colour), card), s.column(billy, card.colour), card.colour);
            return s.worth(me, card.colour, &changed) - 0.6 * unchangedOthers;
        }
        case Destination::Billy: {
            const Belief after = place(s.column(billy, card.colour), card);
            auto worthOf = [&](int seat) {
                if (s.column(seat, card.colour).empty())
                    return s.worths[std::size_t(seat)]; // Billy's column is not its risk
                const auto changed = s.evaluate(s.column(seat, card.colour), after, card.colour);
                return s.worth(seat, card.colour, &changed);
            };
            const double strongest = strongestOther(worthOf);
            return worthOf(me) - 0.6 * strongest;
        }
        }
        return s.worths[std::size_t(me)] - 0.6 * unchangedOthers;
    };

    double best = -1e18;
    s.best.clear();
    for (const auto &d : legal) {
        const double v = value(d);
        if (v > best + 1e-9) {
            best = v;
            s.best.assign(1, d);
        } else if (v > best - 1e-9) {
            s.best.push_back(d);
        }
    }
    return s.best[rng.below(std::uint32_t(s.best.size()))];
}

// decide()'s decision, found from the table's logistic where that is
// certain, which is almost always (all but 0.4% of the decisions of the
// search's trial games at four players). Each value then differs from the
// exact one by at most `bound`: each keep by LogisticTable::kError (and
// rounding), so a product of keeps, each in [0, 1], by the colours times
// that, and a worth by its total times that; a value is one seat's worth
// less 0.6 times another's. If every decision within twice the bound of the
// best is of one kind (as good as the box; or a change to the same column
// that leaves it the same), the exact values have that kind ahead of every
// other by more than decide()'s tie margin, and its decisions share one
// exact value: decide() would keep just them, in the same order, and draw
// among them the same way. Otherwise nothing is drawn, and decide() works
// the values out exactly.
std::optional<Decision> HeuristicBot::screen(int players, int me, const std::vector<Decision> &legal, Rng &rng)
{
    const Rules &rules = *m_rules;
    Scratch &s = *m_scratch;
    const int colours = s.colours;
    const int billy = players;

    s.prepareQuickTerms();
    const double largestTotal = s.prepareQuickWorths();

    // How far a quick worth may be from the exact one (a total grows by at
    // most one card's value in a turn), and so a value.
    const double worthBound = (largestTotal + m_maxValue) * colours * (LogisticTable::kError + 1e-12) + 1e-9;
    const double bound = 1.6 * worthBound;

    double unchangedOthers = 0;
    for (int seat = 0; seat < players; ++seat)
        if (seat != me)
            unchangedOthers = std::max(unchangedOthers, s.quickWorths[std::size_t(seat)]);
    // Decisions of one kind have the same exact value (Kind). The exact
    // value reads a column through its known sum and unknown count alone; so
    // a card that leaves both as they were (a 0, a dynamite on an empty
    // column) is worth what the box is, and so is one to Billy that changes
    // neither this seat's worth nor, for certain, the strongest other's.
    const Quick box {s.quickWorths[std::size_t(me)] - 0.6 * unchangedOthers, Kind {}};
    auto evaluate = [&](const Decision &d) -> Quick {
        const auto target = Destination(d.target);
        if (target != Destination::Loot && target != Destination::Billy)
            return box;
        const Card &card = rules.deck[std::size_t(d.card)];
        const Belief &before = s.column(target == Destination::Loot ? me : billy, card.colour);
        const Belief after = place(before, card);
        if (after.known == before.known && after.unknown == before.unknown)
            return box;
        const Kind kind {d.target, card.colour, after.known, after.unknown};
        if (target == Destination::Loot) {
            const auto changed = s.quickEvaluate(after, s.column(billy, card.colour), card.colour);
            return {s.quickWorth(me, card.colour, changed) - 0.6 * unchangedOthers, kind};
        }
        return s.quickToBilly(me, card.colour, after, kind, unchangedOthers - 2 * worthBound);
    };

    s.quick.resize(legal.size());
    double best = -1e18;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        s.quick[i] = evaluate(legal[i]);
        best = std::max(best, s.quick[i].value);
    }
    const double contender = best - 2 * bound - 4e-9;
    std::optional<Kind> leading;
    s.best.clear();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (s.quick[i].value < contender)
            continue;
        if (leading && s.quick[i].kind != *leading)
            return std::nullopt;
        leading = s.quick[i].kind;
        s.best.push_back(legal[i]);
    }
    return s.best[rng.below(std::uint32_t(s.best.size()))];
}

} // namespace houserules::blastingbilly
