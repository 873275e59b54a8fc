#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace houserules {

// The check behind "every card is in exactly one place" (State::
// brokenInvariant): a game lists every place a card can be (hands, piles,
// tableau, box...) card by card, and the census says which card was found
// twice, out of range, or nowhere. Cheap enough to run after every decision
// of a soak; not for playouts.
class CardCensus {
public:
    // `cards` ids 0..cards-1; `name` gives a card's record notation for messages.
    CardCensus(int cards, std::function<std::string(int)> name) : m_place(std::size_t(cards)), m_name(std::move(name))
    {}

    // `card` was found in `place` (a literal: "the draw pile"), of seat
    // `owner` when it is someone's ("the hand" of seat 2).
    void add(int card, const char *place, int owner = -1)
    {
        if (m_problem)
            return;
        if (card < 0 || card >= int(m_place.size())) {
            m_problem
                = "card id " + std::to_string(card) + " in " + describe({place, owner}) + " is no card of the deck";
            return;
        }
        auto &where = m_place[std::size_t(card)];
        if (!where.what) {
            where = {place, owner};
            ++m_found;
        } else
            m_problem = m_name(card) + " is in " + describe(where) + " and in " + describe({place, owner});
    }
    template <typename Cards>
    void addAll(const Cards &cards, const char *place, int owner = -1)
    {
        for (const auto card : cards)
            add(int(card), place, owner);
    }

    // A card found twice or out of range: for games whose box keeps cards
    // unseen and unlisted (then count found() instead of asking problem()).
    const std::optional<std::string> &duplicate() const { return m_problem; }
    int found() const { return m_found; }
    // The first problem: a card found twice or out of range, else a card found nowhere.
    std::optional<std::string> problem() const
    {
        if (m_problem)
            return m_problem;
        for (std::size_t card = 0; card < m_place.size(); ++card)
            if (!m_place[card].what)
                return m_name(int(card)) + " is nowhere";
        return std::nullopt;
    }

private:
    struct Place {
        const char *what = nullptr;
        int owner = -1;
    };
    static std::string describe(const Place &p)
    {
        return p.owner < 0 ? std::string(p.what) : std::string(p.what) + " of seat " + std::to_string(p.owner);
    }

    std::vector<Place> m_place;
    std::function<std::string(int)> m_name;
    std::optional<std::string> m_problem;
    int m_found = 0;
};

} // namespace houserules
