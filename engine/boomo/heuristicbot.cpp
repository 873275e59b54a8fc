#include "heuristicbot.h"

#include "observation.h"
#include "state.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <typeinfo>

namespace houserules::boomo {

namespace {

// The chance that a hand of `size` unknown cards holds at least one of
// `wanted` among `unseen` cards.
double chanceOfHolding(int size, int wanted, int unseen)
{
    if (wanted <= 0 || unseen <= 0)
        return 0;
    double none = 1;
    for (int i = 0; i < size && i < unseen; ++i)
        none *= double(std::max(0, unseen - wanted - i)) / double(unseen - i);
    return 1 - none;
}

} // namespace

struct HeuristicBot::Situation {
    int me = 0;
    int players = 0;
    Phase phase = Phase::Play;
    int total = 0;
    int drawPile = 0;
    int handSize = 0;      // mine
    int myStoppers = 0;    // time stoppers in my hand
    int otherStoppers = 0; // time stoppers nobody has seen: the others may hold them
    int unseen = 0;        // cards I have not seen (others' hands and the draw pile)
    std::array<int, kMaxPlayers> handSizes {};
    std::array<int, kMaxPlayers> flipped {};
    std::array<bool, kMaxPlayers> out {};

    // How much an opponent matters: fewer cards and more bombs left make them the danger.
    double threat(const Rules &rules, int seat) const
    {
        const int bombsLeft = rules.bombs - flipped[std::size_t(seat)];
        return 1.0 + 0.5 * bombsLeft + 2.0 / (1 + handSizes[std::size_t(seat)]);
    }

    // The others still in, and the smallest of their hands (1e9: none).
    void countOthers(int &others, double &smallestOther) const
    {
        others = 0;
        smallestOther = 1e9;
        for (int seat = 0; seat < players; ++seat)
            if (seat != me && !out[std::size_t(seat)]) {
                ++others;
                smallestOther = std::min(smallestOther, double(handSizes[std::size_t(seat)]));
            }
    }

    // How good playing the card of `d` is: the best is played.
    double playScore(const Rules &r, const Decision &d, int others, double smallestOther) const
    {
        const Card &c = r.cards[std::size_t(d.card)];
        const bool last = handSize == 1;
        const bool high = total >= r.limit - 10;
        int after = total;
        if (c.kind == Kind::Number)
            after += c.amount;
        else if (c.kind == Kind::Set)
            after = c.amount;
        if (after > r.limit)
            return -1000.0;
        if (last)
            return c.kind == Kind::Bomb && r.bombCardEndsRound ? 50.0 : 1000.0; // everyone else flips
        switch (c.kind) {
        case Kind::Number:
            return 6.0 + c.amount / 10.0 - (after > r.limit - 5 ? 2.0 : 0.0);
        case Kind::Set:
            if (c.amount < total)
                return high ? 14.0 : 1.0; // saved for when it helps
            return c.amount >= r.limit ? 7.0 : 4.0;
        case Kind::Stop:
            return high ? 3.0 - 4.0 * (myStoppers == 1) : -8.0; // kept for a bomb card
        case Kind::Reverse:
        case Kind::Skip:
            return high ? 9.0 : 2.0;
        case Kind::Draw: {
            // Only cards from the draw pile count: past its end the next
            // player draws the discard pile reshuffled, the cards just played,
            // so these cards and a "swap hands" went round the table for ever
            // while the total never moved (found twice by the soak).
            const int drawn = std::min(int(c.amount), drawPile);
            if (drawn == 0)
                return 0.0;
            return 8.0 + 2.0 * drawn + 6.0 / (1.0 + smallestOther);
        }
        case Kind::Swap:
            return 4.0 * (handSize - 1 - smallestOther);
        case Kind::Twice:
            return high ? 16.0 : 4.0;
        case Kind::Bomb:
            return bombScore(r, others);
        }
        return 0.0;
    }

    // A bomb card: others without a stopper flip; if all have one, I flip.
    double bombScore(const Rules &r, int others) const
    {
        double expected = 0, allHave = 1;
        for (int seat = 0; seat < players; ++seat) {
            if (seat == me || out[std::size_t(seat)])
                continue;
            const double p = chanceOfHolding(handSizes[std::size_t(seat)], otherStoppers, unseen);
            expected += (1 - p) * threat(r, seat);
            allHave *= p;
        }
        return 10.0 * expected - 25.0 * allHave - (others == 0 ? 100.0 : 0.0);
    }
};

Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    const Rules &r = *m_rules;
    Situation s;
    s.me = o.seat;
    s.players = o.players;
    s.phase = o.phase;
    s.total = o.total;
    s.drawPile = o.drawPile;
    s.handSize = int(o.hand.size());
    for (const auto card : o.hand)
        s.myStoppers += r.cards[std::size_t(card)].kind == Kind::Stop;
    int discarded = 0;
    for (const auto card : o.discard)
        discarded += r.cards[std::size_t(card)].kind == Kind::Stop;
    s.otherStoppers = r.stoppers - discarded - s.myStoppers;
    s.unseen = r.cardCount() - int(o.discard.size()) - s.handSize;
    for (int seat = 0; seat < o.players; ++seat) {
        s.handSizes[std::size_t(seat)] = o.handSizes[std::size_t(seat)];
        s.flipped[std::size_t(seat)] = o.flipped[std::size_t(seat)];
        s.out[std::size_t(seat)] = o.out[std::size_t(seat)];
    }
    return decide(s, legal, rng);
}

Decision HeuristicBot::chooseInPlayout(
    const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
{
    if (typeid(state) != typeid(BoomoState))
        return Bot::chooseInPlayout(state, legal, rng, scratch);
    const auto &b = static_cast<const BoomoState &>(state);
    const Rules &r = *m_rules;
    // Only what choose() reads from the current player's observation: the
    // public counts, and that player's own hand.
    Situation s;
    s.me = b.currentPlayer();
    s.players = b.playerCount();
    s.phase = b.phase();
    s.total = b.total();
    s.drawPile = b.drawPileSize();
    s.handSize = b.handSize(s.me);
    s.myStoppers = b.stoppersHeld(s.me);
    s.otherStoppers = r.stoppers - b.discardedStoppers() - s.myStoppers;
    s.unseen = r.cardCount() - b.discardSize() - s.handSize;
    for (int seat = 0; seat < s.players; ++seat) {
        s.handSizes[std::size_t(seat)] = b.handSize(seat);
        s.flipped[std::size_t(seat)] = b.flipped(seat);
        s.out[std::size_t(seat)] = !b.isIn(seat);
    }
    return decide(s, legal, rng);
}

Decision HeuristicBot::decide(const Situation &o, const std::vector<Decision> &legal, Rng &rng)
{
    const Rules &r = *m_rules;

    if (o.phase == Phase::AnswerBomb)
        return legal.front().value == 1 ? legal.front() : legal.back(); // discard the time stopper

    if (o.phase == Phase::ChooseSwap) {
        // The smallest hand; among equals, the most dangerous player.
        auto key
            = [&](const Decision &d) { return std::pair(-o.handSizes[std::size_t(d.target)], o.threat(r, d.target)); };
        return *std::max_element(legal.begin(), legal.end(), [&](auto &a, auto &b) { return key(a) < key(b); });
    }

    int others = 0;
    double smallestOther = 1e9;
    o.countOthers(others, smallestOther);
    double best = -1e18;
    std::vector<const Decision *> &ties = m_ties;
    ties.clear();
    for (const auto &d : legal) {
        const double s = o.playScore(r, d, others, smallestOther);
        if (s > best + 1e-9) {
            best = s;
            ties.clear();
        }
        if (std::abs(s - best) <= 1e-9)
            ties.push_back(&d);
    }
    return *ties[rng.below(std::uint32_t(ties.size()))];
}

} // namespace houserules::boomo
