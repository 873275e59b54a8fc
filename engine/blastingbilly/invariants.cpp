// What must hold of every Blasting Billy state (State::brokenInvariant), for
// the soak: each card in one place, the counts within the rules, and at the
// end a breakdown that agrees with itself.

#include "state.h"

#include "core/game/cardcensus.h"

#include <algorithm>
#include <numeric>

namespace houserules::blastingbilly {

namespace {

// The final scoring read against the rules it claims to follow.
std::optional<std::string> brokenScoring(const Scoring &s, int players)
{
    if (int(s.players.size()) != players)
        return "the scoring has " + std::to_string(s.players.size()) + " players";
    bool everyoneShot = true;
    int best = 0;
    for (int seat = 0; seat < players; ++seat) {
        const PlayerScore &p = s.players[std::size_t(seat)];
        const int sum = std::accumulate(p.totals.begin(), p.totals.end(), 0);
        if (sum != p.total)
            return "seat " + std::to_string(seat) + "'s colours add up to " + std::to_string(sum) + ", not its total "
                + std::to_string(p.total);
        const bool shot = std::find(p.shotIn.begin(), p.shotIn.end(), true) != p.shotIn.end();
        if (shot != p.shotDown)
            return "seat " + std::to_string(seat) + " is shot down without a colour that shot it, or the reverse";
        everyoneShot = everyoneShot && p.shotDown;
    }
    // The best score among those who may win: those not shot, or everyone if all were.
    for (const PlayerScore &p : s.players)
        if (!p.shotDown || everyoneShot)
            best = std::max(best, p.score);
    if (everyoneShot != s.everyoneShot)
        return std::string("the scoring says everyone was shot when not, or the reverse");
    if (s.winners.empty() != (s.decidedBy == Decider::Billy))
        return std::string("Billy wins without being the decider, or the reverse");
    if (s.winners.empty() && !(s.everyoneShot && best == 0))
        return std::string("Billy wins although someone scored or was not shot");
    for (int seat : s.winners) {
        const PlayerScore &p = s.players[std::size_t(seat)];
        if (p.score != best)
            return "winner seat " + std::to_string(seat) + " scored " + std::to_string(p.score) + ", below the best "
                + std::to_string(best);
        if (p.shotDown && !s.everyoneShot)
            return "winner seat " + std::to_string(seat) + " was shot down";
        if (p.score != (s.everyoneShot ? p.faceUpScore : p.total))
            return "seat " + std::to_string(seat) + "'s compared score is neither its total nor its face-up score";
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> BillyState::brokenInvariant() const
{
    const Rules &r = *m_rules;
    CardCensus census(r.cardCount(), [&r](int card) { return r.cardName(card); });
    for (std::size_t i = std::size_t(m_pileNext); i < m_pile.size(); ++i)
        census.add(m_pile[i], "the draw pile");
    for (const Boxed &b : m_box)
        census.add(b.card, "the box");
    for (int seat = 0; seat < m_players; ++seat) {
        const int count = m_handCount[std::size_t(seat)];
        if (count < 0 || count > r.handSize)
            return "seat " + std::to_string(seat) + " holds " + std::to_string(count) + " cards";
        if (!m_terminal && m_finalTurnsLeft < 0 && count != r.handSize)
            return "seat " + std::to_string(seat) + " holds " + std::to_string(count) + " cards before the last draw";
        for (int i = 0; i < count; ++i) {
            const int card = m_hands[std::size_t(seat)][std::size_t(i)];
            census.add(card, "the hand", seat);
            if (card >= 0 && card < r.cardCount() && m_heldBy[std::size_t(card)] != seat)
                return r.cardName(card) + " is in seat " + std::to_string(seat) + "'s hand but held by another";
        }
    }
    for (int owner = 0; owner <= m_players; ++owner)
        for (int colour = 0; colour < r.colourCount(); ++colour) {
            const int length = columnLength(owner, colour);
            if (length < 0 || length > r.maxCardsPerColour)
                return "a column of " + std::to_string(length) + " cards";
            for (int i = 0; i < r.maxCardsPerColour; ++i) {
                const int card = columnCard(owner, colour, i);
                if (i >= length) {
                    if (card != -1)
                        return std::string("a card lies past the end of its column");
                    continue;
                }
                census.add(card, owner == m_players ? "Billy's column" : "the loot", owner == m_players ? -1 : owner);
                if (card >= 0 && card < r.cardCount() && r.deck[std::size_t(card)].colour != colour)
                    return r.cardName(card) + " lies in the column of " + r.colours[std::size_t(colour)];
            }
        }
    if (auto problem = census.problem())
        return problem;
    if (m_pileNext < 0 || m_pileNext > int(m_pile.size()))
        return std::string("the draw pile's next card is out of the pile");
    if ((m_pileNext < int(m_pile.size())) != (m_finalTurnsLeft < 0))
        return std::string("the final round began with cards left to draw, or not when they ran out");
    if (m_finalTurnsLeft > m_players)
        return "more final turns left (" + std::to_string(m_finalTurnsLeft) + ") than players";
    // Each decision played one card: to a column, or boxed by a seat during play.
    int played = 0;
    for (int owner = 0; owner <= m_players; ++owner)
        for (int colour = 0; colour < r.colourCount(); ++colour)
            played += columnLength(owner, colour);
    for (const Boxed &b : m_box)
        played += b.by >= 0 && !b.atEnd;
    if (played != m_decisions)
        return std::to_string(played) + " cards played in " + std::to_string(m_decisions) + " decisions";
    if (m_terminal)
        return brokenScoring(scoring(), m_players);
    if (!m_keepsSights)
        return std::nullopt;
    BillyState recounted(*this);
    recounted.recountSights();
    if (recounted.m_seen != m_seen)
        return std::string("what a seat has seen of a colour was not kept as the cards moved");
    if (recounted.m_sights != m_sights)
        return std::string("what a seat knows of a column was not kept as the cards moved");
    return std::nullopt;
}

} // namespace houserules::blastingbilly
