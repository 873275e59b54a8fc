#include "state.h"

#include "core/game/unseencards.h"

#include <cassert>

namespace houserules::blastingbilly {

// Every card shows its colour, so the cards a seat has not seen are dealt at
// random into the places it cannot see into, each one a card of the colour
// it shows there (others' hands, the face-down first card of each loot
// colour, Billy's column, the box); what is left, in a random order, is the
// draw pile, whose colours nobody sees.
std::unique_ptr<BillyState> BillyState::determinized(
    std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const BillyObservation &>(observation);
    std::unique_ptr<BillyState> s(new BillyState(std::move(rules), o.players, o.firstPlayer));
    s->fillDeterminized(o, rng);
    return s;
}

void BillyState::redeterminize(std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const BillyObservation &>(observation);
    startEmpty(std::move(rules), o.players, o.firstPlayer);
    fillDeterminized(o, rng);
}

// Deals the cards a seat has not seen into the places it cannot see into.
struct BillyState::UnseenDealer {
    Rng &rng;
    std::vector<std::vector<std::int16_t>> &unseen; // per colour
    int seat = 0, players = 0;

    // The card at a place: the one shown, or an unseen one of its colour.
    std::int16_t place(const CardView &v)
    {
        if (v.known())
            return v.id;
        auto &pool = unseen[std::size_t(v.colour)];
        assert(!pool.empty());
        const std::size_t pick = rng.below(std::uint32_t(pool.size()));
        const std::int16_t card = pool[pick];
        pool[pick] = pool.back();
        pool.pop_back();
        return card;
    }

    // Who held a card this seat cannot see: its owner; Billy's, some other
    // seat (who gave it to him is not shown).
    std::int8_t heldBy(const CardView &v, int holder)
    {
        if (v.known() && !v.faceUp)
            return std::int8_t(seat);
        if (holder >= 0)
            return std::int8_t(holder);
        return std::int8_t((seat + 1 + int(rng.below(std::uint32_t(players - 1)))) % players);
    }
};

void BillyState::fillDeterminized(const BillyObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    assert(o.seat >= 0 && o.seat < o.players && o.players == m_players);

    // The cards nobody has shown this seat, by colour (scratch kept per
    // thread: the search bot determinizes at every iteration).
    thread_local UnseenCards seen;
    thread_local std::vector<std::vector<std::int16_t>> unseen;
    seen.reset(r.cardCount());
    o.visitCards([&](const CardView &v) {
        if (v.known())
            seen.see(v.id);
    });
    unseen.resize(std::size_t(r.colourCount()));
    for (auto &pool : unseen)
        pool.clear();
    seen.forEachUnseen(
        [&](std::int16_t card) { unseen[std::size_t(r.deck[std::size_t(card)].colour)].push_back(card); });
    UnseenDealer deal {rng, unseen, o.seat, o.players};
    dealHands(o, deal);
    int played = dealLoot(o, deal);
    played += dealBox(o, deal); // after the loot: both draw from the generator

    // The rest is the pile, its colours unseen too.
    for (const auto &pool : unseen)
        m_pile.insert(m_pile.end(), pool.begin(), pool.end());
    rng.shuffle(std::span(m_pile));
    assert(int(m_pile.size()) == o.pileCount);

    m_current = o.terminal ? m_current : o.currentPlayer;
    m_terminal = o.terminal;
    m_finalTurnsLeft = o.finalRound ? o.finalTurnsLeft : -1;
    m_decisions = played;
    keepSights(); // for the search's trial games
}

void BillyState::dealHands(const BillyObservation &o, UnseenDealer &deal)
{
    for (int p = 0; p < o.players; ++p) {
        const auto &hand = o.hands[std::size_t(p)];
        m_handCount[std::size_t(p)] = std::int8_t(hand.size());
        for (std::size_t i = 0; i < hand.size(); ++i) {
            const auto card = deal.place(hand[i]);
            m_hands[std::size_t(p)][i] = card;
            m_heldBy[std::size_t(card)] = std::int8_t(p);
        }
    }
}

// Every seat's loot and Billy's column (owner `players`): the cards played there.
int BillyState::dealLoot(const BillyObservation &o, UnseenDealer &deal)
{
    const int colours = m_rules->colourCount();
    int played = 0;
    for (int owner = 0; owner <= o.players; ++owner)
        for (int colour = 0; colour < colours; ++colour) {
            const auto &cards = o.loot[std::size_t(owner)][std::size_t(colour)];
            m_columnLength[std::size_t(owner * colours + colour)] = std::int16_t(cards.size());
            for (std::size_t i = 0; i < cards.size(); ++i) {
                const auto card = deal.place(cards[i]);
                column(owner, colour, int(i)) = card;
                m_heldBy[std::size_t(card)] = deal.heldBy(cards[i], owner < o.players ? owner : -1);
                ++played;
            }
        }
    return played;
}

// The box: the cards played into it (not those boxed at the end).
int BillyState::dealBox(const BillyObservation &o, UnseenDealer &deal)
{
    int played = 0;
    for (const auto &b : o.box) {
        const auto card = deal.place(b.card);
        m_box.push_back({card, b.by, b.atEnd});
        m_heldBy[std::size_t(card)] = b.by >= 0 ? deal.heldBy(b.card, b.by) : std::int8_t(-1);
        if (b.by >= 0 && !b.atEnd)
            ++played;
    }
    return played;
}

} // namespace houserules::blastingbilly
