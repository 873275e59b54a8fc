// What must hold of every Halunken & Spelunken state (State::brokenInvariant),
// for the soak: each villain dealt in one place, the movement cards and
// Black Jack's cards used once each, the figures on the ring where it says.

#include "state.h"

#include "core/game/cardcensus.h"

#include <algorithm>
#include <bit>

namespace houserules::halunkenspelunken {

std::optional<std::string> HsState::brokenInvariant() const
{
    const Rules &r = *m_rules;
    if (auto problem = checkVillainsConserved())
        return problem;
    if (m_round < 0 || m_round > r.rounds)
        return "round " + std::to_string(m_round) + " of " + std::to_string(r.rounds);
    if (isTerminal() && m_round != r.rounds)
        return "the game ended in round " + std::to_string(m_round) + " of " + std::to_string(r.rounds);
    if (auto problem = checkMovementCards())
        return problem;
    if (auto problem = checkBlackJackDeck())
        return problem;
    if (auto problem = checkRing())
        return problem;
    if (!isTerminal() && (m_current < 0 || m_current >= m_players))
        return "seat " + std::to_string(m_current) + " is to play";
    if (int(m_hirers.size()) > m_round)
        return std::to_string(m_hirers.size()) + " hirers in " + std::to_string(m_round) + " rounds";
    return std::nullopt;
}

// Villains: the dens were dealt fields x villainsPerDen of them (the rest
// stay in the box, unlisted); each is in one den, hand or the harbour.
std::optional<std::string> HsState::checkVillainsConserved() const
{
    const Rules &r = *m_rules;
    CardCensus census(r.villainCount(), [&r](int card) { return r.villainName(card); });
    for (int field = 0; field < r.fields; ++field) {
        const auto &den = m_dens[std::size_t(field)];
        if (int(den.size()) > r.villainsPerDen)
            return "den " + std::to_string(field + 1) + " holds " + std::to_string(den.size()) + " villains";
        census.addAll(den, "a den");
    }
    for (int seat = 0; seat < m_players; ++seat)
        census.addAll(m_villains[std::size_t(seat)], "the villains", seat);
    census.addAll(m_harbour, "the harbour");
    if (census.duplicate())
        return census.duplicate();
    if (census.found() != r.fields * r.villainsPerDen)
        return std::to_string(census.found()) + " villains on the table of "
            + std::to_string(r.fields * r.villainsPerDen) + " dealt";
    return std::nullopt;
}

// Movement cards: one used in each round begun (none yet before choosing).
std::optional<std::string> HsState::checkMovementCards() const
{
    const int cards = int(m_rules->movement.size());
    for (int seat = 0; seat < m_players; ++seat) {
        const std::uint32_t held = m_movesHeld[std::size_t(seat)];
        if (held >> cards)
            return "seat " + std::to_string(seat) + " holds a movement card that does not exist";
        const int used = cards - std::popcount(held);
        if (used > m_round || used < m_round - 1)
            return "seat " + std::to_string(seat) + " has used " + std::to_string(used) + " movement cards in round "
                + std::to_string(m_round);
    }
    return std::nullopt;
}

// Black Jack's cards: those left and those played are his deck, but for
// the one his hirer has chosen this round (two players) and not yet turned.
std::optional<std::string> HsState::checkBlackJackDeck() const
{
    const Rules &r = *m_rules;
    std::vector<int> deck;
    if (r.blackJack == BlackJackMode::Auction)
        for (int card = 1; card <= r.blackJackCards; ++card)
            deck.push_back(card);
    if (r.blackJack == BlackJackMode::TwoPlayer)
        deck = r.movement;
    std::vector<int> seen(m_blackJackCards.begin(), m_blackJackCards.end());
    seen.insert(seen.end(), m_blackJackPlayed.begin(), m_blackJackPlayed.end());
    std::sort(deck.begin(), deck.end());
    std::sort(seen.begin(), seen.end());
    std::vector<int> missing;
    std::set_difference(deck.begin(), deck.end(), seen.begin(), seen.end(), std::back_inserter(missing));
    const bool inHand = r.blackJack == BlackJackMode::TwoPlayer && missing.size() == 1 && missing[0] == m_blackJackCard;
    if (seen.size() + missing.size() != deck.size() || !(missing.empty() || inHand))
        return std::string("Black Jack's cards left and played are not his deck");
    return std::nullopt;
}

// The ring: each figure placed on the field that names it, and every
// figure placed once the setup is done.
std::optional<std::string> HsState::checkRing() const
{
    const Rules &r = *m_rules;
    const int figures = m_players + (r.blackJack == BlackJackMode::None ? 0 : 1);
    for (int figure = 0; figure < figures; ++figure) {
        const int field = m_ring.at(figure);
        if (field == Ring::kNowhere) {
            const bool placing
                = m_phase == Phase::PlaceCaptain || (m_phase == Phase::PlaceBlackJack && figure == blackJackFigure());
            if (!placing)
                return "figure " + std::to_string(figure) + " is off the ring after the setup";
            continue;
        }
        if (field < 0 || field >= r.fields || m_ring.on(field) != figure)
            return "figure " + std::to_string(figure) + " stands on field " + std::to_string(field)
                + ", which does not hold it";
    }
    for (int field = 0; field < r.fields; ++field) {
        const int figure = m_ring.on(field);
        if (figure != Ring::kNowhere && (figure < 0 || figure >= figures || m_ring.at(figure) != field))
            return "field " + std::to_string(field + 1) + " holds figure " + std::to_string(figure)
                + ", which is elsewhere";
    }
    return std::nullopt;
}

} // namespace houserules::halunkenspelunken
