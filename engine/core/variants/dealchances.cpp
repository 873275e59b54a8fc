#include "dealchances.h"

#include <cassert>

namespace houserules {

double chanceOfAtLeastOne(int deckSize, int ofKind, int dealt)
{
    assert(ofKind >= 0 && ofKind <= deckSize && dealt >= 0 && dealt <= deckSize && "a hand from the deck");
    // C(N-K, h) / C(N, h) = prod over i < h of (N-K-i) / (N-i): the chance
    // that each card dealt in turn misses the kind.
    double none = 1.0;
    for (int i = 0; i < dealt && none > 0.0; ++i)
        none *= double(deckSize - ofKind - i) / double(deckSize - i);
    return 1.0 - none;
}

double expectedInHand(int deckSize, int ofKind, int dealt)
{
    assert(ofKind >= 0 && ofKind <= deckSize && dealt >= 0 && dealt <= deckSize && "a hand from the deck");
    return deckSize == 0 ? 0.0 : double(dealt) * ofKind / deckSize;
}

std::optional<double> expectedHandValue(const Deck &deck, int dealt)
{
    const int size = deck.size();
    assert(dealt >= 0 && dealt <= size && "a hand from the deck");
    bool numeric = false;
    double total = 0;
    for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
        if (const auto &value = deck.ranks[std::size_t(rank)].value) {
            numeric = true;
            total += double(*value) * deck.rankSize(rank);
        }
    if (!numeric || size == 0)
        return std::nullopt;
    return dealt * total / size;
}

} // namespace houserules
