#pragma once

// The easy level: the game's heuristic bot, which takes a share of its
// decisions uniformly at random instead. A person sees a sensible player who
// now and then blunders. The share is each game's own (its HeuristicBot's
// easyRandomShare), by the number of players, tuned by simulation for two
// things, the first ruling where they part:
//  - a newcomer can beat it: a stand-in for one who has read the rules (the
//    heuristic bot taking 30% of its decisions at random, easy:random=0.3)
//    wins at least 60% of the fair share against easy in every other seat
//    (15% at four players), its 95% interval wholly above that;
//  - otherwise it is as strong as that allows: in seat 1 against heuristic
//    bots it wins 10 to 20 points less often than a heuristic bot there,
//    and clearly more often than a random player.
// Why these shares: docs/COMPUTER-PLAYERS.md, "The easy level"; the figures:
// docs/BENCHMARKS.md, "Computer levels: the newcomer stand-in against the
// lowest level".

#include "bot.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace houserules {

inline constexpr const char *kEasyBotName = "easy";

struct EasyOptions {
    // The share of decisions taken at random; empty: the game's own.
    std::optional<double> randomShare;
};

// Reads "easy" or "easy:random=P", P from 0 to 1. Empty, with `error` set,
// when the name is the easy bot's but its option is wrong; empty with no
// error when it names another bot.
std::optional<EasyOptions> parseEasySpec(const std::string &name, std::string *error = nullptr);

class EasyBot final : public Bot {
public:
    // The share of decisions taken at random (0 to 1) at a table of `players`.
    using Share = std::function<double(int players)>;

    EasyBot(std::unique_ptr<Bot> heuristic, Share share);

    // Only a decision with a choice may be a random one. Where the share is
    // 0 it draws nothing from `rng`, so it decides exactly as the heuristic
    // bot would with the same generator.
    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;

private:
    std::unique_ptr<Bot> m_heuristic;
    Share m_share;
};

} // namespace houserules
