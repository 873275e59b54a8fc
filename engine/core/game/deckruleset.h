#pragma once

#include "core/bots/bot.h"
#include "core/bots/easybot.h"
#include "core/bots/searchbot.h"
#include "deck.h"
#include "dice.h"
#include "ruleset.h"

#include <cassert>
#include <cstdint>
#include <memory>
#include <numeric>
#include <span>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <vector>

namespace houserules {

// The ruleset of a game dealt from a shuffled deck of card ids (Blasting
// Billy's loot, Boomo's cards, the villains of Halunken & Spelunken): the
// variant compiled once into the game's Rules and shared by all its states,
// new games from a seed (the canonical deck shuffled) or from an explicit
// setup (the cards named in order), and the random, heuristic and easy bots.
// A game supplies:
// - GameRules: `static GameRules fromVariant(const Variant &)`, `minPlayers`,
//   `maxPlayers`, `cardCount()`, `cardName(card)` (the record notation) and
//   `dealtHand(players)` (Ruleset::dealtHand);
// - GameState: constructed from (rules, players, first player, deck), and
//   also a seed for its own chance after the deal when it has any, or a
//   Chance (a seed and listed dice) when it rolls dice;
//   GameState also offers `static std::unique_ptr<GameState>
//   determinized(std::shared_ptr<const GameRules>, const Observation &, Rng &)`,
//   the search bot's determinization (Ruleset::determinize), and
//   optionally `void redeterminize(rules, observation, rng)`, the same made
//   of a state made before, keeping its lists' memory, with the same draws
//   (Ruleset::determinizeInto);
// - Heuristic: its heuristic bot, constructed from the rules, with
//   `static double easyRandomShare(int players)`, the easy bot's share of
//   decisions taken at random (EasyBot), and optionally `Heuristic::Light`,
//   a lighter bot for the search's trial games (kLightBotName; the
//   heuristic bot itself where there is none), constructed from the rules.
template <typename GameRules, typename GameState, typename Heuristic>
class DeckRuleset final : public Ruleset {
public:
    explicit DeckRuleset(const Variant &variant)
        : m_variant(variant), m_rules(std::make_shared<const GameRules>(GameRules::fromVariant(variant)))
    {
        m_canonical.resize(std::size_t(m_rules->cardCount()));
        std::iota(m_canonical.begin(), m_canonical.end(), std::int16_t(0));
    }

    const Variant &variant() const override { return m_variant; }
    int minPlayers() const override { return m_rules->minPlayers; }
    int maxPlayers() const override { return m_rules->maxPlayers; }

    std::unique_ptr<State> newGame(int players, int firstPlayer, Rng &rng) const override
    {
        auto deck = m_canonical;
        rng.shuffle(std::span(deck));
        if constexpr (kRollsDice)
            return std::make_unique<GameState>(m_rules, players, firstPlayer, deck, Chance {rng.next(), {}});
        else if constexpr (kHasChance)
            return std::make_unique<GameState>(m_rules, players, firstPlayer, deck, rng.next());
        else
            return std::make_unique<GameState>(m_rules, players, firstPlayer, std::move(deck));
    }

    Expected<std::unique_ptr<State>> newGame(int players, int firstPlayer, const Setup &setup) const override
    {
        auto deck = cardsNamed(setup.deck, m_rules->cardCount(), [this](int card) { return m_rules->cardName(card); });
        if (!deck)
            return deck.errors();
        if constexpr (kRollsDice) {
            return std::unique_ptr<State>(
                std::make_unique<GameState>(m_rules, players, firstPlayer, *deck, Chance {setup.seed, setup.dice}));
        } else {
            if (!setup.dice.empty())
                return Diagnostic {{}, "setup.dice", "this game rolls no dice: expected no dice in the setup"};
            if constexpr (kHasChance)
                return std::unique_ptr<State>(
                    std::make_unique<GameState>(m_rules, players, firstPlayer, *deck, setup.seed));
            else
                return std::unique_ptr<State>(std::make_unique<GameState>(m_rules, players, firstPlayer, *deck));
        }
    }

    // As newGame(rng): the deck shuffled, then the seed of the chance after the deal.
    std::optional<Setup> drawSetup(Rng &rng) const override
    {
        auto deck = m_canonical;
        rng.shuffle(std::span(deck));
        Setup setup;
        for (const auto card : deck)
            setup.deck.push_back(m_rules->cardName(card));
        if constexpr (kRollsDice || kHasChance)
            setup.seed = rng.next();
        return setup;
    }

    std::optional<DealShape> dealtHand(int players) const override { return m_rules->dealtHand(players); }

    int cardCount() const override { return m_rules->cardCount(); }
    std::string cardKind(int card) const override { return m_rules->cardName(card); }

    std::vector<std::string> botNames() const override
    {
        return {"heuristic", kEasyBotName, kHardBotName, kSearchBotName};
    }
    std::unique_ptr<Bot> makeBot(const std::string &name) const override
    {
        if (name == "random")
            return std::make_unique<RandomBot>();
        if (name == "heuristic")
            return std::make_unique<Heuristic>(m_rules);
        if (name == kLightBotName) {
            if constexpr (requires { typename Heuristic::Light; })
                return std::make_unique<typename Heuristic::Light>(m_rules);
            else
                return std::make_unique<Heuristic>(m_rules);
        }
        if (const auto easy = parseEasySpec(name)) {
            EasyBot::Share share = &Heuristic::easyRandomShare;
            if (easy->randomShare)
                share = [fixed = *easy->randomShare](int) { return fixed; };
            return std::make_unique<EasyBot>(std::make_unique<Heuristic>(m_rules), std::move(share));
        }
        if (name == kHardBotName)
            return makeHardBot(*this, Heuristic::kHardIterations);
        return makeSearchBot(*this, name);
    }

    std::unique_ptr<State> determinize(const Observation &observation, Rng &rng) const override
    {
        return GameState::determinized(m_rules, observation, rng);
    }
    void determinizeInto(const Observation &observation, Rng &rng, std::unique_ptr<State> &state) const override
    {
        if constexpr (requires(GameState & s) { s.redeterminize(m_rules, observation, rng); }) {
            // typeid, not dynamic_cast: one comparison, at every iteration of a search.
            if (state && typeid(*state) == typeid(GameState)) {
                static_cast<GameState &>(*state).redeterminize(m_rules, observation, rng);
                return;
            }
        }
        state = GameState::determinized(m_rules, observation, rng);
    }

    // The rules behind `ruleset`. Precondition: it is one of these.
    static const GameRules &rulesOf(const Ruleset &ruleset)
    {
        const auto *own = dynamic_cast<const DeckRuleset *>(&ruleset);
        assert(own && "a ruleset of another game");
        return *own->m_rules;
    }

private:
    static constexpr bool kRollsDice = std::is_constructible_v<GameState, std::shared_ptr<const GameRules>, int, int,
        const std::vector<std::int16_t> &, const Chance &>;
    static constexpr bool kHasChance = std::is_constructible_v<GameState, std::shared_ptr<const GameRules>, int, int,
        const std::vector<std::int16_t> &, std::uint64_t>;

    Variant m_variant;
    std::shared_ptr<const GameRules> m_rules;
    std::vector<std::int16_t> m_canonical;
};

} // namespace houserules
