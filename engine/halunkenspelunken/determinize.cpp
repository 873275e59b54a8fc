#include "state.h"

#include "core/game/unseencards.h"

#include <algorithm>
#include <cassert>
#include <span>

namespace houserules::halunkenspelunken {

// What a seat does not know, and how it is made up, each uniformly among
// what the observation allows and independently of the rest:
// - another player's movement card chosen this round but not yet revealed:
//   one of the cards that player still holds (movesLeft);
// - two players, Black Jack's card his hirer chose in secret: one of the
//   absent captain's cards left (blackJackMovesLeft);
// - the den cards below each face-up top (every den card before the dens
//   open) and the villains left in the box: the villains the seat has not
//   seen (the deck minus everyone's villains, the harbour and the face-up
//   tops), shuffled and dealt into the dens' hidden places, the rest boxed
//   (the state keeps no box);
// - the order of Black Jack's cards left: his own cards not yet turned (two
//   players: the absent captain's left), shuffled.
// Everything else is public and copied: the board, villains, harbour, the
// cards played, the auction, this round's revealed moves (the moves still to
// come are rebuilt from them), Black Jack's walk. How many decisions came
// before is not known and is left at 0.
std::unique_ptr<HsState> HsState::determinized(
    std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const HsObservation &>(observation);
    std::unique_ptr<HsState> s(new HsState(std::move(rules), o.players, o.firstPlayer));
    s->fillDeterminized(o, rng);
    return s;
}

void HsState::redeterminize(std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng)
{
    const auto &o = dynamic_cast<const HsObservation &>(observation);
    startEmpty(std::move(rules), o.players, o.firstPlayer);
    fillDeterminized(o, rng);
}

void HsState::fillDeterminized(const HsObservation &o, Rng &rng)
{
    assert(o.seat >= 0 && o.seat < o.players && o.players == m_players);
    m_phase = o.phase;
    m_round = o.round;
    m_current = o.terminal ? o.firstPlayer : o.currentPlayer;
    m_decisions = 0;
    placeFigures(o);
    dealUnseenVillains(o, rng);
    drawSecretMoves(o, rng);
    dealBlackJackCards(o, rng);
    copyAuctionAndRobbery(o);
    rebuildMovesToCome(o);
    stampAll();
}

namespace {

int drawFrom(const std::vector<int> &cards, Rng &rng)
{
    assert(!cards.empty());
    return cards[rng.below(std::uint32_t(cards.size()))];
}

// Black Jack walks to rob for his hirer (or himself, unhired with two players).
bool blackJackWalking(const HsObservation &o)
{
    return o.phase == Phase::Rob && (o.robbery == Robbery::Hired || o.robbery == Robbery::Give);
}

} // namespace

void HsState::placeFigures(const HsObservation &o)
{
    const int blackJack = o.players; // his figure
    m_ring = Ring(m_rules->fields);
    for (int seat = 0; seat < o.players; ++seat)
        if (o.captainAt[std::size_t(seat)] >= 0)
            m_ring.place(seat, o.captainAt[std::size_t(seat)]);
    if (o.blackJackAt >= 0)
        m_ring.place(blackJack, o.blackJackAt);
}

// The villains seen: taken, in the harbour, on top of a den. The others are
// dealt into the dens' hidden places.
void HsState::dealUnseenVillains(const HsObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    // (Scratch kept per thread: the search bot determinizes at every iteration.)
    thread_local UnseenCards villains;
    thread_local std::vector<std::int16_t> unseen;
    villains.reset(r.villainCount());
    for (int seat = 0; seat < o.players; ++seat) {
        const auto &held = o.villains[std::size_t(seat)];
        m_villains[std::size_t(seat)].assign(held.begin(), held.end());
        villains.seeAll(held);
    }
    m_harbour.assign(o.harbour.begin(), o.harbour.end());
    villains.seeAll(o.harbour);
    villains.seeAll(o.denTop); // -1: none, or face down
    unseen.clear();
    villains.forEachUnseen([](std::int16_t card) { unseen.push_back(card); });
    rng.shuffle(std::span(unseen));
    auto next = unseen.begin();
    for (int field = 0; field < r.fields; ++field) {
        auto &den = m_dens[std::size_t(field)];
        const int height = o.denHeight[std::size_t(field)];
        const std::int16_t top = o.denTop[std::size_t(field)];
        const int hidden = height - (top >= 0 ? 1 : 0);
        assert(hidden >= 0 && unseen.end() - next >= hidden);
        den.assign(next, next + hidden); // top at the back
        next += hidden;
        if (top >= 0)
            den.push_back(top);
    }
}

// Movement cards: what each holds, and this round's choices, a secret
// one drawn from the cards its chooser still held.
void HsState::drawSecretMoves(const HsObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    m_choices.start(o.players);
    for (int seat = 0; seat < o.players; ++seat) {
        std::uint32_t held = 0;
        for (const int n : o.movesLeft[std::size_t(seat)])
            held |= std::uint32_t(1) << r.moveIndex[std::size_t(n)];
        int chosen = o.chosen[std::size_t(seat)];
        if (chosen == SecretChoices::kHidden) {
            chosen = drawFrom(o.movesLeft[std::size_t(seat)], rng);
            held &= ~(std::uint32_t(1) << r.moveIndex[std::size_t(chosen)]);
        }
        if (chosen != SecretChoices::kNone)
            m_choices.choose(seat, chosen);
        m_movesHeld[std::size_t(seat)] = held;
    }
    if (o.revealed)
        m_choices.reveal();
    m_cancelled = o.cancelled;
    m_rumSeat = o.rumFigure;
    m_rumNumber = o.rumNumber;
}

// Black Jack's cards left, shuffled (two players: the absent captain's, one
// perhaps his hirer's secret pick).
void HsState::dealBlackJackCards(const HsObservation &o, Rng &rng)
{
    const Rules &r = *m_rules;
    m_blackJackPlayed.assign(o.blackJackPlayed.begin(), o.blackJackPlayed.end());
    m_blackJackCancelled = o.blackJackCancelled;
    m_blackJackCard = SecretChoices::kNone;
    m_blackJackCardShown = false;
    m_blackJackCards.clear();
    if (r.blackJack == BlackJackMode::Auction) {
        for (int card = 1; card <= r.blackJackCards; ++card)
            if (std::find(o.blackJackPlayed.begin(), o.blackJackPlayed.end(), card) == o.blackJackPlayed.end())
                m_blackJackCards.push_back(std::int16_t(card));
    } else if (r.blackJack == BlackJackMode::TwoPlayer) {
        std::vector<int> left = o.blackJackMovesLeft;
        int card = o.blackJackCard;
        if (card == SecretChoices::kHidden) { // his hirer's secret pick, still among the cards to the others
            card = drawFrom(left, rng);
            left.erase(std::find(left.begin(), left.end(), card));
        }
        m_blackJackCard = card;
        m_blackJackCards.assign(left.begin(), left.end());
        // Each round turns (unhired, at the reveal) or shows (hired, after the
        // captains' moves) exactly one of his cards.
        m_blackJackCardShown = o.round > 0 && int(o.blackJackPlayed.size()) == o.round;
    }
    rng.shuffle(std::span(m_blackJackCards));
    assert(int(m_blackJackCards.size()) == o.blackJackLeft);
}

// The auction, robbing and Black Jack's walk: all public.
void HsState::copyAuctionAndRobbery(const HsObservation &o)
{
    m_opener = o.opener;
    m_bestOffer = o.bestOffer;
    m_bestBidder = o.bestBidder;
    m_hasBid = o.hasBid;
    m_bids = m_rules->blackJack == BlackJackMode::Auction ? int(std::count(o.hasBid.begin(), o.hasBid.end(), true)) : 0;
    m_hirer = o.hirer;
    m_hirers.assign(o.hirers.begin(), o.hirers.end());

    m_robbery = o.robbery;
    m_victim = o.victim;
    m_robbingForBlackJack = blackJackWalking(o);
    m_victims.clear();
    for (const int victim : o.blackJackVictims)
        m_victims.push(victim);
    m_landingCountBefore = std::max(o.landingCountBefore, 0);
}

// The moves still to come this round: after the figure moving now (a
// captain robbing or landing on Black Jack, or an unhired Black Jack of
// two players walking among the captains); none outside the moves.
void HsState::rebuildMovesToCome(const HsObservation &o)
{
    const int blackJack = o.players; // his figure
    const bool walking = blackJackWalking(o);
    m_moves.clear();
    m_moveAt = 0;
    int mover = -1;
    if (o.phase == Phase::LandOnBlackJack || (o.phase == Phase::Rob && !walking))
        mover = o.currentPlayer;
    else if (walking && m_rules->blackJack == BlackJackMode::TwoPlayer && o.hirer < 0)
        mover = blackJack;
    if (mover < 0)
        return;
    std::vector<std::pair<int, int>> moves;
    for (int seat = 0; seat < o.players; ++seat)
        if (!o.cancelled[std::size_t(seat)])
            moves.emplace_back(seat == o.rumFigure ? o.rumNumber : o.chosen[std::size_t(seat)], seat);
    if (m_blackJackCardShown && !o.blackJackCancelled)
        moves.emplace_back(o.rumFigure == blackJack ? o.rumNumber : o.blackJackCard, blackJack);
    std::sort(moves.begin(), moves.end());
    const auto at = std::find_if(moves.begin(), moves.end(), [&](const auto &m) { return m.second == mover; });
    assert(at != moves.end());
    m_moves.assign(at + 1, moves.end());
}

} // namespace houserules::halunkenspelunken
