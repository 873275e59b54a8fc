#include "heuristicbot.h"

#include "gambling.h"
#include "observation.h"
#include "scoring.h"
#include "state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <typeinfo>

namespace houserules::wyattearp {

namespace {

// How often each sum of three dice comes up, of 216.
constexpr std::array<int, 19> kThreeDice = [] {
    std::array<int, 19> ways {};
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                ++ways[std::size_t(a + b + c)];
    return ways;
}();

constexpr double kShareWorth = 7.0; // in bills: what a share is worth holding (it sells for 4)

// The table as the deciding seat sees it: read from its observation, or
// (the search's playouts) straight from the state for that seat, the same
// figures (test_playoutchoice compares the two at every decision).
struct ObservedTable {
    const WeObservation &o;
    int seat() const { return o.seat; }
    int players() const { return o.players; }
    Phase phase() const { return o.phase; }
    int cowboyAt(int s) const { return o.cowboyAt[std::size_t(s)]; }
    int bills(int s) const { return o.bills[std::size_t(s)]; }
    int chips(int s) const { return o.chips[std::size_t(s)]; }
    bool inGame(int s) const { return o.inGame[std::size_t(s)]; }
    const std::array<int, kAttributes> &stars() const { return o.stars; } // the seat's own
    int deckSize(Back back) const { return o.deckSize[std::size_t(back)]; }
    const std::vector<std::int16_t> &shares(int s) const { return o.shares[std::size_t(s)]; }
    std::uint64_t sharesVersion(int s) const { return o.versions.shares[std::size_t(s)]; }
    int drawn() const { return o.drawn; }
    int price() const { return o.price; }
    const std::array<std::int8_t, 5> &pokerDice(int s) const { return o.pokerDice[std::size_t(s)]; }
};

struct StateTable {
    const WeState &state;
    int me;
    int seat() const { return me; }
    int players() const { return state.playerCount(); }
    Phase phase() const { return state.phase(); }
    int cowboyAt(int s) const { return state.cowboyAt(s); }
    int bills(int s) const { return state.bills(s); }
    int chips(int s) const { return state.chips(s); }
    bool inGame(int s) const { return state.inGame(s); }
    const std::array<int, kAttributes> &stars() const { return state.starsOf(me); }
    int deckSize(Back back) const { return state.deckSize(back); }
    const std::vector<std::int16_t> &shares(int s) const { return state.shares(s); }
    std::uint64_t sharesVersion(int s) const { return state.sharesVersion(s); }
    int drawn() const { return state.drawn(); }
    int price() const { return state.price(); }
    const std::array<std::int8_t, 5> &pokerDice(int s) const { return state.pokerDice(s); }
};

// What a decision needs of the table, worked out once per decision
// (no allocation: the search's playouts ask at every decision).
template <typename Table>
struct View {
    View(const Rules &r, const Table &table, HeuristicBot &b) : rules(r), t(table), me(table.seat()), bot(b) {}
    const Rules &rules;
    const Table &t;
    int me;
    HeuristicBot &bot;
    HeuristicBot::Counted &counted(int seat) const { return bot.counted(t.sharesVersion(seat), t.shares(seat), seat); }
    // The seat's own shares counted (bot.counted), when a decision needs them.
    const HeuristicBot::Counted &mine() const
    {
        if (!m_mine)
            m_mine = &counted(me);
        return *m_mine;
    }
    int held(int business) const { return mine().byBusiness[std::size_t(business)]; } // shares held
    int bills() const { return t.bills(me); }
    int others() const
    {
        int n = 0;
        for (int s = 0; s < t.players(); ++s)
            n += s != me && t.inGame(s);
        return n;
    }
    // What one more share of `business` is worth: more the nearer it brings
    // a complete business.
    double gain(int business) const
    {
        const int have = held(business);
        const int all = rules.businessShares[std::size_t(business)];
        const double step = have + 1 == all ? rules.completeCounts - have : 1.0;
        return kShareWorth * step * (1.0 + 0.15 * have);
    }
    double loss(int business) const
    {
        const int have = held(business);
        const int all = rules.businessShares[std::size_t(business)];
        return kShareWorth * (have == all ? rules.completeCounts - (all - 1) : 1.0);
    }
    int bestStars() const { return *std::max_element(t.stars().begin(), t.stars().end()); }
    int worstStars() const { return *std::min_element(t.stars().begin(), t.stars().end()); }

private:
    mutable const HeuristicBot::Counted *m_mine = nullptr;
};

template <typename Table>
double drawValue(const View<Table> &v, Back back)
{
    if (v.t.deckSize(back) == 0)
        return -1;
    // The price is three dice less an attribute's stars; half of it paid on average is fair.
    const auto &stars = v.t.stars();
    const double price = 10.5 - (stars[0] + stars[1] + stars[2] + stars[3]) / 4.0;
    if (v.bills() < price)
        return 0.5;
    return kShareWorth - price * 0.6;
}

// Money wins nothing by itself: it is worth what it buys to a seat that
// has `has` bills, less once the cash covers a few prices.
double moneyValue(int has, int bills)
{
    const int useful = std::clamp(HeuristicBot::kEnoughBills - has, 0, bills);
    return 0.6 * useful + 0.1 * (bills - useful);
}

template <typename Table>
double paydayValue(const View<Table> &v)
{
    return moneyValue(v.bills(), v.rules.paydayPerShare * v.mine().score);
}

// Robbing the bank, for a seat that has `has` bills, with `others` players to chase it.
double robberyValue(const Rules &rules, int others, int has)
{
    const double escape = escapeChance(others);
    // A turn sat out is a turn without a share: about a third of one.
    return escape * moneyValue(has, rules.robberyLoot) - (1 - escape) * rules.robberySitsOut * kShareWorth / 3;
}

template <typename Table>
double robberyValue(const View<Table> &v)
{
    return v.bot.robberyWorth(v.others(), v.bills());
}

// The best business to name against `defender`: of those he holds (and,
// unless a house rule lifts it, the attacker too), the one whose chance of
// a gain against the risk of a loss is worth most. Each business's worth is
// worked out once per version of the attacker's shares and stars.
template <typename Table>
double attackValue(const View<Table> &v, int defender)
{
    HeuristicBot::Counted &mine = v.counted(v.me);
    const int worst = v.worstStars();
    if (mine.attackStars != worst) {
        // The defender names his best attribute: assume 5.5 stars against our weakest.
        mine.attackChance = winChance(int(std::lround(worst - 5.5)));
        mine.attackStars = worst;
        mine.attackKnown = 0;
    }
    std::uint32_t named = v.counted(defender).businesses;
    if (v.rules.attackNeedsBothShares)
        named &= mine.businesses;
    double best = -1e9;
    for (; named != 0; named &= named - 1) {
        const int b = std::countr_zero(named);
        if (!(mine.attackKnown >> b & 1)) {
            const double p = mine.attackChance;
            mine.attack[std::size_t(b)] = p * v.gain(b) - (1 - p) * (mine.byBusiness[std::size_t(b)] ? v.loss(b) : 0);
            mine.attackKnown |= 1u << b;
        }
        best = std::max(best, mine.attack[std::size_t(b)]);
    }
    return best;
}

// The value of walking to each kind of field when nobody stands there.
template <typename Table>
std::array<double, 5> kindValues(const View<Table> &v)
{
    std::array<double, 5> values {};
    values[std::size_t(FieldKind::Stone)] = 0;
    values[std::size_t(FieldKind::Star)] = std::max(0.0, drawValue(v, Back::Star));
    values[std::size_t(FieldKind::Dollar)]
        = std::max({0.0, drawValue(v, Back::Dollar), paydayValue(v), robberyValue(v)});
    values[std::size_t(FieldKind::Ace)] = v.bills() >= 2 ? 0.3 : -0.5;
    values[std::size_t(FieldKind::Dice)] = 0.3 * std::max(1, v.t.chips(v.me));
    return values;
}

// Of `targets` (the legal moves' fields, as bits), those worth most to walk
// to, as bits: the first legal move to one of them is the bot's. None, when
// no field is worth more than -1e9 (an attack with nothing to name): the
// first legal move then. Each kind of field and each attack is valued once.
template <typename Table>
std::uint64_t bestFields(const View<Table> &v, std::uint64_t targets)
{
    double bestValue = -1e9;
    std::uint64_t best = 0;
    auto consider = [&](std::uint64_t fields, double value) {
        if (fields == 0)
            return;
        if (value > bestValue) {
            bestValue = value;
            best = fields;
        } else if (value == bestValue && best != 0) {
            best |= fields;
        }
    };
    // A field with another cowboy on it is an attack on the first such seat.
    std::uint64_t occupied = 0;
    for (int s = 0; s < v.t.players(); ++s) {
        const int at = v.t.cowboyAt(s);
        if (s == v.me || at < 0)
            continue;
        const std::uint64_t bit = std::uint64_t(1) << at;
        if (!(occupied & bit) && (targets & bit))
            consider(bit, attackValue(v, s));
        occupied |= bit;
    }
    const std::array<double, 5> kinds = kindValues(v);
    for (std::size_t kind = 0; kind < kinds.size(); ++kind)
        consider(targets & ~occupied & v.rules.fieldsOfKind[kind], kinds[kind]);
    return best;
}

// The share the seat misses least: of the business where it holds fewest,
// never breaking a complete one when another will do.
template <typename Table>
const Decision *cheapestShare(const View<Table> &v, std::span<const Decision> legal)
{
    const Decision *best = &legal.front();
    double bestLoss = 1e9;
    for (const Decision &d : legal) {
        const int b = v.rules.shares[std::size_t(d.card)].business;
        const double loss = v.loss(b) + 0.1 * v.held(b);
        if (loss < bestLoss) {
            bestLoss = loss;
            best = &d;
        }
    }
    return best;
}

// Keep the dice of the best combination; with none, keep the highest.
int keepMask(std::span<const std::int8_t, 5> dice)
{
    std::array<int, 7> count {};
    for (const auto die : dice)
        ++count[std::size_t(die)];
    int mask = 0;
    for (int i = 0; i < kPokerDice; ++i)
        if (count[std::size_t(dice[std::size_t(i)])] >= 2)
            mask |= 1 << i;
    if (mask == 0)
        for (int i = 0; i < kPokerDice; ++i)
            if (dice[std::size_t(i)] == 6)
                mask |= 1 << i;
    return mask;
}

} // namespace

namespace {

// The sums below are the same for every decision: worked out once per value
// of the argument a bot meets (stars, players), not per candidate (std::pow
// per candidate was over half of a Wyatt Earp search).
template <double (*Compute)(int), int Low, int High>
double memoised(int argument)
{
    static const auto table = [] {
        std::array<double, std::size_t(High - Low + 1)> values {};
        for (int a = Low; a <= High; ++a)
            values[std::size_t(a - Low)] = Compute(a);
        return values;
    }();
    return argument >= Low && argument <= High ? table[std::size_t(argument - Low)] : Compute(argument);
}

double computeWinChance(int bonus)
{
    double wins = 0;
    for (int a = 3; a <= 18; ++a)
        for (int b = 3; b <= 18; ++b)
            if (a + bonus > b)
                wins += kThreeDice[std::size_t(a)] * kThreeDice[std::size_t(b)];
    return wins / (216.0 * 216.0);
}

double computeEscapeChance(int chasers)
{
    double escape = 0;
    int atMost = 0; // ways to roll at most the robber's sum
    for (int r = 3; r <= 18; ++r) {
        atMost += kThreeDice[std::size_t(r)];
        escape += kThreeDice[std::size_t(r)] / 216.0 * std::pow(atMost / 216.0, chasers);
    }
    return escape;
}

} // namespace

double winChance(int bonus)
{
    return memoised<computeWinChance, -32, 32>(bonus);
}

double escapeChance(int chasers)
{
    return memoised<computeEscapeChance, 0, 64>(chasers);
}

HeuristicBot::HeuristicBot(std::shared_ptr<const Rules> rules)
    : m_rules(std::move(rules)), m_fixedChoices(std::size_t(WeState::kMaxFixedChoices))
{
    for (int others = 0; others < kMaxPlayers; ++others)
        for (int shortOf = 0; shortOf <= kEnoughBills; ++shortOf)
            m_robbery[std::size_t(others)][std::size_t(shortOf)]
                = robberyValue(*m_rules, others, kEnoughBills - shortOf);
}

// Any cash from kEnoughBills up is worth the same, and the table holds
// every count of chasers; a negative loot or cash is worked out each time.
double HeuristicBot::robberyWorth(int others, int has) const
{
    if (others < 0 || others >= kMaxPlayers || has < 0 || m_rules->robberyLoot < 0)
        return robberyValue(*m_rules, others, has);
    return m_robbery[std::size_t(others)][std::size_t(std::max(0, kEnoughBills - has))];
}

void HeuristicBot::recount(Counted &c, std::uint64_t version, const std::vector<std::int16_t> &shares) const
{
    c.byBusiness = countByBusiness(*m_rules, shares);
    c.score = holdingScore(*m_rules, c.byBusiness);
    c.businesses = 0;
    for (int b = 0; b < m_rules->businessCount(); ++b)
        c.businesses |= std::uint32_t(c.byBusiness[std::size_t(b)] != 0) << b;
    c.attackStars = Counted::kNoStars;
    c.version = version;
}

namespace {
// The choice, returned as a copy of the list's element made whole: copied
// field by field (as the compiler did), the wide loads that return it
// stalled on the narrow stores (4% of a Wyatt Earp search). Nor is a
// decision built afresh returned: that stalls the same way.
Decision wholeCopy(const Decision *chosen)
{
    Decision copy;
    std::memcpy(&copy, chosen, sizeof copy);
    return copy;
}
} // namespace

Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    (void)rng;
    return wholeCopy(pick(ObservedTable {static_cast<const WeObservation &>(observation)}, legal));
}

Decision HeuristicBot::chooseInPlayout(
    const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
{
    if (typeid(state) != typeid(WeState))
        return Bot::chooseInPlayout(state, legal, rng, scratch);
    const auto &we = static_cast<const WeState &>(state);
    return wholeCopy(pick(StateTable {we, we.currentPlayer()}, legal));
}

bool HeuristicBot::playInPlace(State &state, Rng &rng, Decision &taken)
{
    (void)rng;
    if (typeid(state) != typeid(WeState))
        return false;
    auto &we = static_cast<WeState &>(state);
    const StateTable table {we, we.currentPlayer()};
    if (we.phase() == Phase::Move) {
        const std::uint64_t fields = we.moveFields();
        if ((fields & (fields - 1)) == 0) // one field, or none (without a popcount call on plain x86-64)
            return false;
        const std::uint64_t best = bestFields(View<StateTable>(*m_rules, table, *this), fields);
        taken = we.firstMoveInto(best != 0 ? best : fields);
    } else {
        const int count = we.fixedChoices(
            std::span<Decision, WeState::kMaxFixedChoices>(m_fixedChoices.data(), m_fixedChoices.size()));
        if (count < 2) // another phase (rare: it keeps its list), or one choice alone
            return false;
        taken = wholeCopy(pick(table, std::span<const Decision>(m_fixedChoices.data(), std::size_t(count))));
    }
    we.apply(taken);
    return true;
}

namespace {

// The first move to one of the best fields the legal moves reach.
template <typename Table>
const Decision *bestMove(const View<Table> &v, std::span<const Decision> legal)
{
    std::uint64_t targets = 0;
    for (const Decision &d : legal)
        targets |= std::uint64_t(1) << d.target;
    const std::uint64_t best = bestFields(v, targets);
    for (const Decision &d : legal)
        if (best >> d.target & 1)
            return &d;
    return &legal.front();
}

// The field's action worth most, if any is worth more than nothing (nullptr: pass).
template <typename Table, typename Listed>
const Decision *bestFieldAction(const View<Table> &v, const Rules &rules, const Table &t, const Listed &listed)
{
    const FieldKind kind = rules.kindOf(t.cowboyAt(t.seat()));
    const Back back = kind == FieldKind::Star ? Back::Star : Back::Dollar;
    double best = 0;
    const Decision *choice = nullptr;
    auto consider = [&](FieldChoice c, double value) {
        if (value <= best)
            return;
        if (const Decision *d = listed(WeState::fieldChoice(c))) {
            best = value;
            choice = d;
        }
    };
    consider(FieldChoice::Draw, drawValue(v, back));
    consider(FieldChoice::Payday, paydayValue(v));
    consider(FieldChoice::Rob, robberyValue(v));
    return choice;
}

// The dice of the best combination kept, as the legal list names the same
// kept faces (one mask each); nullptr: stand.
template <typename Table>
const Decision *pokerKeep(const View<Table> &v, const Table &t, std::span<const Decision> legal)
{
    const auto &dice = t.pokerDice(t.seat());
    const auto hand = pokerHand(dice);
    if (hand.combination >= Combination::Straight || v.bills() < 3)
        return nullptr;
    const Decision keep = WeState::keep(keepMask(dice));
    for (const Decision &d : legal)
        if (d.kind == DecisionKind::KeepDice) {
            std::array<int, 7> a {}, b {};
            for (int i = 0; i < kPokerDice; ++i) {
                a[std::size_t(dice[std::size_t(i)])] += d.value >> i & 1;
                b[std::size_t(dice[std::size_t(i)])] += keep.value >> i & 1;
            }
            if (a == b)
                return &d;
        }
    return nullptr;
}

} // namespace

template <typename Table>
const Decision *HeuristicBot::pick(const Table &t, std::span<const Decision> legal)
{
    const View<Table> v(*m_rules, t, *this);
    auto listed = [&legal](const Decision &d) -> const Decision * {
        const auto it = std::find(legal.begin(), legal.end(), d);
        return it != legal.end() ? &*it : nullptr;
    };
    auto asListed = [this, &listed](const Decision &d) {
        const Decision *l = listed(d);
        if (l)
            return l;
        m_unlisted = d;
        return static_cast<const Decision *>(&m_unlisted);
    };
    switch (t.phase()) {
    case Phase::Move:
        return bestMove(v, legal);
    case Phase::FieldAction: {
        const Decision *choice = bestFieldAction(v, *m_rules, t, listed);
        return choice ? choice : asListed(WeState::pass());
    }
    case Phase::ConsiderShare:
        return asListed(v.bills() >= 3 ? WeState::yes(true) : WeState::pass());
    case Phase::PayPrice: {
        const int business = m_rules->shares[std::size_t(t.drawn())].business;
        const bool fair = t.price() <= v.gain(business) && v.bills() - t.price() >= 1;
        const Decision *buy = fair ? listed(WeState::yes(true)) : nullptr;
        return buy ? buy : asListed(WeState::yes(false));
    }
    case Phase::NameBusiness: {
        const Decision *best = &legal.front();
        for (const Decision &d : legal)
            if (v.gain(d.value) > v.gain(best->value))
                best = &d;
        return best;
    }
    case Phase::NameAttribute: {
        int best = 0;
        for (int a = 1; a < kAttributes; ++a)
            if (t.stars()[std::size_t(a)] > t.stars()[std::size_t(best)])
                best = a;
        return asListed(WeState::number(best));
    }
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        return cheapestShare(v, legal);
    case Phase::PokerKeep: {
        const Decision *keep = pokerKeep(v, t, legal);
        return keep ? keep : asListed(WeState::pass());
    }
    case Phase::CheatChoice:
        return asListed(WeState::yes(v.others() * m_rules->cheatPaysEach <= 3));
    case Phase::HasardBet:
        if (const Decision *bet = listed(WeState::number(AnyPair)))
            return bet;
        if (const Decision *buy = listed(WeState::yes(true)); buy && v.bills() >= 12)
            return buy;
        if (const Decision *done = listed(WeState::pass()))
            return done;
        return &legal.front();
    case Phase::Over:
        break;
    }
    return &legal.front();
}

} // namespace houserules::wyattearp
