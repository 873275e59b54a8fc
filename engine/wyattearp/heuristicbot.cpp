#include "heuristicbot.h"

#include "gambling.h"
#include "observation.h"
#include "scoring.h"
#include "state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

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

// What a decision needs of the observation, worked out once per decision
// (no allocation: the search's playouts ask at every decision).
struct View {
    View(const Rules &r, const WeObservation &observation, HeuristicBot &b)
        : rules(r), o(observation), me(observation.seat), bot(b)
    {}
    const Rules &rules;
    const WeObservation &o;
    int me;
    HeuristicBot &bot;
    // The seat's own shares counted (bot.counted), when a decision needs them.
    const HeuristicBot::Counted &mine() const
    {
        if (!m_mine)
            m_mine = &bot.counted(o, me);
        return *m_mine;
    }
    int held(int business) const { return mine().byBusiness[std::size_t(business)]; } // shares held
    int bills() const { return o.bills[std::size_t(me)]; }
    int others() const
    {
        int n = 0;
        for (int s = 0; s < o.players; ++s)
            n += s != me && o.inGame[std::size_t(s)];
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
    int bestStars() const { return *std::max_element(o.stars.begin(), o.stars.end()); }
    int worstStars() const { return *std::min_element(o.stars.begin(), o.stars.end()); }

private:
    mutable const HeuristicBot::Counted *m_mine = nullptr;
};

FieldKind kindAt(const Rules &rules, int field)
{
    return rules.kindOf(field);
}

double drawValue(const View &v, Back back)
{
    if (v.o.deckSize[std::size_t(back)] == 0)
        return -1;
    // The price is three dice less an attribute's stars; half of it paid on average is fair.
    const double price = 10.5 - (v.o.stars[0] + v.o.stars[1] + v.o.stars[2] + v.o.stars[3]) / 4.0;
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

double paydayValue(const View &v)
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

double robberyValue(const View &v)
{
    return v.bot.robberyWorth(v.others(), v.bills());
}

// The best business to name against `defender`: of those he holds (and,
// unless a house rule lifts it, the attacker too), the one whose chance of
// a gain against the risk of a loss is worth most. Each business's worth is
// worked out once per version of the attacker's shares and stars.
double attackValue(const View &v, int defender)
{
    HeuristicBot::Counted &mine = v.bot.counted(v.o, v.me);
    const int worst = v.worstStars();
    if (mine.attackStars != worst) {
        // The defender names his best attribute: assume 5.5 stars against our weakest.
        mine.attackChance = winChance(int(std::lround(worst - 5.5)));
        mine.attackStars = worst;
        mine.attackKnown = 0;
    }
    std::uint32_t named = v.bot.counted(v.o, defender).businesses;
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
std::array<double, 5> kindValues(const View &v)
{
    std::array<double, 5> values {};
    values[std::size_t(FieldKind::Stone)] = 0;
    values[std::size_t(FieldKind::Star)] = std::max(0.0, drawValue(v, Back::Star));
    values[std::size_t(FieldKind::Dollar)]
        = std::max({0.0, drawValue(v, Back::Dollar), paydayValue(v), robberyValue(v)});
    values[std::size_t(FieldKind::Ace)] = v.bills() >= 2 ? 0.3 : -0.5;
    values[std::size_t(FieldKind::Dice)] = 0.3 * std::max(1, v.o.chips[std::size_t(v.me)]);
    return values;
}

// The share the seat misses least: of the business where it holds fewest,
// never breaking a complete one when another will do.
const Decision *cheapestShare(const View &v, const std::vector<Decision> &legal)
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

HeuristicBot::HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules))
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

void HeuristicBot::recount(Counted &c, const WeObservation &o, int seat) const
{
    c.byBusiness = countByBusiness(*m_rules, o.shares[std::size_t(seat)]);
    c.score = holdingScore(*m_rules, c.byBusiness);
    c.businesses = 0;
    for (int b = 0; b < m_rules->businessCount(); ++b)
        c.businesses |= std::uint32_t(c.byBusiness[std::size_t(b)] != 0) << b;
    c.attackStars = Counted::kNoStars;
    c.version = o.versions.shares[std::size_t(seat)];
}

// The choice is returned as a copy of the list's element, not as a decision
// built or copied field by field: returned at once, such a one stalls the
// wide loads that return it, which span its narrow stores.
Decision HeuristicBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    (void)rng;
    return *pick(static_cast<const WeObservation &>(observation), legal);
}

const Decision *HeuristicBot::pick(const WeObservation &o, const std::vector<Decision> &legal)
{
    const View v(*m_rules, o, *this);
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
    switch (o.phase) {
    case Phase::Move: {
        // Per field: the first other cowboy standing there (an attack), and
        // the value of each kind of field and of each attack, worked out once.
        std::array<std::int8_t, 2 * kMaxFields> occupant;
        occupant.fill(-1);
        for (int s = o.players - 1; s >= 0; --s) {
            const int at = o.cowboyAt[std::size_t(s)];
            if (s != o.seat && at >= 0)
                occupant[std::size_t(at)] = std::int8_t(s);
        }
        const std::array<double, 5> kinds = kindValues(v);
        std::array<double, kMaxPlayers> attacks {};
        std::uint32_t attacksKnown = 0;
        const Decision *best = &legal.front();
        double bestValue = -1e9;
        for (const Decision &d : legal) {
            const int defender = occupant[std::size_t(d.target)];
            double value;
            if (defender < 0) {
                value = kinds[std::size_t(kindAt(*m_rules, d.target))];
            } else {
                if (!(attacksKnown >> defender & 1)) {
                    attacks[std::size_t(defender)] = attackValue(v, defender);
                    attacksKnown |= 1u << defender;
                }
                value = attacks[std::size_t(defender)];
            }
            if (value > bestValue) {
                bestValue = value;
                best = &d;
            }
        }
        return best;
    }
    case Phase::FieldAction: {
        const FieldKind kind = kindAt(*m_rules, o.cowboyAt[std::size_t(o.seat)]);
        const Back back = kind == FieldKind::Star ? Back::Star : Back::Dollar;
        double best = 0;
        const Decision *choice = nullptr; // nullptr: pass
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
        return choice ? choice : asListed(WeState::pass());
    }
    case Phase::ConsiderShare:
        return asListed(v.bills() >= 3 ? WeState::yes(true) : WeState::pass());
    case Phase::PayPrice: {
        const int business = m_rules->shares[std::size_t(o.drawn)].business;
        const bool fair = o.price <= v.gain(business) && v.bills() - o.price >= 1;
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
            if (o.stars[std::size_t(a)] > o.stars[std::size_t(best)])
                best = a;
        return asListed(WeState::number(best));
    }
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        return cheapestShare(v, legal);
    case Phase::PokerKeep: {
        const auto &dice = o.pokerDice[std::size_t(o.seat)];
        const auto hand = pokerHand(dice);
        if (hand.combination >= Combination::Straight || v.bills() < 3)
            return asListed(WeState::pass());
        const Decision keep = WeState::keep(keepMask(dice));
        // The legal list names one mask per kept faces: find the same faces.
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
        return asListed(WeState::pass());
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
