#include "lightbot.h"

#include "botview.h"

#include <cassert>
#include <span>
#include <typeinfo>

namespace houserules::blastingbilly {

using botview::Belief;
using botview::place;

namespace {

// The candidates of a legal list.
auto listed(const std::vector<Decision> &legal)
{
    return [&legal](auto &&visit) {
        for (const Decision &d : legal)
            visit(d);
    };
}

} // namespace

struct LightBot::Scratch {
    using Term = botview::Term;

    // A seat's terms, and its worth (expected total times the chance of
    // keeping every colour) without each colour's term, so that a changed
    // term costs a product.
    struct Seat {
        std::vector<Belief> columns; // per colour
        std::vector<Term> terms;
        std::vector<double> withoutTotal, withoutSafe;
        double worth = 0;

        double worthWith(int colour, const Term &changed) const
        {
            return (withoutTotal[std::size_t(colour)] + changed.my) * (withoutSafe[std::size_t(colour)] * changed.keep);
        }
    };

    explicit Scratch(const Rules &rules) : outlook(rules), scales(botview::scales(botview::spreads(rules)))
    {
        const auto colours = std::size_t(rules.colourCount());
        for (Seat *seat : {&mine, &leader}) {
            seat->columns.resize(colours);
            seat->terms.resize(colours);
            seat->withoutTotal.resize(colours);
            seat->withoutSafe.resize(colours);
        }
        billy.resize(colours);
        billyTotals.resize(colours);
    }

    botview::Outlook outlook;
    std::vector<double> scales;      // 1.7 / spread(n) for n unknown cards
    std::vector<Belief> billy;       // Billy's columns
    std::vector<double> billyTotals; // their expected totals
    Seat mine, leader;
    std::vector<Decision> best;

    // A column's term against Billy's in its colour (of that expected total
    // and cards of unknown value), as the heuristic bot's screening has it.
    Term term(const Belief &column, double billyTotal, int billyUnknown, int colour) const
    {
        return botview::termAgainst(column, billyTotal, billyUnknown, colour, outlook, botview::quickKeep(scales));
    }
    Term term(const Belief &column, int colour) const // against Billy's column as it is
    {
        return term(column, billyTotals[std::size_t(colour)], billy[std::size_t(colour)].unknown, colour);
    }

    // Reads a seat's columns, and works out its terms and worths.
    template <typename Table>
    void evaluate(Seat &seat, const Table &table, int owner) const
    {
        const std::size_t colours = billy.size();
        double total = 0, safe = 1;
        for (std::size_t c = 0; c < colours; ++c) {
            seat.columns[c] = table.column(owner, int(c));
            const Term t = term(seat.columns[c], int(c));
            seat.terms[c] = t;
            seat.withoutTotal[c] = total;
            seat.withoutSafe[c] = safe;
            total += t.my;
            safe *= t.keep;
        }
        seat.worth = total * safe;
        total = 0, safe = 1;
        for (std::size_t c = colours; c-- > 0;) {
            seat.withoutTotal[c] += total;
            seat.withoutSafe[c] *= safe;
            total += seat.terms[c].my;
            safe *= seat.terms[c].keep;
        }
    }
};

LightBot::LightBot(std::shared_ptr<const Rules> rules)
    : m_rules(std::move(rules)), m_scratch(std::make_unique<Scratch>(*m_rules))
{}

LightBot::~LightBot() = default;

Decision LightBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    assert(!legal.empty());
    const auto &o = static_cast<const BillyObservation &>(observation);
    return decide(botview::ObservedTable {o}, o.players, o.seat, o.pileCount, listed(legal), rng);
}

Decision LightBot::chooseInPlayout(
    const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
{
    // A state that keeps no sights (a dealt game) is read through its observation.
    if (typeid(state) != typeid(BillyState) || !static_cast<const BillyState &>(state).keepsSights())
        return Bot::chooseInPlayout(state, legal, rng, scratch);
    const auto &b = static_cast<const BillyState &>(state);
    assert(!legal.empty());
    const int seat = b.currentPlayer();
    return decide(botview::StateTable {b, seat}, b.playerCount(), seat, b.pileCount(), listed(legal), rng);
}

bool LightBot::playInPlace(State &state, Rng &rng, Decision &taken)
{
    if (typeid(state) != typeid(BillyState))
        return false;
    auto &b = static_cast<BillyState &>(state);
    if (b.isTerminal() || !b.keepsSights())
        return false;
    const int seat = b.currentPlayer();
    const std::span<const std::int16_t> hand = b.handCards(seat);
    if (hand.empty()) // (never in a game: the seat to move holds a card)
        return false;
    // The legal list's order: card by card, each to every destination.
    auto candidates = [hand](auto &&visit) {
        for (const std::int16_t card : hand)
            for (int d = 0; d < kDestinationCount; ++d)
                visit(BillyState::play(card, Destination(d)));
    };
    taken = decide(botview::StateTable {b, seat}, b.playerCount(), seat, b.pileCount(), candidates, rng);
    b.apply(taken);
    return true;
}

template <typename Table, typename Candidates>
Decision LightBot::decide(const Table &table, int players, int me, int pileCount, Candidates &&candidates, Rng &rng)
{
    const Rules &rules = *m_rules;
    Scratch &s = *m_scratch;
    const int colours = rules.colourCount();
    const int billy = players;
    s.outlook.read(table, players, pileCount);
    for (int c = 0; c < colours; ++c) {
        s.billy[std::size_t(c)] = table.column(billy, c);
        s.billyTotals[std::size_t(c)] = botview::billyTotal(s.billy[std::size_t(c)], c, s.outlook);
    }

    // The leader: the other seat with the highest expected total.
    const double *mean = s.outlook.mean.data();
    int leader = -1;
    double leading = -1;
    for (int seat = 0; seat < players; ++seat) {
        if (seat == me)
            continue;
        int known = 0;
        double unknown = 0; // the unknown cards weighed by their colours' means
        for (int c = 0; c < colours; ++c) {
            const Belief b = table.column(seat, c);
            known += b.known;
            unknown += b.unknown * mean[c];
        }
        const double total = known + unknown;
        if (total > leading)
            leader = seat, leading = total;
    }
    s.evaluate(s.mine, table, me);
    s.evaluate(s.leader, table, leader);

    // A card in the box changes nothing; one in the own loot, the own term
    // in its colour; one to Billy, the term of each of the two that holds
    // the colour.
    auto value = [&](const Decision &d) {
        const Card &card = rules.deck[std::size_t(d.card)];
        const int c = card.colour;
        switch (Destination(d.target)) {
        case Destination::Box:
            break;
        case Destination::Loot: {
            const Belief after = place(s.mine.columns[std::size_t(c)], card);
            return s.mine.worthWith(c, s.term(after, c)) - 0.6 * s.leader.worth;
        }
        case Destination::Billy: {
            const Belief after = place(s.billy[std::size_t(c)], card);
            const double afterTotal = botview::billyTotal(after, c, s.outlook);
            auto worthOf = [&](const Scratch::Seat &seat) {
                const Belief &column = seat.columns[std::size_t(c)];
                return column.empty() ? seat.worth : seat.worthWith(c, s.term(column, afterTotal, after.unknown, c));
            };
            return worthOf(s.mine) - 0.6 * worthOf(s.leader);
        }
        }
        return s.mine.worth - 0.6 * s.leader.worth;
    };

    double best = -1e18;
    s.best.clear();
    candidates([&](const Decision &d) {
        const double v = value(d);
        if (v > best + 1e-9) {
            best = v;
            s.best.clear();
            s.best.push_back(d);
        } else if (v > best - 1e-9) {
            s.best.push_back(d);
        }
    });
    return s.best[rng.below(std::uint32_t(s.best.size()))];
}

} // namespace houserules::blastingbilly
