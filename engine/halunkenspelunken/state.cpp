#include "state.h"

#include "scoring.h"

#include "core/game/refillobservation.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <charconv>
#include <tuple>

namespace houserules::halunkenspelunken {

namespace {

Event event(EventType type, int player = -1)
{
    Event e;
    e.type = std::int16_t(type);
    e.player = std::int8_t(player);
    return e;
}

void push(std::vector<Event> *events, Event e)
{
    if (events)
        events->push_back(e);
}

} // namespace

HsState::HsState(std::shared_ptr<const Rules> rules, int players, int firstPlayer,
    const std::vector<std::int16_t> &deck, std::uint64_t chance)
    : m_rules(std::move(rules)), m_players(players), m_start(firstPlayer), m_current(firstPlayer)
{
    const Rules &r = *m_rules;
    assert(players >= 1 && players <= kMaxPlayers);
    assert(int(deck.size()) == r.villainCount() && r.fields * r.villainsPerDen <= r.villainCount());
    m_ring = Ring(r.fields);
    m_dens.resize(std::size_t(r.fields));
    for (int field = 0; field < r.fields; ++field) {
        const auto first = deck.begin() + std::ptrdiff_t(field * r.villainsPerDen);
        m_dens[std::size_t(field)].assign(std::make_reverse_iterator(first + r.villainsPerDen),
            std::make_reverse_iterator(first)); // the top at the back
    }
    m_villains.resize(std::size_t(players));
    m_movesHeld.assign(std::size_t(players), (std::uint32_t(1) << r.movement.size()) - 1);
    m_cancelled.assign(std::size_t(players), false);
    m_hasBid.assign(std::size_t(players), false);
    // Black Jack's cards: his own 1..N, or (two players) an absent captain's.
    if (r.blackJack == BlackJackMode::Auction)
        for (int card = 1; card <= r.blackJackCards; ++card)
            m_blackJackCards.push_back(std::int16_t(card));
    if (r.blackJack == BlackJackMode::TwoPlayer)
        m_blackJackCards.assign(r.movement.begin(), r.movement.end());
    Rng rng(chance);
    rng.shuffle(std::span(m_blackJackCards));
    reserveForPlay();
    stampAll();
}

HsState::HsState(std::shared_ptr<const Rules> rules, int players, int firstPlayer)
{
    startEmpty(std::move(rules), players, firstPlayer);
}

void HsState::startEmpty(std::shared_ptr<const Rules> rules, int players, int firstPlayer)
{
    if (m_rules != rules)
        m_rules = std::move(rules);
    const Rules &r = *m_rules;
    assert(players >= 1 && players <= kMaxPlayers);
    m_players = players;
    m_start = m_current = firstPlayer;
    m_ring = Ring(r.fields);
    m_dens.resize(std::size_t(r.fields));
    for (auto &den : m_dens)
        den.clear();
    m_villains.resize(std::size_t(players));
    for (auto &villains : m_villains)
        villains.clear();
    m_harbour.clear();
    m_movesHeld.assign(std::size_t(players), (std::uint32_t(1) << r.movement.size()) - 1);
    m_choices = {};
    m_cancelled.assign(std::size_t(players), false);
    m_moves.clear();
    m_moveAt = 0;
    m_rumSeat = m_rumNumber = -1;
    m_blackJackCards.clear();
    m_blackJackPlayed.clear();
    m_blackJackCard = -1;
    m_blackJackCardShown = m_blackJackCancelled = false;
    m_landingCountBefore = 0;
    m_victims.clear();
    m_opener = m_bestOffer = m_bestBidder = -1;
    m_bids = 0;
    m_hasBid.assign(std::size_t(players), false);
    m_hirer = -1;
    m_hirers.clear();
    m_robbery = Robbery::Captain;
    m_victim = -1;
    m_robbingForBlackJack = false;
    m_phase = Phase::PlaceCaptain;
    m_round = 0;
    m_decisions = 0;
    reserveForPlay();
    stampAll();
}

void HsState::stampAll()
{
    for (auto &stamp : m_stamps.villains)
        stamp = freshStamp();
    for (auto &stamp : m_stamps.moves)
        stamp = freshStamp();
    m_stamps.harbour = freshStamp();
    m_stamps.dens = freshStamp();
    m_stamps.cancelled = freshStamp();
    m_stamps.hasBid = freshStamp();
    m_stamps.blackJack = freshStamp();
}

void HsState::reserveForPlay()
{
    // Every villain could end up with one captain, or in the harbour.
    const Rules &r = *m_rules;
    for (auto &villains : m_villains)
        villains.reserve(std::size_t(r.villainCount()));
    m_harbour.reserve(std::size_t(r.villainCount()));
    m_moves.reserve(std::size_t(m_players + 1));
    m_hirers.reserve(std::size_t(std::max(r.rounds, 0)));
    m_blackJackPlayed.reserve(std::max(std::size_t(std::max(r.rounds, 0)), m_blackJackCards.size()));
}

// --- Setup -------------------------------------------------------------------

void HsState::placeCaptain(int field, Events *events)
{
    m_ring.place(m_current, field);
    Event e = event(EventType::CaptainPlaced, m_current);
    e.target = std::int16_t(field);
    push(events, e);
    takeDenCard(m_current, field, events);
    const int next = (m_current + 1) % m_players;
    if (next != m_start) {
        m_current = next;
        return;
    }
    push(events, event(EventType::DensOpened));
    if (m_rules->blackJack == BlackJackMode::None) {
        startRound(events);
        return;
    }
    m_phase = Phase::PlaceBlackJack;
    m_current = startingVillainOwner(true);
}

void HsState::placeBlackJack(int field, Events *events)
{
    m_ring.place(blackJackFigure(), field);
    Event e = event(EventType::BlackJackPlaced, m_current);
    e.target = std::int16_t(field);
    push(events, e);
    startRound(events);
}

int HsState::startingVillainOwner(bool lowest) const
{
    // Each captain's first villain; ties in value go by colour order.
    int owner = 0;
    for (int seat = 1; seat < m_players; ++seat) {
        const Villain &a = m_rules->villains[std::size_t(m_villains[std::size_t(seat)].front())];
        const Villain &b = m_rules->villains[std::size_t(m_villains[std::size_t(owner)].front())];
        const bool below = a.value < b.value || (a.value == b.value && a.colour < b.colour);
        if (below == lowest)
            owner = seat;
    }
    return owner;
}

// --- A round -----------------------------------------------------------------

void HsState::startRound(Events *events)
{
    ++m_round;
    Event e = event(EventType::RoundStarted);
    e.value = m_round;
    push(events, e);
    m_choices.start(m_players);
    for (auto &stamp : m_stamps.moves)
        stamp = freshStamp();
    std::fill(m_cancelled.begin(), m_cancelled.end(), false);
    m_stamps.cancelled = freshStamp();
    m_moves.clear();
    m_moveAt = 0;
    m_rumSeat = m_rumNumber = -1;
    m_hirer = -1;
    m_blackJackCard = SecretChoices::kNone;
    m_blackJackCardShown = false;
    m_blackJackCancelled = false;
    if (m_rules->blackJack == BlackJackMode::None) {
        m_phase = Phase::ChooseMove;
        m_current = m_start;
        return;
    }
    // The opener: the highest starting villain, then the last hirer (the
    // same opener again when nobody hired).
    if (m_opener < 0)
        m_opener = startingVillainOwner(false);
    m_phase = Phase::Offer;
    m_current = m_opener;
    m_bestOffer = m_bestBidder = -1;
    m_bids = 0;
    std::fill(m_hasBid.begin(), m_hasBid.end(), false);
    m_stamps.hasBid = freshStamp();
}

void HsState::offer(const Decision &d, Events *events)
{
    m_hasBid[std::size_t(m_current)] = true;
    m_stamps.hasBid = freshStamp();
    if (d.kind == DecisionKind::Pass) {
        push(events, event(EventType::Passed, m_current));
    } else {
        m_bestOffer = d.card;
        m_bestBidder = m_current;
        Event e = event(EventType::Offered, m_current);
        e.card = d.card;
        e.colour = m_rules->villains[std::size_t(d.card)].colour;
        push(events, e);
    }
    // Each once in seat order; with two players, in turn until one passes.
    const bool more
        = m_rules->blackJack == BlackJackMode::TwoPlayer ? d.kind != DecisionKind::Pass : ++m_bids < m_players;
    if (more) {
        m_current = (m_current + 1) % m_players;
        return;
    }
    endAuction(events);
}

void HsState::endAuction(Events *events)
{
    if (m_bestBidder >= 0) {
        m_hirer = m_bestBidder;
        take(m_hirer, m_bestOffer);
        m_harbour.push_back(std::int16_t(m_bestOffer));
        m_stamps.harbour = freshStamp();
        m_opener = m_hirer;
        Event e = event(EventType::Hired, m_hirer);
        e.card = std::int16_t(m_bestOffer);
        e.colour = m_rules->villains[std::size_t(m_bestOffer)].colour;
        push(events, e);
    } else {
        push(events, event(EventType::NobodyHired));
    }
    m_hirers.push_back(m_hirer);
    m_stamps.blackJack = freshStamp();
    if (m_hirer >= 0 && m_rules->blackJack == BlackJackMode::TwoPlayer) {
        m_phase = Phase::ChooseBlackJackMove; // the hirer picks his card in secret first
        m_current = m_hirer;
        return;
    }
    m_phase = Phase::ChooseMove;
    m_current = m_start;
}

void HsState::chooseBlackJackMove(int number, Events *events)
{
    m_blackJackCard = number;
    m_blackJackCards.erase(std::find(m_blackJackCards.begin(), m_blackJackCards.end(), std::int16_t(number)));
    Event e = event(EventType::BlackJackMoveChosen, m_current);
    e.privateTo = std::int8_t(m_current);
    e.card = std::int16_t(number);
    push(events, e);
    m_phase = Phase::ChooseMove;
    m_current = m_start;
}

int HsState::turnBlackJackCard(Events *events)
{
    const int card = m_blackJackCards.front();
    m_blackJackCards.erase(m_blackJackCards.begin());
    m_blackJackPlayed.push_back(card);
    m_stamps.blackJack = freshStamp();
    Event e = event(EventType::BlackJackCard, m_hirer);
    e.value = card;
    push(events, e);
    return card;
}

void HsState::chooseMove(int number, Events *events)
{
    m_movesHeld[std::size_t(m_current)] &= ~(std::uint32_t(1) << m_rules->moveIndex[std::size_t(number)]);
    m_choices.choose(m_current, number);
    m_stamps.moves[std::size_t(m_current)] = freshStamp();
    Event e = event(EventType::MoveChosen, m_current);
    e.privateTo = std::int8_t(m_current);
    e.card = std::int16_t(number); // the card: hidden from the others (a hidden value would read as rum)
    push(events, e);
    const int next = m_choices.nextToChoose(m_current);
    if (next >= 0) {
        m_current = next;
        return;
    }
    reveal(events);
}

void HsState::reveal(Events *events)
{
    m_choices.reveal();
    for (auto &stamp : m_stamps.moves)
        stamp = freshStamp();
    for (int seat = 0; seat < m_players; ++seat) {
        Event e = event(EventType::MoveRevealed, seat);
        e.value = m_choices.choice(seat);
        push(events, e);
    }
    // Two players and nobody hired him: Black Jack's top card is a third
    // revealed card, in the cancelling and the rum's exclusion.
    const bool blackJackReveals = m_rules->blackJack == BlackJackMode::TwoPlayer && m_hirer < 0;
    if (blackJackReveals) {
        m_blackJackCard = turnBlackJackCard(events);
        m_blackJackCardShown = true;
    }
    // Equal cards cancel (two rums too).
    const int figures = m_players + (blackJackReveals ? 1 : 0);
    auto card = [&](int figure) { return figure == m_players ? m_blackJackCard : m_choices.choice(figure); };
    int rums = 0;
    for (int figure = 0; figure < figures; ++figure) {
        rums += card(figure) == kRum;
        for (int other = 0; other < figures; ++other)
            if (other != figure && card(other) == card(figure)) {
                if (figure == m_players)
                    m_blackJackCancelled = true;
                else
                    m_cancelled[std::size_t(figure)] = true;
                m_stamps.cancelled = freshStamp();
            }
    }
    for (int figure = 0; figure < figures; ++figure)
        if (card(figure) == kRum && rums == 1)
            m_rumSeat = figure;
    if (m_rumSeat >= 0 && namedNumbers() != 0) {
        // A lone rum of Black Jack's gets its number from the auction's opener.
        m_phase = Phase::NameRum;
        m_current = m_rumSeat == m_players ? m_opener : m_rumSeat;
        return;
    }
    if (m_rumSeat == m_players) // no number left to name: the rum stays, as if cancelled
        m_blackJackCancelled = true;
    else if (m_rumSeat >= 0) {
        m_cancelled[std::size_t(m_rumSeat)] = true;
        m_stamps.cancelled = freshStamp();
    }
    afterRum(events);
}

std::uint32_t HsState::numberCards() const
{
    const std::uint32_t all = (std::uint32_t(1) << m_rules->movement.size()) - 1;
    const int rum = m_rules->moveIndex[kRum];
    return rum >= 0 ? all & ~(std::uint32_t(1) << rum) : all;
}

std::uint32_t HsState::namedNumbers() const
{
    std::uint32_t numbers = numberCards();
    auto shown = [&](int n) {
        if (n >= 0 && n < int(m_rules->moveIndex.size()) && m_rules->moveIndex[std::size_t(n)] >= 0)
            numbers &= ~(std::uint32_t(1) << m_rules->moveIndex[std::size_t(n)]);
    };
    if (m_blackJackCardShown)
        shown(m_blackJackCard);
    for (int seat = 0; seat < m_players; ++seat)
        shown(m_choices.choice(seat));
    return numbers;
}

void HsState::afterRum(Events *events)
{
    // The cancelled captains stay and take their den's card, in seat order
    // from the start player; then the others move, lowest number first.
    for (int i = 0; i < m_players; ++i) {
        const int seat = (m_start + i) % m_players;
        if (!m_cancelled[std::size_t(seat)])
            continue;
        Event e = event(EventType::Cancelled, seat);
        e.value = m_choices.choice(seat);
        push(events, e);
        takeDenCard(seat, m_ring.at(seat), events);
    }
    if (m_blackJackCancelled) {
        Event e = event(EventType::Cancelled, blackJackFigure());
        e.value = m_blackJackCard;
        push(events, e);
    }
    for (int seat = 0; seat < m_players; ++seat)
        if (!m_cancelled[std::size_t(seat)])
            m_moves.emplace_back(seat == m_rumSeat ? m_rumNumber : m_choices.choice(seat), seat);
    // An unhired Black Jack of two players moves among the captains.
    if (m_blackJackCardShown && !m_blackJackCancelled)
        m_moves.emplace_back(m_rumSeat == m_players ? m_rumNumber : m_blackJackCard, blackJackFigure());
    std::sort(m_moves.begin(), m_moves.end());
    m_moveAt = 0;
    nextMove(events);
}

void HsState::nextMove(Events *events)
{
    while (m_moveAt < m_moves.size()) {
        const auto [number, seat] = m_moves[m_moveAt++];
        if (seat == blackJackFigure()) {
            m_robbingForBlackJack = true;
            walkBlackJack(number, events);
            return;
        }
        const int from = m_ring.at(seat);
        const int to = m_ring.step(from, number);
        const int occupant = m_ring.on(to);
        const int countBefore = count(seat);
        m_ring.place(seat, Ring::kNowhere);
        Event moved = event(EventType::Moved, seat);
        moved.value = from;
        moved.target = std::int16_t(to);
        if (occupant == Ring::kNowhere) {
            m_ring.place(seat, to);
            push(events, moved);
            takeDenCard(seat, to, events);
            continue;
        }
        // An occupied field: the one there moves on to the next free field
        // (the mover's old field is free by now).
        const int onward = m_ring.nextFree(to);
        m_ring.place(occupant, onward);
        m_ring.place(seat, to);
        push(events, moved);
        if (occupant == blackJackFigure()) {
            Event e = event(EventType::BlackJackWalkedOn);
            e.value = to;
            e.target = std::int16_t(onward);
            takeDenCard(seat, to, events);
            push(events, e);
            m_robbingForBlackJack = false;
            if (m_rules->blackJack == BlackJackMode::TwoPlayer && m_hirer >= 0 && seat != m_hirer) {
                // The hirer's opponent chooses the harbour or the hirer
                // himself, also when one or both take nothing ("de keuze").
                m_landingCountBefore = countBefore;
                m_phase = Phase::LandOnBlackJack;
                m_current = seat;
                return;
            }
            if (!m_harbour.empty()) {
                askRobbery(Robbery::Harbour, seat, -1);
                return;
            }
            continue;
        }
        takeDenCard(seat, to, events);
        Event pushed = event(EventType::Pushed, occupant);
        pushed.value = to;
        pushed.target = std::int16_t(onward);
        push(events, pushed);
        const int robberCount = m_rules->robCountsBeforeDen ? countBefore : count(seat);
        if (count(occupant) > 0 && robberCount <= count(occupant)) {
            m_robbingForBlackJack = false;
            askRobbery(Robbery::Captain, seat, occupant);
            return;
        }
    }
    afterMoves(events);
}

void HsState::afterMoves(Events *events)
{
    m_robbingForBlackJack = true;
    switch (m_rules->blackJack) {
    case BlackJackMode::None:
        endRound(events);
        return;
    case BlackJackMode::Auction:
        walkBlackJack(turnBlackJackCard(events), events);
        return;
    case BlackJackMode::TwoPlayer:
        if (m_hirer < 0 || m_blackJackCardShown) { // unhired: he moved among the captains
            endRound(events);
            return;
        }
        // Hired: the card his hirer chose, now shown; a rum's number is the hirer's.
        m_blackJackCardShown = true;
        m_blackJackPlayed.push_back(m_blackJackCard);
        m_stamps.blackJack = freshStamp();
        {
            Event e = event(EventType::BlackJackCard, m_hirer);
            e.value = m_blackJackCard;
            push(events, e);
        }
        if (m_blackJackCard == kRum) {
            m_rumSeat = blackJackFigure();
            if (namedNumbers() == 0) { // no number left to name: he stays, as if cancelled
                m_blackJackCancelled = true;
                Event e = event(EventType::Cancelled, blackJackFigure());
                e.value = kRum;
                push(events, e);
                endRound(events);
                return;
            }
            m_phase = Phase::NameRum;
            m_current = m_hirer;
            return;
        }
        walkBlackJack(m_blackJackCard, events);
        return;
    }
}

bool HsState::mayRobHirer(int seat) const
{
    // The captain rule: he holds villains, and the lander as many or fewer.
    const int mine = m_rules->robCountsBeforeDen ? m_landingCountBefore : count(seat);
    return count(m_hirer) > 0 && mine <= count(m_hirer);
}

void HsState::walkBlackJack(int steps, Events *events)
{
    const int from = m_ring.at(blackJackFigure());
    // The captains he reaches or passes, in that order, his stop included;
    // each once, and never his hirer.
    m_victims.clear();
    std::uint32_t seen = 0;
    for (int k = 1; k <= steps; ++k) {
        const int figure = m_ring.on(m_ring.step(from, k));
        if (figure != Ring::kNowhere && figure != blackJackFigure() && figure != m_hirer && !(seen & (1u << figure))) {
            seen |= 1u << figure;
            m_victims.push(figure);
        }
    }
    const int stop = m_ring.step(from, steps);
    m_ring.place(blackJackFigure(), Ring::kNowhere);
    const int rest = m_ring.isFree(stop) ? stop : m_ring.nextFree(stop);
    m_ring.place(blackJackFigure(), rest);
    Event moved = event(EventType::BlackJackMoved);
    moved.value = from;
    moved.target = std::int16_t(stop);
    push(events, moved);
    if (rest != stop) {
        Event on = event(EventType::BlackJackWalkedOn);
        on.value = stop;
        on.target = std::int16_t(rest);
        push(events, on);
    }
    nextBlackJackVictim(events);
}

void HsState::nextBlackJackVictim(Events *events)
{
    // Counts are live: each robbery changes the next comparison.
    for (; !m_victims.done(); m_victims.advance()) {
        const int victim = m_victims.current();
        if (count(victim) == 0)
            continue;
        if (m_hirer >= 0 && count(victim) < count(m_hirer))
            continue;
        m_robbingForBlackJack = true;
        m_victims.advance();
        if (m_hirer >= 0)
            askRobbery(Robbery::Hired, m_hirer, victim);
        else
            askRobbery(Robbery::Give, victim, victim);
        return;
    }
    if (m_rules->blackJack == BlackJackMode::TwoPlayer && m_hirer < 0)
        nextMove(events); // he walked among the captains: the moves go on
    else
        endRound(events);
}

void HsState::endRound(Events *events)
{
    if (m_round < m_rules->rounds) {
        startRound(events);
        return;
    }
    m_phase = Phase::Over;
    push(events, event(EventType::GameOver));
}

int HsState::publicCardsLeft() const
{
    std::size_t left = 0;
    for (const auto &den : m_dens)
        left += den.size();
    return int(left);
}

GameClock HsState::clock() const
{
    GameClock c;
    c.rounds = m_phase == Phase::Over ? m_round : std::max(0, m_round - 1);
    c.scoredEvery = GameClock::Unit::Round;
    return c;
}

void HsState::publicScore(std::span<std::int64_t> scores) const
{
    assert(int(scores.size()) == m_players);
    for (int seat = 0; seat < m_players; ++seat)
        scores[std::size_t(seat)] = scoreTotal(*m_rules, villains(seat));
}

// --- Villains changing hands -------------------------------------------------

void HsState::takeDenCard(int seat, int field, Events *events)
{
    auto &den = m_dens[std::size_t(field)];
    if (den.empty())
        return; // an empty den gives nothing
    const int card = den.back();
    den.pop_back();
    m_stamps.dens = freshStamp();
    give(seat, card);
    Event e = event(EventType::DenCardTaken, seat);
    e.card = std::int16_t(card);
    e.colour = m_rules->villains[std::size_t(card)].colour;
    e.target = std::int16_t(field);
    e.marks = Event::EnteredHand;
    push(events, e);
}

void HsState::askRobbery(Robbery kind, int chooser, int victim)
{
    m_phase = Phase::Rob;
    m_robbery = kind;
    m_current = chooser;
    m_victim = victim;
}

void HsState::rob(int card, Events *events)
{
    Event e;
    switch (m_robbery) {
    case Robbery::Captain:
    case Robbery::Hired:
        take(m_victim, card);
        give(m_current, card);
        e = event(EventType::Robbed, m_current);
        e.target = std::int16_t(m_victim);
        break;
    case Robbery::Harbour:
        remove(m_harbour, card);
        m_stamps.harbour = freshStamp();
        give(m_current, card);
        e = event(EventType::TookFromHarbour, m_current);
        break;
    case Robbery::Give:
        take(m_current, card);
        m_harbour.push_back(std::int16_t(card));
        m_stamps.harbour = freshStamp();
        e = event(EventType::GaveToHarbour, m_current);
        break;
    }
    e.card = std::int16_t(card);
    e.colour = m_rules->villains[std::size_t(card)].colour;
    push(events, e);
    m_victim = -1;
    if (m_robbingForBlackJack)
        nextBlackJackVictim(events);
    else
        nextMove(events);
}

void HsState::remove(std::vector<std::int16_t> &cards, int card)
{
    cards.erase(std::find(cards.begin(), cards.end(), std::int16_t(card)));
}

// --- Decisions ---------------------------------------------------------------

bool HsState::holdsMove(int seat, int number) const
{
    const auto &index = m_rules->moveIndex;
    const int at = number >= 0 && number < int(index.size()) ? index[std::size_t(number)] : -1;
    return at >= 0 && (m_movesHeld[std::size_t(seat)] >> at & 1u);
}

void HsState::distinctVillains(const std::vector<std::int16_t> &cards, int above, std::vector<Decision> &out) const
{
    // Copies of a villain (a house rule's deck) are one choice: the first.
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const Villain &v = m_rules->villains[std::size_t(cards[i])];
        if (v.value <= above)
            continue;
        if (!m_rules->hasCopies) {
            out.push_back(villain(cards[i]));
            continue;
        }
        bool copy = false;
        for (std::size_t j = 0; j < i && !copy; ++j) {
            const Villain &w = m_rules->villains[std::size_t(cards[j])];
            copy = w.colour == v.colour && w.value == v.value;
        }
        if (!copy)
            out.push_back(villain(cards[i]));
    }
}

void HsState::legalDecisions(std::vector<Decision> &out) const
{
    out.clear();
    switch (m_phase) {
    case Phase::PlaceCaptain:
    case Phase::PlaceBlackJack:
        for (int field = 0; field < m_ring.fields(); ++field)
            if (m_ring.isFree(field))
                out.push_back(place(field));
        return;
    case Phase::Offer: {
        const int best = m_bestOffer < 0 ? -1 : m_rules->villains[std::size_t(m_bestOffer)].value;
        distinctVillains(m_villains[std::size_t(m_current)], best, out);
        out.push_back(pass());
        return;
    }
    case Phase::ChooseMove:
        for (std::uint32_t held = m_movesHeld[std::size_t(m_current)]; held != 0; held &= held - 1)
            out.push_back(move(m_rules->movement[std::size_t(std::countr_zero(held))]));
        return;
    case Phase::NameRum:
        for (std::uint32_t numbers = namedNumbers(); numbers != 0; numbers &= numbers - 1)
            out.push_back(rumNumber(m_rules->movement[std::size_t(std::countr_zero(numbers))]));
        return;
    case Phase::ChooseBlackJackMove: { // the absent captain's cards left (at most rules.movement's), in order
        std::array<std::int16_t, std::tuple_size_v<decltype(Rules::moveIndex)>> cards {};
        assert(m_blackJackCards.size() <= cards.size());
        const auto end = std::copy(m_blackJackCards.begin(), m_blackJackCards.end(), cards.begin());
        std::sort(cards.begin(), end);
        for (auto n = cards.begin(); n != end; ++n)
            out.push_back(move(*n));
        return;
    }
    case Phase::LandOnBlackJack: // always both, also when one takes nothing
        out.push_back(harbourOrRob(true));
        out.push_back(harbourOrRob(false));
        return;
    case Phase::Rob:
        distinctVillains(m_robbery == Robbery::Harbour ? m_harbour : m_villains[std::size_t(m_victim)], -1, out);
        return;
    case Phase::Over:
        return;
    }
}

std::optional<Illegal> HsState::checkDecision(const Decision &d) const
{
    if (m_phase == Phase::Over)
        return Illegal {Illegal::Code::GameOver, "the game is over"};
    std::vector<Decision> legal;
    legalDecisions(legal);
    if (std::find(legal.begin(), legal.end(), d) != legal.end())
        return std::nullopt;
    switch (m_phase) {
    case Phase::PlaceCaptain:
    case Phase::PlaceBlackJack:
        if (d.kind != DecisionKind::ChooseNumber)
            return Illegal {Illegal::Code::WrongKind, "choose a free field"};
        return Illegal {Illegal::Code::TargetNotAllowed, "that field is not free"};
    case Phase::Offer:
        if (d.kind != DecisionKind::ChooseCard)
            return Illegal {Illegal::Code::WrongKind, "offer a villain or pass"};
        return Illegal {Illegal::Code::CardNotInHand, "offer one of your villains worth more than the best offer"};
    case Phase::ChooseMove:
        if (d.kind != DecisionKind::ChooseCard)
            return Illegal {Illegal::Code::WrongKind, "choose a movement card"};
        return Illegal {Illegal::Code::CardNotInHand, "that movement card is used up"};
    case Phase::NameRum:
        if (d.kind != DecisionKind::ChooseNumber)
            return Illegal {Illegal::Code::WrongKind, "name the number your rum moves"};
        return Illegal {Illegal::Code::TargetNotAllowed, "name a number no card of this round shows"};
    case Phase::Rob:
        if (d.kind != DecisionKind::ChooseCard)
            return Illegal {Illegal::Code::WrongKind, "choose a villain"};
        return Illegal {Illegal::Code::CardNotInHand, "that villain is not there"};
    case Phase::ChooseBlackJackMove:
        if (d.kind != DecisionKind::ChooseCard)
            return Illegal {Illegal::Code::WrongKind, "choose Black Jack's movement card"};
        return Illegal {Illegal::Code::CardNotInHand, "Black Jack has used that card"};
    case Phase::LandOnBlackJack:
        if (d.kind != DecisionKind::YesNo)
            return Illegal {Illegal::Code::WrongKind, "choose the harbour or robbing the hirer"};
        return Illegal {Illegal::Code::Malformed, "the answer is the harbour (1) or robbing the hirer (0)"};
    case Phase::Over:
        break;
    }
    return Illegal {Illegal::Code::Malformed, "not a decision of this game"};
}

void HsState::apply(const Decision &d, std::vector<Event> *events)
{
    assert(!checkDecision(d));
    ++m_decisions;
    switch (m_phase) {
    case Phase::PlaceCaptain:
        placeCaptain(d.value, events);
        return;
    case Phase::PlaceBlackJack:
        placeBlackJack(d.value, events);
        return;
    case Phase::Offer:
        offer(d, events);
        return;
    case Phase::ChooseMove:
        chooseMove(d.card, events);
        return;
    case Phase::NameRum: {
        Event e = event(EventType::RumNamed, m_rumSeat);
        e.value = d.value;
        push(events, e);
        if (m_rumSeat == blackJackFigure() && m_hirer >= 0) { // a hired Black Jack's rum, as he moves
            m_rumNumber = d.value;
            walkBlackJack(d.value, events);
            return;
        }
        m_rumNumber = d.value;
        afterRum(events);
        return;
    }
    case Phase::ChooseBlackJackMove:
        chooseBlackJackMove(d.card, events);
        return;
    case Phase::LandOnBlackJack:
        // A choice that takes nothing (an empty harbour, a hirer he may not
        // rob) takes nothing: the moves go on.
        if (d.value == 1 && !m_harbour.empty()) {
            askRobbery(Robbery::Harbour, m_current, -1);
        } else if (d.value == 0 && mayRobHirer(m_current)) {
            askRobbery(Robbery::Captain, m_current, m_hirer);
        } else {
            Event e = event(EventType::TookNothing, m_current); // said, so the table shows why nothing moves
            e.value = d.value;
            e.target = m_hirer;
            push(events, e);
            nextMove(events);
        }
        return;
    case Phase::Rob:
        rob(d.card, events);
        return;
    case Phase::Over:
        return;
    }
}

// --- The end -----------------------------------------------------------------

Outcome HsState::outcome() const
{
    Outcome o;
    std::vector<std::int64_t> villainCounts, hired;
    for (int seat = 0; seat < m_players; ++seat) {
        o.scores.push_back(score(*m_rules, villains(seat)).total);
        villainCounts.push_back(count(seat));
        hired.push_back(std::count(m_hirers.begin(), m_hirers.end(), seat));
    }
    o.winners = winners(o.scores);
    o.figures["villains"] = villainCounts;
    if (m_rules->blackJack != BlackJackMode::None)
        o.figures["hired_black_jack"] = hired;
    return o;
}

std::vector<int> HsState::winningSeats() const
{
    std::array<int, kMaxPlayers> totals {};
    int best = 0;
    for (int seat = 0; seat < m_players; ++seat) {
        totals[std::size_t(seat)] = scoreTotal(*m_rules, villains(seat));
        if (seat == 0 || totals[std::size_t(seat)] > best)
            best = totals[std::size_t(seat)];
    }
    std::vector<int> result;
    for (int seat = 0; seat < m_players; ++seat)
        if (totals[std::size_t(seat)] == best)
            result.push_back(seat);
    return result;
}

std::unique_ptr<Observation> HsState::observe(int seat) const
{
    auto o = std::make_unique<HsObservation>();
    fillObservation(seat, *o);
    return o;
}

void HsState::observeInto(int seat, std::unique_ptr<Observation> &observation) const
{
    refillObservation<HsObservation>(observation, [&](HsObservation &o) { fillObservation(seat, o); });
}

namespace {

// `to` made a copy of `from` in place: small lists, copied element by
// element (cheaper than a call to memmove for the few a list holds).
template <typename To, typename From>
void refill(std::vector<To> &to, const From &from)
{
    const std::size_t n = std::size(from);
    to.resize(n);
    To *out = to.data();
    auto in = std::begin(from);
    for (std::size_t i = 0; i < n; ++i, ++in)
        out[i] = To(*in);
}

} // namespace

// Every field written, lists resized and refilled in place: the search bot
// refills one observation per playout decision, so nothing is allocated once
// its lists have grown to the game's size. Fields a game does not use keep
// the values a fresh observation has.
void HsState::fillObservation(int seat, HsObservation &o) const
{
    fillTable(seat, o);
    fillHandsAndBids(seat, o);
}

void HsState::fillTable(int seat, HsObservation &o) const
{
    const Rules &r = *m_rules;
    o.seat = seat;
    o.players = m_players;
    o.phase = m_phase;
    o.fields = m_ring.fields();
    o.blackJackInGame = r.blackJack != BlackJackMode::None;
    auto &filled = o.filled;
    const auto n = std::size_t(m_players);
    if (o.captainAt.size() != n || o.villains.size() != n) {
        o.captainAt.resize(n);
        o.villains.resize(n);
        filled.villains = {}; // a seat's lists may be new
    }
    // A list is copied unless it is the one copied last time (the same
    // version: every way of emptying or replacing it changes the version).
    for (int s = 0; s < m_players; ++s) {
        const auto i = std::size_t(s);
        o.captainAt[i] = m_ring.at(s);
        if (filled.villains[i] != m_stamps.villains[i]) {
            refill(o.villains[i], m_villains[i]);
            filled.villains[i] = m_stamps.villains[i];
        }
    }
    o.blackJackAt = o.blackJackInGame ? m_ring.at(blackJackFigure()) : -1;
    const std::size_t fields = m_dens.size();
    const bool open = densOpen();
    if (filled.dens != m_stamps.dens || filled.densOpen != open) {
        o.denTop.resize(fields);
        o.denHeight.resize(fields);
        for (std::size_t field = 0; field < fields; ++field) {
            const auto &den = m_dens[field];
            o.denTop[field] = open && !den.empty() ? den.back() : std::int16_t(-1);
            o.denHeight[field] = int(den.size());
        }
        filled.dens = m_stamps.dens;
        filled.densOpen = open;
    }
    if (filled.harbour != m_stamps.harbour) {
        refill(o.harbour, m_harbour);
        filled.harbour = m_stamps.harbour;
    }
    o.rumFigure = m_rumSeat;
    o.hirer = o.blackJackInGame ? m_hirer : -1;
    o.blackJackLeft = o.blackJackInGame ? int(m_blackJackCards.size()) : 0;
    o.landingCountBefore = m_phase == Phase::LandOnBlackJack ? m_landingCountBefore : -1;
    o.robbery = m_robbery;
}

void HsState::fillHandsAndBids(int seat, HsObservation &o) const
{
    o.firstPlayer = m_start;
    o.currentPlayer = currentPlayer();
    o.round = m_round;
    o.rounds = m_rules->rounds;
    o.terminal = isTerminal();
    auto &filled = o.filled;
    if (filled.cancelled != m_stamps.cancelled) {
        o.cancelled = m_cancelled;
        filled.cancelled = m_stamps.cancelled;
    }
    if (filled.hasBid != m_stamps.hasBid) {
        o.hasBid = m_hasBid;
        filled.hasBid = m_stamps.hasBid;
    }
    observeMovementCards(seat, o);
    o.revealed = m_choices.revealed();
    o.rumNumber = m_rumNumber;
    o.blackJackCancelled = m_blackJackCancelled;
    observeBlackJack(seat, o);
    o.blackJackVictims.clear();
    for (SeatQueue victims = m_victims; !victims.done(); victims.advance())
        o.blackJackVictims.push_back(victims.current());
    o.victim = m_phase == Phase::Rob ? m_victim : -1;
    o.scores.clear();
    o.winners.clear();
    if (o.terminal) {
        const Outcome end = outcome();
        o.scores.assign(end.scores.begin(), end.scores.end());
        o.winners.assign(end.winners.begin(), end.winners.end());
    }
}

// Each seat's movement cards still held and its choice this round, as `seat`
// sees them: a card chosen in secret is still in the hand to everyone else.
void HsState::observeMovementCards(int seat, HsObservation &o) const
{
    const Rules &r = *m_rules;
    auto &filled = o.filled;
    const auto n = std::size_t(m_players);
    if (o.movesLeft.size() != n || o.chosen.size() != n) {
        o.movesLeft.resize(n);
        o.chosen.resize(n);
        filled.moves = {}; // a seat's lists may be new
    }
    for (int s = 0; s < m_players; ++s) {
        const auto i = std::size_t(s);
        const int visible = m_choices.visibleTo(seat, s);
        const bool secret = visible == SecretChoices::kHidden;
        if (filled.moves[i] != m_stamps.moves[i] || filled.secret[i] != secret) {
            std::uint32_t held = m_movesHeld[i];
            if (secret) {
                const int chosen = m_choices.choice(s);
                if (chosen >= 0 && chosen < int(r.moveIndex.size()) && r.moveIndex[std::size_t(chosen)] >= 0)
                    held |= std::uint32_t(1) << r.moveIndex[std::size_t(chosen)];
            }
            auto &left = o.movesLeft[i];
            left.resize(r.movement.size());
            std::size_t count = 0;
            for (; held != 0; held &= held - 1)
                left[count++] = r.movement[std::size_t(std::countr_zero(held))];
            left.resize(count);
            filled.moves[i] = m_stamps.moves[i];
            filled.secret[i] = secret;
        }
        o.chosen[i] = visible;
    }
}

// The auction, Black Jack's hirers and cards played, and with two players
// the absent captain's cards left and the one chosen, as `seat` sees them.
void HsState::observeBlackJack(int seat, HsObservation &o) const
{
    auto &filled = o.filled;
    o.opener = o.bestOffer = o.bestBidder = -1;
    o.blackJackCard = -1;
    if (!o.blackJackInGame) {
        o.hirers.clear();
        o.blackJackPlayed.clear();
        o.blackJackMovesLeft.clear();
        filled.blackJack = 0;
        return;
    }
    o.opener = m_opener;
    o.bestOffer = m_bestOffer;
    o.bestBidder = m_bestBidder;
    if (filled.blackJack != m_stamps.blackJack) {
        refill(o.hirers, m_hirers);
        refill(o.blackJackPlayed, m_blackJackPlayed);
        filled.blackJack = m_stamps.blackJack;
    }
    if (m_rules->blackJack != BlackJackMode::TwoPlayer) {
        o.blackJackMovesLeft.clear();
        return;
    }
    // An absent captain's cards: which are left is public.
    refill(o.blackJackMovesLeft, m_blackJackCards);
    const bool sees = m_blackJackCardShown || seat == m_hirer || seat == kAllKnowing;
    if (m_blackJackCard != SecretChoices::kNone && !sees)
        o.blackJackMovesLeft.push_back(m_blackJackCard); // chosen in secret: still his, to the others
    std::sort(o.blackJackMovesLeft.begin(), o.blackJackMovesLeft.end());
    o.blackJackCard = m_blackJackCard == SecretChoices::kNone ? SecretChoices::kNone
        : sees                                                ? m_blackJackCard
                                                              : SecretChoices::kHidden;
}

// --- Notation ----------------------------------------------------------------

std::string HsState::decisionText(const Decision &d) const
{
    switch (m_phase) {
    case Phase::PlaceCaptain:
        return "place " + std::to_string(d.value + 1);
    case Phase::PlaceBlackJack:
        return "blackjack " + std::to_string(d.value + 1);
    case Phase::Offer:
        return d.kind == DecisionKind::Pass ? "pass" : "offer " + m_rules->villainName(d.card);
    case Phase::ChooseMove:
        return d.card == kRum ? "move rum" : "move " + std::to_string(d.card);
    case Phase::NameRum:
        return "rum " + std::to_string(d.value);
    case Phase::Rob:
        return (m_robbery == Robbery::Give ? "give " : "take ") + m_rules->villainName(d.card);
    case Phase::ChooseBlackJackMove:
        return d.card == kRum ? "jack rum" : "jack " + std::to_string(d.card);
    case Phase::LandOnBlackJack:
        return d.value ? "harbour" : "rob";
    case Phase::Over:
        break;
    }
    return "?";
}

std::optional<Decision> HsState::parseDecision(std::string_view text, std::string *error) const
{
    auto fail = [&](std::string message) -> std::optional<Decision> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    const auto space = text.find(' ');
    const auto verb = text.substr(0, space);
    auto rest = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    while (!rest.empty() && rest.front() == ' ')
        rest.remove_prefix(1);
    auto number = [&rest]() -> std::optional<int> {
        int n = 0;
        const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), n);
        if (ec != std::errc() || end != rest.data() + rest.size())
            return std::nullopt;
        return n;
    };
    auto villainArg = [&]() -> std::optional<Decision> {
        const int card = m_rules->villainNamed(rest);
        if (card < 0)
            return fail(
                "unknown villain " + quote(std::string(rest)) + "; expected a colour and a value, such as red-9");
        // The copy the legal decisions name (copies are one choice).
        std::vector<Decision> legal;
        legalDecisions(legal);
        for (const Decision &d : legal)
            if (d.kind == DecisionKind::ChooseCard && m_rules->villainName(d.card) == rest)
                return d;
        return villain(card);
    };
    if (verb == "place" || verb == "blackjack") {
        const auto n = number();
        if (!n || *n < 1 || *n > m_ring.fields())
            return fail(
                "expected '" + std::string(verb) + " <field>', a field from 1 to " + std::to_string(m_ring.fields()));
        return place(*n - 1);
    }
    if (verb == "pass" && rest.empty())
        return pass();
    if (verb == "offer" || verb == "take" || verb == "give")
        return villainArg();
    if (verb == "move") {
        if (rest == "rum")
            return move(kRum);
        const auto n = number();
        if (!n || *n < 1)
            return fail("expected 'move <number>' or 'move rum'");
        return move(*n);
    }
    if (verb == "jack") {
        if (rest == "rum")
            return move(kRum);
        const auto n = number();
        if (!n || *n < 1)
            return fail("expected 'jack <number>' or 'jack rum'");
        return move(*n);
    }
    if ((verb == "harbour" || verb == "rob") && rest.empty())
        return harbourOrRob(verb == "harbour");
    if (verb == "rum") {
        const auto n = number();
        if (!n || *n < 1)
            return fail("expected 'rum <number>'");
        return rumNumber(*n);
    }
    return fail("expected 'place <field>', 'blackjack <field>', 'offer <villain>', 'pass', 'move <number>|rum', "
                "'rum <number>', 'jack <number>|rum', 'harbour', 'rob', 'take <villain>' or 'give <villain>', "
                "for example 'move 3'");
}

} // namespace houserules::halunkenspelunken
