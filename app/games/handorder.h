#pragma once

#include <map>
#include <utility>
#include <vector>

// The order a table shows a hand in. An engine keeps a hand in whatever
// order is quickest for it (a card played leaves its place to the last
// card); a person keeps a hand in the order they last saw it. So a table
// shows each hand as it showed it before: the cards still there keep their
// order, the cards new to it come after them, in the engine's order.
//
// Cards are told apart by a key, as the viewer tells them apart: an id when
// the viewer knows the card, else what shows of it (a back's colour). Cards
// of equal keys look alike: any of them takes the place of another.
// Each viewer's picture of each hand is kept apart (hot-seat: the next
// person sees their own hand as they left it).
class HandOrder {
public:
    // The indexes into `keys` (one seat's hand as `viewer` sees it now, in
    // the engine's order) in the order to show them.
    std::vector<int> arrange(int viewer, int seat, const std::vector<int> &keys);

    // Puts `cards` in the order to show them; `keyOf(card)` is a card's key.
    template <typename Card, typename KeyOf>
    void arrange(int viewer, int seat, std::vector<Card> &cards, KeyOf keyOf)
    {
        std::vector<int> keys;
        keys.reserve(cards.size());
        for (const Card &card : cards)
            keys.push_back(int(keyOf(card)));
        std::vector<Card> shown;
        shown.reserve(cards.size());
        for (const int index : arrange(viewer, seat, keys))
            shown.push_back(cards[std::size_t(index)]);
        cards = std::move(shown);
    }

    // The person chose `chosen` and the engine will take `taken` instead,
    // a copy of it (copies are one choice): the two change places, so that
    // the gap opens where the person took the card from.
    void exchange(int viewer, int seat, int chosen, int taken);

private:
    std::map<std::pair<int, int>, std::vector<int>> m_shown; // (viewer, seat): keys in the order shown
};
