#include "rules.h"

#include <algorithm>

namespace houserules::wyattearp {

namespace {

const char *const kSides[2] = {"street.north", "street.south"};

int fieldKindNamed(const std::string &name)
{
    for (std::size_t i = 0; i < kFieldKindNames.size(); ++i)
        if (name == kFieldKindNames[i])
            return int(i);
    return -1;
}

void checkStreet(const Variant &variant, Diagnostics &errors)
{
    const auto &north = variant.names(kSides[0]);
    const auto &south = variant.names(kSides[1]);
    if (north.size() != south.size())
        errors.push_back(variant.error(variant.culprit({kSides[1], kSides[0]}),
            "expected two sidewalks of equal length, found " + std::to_string(north.size()) + " fields north and "
                + std::to_string(south.size()) + " south",
            "wyatt-earp.sidewalks-unequal", {std::to_string(north.size()), std::to_string(south.size())}));
    for (const char *side : kSides) {
        const auto &fields = variant.names(side);
        if (!fields.empty() && fields.front() != "stone")
            errors.push_back(
                variant.error(side, "expected a stone start field as field 1, found " + quote(fields.front()),
                    "wyatt-earp.start-not-stone", {side, fields.front()}));
    }
    const auto maxPlayers = variant.integer("players.max");
    if (std::int64_t(north.size() + south.size()) < maxPlayers + 1)
        errors.push_back(variant.error(variant.culprit({kSides[0], "players.max"}),
            "too few fields for " + std::to_string(maxPlayers) + " cowboys", "wyatt-earp.too-few-fields",
            {std::to_string(maxPlayers), std::to_string(north.size() + south.size())}));
}

void checkGunfighters(const Variant &variant, Diagnostics &errors)
{
    const auto &names = variant.names("gunfighters.names");
    for (const char *attribute : kAttributeNames) {
        const std::string path = std::string("gunfighters.") + attribute;
        if (variant.integers(path).size() != names.size())
            errors.push_back(variant.error(variant.culprit({path.c_str(), "gunfighters.names"}),
                "expected one number of stars per gunfighter (" + std::to_string(names.size()) + "), found "
                    + std::to_string(variant.integers(path).size()),
                "wyatt-earp.stars-per-gunfighter",
                {path, std::to_string(names.size()), std::to_string(variant.integers(path).size())}));
    }
    if (std::int64_t(names.size()) < variant.integer("players.max"))
        errors.push_back(variant.error(variant.culprit({"gunfighters.names", "players.max"}),
            "expected a gunfighter for each of " + std::to_string(variant.integer("players.max")) + " players, found "
                + std::to_string(names.size()),
            "wyatt-earp.too-few-gunfighters",
            {std::to_string(variant.integer("players.max")), std::to_string(names.size())}));
}

void checkShares(const Variant &variant, Diagnostics &errors)
{
    const Deck &deck = variant.deck("shares");
    for (const auto &business : variant.names("dollar_businesses"))
        if (deck.findSuit(business) < 0)
            errors.push_back(variant.error("dollar_businesses",
                "unknown business " + quote(business) + "; expected one of the businesses under shares",
                "wyatt-earp.unknown-dollar-business", {business}));
    if (deck.suits.size() > std::size_t(kMaxBusinesses))
        errors.push_back(variant.error("shares",
            "expected at most " + std::to_string(kMaxBusinesses) + " businesses, found "
                + std::to_string(deck.suits.size()),
            "wyatt-earp.too-many-businesses", {std::to_string(kMaxBusinesses), std::to_string(deck.suits.size())}));
}

void crossCheck(const Variant &variant, Diagnostics &errors)
{
    variant.checkPlayerRange(errors);
    checkStreet(variant, errors);
    checkGunfighters(variant, errors);
    checkShares(variant, errors);
}

// The groups and parameters with their types, ranges and descriptions.
void declareParameters(Schema &s)
{
    s.groups = {{"players", "Players"}, {"start", "Start"}, {"street", "Street"}, {"gunfighters", "Gunfighters"},
        {"shares", "Shares"}, {"poker", "Poker"}, {"hasard", "Hasard"}, {"robbery", "Bank robbery"},
        {"rules", "Rules"}};
    s.params = {
        {"players.min", ParamType::Int, 2, kMaxPlayers, "fewest players"},
        {"players.max", ParamType::Int, 2, kMaxPlayers, "most players"},
        {"start.bills", ParamType::Int, 0, 1000, "bills each player starts with"},
        {"start.chips", ParamType::Int, 1, 50, "chips in each player's colour"},
        {"street.north", ParamType::StringList, 0, 0,
            "the north sidewalk's fields from west to east: stone, star, dollar, ace or dice"},
        {"street.south", ParamType::StringList, 0, 0, "the south sidewalk's fields, each facing the same north field"},
        {"gunfighters.names", ParamType::StringList, 0, 0, "the gunfighters, one drawn by each player"},
        {"gunfighters.intelligence", ParamType::IntList, 1, 12, "each gunfighter's stars for intelligence"},
        {"gunfighters.speed", ParamType::IntList, 1, 12, "each gunfighter's stars for speed"},
        {"gunfighters.strength", ParamType::IntList, 1, 12, "each gunfighter's stars for strength"},
        {"gunfighters.dexterity", ParamType::IntList, 1, 12, "each gunfighter's stars for dexterity"},
        {"shares", ParamType::Deck, 0, 0, "each business's shares by the attribute that sets their price"},
        {"dollar_businesses", ParamType::StringList, 0, 0,
            "the businesses whose shares have a dollar back (the others have a star)"},
        {"purchase.refusal_fee", ParamType::Int, 0, 100, "bills to put a share back after rolling its price"},
        {"payday.per_share", ParamType::Int, 0, 100, "bills a payday pays per share held"},
        {"complete_business_counts", ParamType::Int, 1, 100,
            "what all shares of one business count as, for payday and the winner"},
        {"poker.stake", ParamType::Int, 0, 100, "bills staked for each poker roll"},
        {"poker.for_shares", ParamType::Bool, 0, 0, "poker for shares: each roll stakes a share instead"},
        {"poker.stake_without_shares", ParamType::Int, 0, 100,
            "poker for shares: bills staked by a player without shares"},
        {"poker.cheat_pays_each", ParamType::Int, 0, 100, "bills a cheat pays each other player (or sits out)"},
        {"poker.cheat_sits_out", ParamType::Int, 0, 10, "turns a cheat sits out (or pays)"},
        {"hasard.chip_price", ParamType::Int, 0, 100, "bills to buy back one chip"},
        {"hasard.low", ParamType::Int, 0, 100, "bills per chip on LOW (4–10) when it wins"},
        {"hasard.high", ParamType::Int, 0, 100, "bills per chip on HIGH (11–17) when it wins"},
        {"hasard.any_pair", ParamType::Int, 0, 100, "bills per chip on any pair when it wins"},
        {"hasard.specific_pair", ParamType::Int, 0, 100, "bills per chip on a named pair when it wins"},
        {"hasard.specific_pair_share", ParamType::Bool, 0, 0,
            "a named pair also wins the top share of the star deck per chip"},
        {"sell_price", ParamType::Int, 0, 100, "bills the bank pays for a share sold when short of cash"},
        {"broke", ParamType::String, 0, 0, "a player with neither money nor shares: out of the game, or one credit"},
        {"credit", ParamType::Int, 0, 1000, "bills of the one-time credit"},
        {"robbery.reward", ParamType::Int, 0, 1000, "bills for the player who catches a bank robber"},
        {"robbery.loot", ParamType::Int, 0, 1000, "bills a robber escapes with"},
        {"robbery.sits_out", ParamType::Int, 0, 20, "rounds a caught robber sits out"},
        {"attack.both_need_share", ParamType::Bool, 0, 0,
            "an attacker must own a share of the business he names, as the defender must"},
        {"rounds", ParamType::Int, 0, 1000, "rounds until the game ends (0: until the shares are gone)"},
    };
}

// What the table's rows do not say: list lengths and choices, the shares'
// deck, and groups other than the path's first word.
void refineParameters(Schema &s)
{
    auto find = [&s](const char *path) -> ParamSpec & {
        return *std::find_if(s.params.begin(), s.params.end(), [&](const ParamSpec &p) { return p.path == path; });
    };
    find("street.north").minItems = 2;
    find("street.north").maxItems = kMaxFields;
    find("street.south").minItems = 2;
    find("street.south").maxItems = kMaxFields;
    for (const char *side : kSides) {
        find(side).choices = {kFieldKindNames.begin(), kFieldKindNames.end()};
        find(side).unique = false;
    }
    find("gunfighters.names").minItems = 2;
    find("gunfighters.names").maxItems = 12;
    for (const char *attribute : kAttributeNames) {
        auto &spec = find((std::string("gunfighters.") + attribute).c_str());
        spec.minItems = 2;
        spec.maxItems = 12;
    }
    find("dollar_businesses").minItems = 0;
    find("dollar_businesses").maxItems = kMaxBusinesses;
    find("shares").deck = DeckShape {.suited = true,
        .suitWord = "business",
        .suitsWord = "businesses",
        .minSuits = 1,
        .maxSuits = kMaxBusinesses,
        .numbers = false,
        .minValue = 0,
        .maxValue = 0,
        .names = {kAttributeNames.begin(), kAttributeNames.end()},
        .maxCount = 12,
        .maxCards = 200};
    find("broke").choices = {"out", "credit"};
    for (const char *path :
        {"purchase.refusal_fee", "payday.per_share", "complete_business_counts", "dollar_businesses"})
        find(path).group = "shares";
    for (const char *path : {"sell_price", "broke", "credit", "attack.both_need_share", "rounds"})
        find(path).group = "rules";
}

Schema makeSchema()
{
    Schema s;
    declareParameters(s);
    refineParameters(s);
    s.crossCheck = crossCheck;
    s.problems = {{"wyatt-earp.sidewalks-unequal", 2}, {"wyatt-earp.start-not-stone", 2},
        {"wyatt-earp.too-few-fields", 2}, {"wyatt-earp.stars-per-gunfighter", 3}, {"wyatt-earp.too-few-gunfighters", 2},
        {"wyatt-earp.unknown-dollar-business", 1}, {"wyatt-earp.too-many-businesses", 2}};
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
    Rules r;
    r.minPlayers = int(variant.integer("players.min"));
    r.maxPlayers = int(variant.integer("players.max"));
    r.startBills = int(variant.integer("start.bills"));
    r.startChips = int(variant.integer("start.chips"));
    for (int side = 0; side < 2; ++side)
        for (const auto &name : variant.names(kSides[side]))
            r.street[std::size_t(side)].push_back(FieldKind(fieldKindNamed(name)));
    r.fields = int(r.street[0].size());
    for (int side = 0; side < 2; ++side)
        for (int field = 0; field < int(r.street[std::size_t(side)].size()) && field < kMaxFields; ++field) {
            const int at = side * r.fields + field;
            const FieldKind kind = r.street[std::size_t(side)][std::size_t(field)];
            r.fieldKinds[std::size_t(at)] = kind;
            r.fieldsOfKind[std::size_t(kind)] |= std::uint64_t(1) << at;
        }
    r.moves = MoveTable(r.fields);
    const auto &names = variant.names("gunfighters.names");
    for (std::size_t g = 0; g < names.size(); ++g) {
        Gunfighter gunfighter {names[g], {}};
        for (int a = 0; a < kAttributes; ++a)
            gunfighter.stars[std::size_t(a)]
                = int(variant.integers(std::string("gunfighters.") + kAttributeNames[std::size_t(a)])[g]);
        r.gunfighters.push_back(std::move(gunfighter));
    }
    r.deck = variant.deck("shares");
    const auto &dollar = variant.names("dollar_businesses");
    for (int b = 0; b < int(r.deck.suits.size()); ++b) {
        const auto &business = r.deck.suits[std::size_t(b)];
        r.businesses.push_back(business);
        r.backs.push_back(
            std::find(dollar.begin(), dollar.end(), business) != dollar.end() ? Back::Dollar : Back::Star);
        r.businessShares.push_back(r.deck.suitSize(b));
        for (int rank = 0; rank < int(r.deck.ranks.size()); ++rank) {
            const auto &id = r.deck.ranks[std::size_t(rank)].id;
            const auto attribute
                = std::find(kAttributeNames.begin(), kAttributeNames.end(), id) - kAttributeNames.begin();
            for (int i = 0; i < r.deck.count(b, rank); ++i)
                r.shares.push_back({std::int8_t(b), Attribute(attribute)});
        }
    }
    r.refusalFee = int(variant.integer("purchase.refusal_fee"));
    r.paydayPerShare = int(variant.integer("payday.per_share"));
    r.completeCounts = int(variant.integer("complete_business_counts"));
    r.pokerStake = int(variant.integer("poker.stake"));
    r.pokerForShares = variant.flag("poker.for_shares");
    r.stakeWithoutShares = int(variant.integer("poker.stake_without_shares"));
    r.cheatPaysEach = int(variant.integer("poker.cheat_pays_each"));
    r.cheatSitsOut = int(variant.integer("poker.cheat_sits_out"));
    r.chipPrice = int(variant.integer("hasard.chip_price"));
    r.payLow = int(variant.integer("hasard.low"));
    r.payHigh = int(variant.integer("hasard.high"));
    r.payAnyPair = int(variant.integer("hasard.any_pair"));
    r.paySpecificPair = int(variant.integer("hasard.specific_pair"));
    r.specificPairShare = variant.flag("hasard.specific_pair_share");
    r.sellPrice = int(variant.integer("sell_price"));
    r.broke = variant.text("broke") == "credit" ? BrokeRule::Credit : BrokeRule::Out;
    r.credit = int(variant.integer("credit"));
    r.robberyReward = int(variant.integer("robbery.reward"));
    r.robberyLoot = int(variant.integer("robbery.loot"));
    r.robberySitsOut = int(variant.integer("robbery.sits_out"));
    r.attackNeedsBothShares = variant.flag("attack.both_need_share");
    r.rounds = int(variant.integer("rounds"));
    return r;
}

std::string Rules::cardName(int card) const
{
    if (isGunfighterCard(card))
        return gunfighters[std::size_t(card - shareCount())].name;
    const Share &share = shares[std::size_t(card)];
    return businesses[std::size_t(share.business)] + "-" + kAttributeNames[std::size_t(share.attribute)];
}

int Rules::shareNamed(std::string_view name) const
{
    for (int share = 0; share < shareCount(); ++share)
        if (cardName(share) == name)
            return share;
    return -1;
}

int Rules::businessNamed(std::string_view name) const
{
    for (int b = 0; b < businessCount(); ++b)
        if (businesses[std::size_t(b)] == name)
            return b;
    return -1;
}

} // namespace houserules::wyattearp
