#include "state.h"

#include "core/game/unseencards.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace houserules::boomo {

// Hidden from a seat: the cards in the others' hands it was not shown (it
// knows only those it handed over in a swap, wherever swaps took them since)
// and the order of the draw pile. The cards it has not seen (the deck less
// its hand, the cards it knows in other hands and the discard pile) are
// shuffled and dealt into the others' unknown places, each hand's known
// cards kept in their order at random places among them; the rest, in that
// random order, is the draw pile. The state's generator for the reshuffles
// to come gets a fresh seed. Everything else is public and in the
// observation (the dealer, and while a bomb card is answered its bomber and
// whether someone let a bomb explode: the answers still to come are the
// seats still in from this one round to the bomber), but for a few things
// no rule reads again, chosen here: what the others know of the hands (each
// holder its own cards; this seat exactly what it knows), the rounds before
// the last (only the last ending is kept), the order in which seats went out
// (seat order), and the number of decisions so far (0). What the seat could
// remember beyond its observation (a hand put under the draw pile, which
// cards a reshuffle brought back) is not used: every unseen card is equally
// likely in every hidden place.
std::unique_ptr<BoomoState> BoomoState::determinized(
    std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const BoomoObservation &>(observation);
    assert(o.seat >= 0 && o.seat < o.players);

    std::vector<std::int16_t> identity(std::size_t(rules->cardCount()));
    std::iota(identity.begin(), identity.end(), std::int16_t(0));
    auto s
        = std::make_unique<BoomoState>(std::move(rules), o.players, std::max(o.currentPlayer, 0), identity, rng.next());
    for (auto &hand : s->m_hands)
        hand.clear();
    s->m_pile.clear();
    s->m_known = {};
    s->m_kinds = {};
    s->m_held = {};
    s->dealUnseenCards(o, rng);
    s->copySeatsOut(o);
    s->copyRoundAndTurn(o);
    s->restoreBombAnswers(o);
    return s;
}

// The cards this seat has not seen, in a random order, into the others'
// unknown places; the rest is the draw pile.
void BoomoState::dealUnseenCards(const BoomoObservation &o, Rng &rng)
{
    UnseenCards cards;
    cards.reset(m_rules->cardCount());
    cards.seeAll(o.hand);
    for (const auto &known : o.knownInHand)
        cards.seeAll(known);
    cards.seeAll(o.discard);
    std::vector<std::int16_t> unseen = cards.unseen();
    rng.shuffle(std::span(unseen));
    std::size_t next = 0;
    for (int p = 0; p < o.players; ++p) {
        if (p == o.seat) {
            for (const auto card : o.hand)
                give(p, card); // in its order: the observation shows it so
            continue;
        }
        dealOthersHand(p, o, unseen, next, rng);
    }
    // The rest is the draw pile (top at the back), already shuffled.
    for (; next < unseen.size(); ++next)
        m_pile.push(unseen[next]);
    assert(m_pile.size() == o.drawPile);
    for (const auto card : o.discard)
        putOnDiscard(card);
}

// Each place in another seat's hand holds one of the known cards (still in
// their order) with the chance that leaves them equally likely anywhere,
// else the next of `unseen`.
void BoomoState::dealOthersHand(
    int p, const BoomoObservation &o, const std::vector<std::int16_t> &unseen, std::size_t &next, Rng &rng)
{
    const auto &known = o.knownInHand[std::size_t(p)];
    const int size = o.handSizes[std::size_t(p)];
    assert(size >= int(known.size()));
    std::size_t k = 0;
    for (int i = 0; i < size; ++i) {
        const int knownLeft = int(known.size() - k);
        if (knownLeft > 0 && int(rng.below(std::uint32_t(size - i))) < knownLeft) {
            const int card = known[k++];
            give(p, card);
            m_known[std::size_t(card)] |= std::uint8_t(1u << o.seat);
        } else {
            assert(next < unseen.size());
            give(p, unseen[next++]);
        }
    }
}

// Bombs flipped, the seats out (in seat order) and the direction of play.
void BoomoState::copySeatsOut(const BoomoObservation &o)
{
    m_seats = Seats(o.players);
    for (int p = 0; p < o.players; ++p) {
        m_flipped[std::size_t(p)] = std::int8_t(o.flipped[std::size_t(p)]);
        if (o.out[std::size_t(p)]) {
            m_seats.leave(p);
            m_outOrder[std::size_t(m_outCount++)] = std::int8_t(p);
        }
    }
    if (m_seats.direction() != o.direction)
        m_seats.reverse();
}

void BoomoState::copyRoundAndTurn(const BoomoObservation &o)
{
    m_endings.clear();
    if (o.lastEnder >= 0)
        m_endings.push_back({o.terminal ? o.round : o.round - 1, o.lastEnder, o.lastEnd});
    m_winners = o.winners;
    m_phase = o.phase;
    m_current = o.currentPlayer;
    m_total = o.total;
    m_round = o.round;
    m_dealer = o.dealer;
    m_decisions = 0;
}

// Answering a bomb card: the seats still to answer are this one and
// those still in clockwise after it, up to the bomber.
void BoomoState::restoreBombAnswers(const BoomoObservation &o)
{
    m_answers.clear();
    if (o.phase != Phase::AnswerBomb) {
        m_bomber = -1;
        m_bombWasLast = false;
        m_anyExploded = false;
        return;
    }
    assert(o.bomber >= 0 && o.bomber != o.currentPlayer);
    m_bomber = o.bomber;
    m_bombWasLast = o.handSizes[std::size_t(o.bomber)] == 0; // the bomber's hand is untouched since
    m_anyExploded = o.bombExploded;
    m_answers.push(o.currentPlayer);
    for (int p = (o.currentPlayer + 1) % o.players; p != o.bomber; p = (p + 1) % o.players)
        if (m_seats.isIn(p))
            m_answers.push(p);
}

} // namespace houserules::boomo
