#pragma once

#include "observation.h"
#include "rules.h"
#include "scoring.h"

#include "core/game/random.h"
#include "core/game/state.h"

#include <array>
#include <cassert>
#include <memory>
#include <span>

namespace houserules::blastingbilly {

// Event types of Blasting Billy (Event::type). Card values are private to the
// player who held the card unless the card lies face up.
enum class EventType : std::int16_t {
    CardPlayed,     // player, card, colour, target = Destination, value; public if face up in a loot
    CardDrawn,      // player, card, colour (private to the drawer); setupEvents() gives the deal as these
    FinalRound,     // player = who drew the last card; everyone has one more turn
    CardBoxedAtEnd, // player, card, colour: a hand card left over at the end
    GameOver,
};

class BillyState final : public State {
public:
    // The deal from `deck` (card ids): the first setAside[players] cards go to
    // the box, then each seat from 0 up takes handSize cards in turn, and the
    // rest is the draw pile, drawn from its front.
    BillyState(std::shared_ptr<const Rules> rules, int players, int firstPlayer, std::vector<std::int16_t> deck);
    // The search bot's determinization (Ruleset::determinize), and the same
    // made of this state, keeping its lists' memory (Ruleset::determinizeInto).
    static std::unique_ptr<BillyState> determinized(
        std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);
    void redeterminize(std::shared_ptr<const Rules> rules, const Observation &observation, Rng &rng);

    int playerCount() const override { return m_players; }
    int currentPlayer() const override { return m_terminal ? -1 : m_current; }
    bool isTerminal() const override { return m_terminal; }
    void legalDecisions(std::vector<Decision> &out) const override;
    std::optional<Illegal> checkDecision(const Decision &decision) const override;
    void apply(const Decision &decision, std::vector<Event> *events = nullptr) override;
    void setupEvents(std::vector<Event> &events) const override;
    Outcome outcome() const override;
    std::vector<int> winningSeats() const override;
    std::unique_ptr<Observation> observe(int seat) const override;
    void observeInto(int seat, std::unique_ptr<Observation> &observation) const override;
    std::unique_ptr<State> clone() const override { return std::make_unique<BillyState>(*this); }
    std::string decisionText(const Decision &decision) const override;
    std::optional<Decision> parseDecision(std::string_view text, std::string *error) const override;
    int decisionCount() const override { return m_decisions; }
    // A turn is a card played; a round, one turn of every seat from the first
    // player (the last, shorter round at the end counts). The running score,
    // taken after every round so that every seat has played as often: the
    // values every player sees in each loot, the face-up cards (all but each
    // colour's first), less those a face-up dynamite removes. Billy's columns
    // and the face-down cards stay out, so it is not the final score.
    GameClock clock() const override;
    void publicScore(std::span<std::int64_t> scores) const override;
    // Cards left: the draw pile.
    int publicCardsLeft() const override { return pileCount(); }
    std::optional<std::string> brokenInvariant() const override; // invariants.cpp
    bool equals(const State &other) const override { return sameState(*this, other); }
    // Every field, hidden ones and the generator included (the rules by pointer: the same ruleset).
    friend bool operator==(const BillyState &, const BillyState &) = default;

    // Game-specific views, for tests, the CLI and the app.
    const Rules &rules() const { return *m_rules; }
    BillyObservation observation(int seat) const;
    // Refills `o` for `seat`, keeping the memory its lists already hold.
    void fillObservation(int seat, BillyObservation &o) const;
    Columns columns() const; // everything on the table, [owner][colour]
    Scoring scoring() const; // precondition: isTerminal()
    int pileCount() const { return int(m_pile.size()) - m_pileNext; }
    std::vector<std::int16_t> hand(int seat) const;
    // The same without a copy, for the bots' trial games.
    std::span<const std::int16_t> handCards(int seat) const
    {
        return {m_hands[std::size_t(seat)].data(), std::size_t(m_handCount[std::size_t(seat)])};
    }
    int finalTurnsLeft() const { return m_finalTurnsLeft; }
    static Decision play(int card, Destination destination)
    {
        return {DecisionKind::PlayCard, std::int16_t(card), std::int16_t(destination), 0};
    }

    // What `seat` knows of a column (owner == playerCount(): Billy's), with
    // the dynamite it can read resolved as the scoring does, and what it has
    // seen of a colour (the cards it held and the face-up loot cards): what
    // its observation shows until the end turns every card over. Kept as
    // cards move, so that the heuristic bot's playouts need not look over
    // the whole table at every turn; but only by a state that keeps them
    // (keepsSights): the search's determinizations, made for those
    // playouts, do; a dealt game does not, since keeping them costs a third
    // of a random playout's time and only the bots' trial games read them.
    bool keepsSights() const { return m_keepsSights; }
    // Works them out from the table, and keeps them from now on.
    void keepSights();
    struct ColumnSight {
        std::int16_t known = 0;   // the values it can read
        std::int16_t unknown = 0; // cards it cannot read
        std::int16_t top = -2;    // the top card's value: -1 unknown to it, -2 none
        friend bool operator==(const ColumnSight &, const ColumnSight &) = default;
    };
    struct ColourSeen {
        std::int16_t value = 0; // the values of those cards, summed
        std::int16_t cards = 0;
        friend bool operator==(const ColourSeen &, const ColourSeen &) = default;
    };
    // Precondition of the three: keepsSights().
    ColumnSight sight(int seat, int owner, int colour) const
    {
        assert(m_keepsSights);
        return m_sights[sightIndex(seat, owner, colour)];
    }
    // All of them for one seat, [owner * colours + colour].
    std::span<const ColumnSight> sights(int seat) const
    {
        assert(m_keepsSights);
        return {m_sights.data() + sightIndex(seat, 0, 0), std::size_t((m_players + 1) * m_colours)};
    }
    ColourSeen seen(int seat, int colour) const
    {
        assert(m_keepsSights);
        return m_seen[std::size_t(seat * m_colours + colour)];
    }

private:
    // Empty hands, table and pile, for the deal or a determinization to fill.
    BillyState(std::shared_ptr<const Rules> rules, int players, int firstPlayer);
    // Empties this state so, keeping the memory its lists hold.
    void startEmpty(std::shared_ptr<const Rules> rules, int players, int firstPlayer);
    void fillDeterminized(const BillyObservation &observation, Rng &rng); // on an empty state
    struct UnseenDealer;                                                  // fillDeterminized's steps (determinize.cpp)
    void dealHands(const BillyObservation &o, UnseenDealer &deal);
    int dealLoot(const BillyObservation &o, UnseenDealer &deal);
    int dealBox(const BillyObservation &o, UnseenDealer &deal);

    // The cards as `seat` sees them, one by one in the observation's order
    // (fillObservation is made of them): a column of a loot (owner ==
    // playerCount(): Billy's), the box.
    template <typename Visit>
    void visitColumn(int seat, int owner, int colour, Visit &&visit) const
    {
        for (int i = 0; i < columnLength(owner, colour); ++i) {
            // Face up in a player's loot: all but each colour's first card.
            const bool faceUp = owner < m_players && i > 0;
            CardView v = view(seat, columnCard(owner, colour, i), faceUp || m_terminal);
            v.faceUp = faceUp;
            visit(v);
        }
    }
    template <typename Visit>
    void visitBox(int seat, Visit &&visit) const
    {
        for (const auto &boxed : m_box)
            visit(BoxedCard {view(seat, boxed.card, false), boxed.by, boxed.atEnd});
    }

    std::int16_t &column(int owner, int colour, int index)
    {
        return m_columns[std::size_t((owner * m_colours + colour) * m_perColour + index)];
    }
    std::int16_t columnCard(int owner, int colour, int index) const
    {
        return m_columns[std::size_t((owner * m_colours + colour) * m_perColour + index)];
    }
    int columnLength(int owner, int colour) const { return m_columnLength[std::size_t(owner * m_colours + colour)]; }
    // Inline: an observation views every card on the table.
    bool knows(int seat, int card) const
    {
        return seat == kAllKnowing || (seat >= 0 && m_heldBy[std::size_t(card)] == seat);
    }
    CardView view(int seat, int card, bool faceUp) const
    {
        const Card &c = m_rules->deck[std::size_t(card)];
        CardView v;
        v.colour = c.colour;
        v.faceUp = faceUp;
        if (faceUp || knows(seat, card)) {
            v.id = std::int16_t(card);
            v.value = c.value;
            v.dynamite = c.dynamite;
        }
        return v;
    }
    std::size_t sightIndex(int seat, int owner, int colour) const
    {
        return std::size_t((seat * (m_players + 1) + owner) * m_colours + colour);
    }
    // Out of line, so that legalDecisions, which seldom resizes, stays small.
    [[gnu::noinline]] static void resizeLegal(std::vector<Decision> &out, std::size_t size);
    ColumnSight sightFromScratch(int seat, int owner, int colour) const;
    void see(int seat, int card, int times = 1); // times -1 takes it back
    // Works the sights and what each seat has seen out from the table (the
    // deal, a determinization; brokenInvariant checks the kept ones so).
    void recountSights();
    bool plainColumn(int owner, int colour) const; // no dynamite in it, none turned up by the end
    void recountLootSights(int owner, int colour);
    void recountBillysSights(int colour);
    void placeInSights(int owner, int colour, int card, bool faceUp);
    void endGame(std::vector<Event> *events);
    void fillColumns(Columns &columns) const; // keeps the memory of `columns`' lists

    struct Boxed {
        std::int16_t card;
        std::int8_t by;
        bool atEnd;
        friend bool operator==(const Boxed &, const Boxed &) = default;
    };

    std::shared_ptr<const Rules> m_rules;
    int m_colours = 0, m_perColour = 0; // the rules' colours and cards a column holds at most: read at every step
    int m_players = 0;
    int m_first = 0;
    int m_current = 0;
    int m_decisions = 0;
    int m_finalTurnsLeft = -1; // -1 until the pile runs out
    bool m_terminal = false;
    bool m_keepsSights = false;       // m_sights and m_seen empty when false
    std::vector<std::int16_t> m_pile; // drawn from m_pileNext on (a dealt game's: the whole deck as dealt)
    int m_pileNext = 0;
    std::array<std::array<std::int16_t, 10>, kMaxPlayers> m_hands {};
    std::array<std::int8_t, kMaxPlayers> m_handCount {};
    std::vector<std::int16_t> m_columns;      // fixed slots per (owner, colour)
    std::vector<std::int16_t> m_columnLength; // per (owner, colour): a column may hold a whole deck of one colour
    std::vector<Boxed> m_box;
    std::vector<std::int8_t> m_heldBy; // per card: the seat that held it, -1 none
    std::vector<ColumnSight> m_sights; // [(seat * (players + 1) + owner) * colours + colour]
    std::vector<ColourSeen> m_seen;    // [seat * colours + colour]
};

} // namespace houserules::blastingbilly
