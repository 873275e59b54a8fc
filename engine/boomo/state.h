#pragma once

#include "cardlist.h"
#include "observation.h"
#include "rules.h"

#include "core/game/random.h"
#include "core/game/seats.h"
#include "core/game/state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <memory>
#include <span>

namespace houserules::boomo {

// Event types of Boomo (Event::type). Played cards are public; a card that
// enters a hand is private to that hand's player.
enum class EventType : std::int16_t {
    CardPlayed,        // player, card, value = the total after it
    CardDrawn,         // player, card (private); target: 0 deal or refill, 1 a "+1"/"+2"
    CardReceived,      // player, card (private): came in a swap
    OverLimit,         // player, value = the total
    DirectionReversed, // player who reversed it; value = the new direction
    TurnSkipped,       // player = who is passed over
    MustPlayTwice,     // player = who must
    TwiceFailed,       // player had no number card to start with
    HandsSwapped,      // player, target = the other seat
    StopperDiscarded,  // player, card: in answer to a bomb card
    BombFlipped,       // player, value = bombs flipped now
    Eliminated,        // player, value = cards put under the draw pile
    Reshuffled,        // value = cards in the new draw pile
    RoundEnded,        // player = whose card ended it, target = RoundEnd, value = the round
    RoundStarted,      // player = who starts, value = the round
    GameOver,          // value = number of winners
};

// Decisions: PlayCard (card: any card of the kind played), ChoosePlayer
// (target: the seat to swap with), YesNo (value 1: discard a time stopper in
// answer to a bomb card; 0: let a bomb explode).
class BoomoState final : public State {
public:
    // The deal from `deck` (card ids, top first): each seat from 0 up takes
    // handSize cards in turn, the rest is the draw pile. `chance` drives the
    // reshuffles.
    BoomoState(std::shared_ptr<const Rules> rules, int players, int firstPlayer, const std::vector<std::int16_t> &deck,
        std::uint64_t chance);
    // The search bot's determinization (Ruleset::determinize).
    static std::unique_ptr<BoomoState> determinized(
        std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);

    int playerCount() const override { return m_seats.players(); }
    int currentPlayer() const override { return m_phase == Phase::Over ? -1 : m_current; }
    bool isTerminal() const override { return m_phase == Phase::Over; }
    void legalDecisions(std::vector<Decision> &out) const override;
    std::optional<Illegal> checkDecision(const Decision &decision) const override;
    void apply(const Decision &decision, std::vector<Event> *events = nullptr) override;
    void setupEvents(std::vector<Event> &events) const override;
    Outcome outcome() const override;
    std::vector<int> winningSeats() const override { return m_winners; } // outcome().winners, without the figures
    std::unique_ptr<Observation> observe(int seat) const override;
    void observeInto(int seat, std::unique_ptr<Observation> &observation) const override;
    std::unique_ptr<State> clone() const override { return std::make_unique<BoomoState>(*this); }
    std::string decisionText(const Decision &decision) const override;
    std::optional<Decision> parseDecision(std::string_view text, std::string *error) const override;
    int decisionCount() const override { return m_decisions; }
    // Rounds, no turns (a card played may bring several decisions and other
    // seats' answers). The running score, taken after every round: the bombs
    // each seat has left, on the table for all to see and what the game
    // ranks by (the short variant's hand values stay hidden until the end).
    GameClock clock() const override;
    void publicScore(std::span<std::int64_t> scores) const override;
    // Cards left: the draw pile (it grows again when the discards are shuffled in).
    int publicCardsLeft() const override { return m_pile.size(); }
    std::optional<std::string> brokenInvariant() const override; // invariants.cpp
    bool equals(const State &other) const override { return sameState(*this, other); }
    // Every field, hidden ones and the generator included (the rules by pointer: the same ruleset).
    friend bool operator==(const BoomoState &, const BoomoState &) = default;

    // Game-specific views, for tests, the CLI and the app.
    const Rules &rules() const { return *m_rules; }
    BoomoObservation observation(int seat) const;
    // The same, refilling `o` in place.
    void fillObservation(int seat, BoomoObservation &o) const;
    Phase phase() const { return m_phase; }
    int total() const { return m_total; }
    int round() const { return m_round; }
    int flipped(int seat) const { return m_flipped[std::size_t(seat)]; }
    bool isIn(int seat) const { return m_seats.isIn(seat); }
    int direction() const { return m_seats.direction(); }
    // Copies (the state keeps its cards inline); not for hot loops.
    std::vector<std::int16_t> hand(int seat) const { return m_hands[std::size_t(seat)].toVector(); }
    int drawPileSize() const { return m_pile.size(); }
    std::vector<std::int16_t> drawPile() const { return m_pile.toVector(); } // top last
    std::vector<std::int16_t> discardPile() const { return m_discard.toVector(); }
    // What every seat can count, without copying lists (the heuristic bot's
    // playouts): a hand's size, the discard pile's and its time stoppers.
    int handSize(int seat) const { return m_hands[std::size_t(seat)].size(); }
    int discardSize() const { return m_discard.size(); }
    int discardedStoppers() const { return m_discardedStoppers; }
    // The time stoppers in `seat`'s hand: only that seat (or a spectator of
    // the whole game) may ask.
    int stoppersHeld(int seat) const { return m_rules->stopKind < 0 ? 0 : kinds(seat, m_rules->stopKind); }
    // Seats in the order they went out.
    std::vector<std::int8_t> eliminations() const { return {m_outOrder.begin(), m_outOrder.begin() + m_outCount}; }
    // Each round that ended: whose card ended it and why.
    struct Ending {
        int round = 0;
        int ender = -1;
        RoundEnd reason = RoundEnd::OverLimit;
        friend bool operator==(const Ending &, const Ending &) = default;
    };
    const std::vector<Ending> &endings() const { return m_endings; }
    const std::vector<int> &winners() const { return m_winners; }

    // The decision naming `card` itself; legal only for the first card of its kind.
    static Decision play(int card) { return {DecisionKind::PlayCard, std::int16_t(card), -1, 0}; }
    static Decision swapWith(int seat) { return {DecisionKind::ChoosePlayer, -1, std::int16_t(seat), 0}; }
    static Decision answer(bool discardStopper) { return {DecisionKind::YesNo, -1, -1, discardStopper ? 1 : 0}; }

private:
    using Events = std::vector<Event>;

    // brokenInvariant's checks (invariants.cpp): the problem, if any.
    std::optional<std::string> checkCardsConserved() const;
    std::optional<std::string> checkHandCounts(int seat) const;
    std::optional<std::string> checkBombs(int seat) const;
    std::optional<std::string> checkOutOrder(int out) const;
    std::optional<std::string> checkTotalAndRound() const;
    std::optional<std::string> checkTurn() const;
    std::optional<std::string> checkWinners() const;
    // determinized's steps (determinize.cpp).
    void dealUnseenCards(const BoomoObservation &o, Rng &rng);
    void dealOthersHand(
        int p, const BoomoObservation &o, const std::vector<std::int16_t> &unseen, std::size_t &next, Rng &rng);
    void copySeatsOut(const BoomoObservation &o);
    void copyRoundAndTurn(const BoomoObservation &o);
    void restoreBombAnswers(const BoomoObservation &o);

    void playCard(int seat, int card, Events *events); // `card` taken from the hand
    void goOverLimit(int seat, const Card &c, bool last, Events *events);
    void putOnDiscard(int card)
    {
        m_discard.push(card);
        m_discardedStoppers += m_cards[card].kind == Kind::Stop;
    }
    void answerBomb(bool discard, Events *events);
    void askNextAnswer(Events *events);
    void finishBomb(Events *events);
    void lastCard(int seat, Events *events);
    void swapHands(int seat, int other, Events *events);
    void flip(int seat, Events *events);
    void draw(int seat, int count, int why, Events *events);
    // Moves the top `count` cards of the draw pile into the hand of `seat`, top first.
    void giveFromPile(int seat, int count);
    // The discard pile, shuffled, becomes the (empty) draw pile; false when it is empty too.
    bool reshuffle(Events *events);
    // The turn after `seat` played `card`.
    void afterTurn(int seat, const Card &card, Events *events);
    // The next player still in who holds a card, round the table from
    // `seat` in the current direction (`seat` itself when nobody else does).
    int nextHolder(int seat) const;
    // The turn passes to `seat` (or the next one still holding cards).
    void passTo(int seat, int ender, Events *events);
    void passOver(int seat, int ender, Events *events); // passTo's rare case: `seat` cannot play
    // Ends the round (or the game); `causer` made the last flips.
    void endRound(int ender, RoundEnd reason, Events *events);
    bool gameIsDecided(int causer, Events *events);
    void startRound(int first, Events *events);
    void finish(std::vector<int> winners, Events *events);
    // Kind `rank` in a set of kinds held: word rank / 64, bit rank % 64
    // (unsigned, so that / and % are shifts).
    static std::uint64_t &wordOf(std::array<std::uint64_t, 2> &kinds, unsigned rank) { return kinds[rank / 64]; }
    static std::uint64_t bitOf(unsigned rank) { return std::uint64_t(1) << (rank % 64); }
    // Takes the first card of that kind from the hand (held: kinds(seat, rank) > 0). Here, to be
    // inlined: a card is played at nearly every decision.
    int takeKind(int seat, int rank)
    {
        const int card = m_hands[std::size_t(seat)].takeFirstOf(rank);
        if (--kinds(seat, rank) == 0)
            wordOf(m_held[std::size_t(seat)], unsigned(rank)) &= ~bitOf(unsigned(rank));
        return card;
    }
    std::uint8_t &kinds(int seat, int rank) { return m_kinds[std::size_t(seat)][std::size_t(rank)]; }
    std::uint8_t kinds(int seat, int rank) const { return m_kinds[std::size_t(seat)][std::size_t(rank)]; }
    // From the kinds held: no pass over the hand.
    bool holdsNumber(int seat) const
    {
        const auto &held = m_held[std::size_t(seat)];
        return ((held[0] & m_rules->numberKinds[0]) | (held[1] & m_rules->numberKinds[1])) != 0;
    }
    bool holdsStopper(int seat) const { return m_rules->stopKind >= 0 && kinds(seat, m_rules->stopKind) > 0; }
    // Puts `card` into the hand of `seat` (who knows it).
    void give(int seat, int card)
    {
        const auto rank = unsigned(m_cards[card].rank);
        m_hands[std::size_t(seat)].push(card, int(rank));
        m_known[std::size_t(card)] = std::uint8_t(1u << seat);
        ++kinds(seat, int(rank));
        wordOf(m_held[std::size_t(seat)], rank) |= bitOf(rank);
    }

    std::shared_ptr<const Rules> m_rules;
    const Card *m_cards; // m_rules->cards, at hand (the rules outlive every state)
    Seats m_seats;
    // Fixed-size tables, so a new game allocates little (playouts start many).
    std::array<Hand, kMaxPlayers> m_hands;
    CardList m_pile;                                // top at the back
    CardList m_discard;                             // top at the back
    int m_discardedStoppers = 0;                    // time stoppers in m_discard
    std::array<std::uint8_t, kMaxCards> m_known {}; // per card: the seats that know it is in the hand it is in (bits)
    std::array<std::array<std::uint8_t, 128>, kMaxPlayers> m_kinds {}; // cards of each kind in each hand
    // Per seat, the kinds held as bits (rank r: word r / 64, bit r % 64), so
    // the legal plays come from the set bits without a branch per kind.
    std::array<std::array<std::uint64_t, 2>, Seats::kMax> m_held {};
    std::array<std::int8_t, Seats::kMax> m_flipped {};
    std::array<std::int8_t, kMaxPlayers> m_outOrder {};
    int m_outCount = 0;
    std::vector<Ending> m_endings;
    std::vector<int> m_winners;
    Rng m_chance;
    Phase m_phase = Phase::Play;
    int m_current = 0;
    int m_total = 0;
    int m_round = 1;
    int m_dealer = 0;
    int m_decisions = 0;
    int m_bomber = -1;          // answering a bomb card: who played it,
    bool m_bombWasLast = false; // whether it was their last card,
    bool m_anyExploded = false; // and whether someone flipped instead of discarding
    SeatQueue m_answers;
};

} // namespace houserules::boomo
