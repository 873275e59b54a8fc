#include "searchbot.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cassert>
#include <chrono>
#include <cmath>
#include <sstream>

namespace houserules {

namespace {

bool parseNumber(const std::string &text, double &out)
{
    std::istringstream in(text);
    in.imbue(std::locale::classic());
    return bool(in >> out) && in.peek() == std::char_traits<char>::eof();
}

std::atomic<std::int64_t> g_searchesCutShort {0};

} // namespace

std::int64_t searchesCutShort()
{
    return g_searchesCutShort.load(std::memory_order_relaxed);
}

std::string SearchOptions::spec() const
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << kSearchBotName << ":iterations=" << iterations;
    if (seconds > 0)
        out << ",seconds=" << seconds;
    static constexpr const char *kRollouts[] = {"random", "heuristic", kLightBotName};
    out << ",c=" << exploration << ",rollout=" << kRollouts[int(rollout)];
    out << ",confidence=" << confidence;

    return out.str();
}

std::optional<SearchOptions> parseSearchSpec(const std::string &name, std::string *error)
{
    const std::string prefix = kSearchBotName;
    if (name.compare(0, prefix.size(), prefix) != 0 || (name.size() > prefix.size() && name[prefix.size()] != ':'))
        return std::nullopt;
    auto fail = [&](const std::string &why) -> std::optional<SearchOptions> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    SearchOptions options;
    std::size_t start = prefix.size() + 1;
    while (start <= name.size() && name.size() > prefix.size()) {
        const std::size_t end = std::min(name.find(',', start), name.size());
        const std::string item = name.substr(start, end - start);
        const std::size_t equals = item.find('=');
        if (equals == std::string::npos)
            return fail("expected key=value in " + quote(item));
        const std::string key = item.substr(0, equals), value = item.substr(equals + 1);
        double number = 0;
        if (key == "rollout") {
            if (value == "random")
                options.rollout = SearchOptions::Rollout::Random;
            else if (value == "heuristic")
                options.rollout = SearchOptions::Rollout::Heuristic;
            else if (value == kLightBotName)
                options.rollout = SearchOptions::Rollout::Light;
            else
                return fail("rollout: expected random, heuristic or light, not " + quote(value));
        } else if (!parseNumber(value, number)) {
            return fail(key + ": expected a number, not " + quote(value));
        } else if (key == "iterations") {
            if (number < 1 || number > 1e8 || number != std::floor(number))
                return fail("iterations: expected a whole number from 1 to 100000000");
            options.iterations = int(number);
        } else if (key == "seconds") {
            if (number < 0 || number > 3600)
                return fail("seconds: expected 0 to 3600");
            options.seconds = number;

        } else if (key == "confidence") {
            if (number < 0 || number > 100)
                return fail("confidence: expected 0 to 100");
            options.confidence = number;
        } else if (key == "c") {
            if (number < 0 || number > 100)
                return fail("c: expected 0 to 100");
            options.exploration = number;
        } else {
            return fail("unknown option " + quote(key) + "; expected iterations, seconds, c, rollout or confidence");
        }
        start = end + 1;
    }
    return options;
}

std::unique_ptr<Bot> makeSearchBot(const Ruleset &ruleset, const std::string &name)
{
    const auto options = parseSearchSpec(name);
    return options ? std::make_unique<SearchBot>(ruleset, *options) : nullptr;
}

std::unique_ptr<Bot> makeHardBot(const Ruleset &ruleset, int iterations)
{
    SearchOptions options;
    options.iterations = iterations;
    options.seconds = kHardCeilingSeconds;
    return std::make_unique<SearchBot>(ruleset, options);
}

std::vector<std::string> splitBotSpecs(const std::string &list)
{
    std::vector<std::string> specs;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t end = std::min(list.find(',', start), list.size());
        std::string item = list.substr(start, end - start);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!specs.empty() && item.find('=') != std::string::npos && item.find(':') == std::string::npos)
            specs.back() += "," + item;
        else
            specs.push_back(item);
        start = end + 1;
    }
    return specs;
}

// One decision taken after the decisions on the way from the root.
struct SearchBot::Node {
    Decision decision;
    int player = -1; // who took it
    int parent = -1;
    int visits = 0;
    int available = 0; // iterations in which it was legal
    double reward = 0; // the sum of `player`'s shares of the win after it
};

SearchBot::SearchBot(const Ruleset &ruleset, SearchOptions options) : m_ruleset(ruleset), m_options(options)
{
    if (m_options.rollout == SearchOptions::Rollout::Light)
        m_rolloutBot = ruleset.makeBot(kLightBotName);
    if (m_options.rollout != SearchOptions::Rollout::Random && !m_rolloutBot) // or a game without a light bot
        m_rolloutBot = ruleset.makeBot("heuristic");
    if (!m_rolloutBot)
        m_options.rollout = SearchOptions::Rollout::Random;
    if (m_options.confidence > 0)
        m_defaultBot = ruleset.makeBot("heuristic");
}

SearchBot::~SearchBot() = default;

// The children are found by a hash of (parent, decision), not by a walk
// over each node's children: a node below the root holds the children of
// many determinizations (each card an opponent might have played), and a
// walk over them waits on memory at every step; the lookups of a node's
// legal decisions do not wait on each other.
namespace {

std::uint64_t childHash(int node, const Decision &d)
{
    const std::uint64_t key = (std::uint64_t(std::uint16_t(d.card)) << 48 | std::uint64_t(std::uint16_t(d.target)) << 32
                                  | std::uint32_t(d.value))
        ^ std::uint64_t(d.kind) << 40 ^ std::uint64_t(std::uint32_t(node)) * 0xD6E8FEB86659FD93ull;
    return key * 0x9E3779B97F4A7C15ull; // Fibonacci hashing: the slot is in the high bits
}

} // namespace

std::size_t SearchBot::firstSlot(std::uint64_t hash) const
{
    return std::size_t(hash >> (64 - std::countr_zero(m_children.size()))); // the size is a power of two
}

int SearchBot::childFor(int node, const Decision &decision) const
{
    const std::uint64_t hash = childHash(node, decision);
    const std::size_t mask = m_children.size() - 1;
    for (std::size_t slot = firstSlot(hash); m_children[slot].child >= 0; slot = (slot + 1) & mask) {
        const ChildSlot &entry = m_children[slot];
        if (entry.check == std::uint32_t(hash)) {
            const Node &child = m_nodes[std::size_t(entry.child)];
            if (child.parent == node && child.decision == decision)
                return entry.child;
        }
    }
    return -1;
}

void SearchBot::index(int child)
{
    const Node &n = m_nodes[std::size_t(child)];
    const std::uint64_t hash = childHash(n.parent, n.decision);
    const std::size_t mask = m_children.size() - 1;
    std::size_t slot = firstSlot(hash);
    while (m_children[slot].child >= 0)
        slot = (slot + 1) & mask;
    m_children[slot] = {std::uint32_t(hash), child};
}

void SearchBot::clearTree()
{
    m_nodes.assign(1, Node {});
    m_children.assign(1024, ChildSlot {});
}

int SearchBot::addChild(int node, const Decision &decision, int player)
{
    Node child;
    child.decision = decision;
    child.player = player;
    child.parent = node;
    m_nodes.push_back(child);
    const int added = int(m_nodes.size()) - 1;
    if (m_nodes.size() * 2 > m_children.size()) { // at most half full: short probes
        m_children.assign(2 * m_children.size(), ChildSlot {});
        for (int i = 1; i <= added; ++i)
            index(i);
    } else {
        index(added);
    }
    return added;
}

void SearchBot::playOut(State &state, Rng &rng)
{
    Decision taken; // (by a bot that takes its decisions in place)
    while (!state.isTerminal()) {
        if (m_rolloutBot && m_rolloutBot->playInPlace(state, rng, taken))
            continue;
        state.legalDecisions(m_legal);
        if (m_rolloutBot && m_legal.size() > 1) {
            state.apply(m_rolloutBot->chooseInPlayout(state, m_legal, rng, m_rolloutObservation));
        } else {
            state.apply(m_legal[rng.below(std::uint32_t(m_legal.size()))]);
        }
    }
}

Decision SearchBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    assert(!legal.empty());
    m_choices.clear();
    m_iterations = 0;
    if (legal.size() == 1)
        return legal.front();

    using Clock = std::chrono::steady_clock;
    const auto deadline
        = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(m_options.seconds));
    clearTree();
    // The heuristic's choice, which the search must beat clearly.
    Decision fallback;
    if (m_defaultBot)
        fallback = m_defaultBot->choose(observation, legal, rng);
    for (; m_iterations < m_options.iterations; ++m_iterations) {
        if ((m_iterations & 15) == 0 && m_iterations > 0 && stopped(deadline))
            break;
        m_ruleset.determinizeInto(observation, rng, m_state);
        assert(m_state && "a game without a determinization");
        State &state = *m_state;
        descend(state, rng);
        playOut(state, rng);
        creditWinners(state);
    }
    rankRootChoices(legal);
    if (m_defaultBot && !(m_choices.front().decision == fallback))
        keepUnlessBeaten(fallback);
    return m_choices.front().decision;
}

bool SearchBot::stopped(std::chrono::steady_clock::time_point deadline) const
{
    if (m_stop && m_stop->load(std::memory_order_relaxed))
        return true;
    if (m_options.seconds > 0 && std::chrono::steady_clock::now() >= deadline) {
        g_searchesCutShort.fetch_add(1, std::memory_order_relaxed);
        return true;
    }
    return false;
}

// Selection and expansion: down the tree while the decisions legal
// here have been tried, then one untried decision. Below the root a
// node widens slowly (Coulom's progressive widening: a new decision
// after 1, 4, 9... trial games) and tries the heuristic bot's choice
// first, so a few trial games through it are judged by good play
// rather than by every answer tried once at random.
void SearchBot::descend(State &state, Rng &rng)
{
    m_path.assign(1, 0);
    int node = 0;
    while (!state.isTerminal()) {
        state.legalDecisions(m_legal);
        const int player = state.currentPlayer();
        const int best = bestTriedChild(node);
        const std::size_t tried = m_legal.size() - m_untried.size();
        const bool widen = node == 0 || best < 0 || double(tried * tried) <= double(m_nodes[std::size_t(node)].visits);
        if (!m_untried.empty() && widen) {
            const Decision d = untriedToExpand(state, node, rng);
            const int child = addChild(node, d, player);
            ++m_nodes[std::size_t(child)].available;
            m_path.push_back(child);
            state.apply(d);
            return;
        }
        node = best;
        m_path.push_back(node);
        state.apply(m_nodes[std::size_t(node)].decision);
    }
}

// Of m_legal at `node`: the tried child with the highest upper confidence
// bound (-1: none tried), each tried one counted available; the untried
// decisions into m_untried.
int SearchBot::bestTriedChild(int node)
{
    m_untried.clear();
    int best = -1;
    double bestScore = -1;
    for (const Decision &d : m_legal) {
        const int child = childFor(node, d);
        if (child < 0) {
            m_untried.push_back(d);
            continue;
        }
        Node &c = m_nodes[std::size_t(child)];
        ++c.available;
        while (m_logs.size() <= std::size_t(c.available))
            m_logs.push_back(std::log(double(m_logs.size())));
        const double score
            = c.reward / c.visits + m_options.exploration * std::sqrt(m_logs[std::size_t(c.available)] / c.visits);
        if (score > bestScore) {
            bestScore = score;
            best = child;
        }
    }
    return best;
}

// One of m_untried at random; below the root the rollout bot's choice when
// it is untried.
Decision SearchBot::untriedToExpand(const State &state, int node, Rng &rng)
{
    Decision d = m_untried[rng.below(std::uint32_t(m_untried.size()))];
    if (m_rolloutBot && node != 0) {
        const Decision preferred = m_rolloutBot->chooseInPlayout(state, m_legal, rng, m_rolloutObservation);
        if (std::find(m_untried.begin(), m_untried.end(), preferred) != m_untried.end())
            d = preferred;
    }
    return d;
}

// Each decision's player is credited with its share of the win.
void SearchBot::creditWinners(const State &state)
{
    const std::vector<int> winners = state.winningSeats();
    m_reward.assign(std::size_t(state.playerCount()), 0.0);
    for (int winner : winners)
        m_reward[std::size_t(winner)] = 1.0 / double(winners.size());
    for (std::size_t i = 1; i < m_path.size(); ++i) {
        Node &n = m_nodes[m_path[i]];
        ++n.visits;
        n.reward += m_reward[std::size_t(n.player)];
    }
}

// The root's decisions into m_choices, most visited first; ties in the
// legal list's order.
void SearchBot::rankRootChoices(const std::vector<Decision> &legal)
{
    for (const Decision &d : legal) {
        const int child = childFor(0, d);
        SearchChoice choice {d, 0, 0};
        if (child >= 0 && m_nodes[std::size_t(child)].visits > 0) {
            choice.visits = m_nodes[std::size_t(child)].visits;
            choice.value = m_nodes[std::size_t(child)].reward / choice.visits;
        }
        m_choices.push_back(choice);
    }
    std::stable_sort(m_choices.begin(), m_choices.end(),
        [](const SearchChoice &a, const SearchChoice &b) { return a.visits > b.visits; });
}

// The heuristic's choice `fallback` goes first unless the search's best
// beats it by `confidence` standard errors of the difference of two win
// rates, with the variance of the whole search's (a choice tried a few
// times and lost every time is not known to be hopeless).
void SearchBot::keepUnlessBeaten(const Decision &fallback)
{
    const auto other = std::find_if(
        m_choices.begin(), m_choices.end(), [&](const SearchChoice &c) { return c.decision == fallback; });
    const SearchChoice &best = m_choices.front();
    double wins = 0;
    int games = 0;
    for (const auto &c : m_choices) {
        wins += c.value * c.visits;
        games += c.visits;
    }
    const double p = std::clamp(wins / std::max(1, games), 0.05, 0.95);
    const double error = std::sqrt(p * (1 - p) * (1.0 / std::max(1, best.visits) + 1.0 / std::max(1, other->visits)));
    if (other->visits == 0 || best.value - other->value < m_options.confidence * error)
        std::rotate(m_choices.begin(), other, other + 1);
}

std::unique_ptr<State> randomPosition(
    const Ruleset &ruleset, int players, int maxTurns, Rng &rng, std::vector<Decision> &legal)
{
    auto state = ruleset.newGame(players, int(rng.below(std::uint32_t(players))), rng);
    const int turns = int(rng.below(std::uint32_t(maxTurns)));
    for (int i = 0; i < turns && !state->isTerminal(); ++i) {
        state->legalDecisions(legal);
        state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
    }
    if (state->isTerminal())
        return nullptr;
    state->legalDecisions(legal);
    return legal.size() < 2 ? nullptr : std::move(state);
}

} // namespace houserules
