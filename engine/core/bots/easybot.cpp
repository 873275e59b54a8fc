#include "easybot.h"

#include "core/variants/diagnostic.h"

#include <cassert>
#include <locale>
#include <sstream>

namespace houserules {

std::optional<EasyOptions> parseEasySpec(const std::string &name, std::string *error)
{
    const std::string prefix = kEasyBotName;
    if (name == prefix)
        return EasyOptions {};
    if (name.compare(0, prefix.size() + 1, prefix + ":") != 0)
        return std::nullopt;
    auto fail = [&](const std::string &why) -> std::optional<EasyOptions> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::string option = prefix + ":random=";
    if (name.compare(0, option.size(), option) != 0)
        return fail("expected easy:random=P, P the share of decisions taken at random");
    const std::string value = name.substr(option.size());
    std::istringstream in(value);
    in.imbue(std::locale::classic());
    double share = -1;
    if (!(in >> share) || in.peek() != std::char_traits<char>::eof() || share < 0 || share > 1)
        return fail("random: expected a number from 0 to 1, not " + quote(value));
    return EasyOptions {share};
}

EasyBot::EasyBot(std::unique_ptr<Bot> heuristic, Share share)
    : m_heuristic(std::move(heuristic)), m_share(std::move(share))
{
    assert(m_heuristic && m_share);
}

Decision EasyBot::choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng)
{
    assert(!legal.empty());
    const double share = m_share(observation.players);
    assert(share >= 0 && share <= 1);
    // A uniform double in [0, 1) from the top 53 bits: exact on every
    // compiler, so a seed replays the same blunders.
    if (share > 0 && legal.size() > 1 && double(rng.next() >> 11) * 0x1p-53 < share)
        return legal[rng.below(std::uint32_t(legal.size()))];
    return m_heuristic->choose(observation, legal, rng);
}

} // namespace houserules
