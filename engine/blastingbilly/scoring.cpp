#include "scoring.h"

#include <algorithm>
#include <cassert>

namespace houserules::blastingbilly {

std::string_view deciderName(Decider decider)
{
    switch (decider) {
    case Decider::HighestScore:
        return "highest_score";
    case Decider::FewestCards:
        return "fewest_cards";
    case Decider::FewestFaceUpCards:
        return "fewest_face_up_cards";
    case Decider::FewestFaceDownCards:
        return "fewest_face_down_cards";
    case Decider::Shared:
        return "shared";
    case Decider::Billy:
        return "billy";
    }
    return "?";
}

Scoring score(const Rules &rules, const Columns &columns)
{
    Scoring s;
    score(rules, columns, s);
    return s;
}

void score(const Rules &rules, const Columns &columns, Scoring &s)
{
    const int players = int(columns.size()) - 1;
    const int colours = rules.colourCount();

    // Dynamite, column by column, in placement order: a stack where each
    // dynamite pops the card on top (if any) and itself. (Every list is
    // cleared, not made anew: the search bot scores a game per trial.)
    s.remaining.resize(columns.size());
    s.blasts.clear();
    for (int owner = 0; owner <= players; ++owner) {
        s.remaining[std::size_t(owner)].resize(std::size_t(colours));
        for (int colour = 0; colour < colours; ++colour) {
            auto &stack = s.remaining[std::size_t(owner)][std::size_t(colour)];
            stack.clear();
            for (const std::int16_t card : columns[std::size_t(owner)][std::size_t(colour)]) {
                if (!rules.deck[std::size_t(card)].dynamite) {
                    stack.push_back(card);
                    continue;
                }
                Blast blast {owner, colour, card, -1};
                if (!stack.empty()) {
                    blast.removed = stack.back();
                    stack.pop_back();
                }
                s.blasts.push_back(blast);
            }
        }
    }

    auto total = [&](int owner, int colour) {
        int sum = 0;
        for (const auto card : s.remaining[std::size_t(owner)][std::size_t(colour)])
            sum += rules.deck[std::size_t(card)].value;
        return sum;
    };

    s.billyTotals.clear();
    for (int colour = 0; colour < colours; ++colour)
        s.billyTotals.push_back(total(players, colour));

    s.everyoneShot = true;
    s.players.resize(std::size_t(players));
    for (int seat = 0; seat < players; ++seat) {
        PlayerScore &p = s.players[std::size_t(seat)];
        p.totals.clear();
        p.shotIn.clear();
        p.shotDown = false;
        p.total = p.cards = p.faceUpScore = p.faceUpCards = p.faceDownCards = 0;
        for (int colour = 0; colour < colours; ++colour) {
            const int sum = total(seat, colour);
            const int count = int(s.remaining[std::size_t(seat)][std::size_t(colour)].size());
            const bool shot = sum > s.billyTotals[std::size_t(colour)];
            p.totals.push_back(sum);
            p.shotIn.push_back(shot);
            p.total += sum;
            p.cards += count;
            p.shotDown = p.shotDown || shot;
            (shot ? p.faceDownCards : p.faceUpCards) += count;
            if (!shot)
                p.faceUpScore += sum;
        }
        s.everyoneShot = s.everyoneShot && p.shotDown;
    }

    for (PlayerScore &p : s.players)
        p.score = s.everyoneShot ? p.faceUpScore : p.total;
    s.decidedBy = compareSeats(
        players, [&](int seat) -> const PlayerScore & { return s.players[std::size_t(seat)]; }, s.winners);
}

Columns columnsOf(const BillyObservation &finished)
{
    assert(finished.terminal);
    Columns columns(finished.loot.size());
    for (std::size_t owner = 0; owner < finished.loot.size(); ++owner)
        for (const auto &column : finished.loot[owner]) {
            auto &ids = columns[owner].emplace_back();
            for (const CardView &card : column) {
                assert(card.known() && "every loot card is turned up at the end");
                ids.push_back(card.id);
            }
        }
    return columns;
}

} // namespace houserules::blastingbilly
