#include "game.h"

#include "heuristicbot.h"
#include "state.h"

#include "core/deck.h"

#include <cassert>
#include <numeric>

namespace houserules::halunkenspelunken {

namespace {

class HsRuleset final : public Ruleset {
public:
    explicit HsRuleset(const Variant &variant)
        : m_variant(variant), m_rules(std::make_shared<const Rules>(Rules::fromVariant(variant)))
    {
        m_canonical.resize(std::size_t(m_rules->villainCount()));
        std::iota(m_canonical.begin(), m_canonical.end(), std::int16_t(0));
    }

    const Variant &variant() const override { return m_variant; }
    int minPlayers() const override { return m_rules->minPlayers; }
    int maxPlayers() const override { return m_rules->maxPlayers; }

    std::unique_ptr<State> newGame(int players, int firstPlayer, Rng &rng) const override
    {
        auto deck = m_canonical;
        rng.shuffle(std::span(deck));
        return std::make_unique<HsState>(m_rules, players, firstPlayer, deck, rng.next());
    }

    Expected<std::unique_ptr<State>> newGame(int players, int firstPlayer, const Setup &setup) const override
    {
        auto deck
            = cardsNamed(setup.deck, m_rules->villainCount(), [this](int card) { return m_rules->villainName(card); });
        if (!deck)
            return deck.errors();
        return std::unique_ptr<State>(std::make_unique<HsState>(m_rules, players, firstPlayer, *deck, setup.seed));
    }

    const Rules &rules() const { return *m_rules; }

    int cardCount() const override { return m_rules->villainCount(); }
    std::string cardKind(int card) const override { return m_rules->villainName(card); }

    std::vector<std::string> botNames() const override { return {"heuristic"}; }
    std::unique_ptr<Bot> makeBot(const std::string &name) const override
    {
        if (name == "random")
            return std::make_unique<RandomBot>();
        if (name == "heuristic")
            return std::make_unique<HeuristicBot>(m_rules);
        return nullptr;
    }

private:
    Variant m_variant;
    std::shared_ptr<const Rules> m_rules;
    std::vector<std::int16_t> m_canonical;
};

} // namespace

const Rules &rulesOf(const Ruleset &ruleset)
{
    const auto *hs = dynamic_cast<const HsRuleset *>(&ruleset);
    assert(hs && "not a Halunken & Spelunken ruleset");
    return hs->rules();
}

std::string HalunkenSpelunken::id() const
{
    return kGameId;
}

const Schema &HalunkenSpelunken::schema() const
{
    return halunkenspelunken::schema();
}

std::shared_ptr<const Ruleset> HalunkenSpelunken::compile(const Variant &variant) const
{
    return std::make_shared<const HsRuleset>(variant);
}

} // namespace houserules::halunkenspelunken
