#include "rules.h"

#include <algorithm>
#include <cassert>

namespace houserules::boomo {

namespace {

// The named kinds, in the order the deck lists them, and what each does.
struct NamedKind {
    const char *name;
    Kind kind;
    int amount;
};
constexpr NamedKind kNamedKinds[] = {
    {"set0", Kind::Set, 0},
    {"set30", Kind::Set, 30},
    {"set60", Kind::Set, 60},
    {"stop", Kind::Stop, 0},
    {"reverse", Kind::Reverse, 0},
    {"skip", Kind::Skip, 0},
    {"plus1", Kind::Draw, 1},
    {"plus2", Kind::Draw, 2},
    {"swap", Kind::Swap, 0},
    {"twice", Kind::Twice, 0},
    {"bomb", Kind::Bomb, 0},
};

void crossCheck(const Variant &variant, Diagnostics &errors)
{
    const auto before = errors.size();
    variant.checkPlayerRange(errors);
    if (errors.size() > before)
        return;
    const auto maxPlayers = variant.integer("players.max");
    const auto cards = variant.deck("deck").size();
    const auto handSize = variant.integer("hand_size");
    if (maxPlayers * handSize > cards) {
        errors.push_back(variant.error(variant.culprit({"hand_size", "players.max", "deck"}, "deck"),
            "not enough cards to deal: " + std::to_string(maxPlayers) + " players x " + std::to_string(handSize)
                + " cards = " + std::to_string(maxPlayers * handSize) + ", but the deck has " + std::to_string(cards),
            "boomo.not-enough-cards",
            {std::to_string(maxPlayers), std::to_string(handSize), std::to_string(maxPlayers * handSize),
                std::to_string(cards)}));
    }
}

Schema makeSchema()
{
    Schema s;
    // The editor's headings: who plays, the setup, the cards, the readings.
    s.groups = {{"players", "Players"}, {"setup", "Setup"}, {"cards", "Cards"}, {"rules", "Rules"}};
    std::vector<std::string> names;
    for (const auto &named : kNamedKinds)
        names.push_back(named.name);
    s.params = {
        {"players.min", ParamType::Int, 2, kMaxPlayers, "fewest players"},
        {"players.max", ParamType::Int, 2, kMaxPlayers, "most players"},
        {"hand_size", ParamType::Int, 1, 20, "cards in each hand; refilled after every round"},
        {"limit", ParamType::Int, 10, 990, "the total must not go over this many seconds"},
        {"bombs", ParamType::Int, 1, 9, "ticking time bombs per player"},
        {"deck", ParamType::Deck, 0, 0, "the cards by kind: numbers add their value, the named kinds act"},
        {"round_ends.over_limit", ParamType::Bool, 0, 0, "a play over the limit ends the round (else play goes on)"},
        {"round_ends.bomb_card", ParamType::Bool, 0, 0, "a bomb card ends the round (else play goes on)"},
        {"next_round", ParamType::String, 0, 0,
            "who starts a round: the player after the one whose card ended the last, or left of a moving dealer"},
        {"bomb_answer", ParamType::String, 0, 0,
            "answering a bomb card: forced (a time stopper if held), or each holder's choice"},
        {"end", ParamType::String, 0, 0,
            "the end: the last player with a bomb wins, or the game ends when the first player is out"},
        {"points.other", ParamType::Int, 0, 100,
            "short variant tie-break: what a card other than a number or set card counts in a hand"},
    };
    auto find = [&s](const char *path) -> ParamSpec & {
        return *std::find_if(s.params.begin(), s.params.end(), [&](const ParamSpec &p) { return p.path == path; });
    };
    find("deck").deck = DeckShape {.suited = false,
        .suitWord = "colour",
        .minSuits = 1,
        .maxSuits = 1,
        .numbers = true,
        .minValue = 1,
        .maxValue = 90,
        .names = names,
        .maxCount = 60,
        .maxCards = kMaxCards};
    find("next_round").choices = {"after_ender", "dealer_left"};
    find("bomb_answer").choices = {"forced", "choice"};
    find("end").choices = {"last_bomb", "first_out"};
    for (auto &spec : s.params)
        spec.group = spec.path.starts_with("players.")                                 ? "players"
            : spec.path == "deck"                                                      ? "cards"
            : spec.path == "hand_size" || spec.path == "limit" || spec.path == "bombs" ? "setup"
                                                                                       : "rules";
    s.crossCheck = crossCheck;
    s.problems = {{"boomo.not-enough-cards", 4}};
    return s;
}

} // namespace

const Schema &schema()
{
    static const Schema s = makeSchema();
    return s;
}

Rules Rules::fromVariant(const Variant &variant)
{
    Rules rules;
    rules.minPlayers = int(variant.integer("players.min"));
    rules.maxPlayers = int(variant.integer("players.max"));
    rules.handSize = int(variant.integer("hand_size"));
    rules.limit = int(variant.integer("limit"));
    rules.bombs = int(variant.integer("bombs"));
    rules.overLimitEndsRound = variant.flag("round_ends.over_limit");
    rules.bombCardEndsRound = variant.flag("round_ends.bomb_card");
    rules.nextRound = variant.text("next_round") == "dealer_left" ? NextRound::DealerLeft : NextRound::AfterEnder;
    rules.bombAnswer = variant.text("bomb_answer") == "choice" ? BombAnswer::Choice : BombAnswer::Forced;
    rules.end = variant.text("end") == "first_out" ? GameEnd::FirstOut : GameEnd::LastBomb;
    rules.otherPoints = int(variant.integer("points.other"));
    rules.deck = variant.deck("deck");
    rules.kinds = int(rules.deck.ranks.size());
    assert(rules.kinds <= 128 && "a state keeps the kinds held in 128 bits");
    // Card ids: kind by kind in the deck's order (numbers from low to high, then the named kinds).
    for (int rank = 0; rank < rules.kindCount(); ++rank) {
        const DeckRank &r = rules.deck.ranks[std::size_t(rank)];
        Card card;
        card.rank = std::int8_t(rank);
        if (r.value) {
            card.kind = Kind::Number;
            card.amount = std::int16_t(*r.value);
        } else {
            const auto named = std::find_if(
                std::begin(kNamedKinds), std::end(kNamedKinds), [&](const NamedKind &n) { return r.id == n.name; });
            assert(named != std::end(kNamedKinds) && "the schema allows only these names");
            card.kind = named->kind;
            card.amount = std::int16_t(named->amount);
        }
        if (card.isNumber())
            rules.numberKinds[std::size_t(rank / 64)] |= std::uint64_t(1) << (rank % 64);
        rules.firstOfKind.push_back(std::int16_t(rules.cards.size()));
        if (card.kind == Kind::Stop) {
            assert(rules.stopKind < 0 && "a deck names each kind once");
            rules.stopKind = rank;
            rules.stoppers += rules.deck.count(0, rank);
        }
        for (int i = 0; i < rules.deck.count(0, rank); ++i)
            rules.cards.push_back(card);
    }
    return rules;
}

int Rules::kindNamed(std::string_view name) const
{
    for (int rank = 0; rank < kindCount(); ++rank)
        if (kindName(rank) == name)
            return rank;
    return -1;
}

int Rules::points(int card) const
{
    const Card &c = cards[std::size_t(card)];
    return c.isNumber() ? c.amount : otherPoints;
}

} // namespace houserules::boomo
