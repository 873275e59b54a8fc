#pragma once

#include "core/game/state.h"

#include <cstdint>
#include <vector>

namespace houserules::blastingbilly {

// A card as one player sees it: the colour always, the identity (id, value,
// dynamite or not) only when that player may know it.
struct CardView {
    std::int16_t id = -1; // -1: value unknown to the viewer
    std::int8_t colour = -1;
    std::int8_t value = -1;
    bool dynamite = false;
    bool faceUp = false; // how it lies on the table (loot: all but each colour's first)

    bool known() const { return id >= 0; }
    friend bool operator==(const CardView &, const CardView &) = default;
};

struct BoxedCard {
    CardView card;
    std::int8_t by = -1; // the seat that put it there; -1 set aside at setup
    bool atEnd = false;  // one of the hand cards boxed when the game ended

    friend bool operator==(const BoxedCard &, const BoxedCard &) = default;
};

// What one seat may see (seat -1: a spectator, who sees only what is public). Values known: own hand, cards this seat
// played anywhere, face-up loot cards; once the game is over, every loot and Billy's.
class BillyObservation final : public ObservationOf<BillyObservation> {
public:
    friend bool operator==(const BillyObservation &, const BillyObservation &) = default;

    int currentPlayer = -1; // -1 once the game is over
    int firstPlayer = 0;
    int pileCount = 0;
    bool finalRound = false; // the pile is empty: last turns without drawing
    int finalTurnsLeft = 0;
    bool terminal = false;

    std::vector<CardView> hand;                        // this seat's hand
    std::vector<std::vector<std::int8_t>> handColours; // per seat, colours of each hand
    std::vector<std::vector<CardView>> hands;          // per seat as this seat sees them: values of its own
                                                       // (or, all-knowing, of all), else colours only
    // [owner][colour], in placement order; owner == players is Billy.
    std::vector<std::vector<std::vector<CardView>>> loot;
    std::vector<BoxedCard> box; // in the order the cards went in

    int billy() const { return players; }

    // Every card in the hands, the loot and the box, as this seat sees it.
    template <typename Visit>
    void visitCards(Visit &&visit) const
    {
        for (const auto &held : hands)
            for (const auto &v : held)
                visit(v);
        for (const auto &owner : loot)
            for (const auto &column : owner)
                for (const auto &v : column)
                    visit(v);
        for (const auto &b : box)
            visit(b.card);
    }
};

} // namespace houserules::blastingbilly
