#pragma once

#include "observation.h"
#include "rules.h"

#include "core/bots/bot.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace houserules::wyattearp {

// A sensible gunfighter working from its observation alone. It walks to the
// field worth most to it: a share where its attribute is strong and its
// cash covers the likely price, a payday when it holds many shares, a bank
// robbery when few players could chase it, an attack when its odds against
// a defender of average strength are good, poker and hasard as small gains.
// It buys shares whose price is fair, completes businesses (naming them in
// attacks, giving and selling away the shares it misses least), keeps the
// dice of its best poker combination, and bets its chips on any pair, the
// hasard board's best odds.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules);
    // The easy level's share of decisions taken at random (EasyBot), tuned
    // by simulation (docs/COMPUTER-PLAYERS.md, "The easy level"). Here a random move,
    // field action or purchase costs so much that a share much below the
    // newcomer stand-in's 0.3 puts easy out of a newcomer's reach. At 0.25
    // the stand-in wins 17% against it at four players, and 60% of the fair
    // share or more at every player count; easy still wins less often than
    // normal, if by more than the other games' 10 to 20 points.
    static double easyRandomShare(int /*players*/) { return 0.25; }
    // The hard level's search: iterations a decision with these playouts,
    // about a fifth of a second on the README's machine (Speed: "The
    // hard level"). It was 1,500 until the playouts grew six times faster:
    // its edge over normal was then the smallest of all (README, the ladder).
    static constexpr int kHardIterations = 4'000;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;
    // Reads the state the search made up, as the current seat sees it.
    Decision chooseInPlayout(const State &state, const std::vector<Decision> &legal, Rng &rng,
        std::unique_ptr<Observation> &scratch) override;
    // A move chosen from the state's legal fields, and a choice of a few
    // fixed ones (WeState::fixedChoices), the list not written out.
    bool playInPlace(State &state, Rng &rng, Decision &taken) override;

    // One seat's shares per business and its holding's score (scoring.h),
    // counted once per version of its shares (the state's stamps, which its
    // observations copy): the search's playouts ask at every decision, the
    // shares change seldom.
    struct Counted {
        std::uint64_t version = 0; // 0: counted for an observation without versions
        std::array<int, kMaxBusinesses> byBusiness {};
        int score = 0;
        std::uint32_t businesses = 0; // those held, as bits
        // What attacking for each business is worth to this seat as the
        // attacker, with these weakest stars (kNoStars: not worked out) and
        // their chance to win; worked out for a business when first named.
        static constexpr int kNoStars = -1000;
        int attackStars = kNoStars;
        double attackChance = 0;
        std::uint32_t attackKnown = 0; // the businesses worked out, as bits
        std::array<double, kMaxBusinesses> attack {};
    };
    Counted &counted(std::uint64_t version, const std::vector<std::int16_t> &shares, int seat)
    {
        Counted &c = m_counted[std::size_t(seat)];
        if (version == 0 || c.version != version)
            recount(c, version, shares);
        return c;
    }

    // Cash that covers a few prices: money beyond it is worth less.
    static constexpr int kEnoughBills = 20;
    // What robbing the bank is worth to a seat with `has` bills and `others`
    // players to chase it (the same figure as worked out each time).
    double robberyWorth(int others, int has) const;

private:
    // One of `legal`, or m_unlisted (a decision the list lacks), for the
    // seat that `table` shows (heuristicbot.cpp: its observation or the state).
    template <typename Table>
    const Decision *pick(const Table &table, std::span<const Decision> legal);
    void recount(Counted &c, std::uint64_t version, const std::vector<std::int16_t> &shares) const;

    std::shared_ptr<const Rules> m_rules;
    Decision m_unlisted;
    std::vector<Decision> m_fixedChoices; // playInPlace's, room for WeState::kMaxFixedChoices
    // robberyWorth per chasers and bills short of kEnoughBills, worked out
    // once: the search's playouts ask at most moves.
    std::array<std::array<double, kEnoughBills + 1>, kMaxPlayers> m_robbery {};
    std::array<Counted, kMaxPlayers> m_counted {};
};

// The chance that three dice plus `bonus` beat three dice strictly, and that
// none of `chasers` rolls strictly higher than a robber's three dice.
double winChance(int bonus);
double escapeChance(int chasers);

} // namespace houserules::wyattearp
