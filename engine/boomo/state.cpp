#include "state.h"

#include "scoring.h"

#include "core/game/refillobservation.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace houserules::boomo {

namespace {

Event event(EventType type, int player)
{
    Event e;
    e.type = std::int16_t(type);
    e.player = std::int8_t(player);
    return e;
}

std::uint8_t bit(int seat)
{
    return std::uint8_t(1u << seat);
}

} // namespace

BoomoState::BoomoState(std::shared_ptr<const Rules> rules, int players, int firstPlayer,
    const std::vector<std::int16_t> &deck, std::uint64_t chance)
    : m_rules(std::move(rules)), m_cards(m_rules->cards.data()), m_seats(players), m_chance(chance),
      m_current(firstPlayer), m_dealer((firstPlayer + players - 1) % players)
{
    const Rules &r = *m_rules;
    assert(players >= r.minPlayers && players <= r.maxPlayers && players <= kMaxPlayers);
    assert(int(deck.size()) == r.cardCount() && players * r.handSize <= r.cardCount());
    assert(deck.size() <= m_known.size() && "the schema bounds a deck's size");
    m_endings.reserve(16);
    // The deck becomes the draw pile with its top at the back, and each hand
    // is dealt from it.
    for (auto card = deck.rbegin(); card != deck.rend(); ++card)
        m_pile.push(*card);
    for (int seat = 0; seat < players; ++seat)
        giveFromPile(seat, r.handSize);
}

// ---- Hands ---------------------------------------------------------------

bool BoomoState::reshuffle(Events *events)
{
    // The whole discard pile, shuffled, becomes the draw pile.
    if (m_discard.empty())
        return false;
    m_pile = m_discard;
    m_discard.clear();
    m_discardedStoppers = 0;
    m_chance.shuffle(std::span(m_pile.begin(), m_pile.end()));
    if (events) {
        Event e = event(EventType::Reshuffled, -1);
        e.value = m_pile.size();
        events->push_back(e);
    }
    return true;
}

void BoomoState::giveFromPile(int seat, int count)
{
    // Everything at hand in locals: a store into these byte arrays may alias
    // any member, which would then be read again for every card.
    const Card *cards = m_cards;
    std::uint8_t *known = m_known.data();
    std::uint8_t *kinds = m_kinds[std::size_t(seat)].data();
    auto &held = m_held[std::size_t(seat)];
    const auto me = bit(seat);
    m_hands[std::size_t(seat)].drawFrom(m_pile, count, cards, [&](int card, unsigned rank) {
        known[card] = me;
        ++kinds[rank];
        wordOf(held, rank) |= bitOf(rank);
    });
}

void BoomoState::draw(int seat, int count, int why, Events *events)
{
    while (count > 0) {
        if (m_pile.empty() && !reshuffle(events))
            return; // both piles empty: the rest of the draw is skipped
        const int now = std::min(count, m_pile.size());
        giveFromPile(seat, now);
        count -= now;
        if (!events)
            continue;
        const auto &hand = m_hands[std::size_t(seat)];
        for (const std::int16_t *card = hand.end() - now; card != hand.end(); ++card) {
            Event e = event(EventType::CardDrawn, seat);
            e.privateTo = std::int8_t(seat);
            e.card = *card;
            e.target = std::int16_t(why);
            e.marks = Event::EnteredHand;
            events->push_back(e);
        }
    }
}

// ---- Decisions -----------------------------------------------------------

void BoomoState::legalDecisions(std::vector<Decision> &out) const
{
    switch (m_phase) {
    case Phase::Play:
    case Phase::TwiceFirst:
    case Phase::TwiceSecond: {
        // One decision per kind held: copies are interchangeable. Written in
        // place, as playouts ask for them at every turn.
        const Rules &r = *m_rules;
        const bool numbersOnly = m_phase == Phase::TwiceFirst;
        const auto &held = m_held[std::size_t(m_current)];
        // A caller reuses its vector: push_back within its capacity is a
        // store, where growing by resize() constructs in a library call.
        out.clear();
        auto list = [&out, first = r.firstOfKind.data()](std::uint64_t kinds, int base) {
            for (; kinds != 0; kinds &= kinds - 1)
                out.push_back(play(first[base + std::countr_zero(kinds)]));
        };
        list(held[0] & (numbersOnly ? r.numberKinds[0] : ~std::uint64_t(0)), 0);
        if (held[1] != 0) // only with more than 64 kinds
            list(held[1] & (numbersOnly ? r.numberKinds[1] : ~std::uint64_t(0)), 64);
        return;
    }
    case Phase::ChooseSwap:
        out.clear();
        m_seats.othersClockwise(m_current, [&out](int seat) { out.push_back(swapWith(seat)); });
        return;
    case Phase::AnswerBomb:
        out.assign({answer(true), answer(false)});
        return;
    case Phase::Over:
        out.clear();
        return;
    }
}

std::optional<Illegal> BoomoState::checkDecision(const Decision &d) const
{
    switch (m_phase) {
    case Phase::Over:
        return Illegal {Illegal::Code::GameOver, "the game is over"};
    case Phase::Play:
    case Phase::TwiceFirst:
    case Phase::TwiceSecond: {
        if (d.kind != DecisionKind::PlayCard)
            return Illegal {Illegal::Code::WrongKind, "it is time to play a card"};
        if (d.target != -1 || d.value != 0)
            return Illegal {Illegal::Code::Malformed, "a card is played without a target or number"};
        const Rules &r = *m_rules;
        if (d.card < 0 || d.card >= r.cardCount())
            return Illegal {Illegal::Code::Malformed, "no card " + std::to_string(d.card) + " in this deck"};
        const Card &c = r.cards[std::size_t(d.card)];
        if (r.firstOfKind[std::size_t(c.rank)] != d.card)
            return Illegal {Illegal::Code::Malformed,
                "a play names its kind by the kind's first card (" + std::to_string(r.firstOfKind[std::size_t(c.rank)])
                    + " for " + r.cardName(d.card) + ")"};
        if (kinds(m_current, c.rank) == 0)
            return Illegal {Illegal::Code::CardNotInHand,
                "no " + r.cardName(d.card) + " in the hand of seat " + std::to_string(m_current)};
        if (m_phase == Phase::TwiceFirst && !c.isNumber())
            return Illegal {Illegal::Code::TargetNotAllowed, "play twice starts with a number card"};
        return std::nullopt;
    }
    case Phase::ChooseSwap:
        if (d.kind != DecisionKind::ChoosePlayer)
            return Illegal {Illegal::Code::WrongKind, "it is time to choose whom to swap hands with"};
        if (d.card != -1 || d.value != 0)
            return Illegal {Illegal::Code::Malformed, "a swap names only a seat"};
        if (d.target < 0 || d.target >= playerCount() || d.target == m_current || !m_seats.isIn(d.target))
            return Illegal {Illegal::Code::TargetNotAllowed, "swap hands with another player still in the game"};
        return std::nullopt;
    case Phase::AnswerBomb:
        if (d.kind != DecisionKind::YesNo)
            return Illegal {Illegal::Code::WrongKind, "it is time to answer the bomb card"};
        if (d.card != -1 || d.target != -1)
            return Illegal {Illegal::Code::Malformed, "an answer is yes or no"};
        if (d.value != 0 && d.value != 1)
            return Illegal {Illegal::Code::Malformed, "the answer is discard (1) or explode (0)"};
        return std::nullopt;
    }
    return std::nullopt;
}

void BoomoState::apply(const Decision &d, std::vector<Event> *events)
{
    assert(!checkDecision(d));
    ++m_decisions;
    switch (m_phase) {
    case Phase::Play:
    case Phase::TwiceFirst:
    case Phase::TwiceSecond:
        // The first copy of the kind held.
        playCard(m_current, takeKind(m_current, m_cards[d.card].rank), events);
        return;
    case Phase::ChooseSwap: {
        const int seat = m_current;
        swapHands(seat, d.target, events);
        afterTurn(seat, m_rules->cards[std::size_t(m_discard.back())], events);
        return;
    }
    case Phase::AnswerBomb:
        answerBomb(d.value == 1, events);
        askNextAnswer(events);
        return;
    case Phase::Over:
        return;
    }
}

// ---- Playing a card --------------------------------------------------------

void BoomoState::playCard(int seat, int card, Events *events)
{
    const Rules &r = *m_rules;
    const Phase phase = m_phase;
    const Card &c = r.cards[std::size_t(card)];
    putOnDiscard(card);
    const bool last = m_hands[std::size_t(seat)].empty();
    if (c.kind == Kind::Number)
        m_total += c.amount;
    else if (c.kind == Kind::Set)
        m_total = c.amount;
    if (events) {
        Event e = event(EventType::CardPlayed, seat);
        e.card = std::int16_t(card);
        e.value = m_total;
        e.marks = Event::PlayedCard;
        events->push_back(e);
    }

    if (m_total > r.limit) {
        goOverLimit(seat, c, last, events);
        return;
    }
    switch (c.kind) {
    case Kind::Reverse:
        if (m_seats.remaining() > 2) {
            m_seats.reverse();
            if (events) {
                Event e = event(EventType::DirectionReversed, seat);
                e.value = m_seats.direction();
                events->push_back(e);
            }
        }
        break;
    case Kind::Draw:
        m_seats.othersClockwise(seat, [&](int other) { draw(other, c.amount, 1, events); });
        break;
    case Kind::Bomb:
        m_bomber = seat;
        m_bombWasLast = last;
        m_anyExploded = false;
        m_answers.clear();
        m_seats.othersClockwise(seat, [this](int other) { m_answers.push(other); });
        askNextAnswer(events);
        return;
    case Kind::Swap:
        if (!last) {
            m_phase = Phase::ChooseSwap;
            m_current = seat;
            return;
        }
        break; // a last swap swaps nothing
    default:
        break;
    }
    if (last) {
        lastCard(seat, events);
        return;
    }
    if (phase == Phase::TwiceFirst && m_seats.isIn(seat)) {
        m_phase = Phase::TwiceSecond; // the same player, any card now
        m_current = seat;
        return;
    }
    // Most cards pass the turn on here, at no call; afterTurn has the rest.
    if (c.kind != Kind::Skip && c.kind != Kind::Twice) {
        passTo(m_seats.next(seat), seat, events);
        return;
    }
    afterTurn(seat, c, events);
}

// Over the limit: this ends the round before anything else (the last-card
// rule too: only this player flips).
void BoomoState::goOverLimit(int seat, const Card &c, bool last, Events *events)
{
    if (events) {
        Event e = event(EventType::OverLimit, seat);
        e.value = m_total;
        events->push_back(e);
    }
    flip(seat, events);
    if (m_rules->overLimitEndsRound || last) {
        endRound(seat, RoundEnd::OverLimit, events);
        return;
    }
    m_total = 0; // house rule: play goes on from 0
    if (gameIsDecided(seat, events))
        return;
    // ... with the next player, also when this was the first card of
    // "play twice" (an ordinary over-the-limit play: no second card).
    afterTurn(seat, c, events);
}

void BoomoState::afterTurn(int seat, const Card &card, Events *events)
{
    switch (card.kind) {
    case Kind::Skip: {
        if (m_seats.remaining() == 2) {
            if (events)
                events->push_back(event(EventType::TurnSkipped, m_seats.next(seat)));
            passTo(seat, seat, events); // plays again
            return;
        }
        // It skips the next player who holds a card (none but the player: he plays again).
        const int skipped = nextHolder(seat);
        if (skipped != seat && events)
            events->push_back(event(EventType::TurnSkipped, skipped));
        passTo(m_seats.next(skipped), seat, events);
        return;
    }
    case Kind::Twice: {
        // The obligation passes to the next player who holds a card.
        const int next = nextHolder(seat);
        if (events)
            events->push_back(event(EventType::MustPlayTwice, next));
        if (!holdsNumber(next)) {
            // Ended by the play-twice card: the next round starts with the one who failed.
            if (events)
                events->push_back(event(EventType::TwiceFailed, next));
            flip(next, events);
            endRound(seat, RoundEnd::TwiceFailed, events);
            return;
        }
        m_phase = Phase::TwiceFirst;
        m_current = next;
        return;
    }
    default:
        passTo(m_seats.next(seat), seat, events);
        return;
    }
}

int BoomoState::nextHolder(int seat) const
{
    // Round the table in the current direction; the player himself last.
    int other = seat;
    for (int tries = 0; tries < playerCount(); ++tries) {
        other = m_seats.next(other);
        if (!m_hands[std::size_t(other)].empty())
            return other;
    }
    return seat;
}

void BoomoState::passTo(int seat, int ender, Events *events)
{
    if (m_seats.isIn(seat) && !m_hands[std::size_t(seat)].empty()) {
        m_phase = Phase::Play;
        m_current = seat;
        return;
    }
    passOver(seat, ender, events);
}

void BoomoState::passOver(int seat, int ender, Events *events)
{
    // Someone who discarded their last card to a bomb card has nothing to play.
    for (int tries = 0; tries < playerCount(); ++tries) {
        if (m_seats.isIn(seat) && !m_hands[std::size_t(seat)].empty()) {
            m_phase = Phase::Play;
            m_current = seat;
            return;
        }
        seat = m_seats.next(seat);
    }
    endRound(ender, RoundEnd::NoCards, events);
}

void BoomoState::lastCard(int seat, Events *events)
{
    m_seats.othersClockwise(seat, [&](int other) { flip(other, events); });
    endRound(seat, RoundEnd::LastCard, events);
}

void BoomoState::swapHands(int seat, int other, Events *events)
{
    std::swap(m_hands[std::size_t(seat)], m_hands[std::size_t(other)]);
    std::swap(m_kinds[std::size_t(seat)], m_kinds[std::size_t(other)]);
    std::swap(m_held[std::size_t(seat)], m_held[std::size_t(other)]);
    // Both now know where each of these cards is; and since a swap is public,
    // whoever knew a card in the hand it left knows it in the hand it went to.
    for (const int holder : {seat, other})
        for (const auto card : m_hands[std::size_t(holder)])
            m_known[std::size_t(card)] |= bit(seat) | bit(other);
    if (!events)
        return;
    Event e = event(EventType::HandsSwapped, seat);
    e.target = std::int16_t(other);
    events->push_back(e);
    for (const int holder : {seat, other})
        for (const auto card : m_hands[std::size_t(holder)]) {
            Event received = event(EventType::CardReceived, holder);
            received.privateTo = std::int8_t(holder);
            received.card = card;
            received.marks = Event::EnteredHand;
            events->push_back(received);
        }
}

// ---- A bomb card -----------------------------------------------------------

// Answers go round the others clockwise from the bomber. Forced: a time
// stopper if held, else a bomb. A choice (house rule) only for those who
// hold a time stopper: the state waits for their decision. When every
// answer is in, the bomb card takes its effect.
void BoomoState::askNextAnswer(Events *events)
{
    while (!m_answers.done()) {
        const int seat = m_answers.current();
        const bool canDiscard = holdsStopper(seat);
        if (canDiscard && m_rules->bombAnswer == BombAnswer::Choice) {
            m_phase = Phase::AnswerBomb;
            m_current = seat;
            return;
        }
        answerBomb(canDiscard, events);
    }
    finishBomb(events);
}

void BoomoState::answerBomb(bool discard, Events *events)
{
    const int seat = m_answers.current();
    m_answers.advance();
    if (!discard) {
        m_anyExploded = true;
        flip(seat, events);
        return;
    }
    const int card = takeKind(seat, m_rules->stopKind);
    putOnDiscard(card);
    if (events) {
        Event e = event(EventType::StopperDiscarded, seat);
        e.card = std::int16_t(card);
        events->push_back(e);
    }
}

void BoomoState::finishBomb(Events *events)
{
    const int bomber = m_bomber;
    m_answers.clear();
    if (!m_anyExploded)
        flip(bomber, events); // everyone had a time stopper
    m_total = 0;
    if (m_rules->bombCardEndsRound) {
        endRound(bomber, RoundEnd::BombCard, events);
        return;
    }
    if (gameIsDecided(bomber, events))
        return;
    if (m_bombWasLast && m_seats.isIn(bomber)) { // a bomber it put out takes part in nothing more
        lastCard(bomber, events);
        return;
    }
    passTo(m_seats.next(bomber), bomber, events);
}

// ---- Bombs, rounds and the end --------------------------------------------

void BoomoState::flip(int seat, Events *events)
{
    if (!m_seats.isIn(seat))
        return;
    const int flipped = ++m_flipped[std::size_t(seat)];
    if (events) {
        Event e = event(EventType::BombFlipped, seat);
        e.value = flipped;
        events->push_back(e);
    }
    if (flipped < m_rules->bombs)
        return;
    // Out at once: the hand goes under the draw pile.
    auto &hand = m_hands[std::size_t(seat)];
    for (const auto card : hand)
        m_known[std::size_t(card)] = 0;
    m_pile.putUnder(hand.cards());
    if (events) {
        Event e = event(EventType::Eliminated, seat);
        e.value = hand.size();
        events->push_back(e);
    }
    hand.clear();
    m_kinds[std::size_t(seat)] = {};
    m_held[std::size_t(seat)] = {};
    m_seats.leave(seat);
    m_outOrder[std::size_t(m_outCount++)] = std::int8_t(seat);
}

GameClock BoomoState::clock() const
{
    GameClock c;
    c.rounds = int(m_endings.size());
    c.scoredEvery = GameClock::Unit::Round;
    return c;
}

void BoomoState::publicScore(std::span<std::int64_t> scores) const
{
    assert(int(scores.size()) == playerCount());
    for (std::size_t seat = 0; seat < scores.size(); ++seat)
        scores[seat] = m_rules->bombs - m_flipped[seat];
}

void BoomoState::endRound(int ender, RoundEnd reason, Events *events)
{
    m_endings.push_back({m_round, ender, reason});
    if (events) {
        Event e = event(EventType::RoundEnded, ender);
        e.target = std::int16_t(reason);
        e.value = m_round;
        events->push_back(e);
    }
    m_total = 0;
    if (gameIsDecided(ender, events))
        return;
    int first = 0;
    if (m_rules->nextRound == NextRound::AfterEnder) {
        first = m_seats.next(ender);
    } else {
        m_dealer = m_seats.leftOf(m_dealer);
        first = m_seats.leftOf(m_dealer);
    }
    startRound(first, events);
}

void BoomoState::startRound(int first, Events *events)
{
    ++m_round;
    // Refills go clockwise from the first player.
    auto refill = [&](int seat) { draw(seat, m_rules->handSize - m_hands[std::size_t(seat)].size(), 0, events); };
    refill(first);
    m_seats.othersClockwise(first, refill);
    if (events) {
        Event e = event(EventType::RoundStarted, first);
        e.value = m_round;
        events->push_back(e);
    }
    passTo(first, first, events);
}

bool BoomoState::gameIsDecided(int causer, Events *events)
{
    if (m_rules->end == GameEnd::FirstOut) {
        if (m_outCount == 0)
            return false;
        std::vector<int> flipped(m_flipped.begin(), m_flipped.begin() + playerCount());
        std::vector<std::vector<std::int16_t>> hands;
        for (int seat = 0; seat < playerCount(); ++seat)
            hands.push_back(m_hands[std::size_t(seat)].toVector());
        finish(shortVariantWinners(*m_rules, flipped, hands), events);
        return true;
    }
    const int remaining = m_seats.remaining();
    if (remaining > 1)
        return false;
    std::vector<int> winners;
    for (int seat = 0; seat < playerCount(); ++seat)
        if (m_seats.isIn(seat))
            winners.push_back(seat);
    // One event took everyone else's last bomb: whoever caused it wins.
    finish(winners.empty() ? std::vector<int> {causer} : winners, events);
    return true;
}

void BoomoState::finish(std::vector<int> winners, Events *events)
{
    m_winners = std::move(winners);
    m_phase = Phase::Over;
    m_current = -1;
    if (events) {
        Event e = event(EventType::GameOver, -1);
        e.value = int(m_winners.size());
        events->push_back(e);
    }
}

// ---- What comes out --------------------------------------------------------

void BoomoState::setupEvents(std::vector<Event> &events) const
{
    assert(m_decisions == 0);
    for (int seat = 0; seat < playerCount(); ++seat)
        for (const auto card : m_hands[std::size_t(seat)]) {
            Event e = event(EventType::CardDrawn, seat);
            e.privateTo = std::int8_t(seat);
            e.card = card;
            e.target = 0; // dealt (as a refill), not drawn for a "+1"/"+2"
            e.marks = Event::EnteredHand;
            events.push_back(e);
        }
}

Outcome BoomoState::outcome() const
{
    assert(isTerminal());
    Outcome o;
    o.winners = m_winners;
    auto &flipped = o.figures["bombs_flipped"];
    auto &out = o.figures["eliminated"];
    for (int seat = 0; seat < playerCount(); ++seat) {
        o.scores.push_back(m_rules->bombs - m_flipped[std::size_t(seat)]);
        flipped.push_back(m_flipped[std::size_t(seat)]);
        out.push_back(m_seats.isIn(seat) ? 0 : 1);
    }
    o.figures["rounds"] = std::vector<std::int64_t>(std::size_t(playerCount()), m_round);
    return o;
}

BoomoObservation BoomoState::observation(int seat) const
{
    BoomoObservation o;
    fillObservation(seat, o);
    return o;
}

// Every field, into lists that keep their capacity: the search bot's
// playouts ask for an observation at every decision.
void BoomoState::fillObservation(int seat, BoomoObservation &o) const
{
    o.seat = seat;
    o.players = playerCount();
    o.currentPlayer = currentPlayer();
    o.phase = m_phase;
    o.direction = m_seats.direction();
    o.total = m_total;
    o.limit = m_rules->limit;
    o.bombs = m_rules->bombs;
    o.round = m_round;
    o.drawPile = int(m_pile.size());
    o.terminal = isTerminal();
    o.discard.assign(m_discard.begin(), m_discard.end());
    o.winners.assign(m_winners.begin(), m_winners.end());
    o.lastEnder = -1;
    o.lastEnd = RoundEnd::OverLimit;
    if (!m_endings.empty()) {
        o.lastEnder = m_endings.back().ender;
        o.lastEnd = m_endings.back().reason;
    }
    o.dealer = m_dealer;
    o.bomber = -1;
    o.bombExploded = false;
    if (m_phase == Phase::AnswerBomb) {
        o.bomber = m_bomber;
        o.bombExploded = m_anyExploded;
    }
    const auto players = std::size_t(o.players);
    o.knownInHand.resize(players);
    o.handSizes.resize(players);
    o.flipped.resize(players);
    o.out.resize(players);
    o.hand.clear();
    for (int s = 0; s < o.players; ++s) {
        const auto &hand = m_hands[std::size_t(s)];
        o.handSizes[std::size_t(s)] = hand.size();
        o.flipped[std::size_t(s)] = m_flipped[std::size_t(s)];
        o.out[std::size_t(s)] = !m_seats.isIn(s);
        auto &known = o.knownInHand[std::size_t(s)];
        known.clear();
        for (const auto card : hand) {
            const bool seen = seat == kAllKnowing || o.terminal || s == seat
                || (seat >= 0 && (m_known[std::size_t(card)] & bit(seat)));
            if (seen)
                known.push_back(card);
        }
        if (s == seat)
            o.hand.assign(hand.begin(), hand.end());
    }
}

std::unique_ptr<Observation> BoomoState::observe(int seat) const
{
    return std::make_unique<BoomoObservation>(observation(seat));
}

void BoomoState::observeInto(int seat, std::unique_ptr<Observation> &observation) const
{
    refillObservation<BoomoObservation>(observation, [&](BoomoObservation &o) { fillObservation(seat, o); });
}

std::string BoomoState::decisionText(const Decision &d) const
{
    switch (d.kind) {
    case DecisionKind::PlayCard:
        return "play " + m_rules->cardName(d.card);
    case DecisionKind::ChoosePlayer:
        return "swap " + std::to_string(d.target);
    case DecisionKind::YesNo:
        return d.value ? "answer discard" : "answer explode";
    default:
        return "?";
    }
}

std::optional<Decision> BoomoState::parseDecision(std::string_view text, std::string *error) const
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
    if (verb == "play") {
        const int rank = m_rules->kindNamed(rest);
        if (rank < 0) {
            std::string kinds;
            for (int k = 0; k < m_rules->kindCount(); ++k)
                kinds += (kinds.empty() ? "" : ", ") + m_rules->kindName(k);
            return fail("unknown card " + quote(std::string(rest)) + "; expected one of: " + kinds);
        }
        return Decision {DecisionKind::PlayCard, m_rules->firstOfKind[std::size_t(rank)], -1, 0};
    }
    if (verb == "swap") {
        const std::string seat(rest);
        if (seat.empty() || seat.size() > 1 || seat[0] < '0' || seat[0] > '9')
            return fail("expected 'swap <seat>', the seat a number (0 is the first)");
        return swapWith(seat[0] - '0');
    }
    if (verb == "answer") {
        if (rest == "discard" || rest == "explode")
            return answer(rest == "discard");
        return fail("expected 'answer discard' or 'answer explode'");
    }
    return fail("expected 'play <card>', 'swap <seat>' or 'answer discard|explode', for example 'play 10'");
}

} // namespace houserules::boomo
