// Wyatt Earp's decisions as text, written and read back (a record's
// decisions, houserules-cli's replays and its human seat).

#include "state.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace houserules::wyattearp {

namespace {

const char *const kSideNames[2] = {"north", "south"};
const char *const kPokerFaces[7] = {"?", "9", "10", "j", "q", "k", "a"};

std::string spotName(int spot)
{
    if (spot == Low)
        return "low";
    if (spot == High)
        return "high";
    if (spot == AnyPair)
        return "pair";
    return "pair-" + std::to_string(spot - Pair1 + 1);
}

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> result;
    while (!text.empty()) {
        const auto start = text.find_first_not_of(' ');
        if (start == std::string_view::npos)
            break;
        text.remove_prefix(start);
        const auto end = std::min(text.find(' '), text.size());
        result.push_back(text.substr(0, end));
        text.remove_prefix(end);
    }
    return result;
}

std::optional<Decision> failWith(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return std::nullopt;
}

} // namespace

std::string WeState::decisionText(const Decision &d) const
{
    switch (m_phase) {
    case Phase::Move: {
        const MovePlan plan = MovePlan::decode(d.value);
        std::string text = "move";
        if (plan.startSide >= 0)
            text += std::string(" ") + kSideNames[plan.startSide & 1];
        for (const auto &step : plan.steps) {
            if (step.op == MovePlan::None)
                break;
            const std::string die = std::to_string(m_dice[std::size_t(step.die)]);
            text += step.op == MovePlan::Cross ? " x" + die : step.op == MovePlan::East ? " +" + die : " -" + die;
        }
        return text;
    }
    case Phase::FieldAction:
        if (d.kind == DecisionKind::Pass)
            return "pass";
        return d.value == int(FieldChoice::Draw) ? "draw" : d.value == int(FieldChoice::Payday) ? "payday" : "rob";
    case Phase::ConsiderShare:
        return d.kind == DecisionKind::Pass ? "decline" : "roll";
    case Phase::PayPrice:
        return d.value ? "pay" : "refuse";
    case Phase::NameBusiness:
        return "business " + m_rules->businesses[std::size_t(d.value)];
    case Phase::NameAttribute:
        return std::string("attribute ") + kAttributeNames[std::size_t(d.value)];
    case Phase::GiveShare:
        return "give " + m_rules->shareName(d.card);
    case Phase::SellShare:
        return "sell " + m_rules->shareName(d.card);
    case Phase::StakeShare:
        return "stake " + m_rules->shareName(d.card);
    case Phase::PokerKeep: {
        if (d.kind == DecisionKind::Pass)
            return "stand";
        if (d.value == 0)
            return "reroll";
        std::string text = "keep";
        const auto &dice = m_pokerDice[std::size_t(m_current)];
        for (int i = 0; i < kPokerDice; ++i)
            if (d.value >> i & 1)
                text += std::string(" ") + kPokerFaces[dice[std::size_t(i)]];
        return text;
    }
    case Phase::CheatChoice:
        return d.value ? "pay" : "sit-out";
    case Phase::HasardBet:
        if (d.kind == DecisionKind::Pass)
            return "done";
        if (d.kind == DecisionKind::YesNo)
            return "buy";
        return "bet " + spotName(d.value);
    case Phase::Over:
        break;
    }
    return "?";
}

std::optional<Decision> WeState::parseDecision(std::string_view text, std::string *error) const
{
    auto fail = [&](std::string message) { return failWith(error, std::move(message)); };
    const auto w = words(text);
    if (w.empty())
        return fail("empty decision");
    const std::string_view verb = w.front();
    const std::string arg = w.size() == 2 ? std::string(w[1]) : std::string();
    auto one = [&](std::string_view expected) -> bool { return verb == expected && w.size() == 1; };
    switch (m_phase) {
    case Phase::Move:
        if (verb != "move")
            return fail("expected a move: 'move [north|south] +a xc -b' (walks +east or -west, x crosses)");
        return parseMove(w, error);
    case Phase::FieldAction:
        if (one("pass"))
            return pass();
        if (one("draw"))
            return fieldChoice(FieldChoice::Draw);
        if (one("payday"))
            return fieldChoice(FieldChoice::Payday);
        if (one("rob"))
            return fieldChoice(FieldChoice::Rob);
        return fail("expected pass, draw, payday or rob");
    case Phase::ConsiderShare:
        if (one("decline"))
            return pass();
        if (one("roll"))
            return yes(true);
        return fail("expected decline or roll");
    case Phase::PayPrice:
    case Phase::CheatChoice:
        if (one("pay"))
            return yes(true);
        if (one(m_phase == Phase::PayPrice ? "refuse" : "sit-out"))
            return yes(false);
        return fail(m_phase == Phase::PayPrice ? "expected pay or refuse" : "expected pay or sit-out");
    case Phase::NameBusiness: {
        const int b = verb == "business" && w.size() == 2 ? m_rules->businessNamed(arg) : -1;
        if (b < 0)
            return fail("expected 'business <name>', one of the businesses in the variant");
        return number(b);
    }
    case Phase::NameAttribute:
        if (verb == "attribute" && w.size() == 2)
            for (int a = 0; a < kAttributes; ++a)
                if (arg == kAttributeNames[std::size_t(a)])
                    return number(a);
        return fail("expected 'attribute intelligence', 'speed', 'strength' or 'dexterity'");
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        return parseShare(w, error);
    case Phase::PokerKeep:
        if (one("stand"))
            return pass();
        if (one("reroll"))
            return keep(0);
        if (verb != "keep" || w.size() < 2)
            return fail("expected stand, reroll or 'keep <faces>' (9 10 j q k a)");
        return parseKeep(w, error);
    case Phase::HasardBet:
        if (one("done"))
            return pass();
        if (one("buy"))
            return yes(true);
        if (verb == "bet" && w.size() == 2)
            for (int spot = 0; spot < kSpots; ++spot)
                if (arg == spotName(spot))
                    return number(spot);
        return fail("expected 'bet low', 'bet high', 'bet pair', 'bet pair-<1..6>', buy or done");
    case Phase::Over:
        break;
    }
    return fail("the game is over");
}

// "move [north|south] +a xc -b": the steps matched to the dice left.
std::optional<Decision> WeState::parseMove(const std::vector<std::string_view> &w, std::string *error) const
{
    MovePlan plan;
    std::size_t next = 1, step = 0;
    if (next < w.size() && (w[next] == "north" || w[next] == "south"))
        plan.startSide = w[next++] == "north" ? 0 : 1;
    int used = 0;
    for (; next < w.size(); ++next) {
        const auto word = w[next];
        if (word.size() != 2 || (word[0] != '+' && word[0] != '-' && word[0] != 'x') || word[1] < '1' || word[1] > '6'
            || step >= 3)
            return failWith(error, "expected a step such as +3, -2 or x5, found " + quote(std::string(word)));
        const int value = word[1] - '0';
        int die = -1;
        for (int i = 0; i < 3 && die < 0; ++i)
            if (!(used >> i & 1) && m_dice[std::size_t(i)] == value)
                die = i;
        if (die < 0)
            return failWith(error, "no die shows " + std::to_string(value) + " for " + quote(std::string(word)));
        used |= 1 << die;
        plan.steps[step++] = {word[0] == 'x' ? MovePlan::Cross
                : word[0] == '+'             ? MovePlan::East
                                             : MovePlan::West,
            std::int8_t(die)};
    }
    int to = -1;
    routeEnd(plan, &to);
    // Equal dice make several encodings of one plan: the legal list's, when it names it.
    const Decision parsed = move(plan, to);
    const std::string written = decisionText(parsed);
    std::vector<Decision> legal;
    legalDecisions(legal);
    for (const Decision &l : legal)
        if (decisionText(l) == written)
            return l;
    return parsed;
}

// "give|sell|stake <business>-<attribute>": a share in hand.
std::optional<Decision> WeState::parseShare(const std::vector<std::string_view> &w, std::string *error) const
{
    const char *expected = m_phase == Phase::GiveShare ? "give" : m_phase == Phase::SellShare ? "sell" : "stake";
    if (w.front() != expected || w.size() != 2)
        return failWith(error, std::string("expected '") + expected + " <business>-<attribute>'");
    const std::string arg(w[1]);
    for (const auto held : shares(m_current))
        if (m_rules->shareName(held) == arg)
            return share(held);
    return failWith(error, "no share " + quote(arg) + " in hand");
}

// "keep <faces>": the poker dice showing those faces.
std::optional<Decision> WeState::parseKeep(const std::vector<std::string_view> &w, std::string *error) const
{
    const auto &dice = m_pokerDice[std::size_t(m_current)];
    int mask = 0;
    for (std::size_t i = 1; i < w.size(); ++i) {
        int face = 0;
        for (int f = 1; f <= 6; ++f)
            if (w[i] == kPokerFaces[f])
                face = f;
        int die = -1;
        for (int k = 0; k < kPokerDice && die < 0; ++k)
            if (!(mask >> k & 1) && dice[std::size_t(k)] == face)
                die = k;
        if (die < 0)
            return failWith(error, "no poker die to keep for " + quote(std::string(w[i])));
        mask |= 1 << die;
    }
    // The mask the legal list names for the same kept faces.
    std::vector<Decision> legal;
    legalDecisions(legal);
    const Decision wanted = keep(mask);
    auto facesOf = [&](int m) {
        int signature = 0;
        for (int k = 0; k < kPokerDice; ++k)
            if (m >> k & 1)
                signature += 1 << (3 * (dice[std::size_t(k)] - 1));
        return signature;
    };
    for (const Decision &d : legal)
        if (d.kind == DecisionKind::KeepDice && facesOf(d.value) == facesOf(mask))
            return d;
    return wanted;
}

} // namespace houserules::wyattearp
