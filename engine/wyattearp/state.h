#pragma once

#include "observation.h"
#include "rules.h"

#include "core/game/board.h"
#include "core/game/dice.h"
#include "core/game/seats.h"
#include "core/game/stamp.h"

#include <algorithm>
#include <array>
#include <memory>
#include <span>
#include <vector>

namespace houserules::wyattearp {

// A move plan as Decision::value: the start side when off the board (0: on
// the board, 1 north, 2 south), then up to three steps of four bits each,
// in order: an operation (0 none, 1 walk east, 2 walk west, 3 cross) and
// the index of its die.
struct MovePlan {
    enum Op : std::uint8_t { None = 0, East = 1, West = 2, Cross = 3 };
    struct Step {
        Op op = None;
        std::int8_t die = 0;
    };
    int startSide = -1; // -1: on the board
    std::array<Step, 3> steps {};

    std::int32_t encode() const;
    static MovePlan decode(std::int32_t value);
};

// A share deck: drawn from the top, shares put back under it. The drawn
// ones stay in front of the top until the next deal or shuffle, so that a
// draw moves no other card (a vector's front erased at every draw was a
// few per cent of a search). Equal when the same shares lie in the same
// order.
class SharePile {
public:
    bool empty() const { return m_top == m_cards.size(); }
    std::size_t size() const { return m_cards.size() - m_top; }
    std::span<const std::int16_t> cards() const { return {m_cards.data() + m_top, size()}; } // top first
    std::span<std::int16_t> cards() { return {m_cards.data() + m_top, size()}; }
    std::int16_t draw() { return m_cards[m_top++]; }
    void putUnder(int share) { m_cards.push_back(std::int16_t(share)); }
    void clear()
    {
        m_cards.clear();
        m_top = 0;
    }
    // Takes `share` out wherever it lies (test set-ups).
    void remove(int share)
    {
        const auto it = std::find(m_cards.begin() + std::ptrdiff_t(m_top), m_cards.end(), std::int16_t(share));
        if (it != m_cards.end())
            m_cards.erase(it);
    }
    friend bool operator==(const SharePile &a, const SharePile &b) { return std::ranges::equal(a.cards(), b.cards()); }

private:
    std::vector<std::int16_t> m_cards;
    std::size_t m_top = 0; // the top's index: before it, drawn shares
};

// A game of Wyatt Earp (see rules.h for the rules and readings). Cowboy s is
// seat s's figure on the board; fields are numbered side * fields + field.
class WeState final : public State {
public:
    // `deck`: every card id once (core/game/deckruleset.h): the gunfighters in the
    // order they are drawn, seat by seat from seat 0 (the rest stay in the
    // box), and the shares, each deck's top first. `chance` rolls the dice.
    WeState(std::shared_ptr<const Rules> rules, int players, int firstPlayer, const std::vector<std::int16_t> &deck,
        const Chance &chance);
    // The search bot's determinization (Ruleset::determinize).
    static std::unique_ptr<WeState> determinized(
        std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);

    int playerCount() const override { return m_players; }
    int currentPlayer() const override { return m_phase == Phase::Over ? -1 : m_current; }
    bool isTerminal() const override { return m_phase == Phase::Over; }
    void legalDecisions(std::vector<Decision> &out) const override;
    // The legal decisions of a phase of a few fixed choices (a field's
    // action, a drawn share, its price, an attribute to name, a cheat, a
    // hasard bet), as legalDecisions lists them, written into `out`; their
    // count, or -1 in another phase. For the bots' trial games, which then
    // keep no list.
    static constexpr int kMaxFixedChoices = kSpots + 2;
    int fixedChoices(std::span<Decision, kMaxFixedChoices> out) const;
    std::optional<Illegal> checkDecision(const Decision &decision) const override;
    void apply(const Decision &decision, std::vector<Event> *events = nullptr) override;
    void setupEvents(std::vector<Event> &events) const override;
    Outcome outcome() const override;
    std::vector<int> winningSeats() const override; // outcome().winners, without the figures
    std::unique_ptr<Observation> observe(int seat) const override;
    void observeInto(int seat, std::unique_ptr<Observation> &observation) const override;
    std::unique_ptr<State> clone() const override { return std::make_unique<WeState>(*this); }
    std::string decisionText(const Decision &decision) const override;
    std::optional<Decision> parseDecision(std::string_view text, std::string *error) const override;
    int decisionCount() const override { return m_decisions; }
    // Turns (every seat's slot, a turn sat out or passed over included) and
    // rounds (a turn of every seat from the first player; at the end the
    // last round counts). The running score, taken after every round: each
    // player's shares as they count at the end (a complete business counts
    // rules.completeCounts); shares are bought and taken in the open. Money,
    // which only breaks ties, stays out.
    GameClock clock() const override;
    void publicScore(std::span<std::int64_t> scores) const override;
    // Cards left: both decks together.
    int publicCardsLeft() const override { return int(m_decks[0].size() + m_decks[1].size()); }
    std::optional<std::string> brokenInvariant() const override; // invariants.cpp
    bool equals(const State &other) const override { return sameState(*this, other); }
    // Every field, hidden ones and the generator included (the rules by pointer: the same ruleset).
    friend bool operator==(const WeState &, const WeState &) = default;

    // Decisions, as the app and tests build them.
    static Decision move(const MovePlan &plan, int to)
    {
        return {DecisionKind::ChooseNumber, -1, std::int16_t(to), plan.encode()};
    }
    static Decision pass() { return {DecisionKind::Pass, -1, -1, 0}; }
    static Decision fieldChoice(FieldChoice c) { return {DecisionKind::ChooseNumber, -1, -1, int(c)}; }
    static Decision yes(bool yes) { return {DecisionKind::YesNo, -1, -1, yes ? 1 : 0}; }
    static Decision number(int n) { return {DecisionKind::ChooseNumber, -1, -1, n}; }
    static Decision share(int card) { return {DecisionKind::ChooseCard, std::int16_t(card), -1, 0}; }
    static Decision keep(int mask) { return {DecisionKind::KeepDice, -1, -1, mask}; }

    // Read-only views for tests and the app.
    const Rules &rules() const { return *m_rules; }
    Phase phase() const { return m_phase; }
    int round() const { return m_round; }
    int turnPlayer() const { return m_turn; }
    int fieldOf(int side, int field) const { return side * m_rules->fields + field; }
    int cowboyAt(int seat) const { return m_board.at(seat); }
    int bills(int seat) const { return m_bills[std::size_t(seat)]; }
    int chips(int seat) const { return m_chips[std::size_t(seat)]; }
    const std::vector<std::int16_t> &shares(int seat) const { return m_shares[std::size_t(seat)]; }
    std::uint64_t sharesVersion(int seat) const { return m_versions.shares[std::size_t(seat)]; } // see m_versions
    int gunfighter(int seat) const { return m_gunfighter[std::size_t(seat)]; }
    int stars(int seat, Attribute a) const { return starsOf(seat)[std::size_t(a)]; }
    const std::array<int, kAttributes> &starsOf(int seat) const // its gunfighter's, per attribute
    {
        return m_rules->gunfighters[std::size_t(gunfighter(seat))].stars;
    }
    bool inGame(int seat) const { return m_seats.isIn(seat); }
    int sitOut(int seat) const { return m_sitOut[std::size_t(seat)]; }
    int turnsSatOut(int seat) const { return m_turnsSatOut[std::size_t(seat)]; } // so far
    int brokeInRound(int seat) const { return m_brokeIn[std::size_t(seat)]; }    // 0: still in
    bool creditUsed(int seat) const { return m_creditUsed[std::size_t(seat)]; }
    // Top at the front (a copy).
    std::vector<std::int16_t> deck(Back back) const
    {
        const auto cards = m_decks[std::size_t(back)].cards();
        return {cards.begin(), cards.end()};
    }
    int deckSize(Back back) const { return int(m_decks[std::size_t(back)].size()); }
    const std::array<std::int8_t, 3> &dice() const { return m_dice; }
    int drawn() const { return m_drawn; }                                   // the share considered, or -1
    int price() const { return m_phase == Phase::PayPrice ? m_price : -1; } // its rolled price, once rolled
    const std::array<std::int8_t, 5> &pokerDice(int seat) const { return m_pokerDice[std::size_t(seat)]; }
    int pot() const { return m_pot; }
    int bet(int seat, int spot) const { return m_bets[std::size_t(seat)][std::size_t(spot)]; }
    std::size_t listedDiceUsed() const { return m_diceCup.listedUsed(); }

    // The search's playouts (HeuristicBot::playInPlace), which choose a
    // move without the legal list written out: where this turn's legal
    // moves end, as bits, and the first of them in the list's order that
    // ends on one of `fields`. Precondition: phase() is Move, and `fields`
    // holds one of moveFields().
    std::uint64_t moveFields() const { return m_moveFields; }
    Decision firstMoveInto(std::uint64_t fields) const;

    // Test set-ups (explicit positions): put a cowboy on a field, give money
    // or shares. Not for play.
    void setCowboy(int seat, int field);
    void setBills(int seat, int bills) { m_bills[std::size_t(seat)] = bills; }
    void giveShare(int seat, int share);

private:
    using Events = std::vector<Event>;
    enum class Resume : std::uint8_t { EndTurn, PokerRoll, HasardChip };

    void fillObservation(int seat, WeObservation &o) const;
    // brokenInvariant's checks (invariants.cpp): the problem, if any.
    std::optional<std::string> checkSharesConserved() const;
    std::optional<std::string> checkSeat(int seat) const;
    std::optional<std::string> checkChips(int seat) const;
    // determinized's steps (determinize.cpp).
    void dealUnseenGunfighters(const WeObservation &o, Rng &rng);
    void dealUnseenShares(const WeObservation &o, Rng &rng);
    void copyPublicSeats(const WeObservation &o);
    void copyPublicTurn(const WeObservation &o);
    void copyPokerAndDebt(const WeObservation &o);
    // parseDecision's decisions of several words (notation.cpp).
    std::optional<Decision> parseMove(const std::vector<std::string_view> &w, std::string *error) const;
    std::optional<Decision> parseShare(const std::vector<std::string_view> &w, std::string *error) const;
    std::optional<Decision> parseKeep(const std::vector<std::string_view> &w, std::string *error) const;

    void startTurn(Events *events);
    void endTurn(Events *events);
    void rollMove(Events *events);
    std::uint64_t closedFields() const;
    MoveTable::Row moveRow(std::vector<Move> &listed) const;
    void collectPlans();
    void legalMoves(std::vector<Decision> &out) const;
    bool routeEnd(const MovePlan &plan, int *to) const;
    std::uint32_t attackable(int attacker, int defender) const;
    void applyMove(const Decision &d, Events *events);
    void land(Events *events);
    void fieldAction(const Decision &d, Events *events);
    void considerShare(const Decision &d, Events *events);
    void payPrice(bool pay, Events *events);
    void nameBusiness(int business, Events *events);
    void fight(int attribute, Events *events);
    void transfer(int from, int to, int share, Events *events);
    void payday(Events *events);
    void robBank(Events *events);
    void startPoker(Events *events);
    void pokerNext(Events *events);
    void stakeAndRoll(int seat, bool forced, Events *events);
    void stakeShare(int seat, int share, Events *events);
    void pokerRoll(int seat, Events *events);
    void pokerDone(Events *events); // the queue's current player has rolled
    void cheatChoice(bool pay, Events *events);
    void resolvePoker(Events *events);
    void startHasard(Events *events);
    void hasardNext(Events *events);
    void hasardRoll(Events *events);
    void demand(int seat, int amount, Resume resume, Events *events);
    void sell(int seat, int share, Events *events);
    void settle(Events *events);
    void continueAfter(Resume resume, int seat, bool paid, Events *events);
    void goBroke(int seat, Events *events);
    void putUnder(int share);
    int drawTop(Back back);
    void takeShare(int seat, int share);
    void giveUpShare(int seat, int share); // takeShare's undoing
    int rollDice(std::span<std::int8_t> dice)
    {
        m_diceCup.roll(dice);
        int s = 0;
        for (auto d : dice)
            s += d;
        return s;
    }
    // Distinct kinds of share a seat holds (of one business, or all: -1).
    template <typename Visit>
    void forEachKind(int seat, int business, Visit &&visit) const;
    void shareChoices(int seat, int business, std::vector<Decision> &out) const;
    int kindsHeld(int seat, int business) const;
    int firstShareOf(int seat, int business) const;
    bool canStake(int seat) const;
    void emit(Events *events, EventType type, int player, int value = 0, int target = -1, int card = -1) const;

    std::shared_ptr<const Rules> m_rules;
    int m_players = 0;
    int m_first = 0;
    Seats m_seats;
    Dice m_diceCup;
    Board m_board;
    // Per seat (fixed arrays: no allocation when a state is copied).
    template <typename T>
    using PerSeat = std::array<T, kMaxPlayers>;
    PerSeat<int> m_gunfighter {};
    PerSeat<int> m_bills {};
    PerSeat<int> m_chips {};
    PerSeat<int> m_bankChips {};
    PerSeat<std::array<std::int8_t, kMaxBusinesses>> m_held {}; // shares per business
    std::vector<std::vector<std::int16_t>> m_shares;
    std::array<SharePile, 2> m_decks;
    PerSeat<int> m_sitOut {};
    PerSeat<int> m_turnsSatOut {};
    PerSeat<int> m_brokeIn {};
    PerSeat<bool> m_creditUsed {};
    Phase m_phase = Phase::Move;
    int m_current = 0;
    int m_turn = 0; // whose turn slot
    int m_round = 1;
    int m_decisions = 0;

    std::array<std::int8_t, 3> m_dice {};
    std::uint64_t m_moveFields = 0; // where this turn's legal moves end, as bits (one move each)
    int m_drawn = -1;
    int m_price = -1;
    int m_defender = -1, m_business = -1, m_attribute = -1, m_loser = -1, m_winner = -1;

    SeatQueue m_queue; // poker's or hasard's players still to act
    bool m_poker = false, m_hasard = false;
    PerSeat<bool> m_pokerIn {}, m_cheated {};
    PerSeat<std::array<std::int8_t, 5>> m_pokerDice {};
    PerSeat<int> m_pokerRolls {};
    int m_keep = 0; // the dice kept for the second roll
    bool m_pokerTie = false;
    int m_pot = 0;
    std::vector<std::int16_t> m_potShares;
    PerSeat<std::array<int, kSpots>> m_bets {};
    PerSeat<int> m_betsPlaced {};

    int m_debtor = -1, m_debt = 0;
    Resume m_resume = Resume::EndTurn;

    // Versions of the lists an observation copies, for observeInto to copy
    // only what changed: a fresh stamp (core/game/stamp.h) whenever a
    // list changes (a seat's shares; its bankruptcy, credit or turns to sit
    // out; the gunfighters, dealt once) or a poker or hasard round starts or
    // ends (their lists, hasard's chips included, change only meanwhile).
    // No part of the game: states compare equal whatever they hold.
    struct Versions {
        PerSeat<std::uint64_t> shares {};
        std::uint64_t poker = 0, hasard = 0, seats = 0, gunfighters = 0;
        friend bool operator==(const Versions &, const Versions &) { return true; }
    };
    Versions m_versions;
    void changedAll();
    void changedShares(int seat) { m_versions.shares[std::size_t(seat)] = freshStamp(); }
};

} // namespace houserules::wyattearp
