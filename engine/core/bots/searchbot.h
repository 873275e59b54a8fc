#pragma once

// The search bot: single-observer information-set Monte Carlo tree search
// (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
// 2012). Each iteration makes up a whole state from the bot's observation
// (Ruleset::determinize), walks one tree shared by all those states (a node
// per sequence of decisions; a decision is chosen by UCB among those legal in
// this state, weighed by how often it was available), plays out to the end
// and credits each decision's player with its share of the win. Chance
// (dice, a reshuffle) comes from the determinized state's own generator, so
// every game is searched the same way.

#include "bot.h"
#include "core/game/ruleset.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

inline constexpr const char *kSearchBotName = "ismcts";
// The app's hard level: the search bot with the game's own budget of
// iterations (the same seed, the same game), and a second as a ceiling that
// only a slow machine reaches.
inline constexpr const char *kHardBotName = "hard";
inline constexpr double kHardCeilingSeconds = 1.0;
// A lighter heuristic bot for the search's trial games, where the game has
// one (Ruleset::makeBot gives the heuristic bot otherwise); not offered as a
// level, but a bot like any other for `simulate`.
inline constexpr const char *kLightBotName = "light";

struct SearchOptions {
    // Iterations per decision: the deterministic budget (same seed, same
    // decision).
    int iterations = 1000;
    // Also stop after this many seconds (0: no time limit); then the decision
    // depends on the machine's speed. For the app.
    double seconds = 0;
    double exploration = 0.7; // the UCT constant
    // How a playout chooses: at random, by the game's heuristic bot, or by
    // its lighter one (kLightBotName), the heuristic bot where it has none.
    enum class Rollout { Random, Heuristic, Light } rollout = Rollout::Light;
    // The game's heuristic bot as the default: the search takes its own
    // best decision instead of the heuristic's only when it won more of its
    // trial games by at least this many standard errors (0: always its own).
    // Where the search cannot tell its choices apart (a small budget, a long
    // game, many choices) the most visited one is the luckiest, not the best.
    double confidence = 2;

    // The spec back, e.g. "ismcts:iterations=2000,c=0.7,rollout=random".
    std::string spec() const;
};

// Reads "ismcts" or "ismcts:key=value,...": iterations=N, seconds=S, c=X,
// rollout=random|heuristic|light, confidence=Z. Empty, with `error` set, when the name is the
// search bot's but an option is wrong; empty with no error when it names
// another bot.
std::optional<SearchOptions> parseSearchSpec(const std::string &name, std::string *error = nullptr);

// What a search found for one decision at the root.
struct SearchChoice {
    Decision decision;
    int visits = 0;
    double value = 0; // the mean share of the win after it, 0..1
};

class SearchBot final : public Bot {
public:
    // `ruleset` must outlive the bot.
    SearchBot(const Ruleset &ruleset, SearchOptions options);
    ~SearchBot() override;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;

    // Makes a search in progress return at its next check (a few
    // iterations); set from any thread, e.g. when the app closes the game.
    void setStop(const std::atomic<bool> *stop) { m_stop = stop; }

    const SearchOptions &options() const { return m_options; }
    // New options for the next search (the rollout stays as made).
    void setBudget(int iterations, double seconds)
    {
        m_options.iterations = iterations;
        m_options.seconds = seconds;
    }
    // The root of the last search: the decision taken first, then the
    // others most visited first; and its iterations.
    const std::vector<SearchChoice> &lastChoices() const { return m_choices; }
    int lastIterations() const { return m_iterations; }

private:
    struct Node;
    int childFor(int node, const Decision &decision) const;
    int addChild(int node, const Decision &decision, int player);
    std::size_t firstSlot(std::uint64_t hash) const; // in m_children
    void index(int child);                           // enters it in m_children
    void clearTree();
    void playOut(State &state, Rng &rng);
    // choose's steps: an iteration's, then the root's ranking.
    bool stopped(std::chrono::steady_clock::time_point deadline) const;
    void descend(State &state, Rng &rng);
    int bestTriedChild(int node);
    Decision untriedToExpand(const State &state, int node, Rng &rng);
    void creditWinners(const State &state);
    void rankRootChoices(const std::vector<Decision> &legal);
    void keepUnlessBeaten(const Decision &fallback);

    const Ruleset &m_ruleset;
    SearchOptions m_options;
    const std::atomic<bool> *m_stop = nullptr;
    std::unique_ptr<Bot> m_rolloutBot;
    std::unique_ptr<Bot> m_defaultBot;
    std::unique_ptr<Observation> m_rolloutObservation;
    std::unique_ptr<State> m_state; // this iteration's determinization, refilled at the next
    // Scratch kept from search to search (never its contents: every search
    // starts from an empty tree).
    std::vector<Node> m_nodes;
    struct ChildSlot {
        std::uint32_t check = 0; // the hash's low bits, which the slot does not use
        int child = -1;          // -1: empty
    };
    std::vector<ChildSlot> m_children; // every node but the root, by hash of (parent, decision); 2^n slots
    std::vector<int> m_path;
    std::vector<Decision> m_legal, m_untried;
    std::vector<double> m_reward;
    std::vector<double> m_logs; // log(n), n = 0, 1...: taken once, not at every step of every iteration
    std::vector<SearchChoice> m_choices;
    int m_iterations = 0;
};

// Searches in this process so far that their time limit (`seconds`)
// stopped before their iterations were done: such a decision depends on the
// machine's speed and load, so a seeded run that counted any may not
// repeat (simulate and ladder say so).
std::int64_t searchesCutShort();

// The search bot `name` names (see parseSearchSpec), or nullptr.
std::unique_ptr<Bot> makeSearchBot(const Ruleset &ruleset, const std::string &name);
// The hard level's search bot: `iterations` a decision, kHardCeilingSeconds at most.
std::unique_ptr<Bot> makeHardBot(const Ruleset &ruleset, int iterations);

// Splits a list of bot specs separated by commas, where an item `key=value`
// continues the options of the bot before it:
// "ismcts:iterations=2000,c=0.5,heuristic" -> {"ismcts:iterations=2000,c=0.5", "heuristic"}.
std::vector<std::string> splitBotSpecs(const std::string &list);

// A position a few random turns (fewer than `maxTurns`) into a new game of
// `players`, where the player to move has two choices or more, written into
// `legal`: what the search's benchmarks ask the bot about. Null when the
// game ended first or offers one choice (draw another).
std::unique_ptr<State> randomPosition(
    const Ruleset &ruleset, int players, int maxTurns, Rng &rng, std::vector<Decision> &legal);

} // namespace houserules
