#include "deckdifference.h"

#include "paramtext.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

int countOf(const Deck &deck, int suit, const std::string &rank)
{
    const int r = deck.findRank(rank);
    return suit < 0 || r < 0 ? 0 : deck.count(suit, r);
}

// The ranks of both decks, in the order the deck shows them (the base's
// first, then those only the new deck has).
std::vector<DeckRank> allRanks(const Deck &base, const Deck &now)
{
    std::vector<DeckRank> ranks = base.ranks;
    for (const DeckRank &rank : now.ranks)
        if (base.findRank(rank.id) < 0)
            ranks.push_back(rank);
    return ranks;
}

} // namespace

QString DeckDifference::describe(const Deck &base, const Deck &now, const VariantTexts *texts)
{
    if (sameCards(base, now))
        return {};
    const bool suited = !(now.suits.size() == 1 && now.suits.front().empty());
    QStringList parts;
    for (int s = 0; s < int(base.suits.size()); ++s)
        if (now.findSuit(base.suits[std::size_t(s)]) < 0)
            parts << tr("%1 removed").arg(ParamText::suitName(texts, base.suits[std::size_t(s)]));
    const std::vector<DeckRank> ranks = allRanks(base, now);
    for (int s = 0; s < int(now.suits.size()); ++s) {
        const std::string &suit = now.suits[std::size_t(s)];
        const int inBase = base.findSuit(suit);
        if (inBase < 0) {
            parts << tr("%1 added (%n card(s))", nullptr, now.suitSize(s)).arg(ParamText::suitName(texts, suit));
            continue;
        }
        QStringList removed, added;
        for (const DeckRank &rank : ranks) {
            const int before = countOf(base, inBase, rank.id);
            const int after = countOf(now, s, rank.id);
            if (before == after)
                continue;
            // A single card of a suit gone or new is named with the others
            // of its suit; any other count by the kind's name, whole.
            if (suited && after == 0 && before == 1)
                removed << ParamText::rankName(texts, rank);
            else if (suited && before == 0 && after == 1)
                added << ParamText::rankName(texts, rank);
            else
                //: A kind of card's count changed: "15-second cards: 0 → 10", "Gold dynamite: 1 → 2".
                parts << tr("%1: %2 → %3").arg(ParamText::cardName(texts, suit, rank)).arg(before).arg(after);
        }
        QStringList says;
        if (!removed.isEmpty())
            says << tr("%1 removed").arg(ParamText::listed(removed));
        if (!added.isEmpty())
            says << tr("%1 added").arg(ParamText::listed(added));
        if (!says.isEmpty())
            //: One suit's cards removed or added: "Diamonds: 9 and 10 removed".
            parts << tr("%1: %2").arg(ParamText::suitName(texts, suit), says.join(u", "_s));
    }
    const QString text = parts.join(u"; "_s);
    if (base.size() == now.size())
        return text;
    //: The changes, then the deck's size before and after: "… (60 → 59 cards)".
    return tr("%1 (%2 → %n card(s))", nullptr, now.size()).arg(text).arg(base.size());
}
