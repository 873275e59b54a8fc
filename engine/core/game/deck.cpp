#include "deck.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace houserules {

int Deck::size() const
{
    int cards = 0;
    for (int suit = 0; suit < int(suits.size()); ++suit)
        cards += suitSize(suit);
    return cards;
}

int Deck::suitSize(int suit) const
{
    const auto &row = counts[std::size_t(suit)];
    return std::accumulate(row.begin(), row.end(), 0);
}

int Deck::rankSize(int rank) const
{
    int cards = 0;
    for (const auto &row : counts)
        cards += row[std::size_t(rank)];
    return cards;
}

int Deck::findSuit(const std::string &suit) const
{
    const auto it = std::find(suits.begin(), suits.end(), suit);
    return it == suits.end() ? -1 : int(it - suits.begin());
}

int Deck::findRank(const std::string &id) const
{
    const auto it = std::find_if(ranks.begin(), ranks.end(), [&](const DeckRank &r) { return r.id == id; });
    return it == ranks.end() ? -1 : int(it - ranks.begin());
}

std::string Deck::kindName(int suit, int rank) const
{
    const std::string &s = suits[std::size_t(suit)];
    const std::string &r = ranks[std::size_t(rank)].id;
    return s.empty() ? r : s + '-' + r;
}

bool Deck::suitsAlike() const
{
    return std::all_of(counts.begin(), counts.end(), [&](const auto &row) { return row == counts.front(); });
}

void Deck::setCount(int suit, int rank, int count)
{
    assert(suit >= 0 && suit < int(suits.size()) && rank >= 0 && rank < int(ranks.size()) && count >= 0);
    counts[std::size_t(suit)][std::size_t(rank)] = count;
}

void Deck::addSuit(const std::string &name, int copyFrom)
{
    assert(findSuit(name) < 0 && copyFrom < int(suits.size()));
    suits.push_back(name);
    counts.push_back(copyFrom < 0 ? std::vector<int>(ranks.size(), 0) : counts[std::size_t(copyFrom)]);
}

void Deck::removeSuit(int suit)
{
    assert(suit >= 0 && suit < int(suits.size()));
    suits.erase(suits.begin() + suit);
    counts.erase(counts.begin() + suit);
}

int Deck::addRank(const DeckRank &rank, int count, const DeckShape &shape)
{
    assert(findRank(rank.id) < 0 && count >= 0);
    ranks.push_back(rank);
    for (auto &row : counts)
        row.push_back(count);
    normalize(*this, shape);
    return findRank(rank.id);
}

void Deck::removeRank(int rank)
{
    assert(rank >= 0 && rank < int(ranks.size()));
    ranks.erase(ranks.begin() + rank);
    for (auto &row : counts)
        row.erase(row.begin() + rank);
}

void Deck::dropEmptyRanks()
{
    for (int rank = int(ranks.size()) - 1; rank >= 0; --rank)
        if (rankSize(rank) == 0)
            removeRank(rank);
}

bool sameCards(Deck a, Deck b)
{
    a.dropEmptyRanks();
    b.dropEmptyRanks();
    return a == b;
}

void normalize(Deck &deck, const DeckShape &shape)
{
    auto key = [&shape](const DeckRank &rank) {
        if (rank.value)
            return std::pair(0, *rank.value);
        const auto it = std::find(shape.names.begin(), shape.names.end(), rank.id);
        return std::pair(1, int(it - shape.names.begin()));
    };
    std::vector<std::size_t> order(deck.ranks.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return key(deck.ranks[a]) < key(deck.ranks[b]); });
    Deck sorted;
    sorted.suits = deck.suits;
    for (std::size_t i : order)
        sorted.ranks.push_back(deck.ranks[i]);
    for (const auto &row : deck.counts) {
        auto &out = sorted.counts.emplace_back();
        for (std::size_t i : order)
            out.push_back(row[i]);
    }
    deck = std::move(sorted);
}

Expected<std::vector<std::int16_t>> cardsNamed(
    const std::vector<std::string> &names, int cardCount, const std::function<std::string(int card)> &nameOf)
{
    std::vector<std::string> cardNames;
    for (int card = 0; card < cardCount; ++card)
        cardNames.push_back(nameOf(card));
    Diagnostics errors;
    std::vector<bool> used(std::size_t(cardCount), false);
    std::vector<std::int16_t> deck;
    for (std::size_t i = 0; i < names.size(); ++i) {
        int found = -1;
        bool known = false;
        for (int card = 0; card < cardCount && found < 0; ++card)
            if (cardNames[std::size_t(card)] == names[i]) {
                known = true;
                if (!used[std::size_t(card)])
                    found = card;
            }
        if (found < 0) {
            errors.push_back(diagnostic("setup.deck[" + std::to_string(i) + "]",
                known ? quote(names[i]) + " appears more often than the deck holds it"
                      : "unknown card " + quote(names[i])));
            continue;
        }
        used[std::size_t(found)] = true;
        deck.push_back(std::int16_t(found));
    }
    for (int card = 0; card < cardCount; ++card)
        if (!used[std::size_t(card)])
            errors.push_back(diagnostic("setup.deck",
                "the deck lacks " + cardNames[std::size_t(card)]
                    + "; expected every card of the variant exactly once"));
    if (!errors.empty())
        return errors;
    return deck;
}

} // namespace houserules
