#pragma once

#include "observation.h"
#include "rules.h"

#include "core/game/random.h"
#include "core/game/ring.h"
#include "core/game/seats.h"
#include "core/game/secretchoices.h"
#include "core/game/stamp.h"

#include <array>
#include <memory>
#include <vector>

namespace houserules::halunkenspelunken {

// A game of Halunken & Spelunken (see rules.h for the rules and readings).
// Figures on the ring: seat s's captain is figure s, Black Jack the figure
// after the last seat.
class HsState final : public State {
public:
    // `deck`: every villain id once, top first; den by den clockwise from
    // field 1, each den's top card first (the rest stays in the box).
    // `chance` seeds the shuffle of Black Jack's cards.
    HsState(std::shared_ptr<const Rules> rules, int players, int firstPlayer, const std::vector<std::int16_t> &deck,
        std::uint64_t chance);
    // The search bot's determinization (Ruleset::determinize), and the same
    // made of this state, keeping its lists' memory (Ruleset::determinizeInto).
    static std::unique_ptr<HsState> determinized(
        std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);
    void redeterminize(std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);

    int playerCount() const override { return m_players; }
    int currentPlayer() const override { return m_phase == Phase::Over ? -1 : m_current; }
    bool isTerminal() const override { return m_phase == Phase::Over; }
    void legalDecisions(std::vector<Decision> &out) const override;
    std::optional<Illegal> checkDecision(const Decision &decision) const override;
    void apply(const Decision &decision, std::vector<Event> *events = nullptr) override;
    Outcome outcome() const override;
    std::vector<int> winningSeats() const override; // outcome().winners, without the figures
    std::unique_ptr<Observation> observe(int seat) const override;
    void observeInto(int seat, std::unique_ptr<Observation> &observation) const override;
    std::unique_ptr<State> clone() const override { return std::make_unique<HsState>(*this); }
    std::string decisionText(const Decision &decision) const override;
    std::optional<Decision> parseDecision(std::string_view text, std::string *error) const override;
    int decisionCount() const override { return m_decisions; }
    // Rounds (every round each captain moves once; no turns: the movement
    // cards are chosen together). The running score, taken after every
    // round: what each player's villains, which lie open, would score if the
    // game ended now (scoring.h: values, the colour held most counting double).
    GameClock clock() const override;
    void publicScore(std::span<std::int64_t> scores) const override;
    // Cards left: the villains still in the dens (the game has no draw pile;
    // a den's height is in plain view).
    int publicCardsLeft() const override;
    std::optional<std::string> brokenInvariant() const override; // invariants.cpp
    bool equals(const State &other) const override { return sameState(*this, other); }
    // Every field, hidden ones and the generator included (the rules by pointer: the same ruleset).
    friend bool operator==(const HsState &, const HsState &) = default;

    // Decisions, as the app and tests build them.
    static Decision place(int field) { return {DecisionKind::ChooseNumber, -1, -1, field}; }
    static Decision move(int number) { return {DecisionKind::ChooseCard, std::int16_t(number), -1, 0}; }
    static Decision rumNumber(int number) { return {DecisionKind::ChooseNumber, -1, -1, number}; }
    static Decision villain(int card) { return {DecisionKind::ChooseCard, std::int16_t(card), -1, 0}; }
    static Decision pass() { return {DecisionKind::Pass, -1, -1, 0}; }
    static Decision harbourOrRob(bool harbour) { return {DecisionKind::YesNo, -1, -1, harbour ? 1 : 0}; }

    // Read-only views for tests and the app.
    Phase phase() const { return m_phase; }
    int round() const { return m_round; }
    const Rules &rules() const { return *m_rules; }
    const Ring &ring() const { return m_ring; }
    int blackJackFigure() const { return m_players; }
    const std::vector<std::int16_t> &villains(int seat) const { return m_villains[std::size_t(seat)]; }
    const std::vector<std::int16_t> &den(int field) const { return m_dens[std::size_t(field)]; } // top at the back
    const std::vector<std::int16_t> &harbour() const { return m_harbour; }
    int hirer() const { return m_hirer; }
    // Every den's top card is face up once all captains are placed.
    bool densOpen() const { return m_phase != Phase::PlaceCaptain; }
    // Black Jack's hirer in each round so far (-1: nobody hired him).
    const std::vector<int> &hirers() const { return m_hirers; }
    const std::vector<int> &blackJackPlayed() const { return m_blackJackPlayed; }
    // Black Jack's cards left, in the order he will turn them (secret: for tests).
    const std::vector<std::int16_t> &blackJackOrder() const { return m_blackJackCards; }

    // The part of `seat`'s observation every seat sees alike: the board,
    // villains, harbour, dens, Black Jack and the phase with its robbery:
    // all the heuristic bot reads, so that its playouts refill only this
    // (HeuristicBot::chooseInPlayout); the rest of `o` is left as it was.
    void fillTable(int seat, HsObservation &o) const;

private:
    using Events = std::vector<Event>;
    // A state to fill in (determinized): the lists sized for `players` and
    // the rules, nothing dealt; lists that grow in play have room for a game.
    HsState(std::shared_ptr<const Rules> rules, int players, int firstPlayer);
    // Empties this state so, keeping the memory its lists hold.
    void startEmpty(std::shared_ptr<const Rules> rules, int players, int firstPlayer);
    void fillDeterminized(const HsObservation &observation, Rng &rng); // on an empty state
    // fillDeterminized's steps, in order (determinize.cpp).
    void placeFigures(const HsObservation &o);
    void dealUnseenVillains(const HsObservation &o, Rng &rng);
    void drawSecretMoves(const HsObservation &o, Rng &rng);
    void dealBlackJackCards(const HsObservation &o, Rng &rng);
    void copyAuctionAndRobbery(const HsObservation &o);
    void rebuildMovesToCome(const HsObservation &o);
    void reserveForPlay();
    void fillObservation(int seat, HsObservation &o) const; // fillTable, then fillHandsAndBids
    void fillHandsAndBids(int seat, HsObservation &o) const;
    // brokenInvariant's checks (invariants.cpp): the problem, if any.
    std::optional<std::string> checkVillainsConserved() const;
    std::optional<std::string> checkMovementCards() const;
    std::optional<std::string> checkBlackJackDeck() const;
    std::optional<std::string> checkRing() const;
    void observeMovementCards(int seat, HsObservation &o) const; // fillHandsAndBids's steps
    void observeBlackJack(int seat, HsObservation &o) const;
    void placeCaptain(int field, Events *events);
    void placeBlackJack(int field, Events *events);
    void startRound(Events *events);
    void offer(const Decision &d, Events *events);
    void endAuction(Events *events);
    void chooseMove(int number, Events *events);
    void reveal(Events *events);
    void afterRum(Events *events);
    void nextMove(Events *events);
    void afterMoves(Events *events);
    void chooseBlackJackMove(int number, Events *events);
    int turnBlackJackCard(Events *events); // his next card, face up
    void walkBlackJack(int steps, Events *events);
    void nextBlackJackVictim(Events *events);
    // Two players, `seat` on a hired Black Jack: whether robbing the hirer takes a villain.
    bool mayRobHirer(int seat) const;
    // Bit sets over rules.movement's indices: the number cards, and those
    // nobody revealed this round (the numbers a lone rum may name).
    std::uint32_t numberCards() const;
    void endRound(Events *events);
    void takeDenCard(int seat, int field, Events *events);
    void askRobbery(Robbery kind, int chooser, int victim);
    void rob(int card, Events *events);
    void give(int seat, int card)
    {
        m_villains[std::size_t(seat)].push_back(std::int16_t(card));
        m_stamps.villains[std::size_t(seat)] = freshStamp();
    }
    void take(int seat, int card) // from a seat's villains
    {
        remove(m_villains[std::size_t(seat)], card);
        m_stamps.villains[std::size_t(seat)] = freshStamp();
    }
    void stampAll(); // every list changed (a new state)
    static void remove(std::vector<std::int16_t> &cards, int card);
    int count(int seat) const { return int(m_villains[std::size_t(seat)].size()); }
    bool holdsMove(int seat, int number) const;
    int startingVillainOwner(bool lowest) const;
    std::uint32_t namedNumbers() const; // the numbers no card revealed this round shows
    void distinctVillains(const std::vector<std::int16_t> &cards, int above, std::vector<Decision> &out) const;

    std::shared_ptr<const Rules> m_rules;
    int m_players = 0;
    int m_start = 0; // the start player
    Ring m_ring;
    std::vector<std::vector<std::int16_t>> m_dens;     // per field, top at the back
    std::vector<std::vector<std::int16_t>> m_villains; // per seat
    std::vector<std::int16_t> m_harbour;
    std::vector<std::uint32_t> m_movesHeld; // per seat: bit i = rules.movement[i] still held
    SecretChoices m_choices;
    std::vector<bool> m_cancelled;
    std::vector<std::pair<int, int>> m_moves; // this round's moves: (number, seat), ascending
    std::size_t m_moveAt = 0;
    int m_rumSeat = -1; // a lone rum's figure (Black Jack's: blackJackFigure())
    int m_rumNumber = -1;
    std::vector<std::int16_t> m_blackJackCards; // left, in the order he turns them
    std::vector<int> m_blackJackPlayed;         // face up, in order
    int m_blackJackCard = -1;                   // this round's (SecretChoices::kNone: none yet)
    bool m_blackJackCardShown = false;
    bool m_blackJackCancelled = false;
    int m_landingCountBefore = 0;
    SeatQueue m_victims; // Black Jack's walk: the captains on his way
    int m_opener = -1;
    int m_bestOffer = -1;
    int m_bestBidder = -1;
    int m_bids = 0; // seats asked this auction
    std::vector<bool> m_hasBid;
    int m_hirer = -1;
    std::vector<int> m_hirers; // per round
    Robbery m_robbery = Robbery::Captain;
    int m_victim = -1;
    bool m_robbingForBlackJack = false; // after the robbery: his walk goes on (else the moves do)
    Phase m_phase = Phase::PlaceCaptain;
    int m_current = 0;
    // The version of each list an observation copies, new whenever the list
    // changes (HsObservation::Filled); copied with the lists, and no part of
    // the state's equality.
    struct Stamps {
        std::array<std::uint64_t, kMaxPlayers> villains {}; // per seat
        std::array<std::uint64_t, kMaxPlayers> moves {};    // per seat: the movement cards held and chosen
        std::uint64_t harbour = 0;
        std::uint64_t dens = 0;
        std::uint64_t cancelled = 0;
        std::uint64_t hasBid = 0;
        std::uint64_t blackJack = 0; // m_hirers, m_blackJackPlayed
        friend bool operator==(const Stamps &, const Stamps &) { return true; }
    };
    Stamps m_stamps;
    int m_round = 0;
    int m_decisions = 0;
};

} // namespace houserules::halunkenspelunken
