#include "soak.h"

#include "threads.h"

#include <algorithm>
#include <mutex>
#include <set>
#include <system_error>
#include <thread>

namespace houserules {

namespace {

// No game of this project needs more decisions; a game that does not end is a defect.
constexpr int kMaxDecisions = 100000;

// A decision that may be malformed (its notation might not be written).
std::string raw(const Decision &d)
{
    return "decision {kind " + std::to_string(int(d.kind)) + ", card " + std::to_string(d.card) + ", target "
        + std::to_string(d.target) + ", value " + std::to_string(d.value) + "}";
}

// One game under the soak's checks. Each check returns false after filling
// in the failure, so that the game stops at the first.
class SoakedGame {
public:
    SoakedGame(const SoakVariant &variant, int players, std::uint64_t seed, bool everySeat)
        : m_variant(variant), m_ruleset(*variant.ruleset), m_players(players), m_seed(seed), m_everySeat(everySeat),
          m_made(Rng::derive(seed, 0x50a4))
    {
        m_record.game = m_ruleset.variant().game;
        m_record.variant = variant.id;
        for (int seat = 0; seat < players; ++seat)
            m_record.players.push_back("Player " + std::to_string(seat + 1));
        Rng pick(seed ^ 0x5eedULL);
        m_record.firstPlayer = int(pick.below(std::uint32_t(players)));
        m_record.seed = seed;
    }

    std::optional<SoakFailure> play(const std::vector<std::string> &botNames, std::int64_t *decisions)
    {
        Rng deal(m_seed);
        m_state = m_ruleset.newGame(m_players, m_record.firstPlayer, deal);
        Rng dealAgain(m_seed);
        m_replica = m_ruleset.newGame(m_players, m_record.firstPlayer, dealAgain);
        std::vector<std::unique_ptr<Bot>> bots;
        std::vector<Rng> botRng;
        for (int seat = 0; seat < m_players; ++seat) {
            bots.push_back(m_ruleset.makeBot(botNames[std::size_t(seat)]));
            if (!bots.back())
                return fail("bots", "no bot named " + botNames[std::size_t(seat)]);
            botRng.emplace_back(Rng::derive(m_seed, std::uint64_t(seat) + 1));
        }

        bool ok = checkState();
        while (ok && !m_state->isTerminal()) {
            if (m_state->decisionCount() >= kMaxDecisions)
                return fail("length", "the game does not end");
            const int seat = m_state->currentPlayer();
            if (seat < 0 || seat >= m_players)
                return fail("legal", "seat " + std::to_string(seat) + " is to play");
            m_state->legalDecisions(m_legal);
            if (m_legal.empty())
                return fail("legal", "no legal decision before the end");
            for (const auto &d : m_legal)
                if (const auto illegal = m_state->checkDecision(d))
                    return fail("legal", raw(d) + " is listed but refused: " + illegal->reason);
            const auto observation = m_state->observe(seat);
            const Decision d = bots[std::size_t(seat)]->choose(*observation, m_legal, botRng[std::size_t(seat)]);
            ok = step(d);
        }
        if (decisions)
            *decisions += m_state->decisionCount();
        if (ok)
            ok = checkEnd();
        return m_failure;
    }

private:
    std::optional<SoakFailure> fail(const std::string &check, const std::string &message)
    {
        SoakFailure f;
        f.variant = m_variant.id;
        f.players = m_players;
        f.seed = m_seed;
        f.decision = m_state ? m_state->decisionCount() : 0;
        f.check = check;
        f.message = message;
        f.record = m_record;
        m_failure = std::move(f);
        return m_failure;
    }

    // The decision on the state, and through its notation on the replica.
    bool step(const Decision &d)
    {
        const std::string text = m_state->decisionText(d);
        m_record.decisions.push_back({text, {}});
        std::string error;
        const auto parsed = m_replica->parseDecision(text, &error);
        if (!parsed)
            return !fail("record", "'" + text + "' cannot be read back: " + error);
        if (const auto illegal = m_replica->checkDecision(*parsed))
            return !fail("record", "'" + text + "' read back is refused: " + illegal->reason);
        // Copies of a card share a name, so the notation cannot tell which
        // copy a bot chose: the game goes on with the one the record names,
        // as its replay will. Anything else read back is a defect.
        if (*parsed != d && !sameButCopy(*parsed, d))
            return !fail("record", "'" + text + "' reads back as '" + m_replica->decisionText(*parsed) + "'");
        if (const auto illegal = m_state->checkDecision(*parsed))
            return !fail("record", "'" + text + "' read back is refused on the state: " + illegal->reason);
        m_state->apply(*parsed);
        m_replica->apply(*parsed);
        if (!m_replica->equals(*m_state))
            return !fail("record", "after '" + text + "' the state read back from the record differs");
        return checkState();
    }

    // The same decision but for which copy of one kind of card it plays.
    bool sameButCopy(const Decision &a, const Decision &b) const
    {
        const int cards = m_ruleset.cardCount();
        return a.kind == b.kind && a.target == b.target && a.value == b.value && a.card >= 0 && b.card >= 0
            && a.card < cards && b.card < cards && m_ruleset.cardKind(a.card) == m_ruleset.cardKind(b.card);
    }

    bool checkState()
    {
        if (const auto broken = m_state->brokenInvariant())
            return !fail("invariant", *broken);
        const auto clone = m_state->clone();
        if (!clone->equals(*m_state))
            return !fail("clone", "the clone differs from the state");
        if (m_state->isTerminal())
            return true;
        const int mover = m_state->currentPlayer();
        const int other = (mover + 1 + m_state->decisionCount() % std::max(1, m_players - 1)) % m_players;
        for (int seat = 0; seat < m_players; ++seat) {
            if (!m_everySeat && seat != mover && seat != other)
                continue;
            const auto observation = m_state->observe(seat);
            if (!clone->observe(seat)->equals(*observation))
                return !fail("clone", "seat " + std::to_string(seat) + " sees the clone differently");
            // Made up from the observation alone: if that held something
            // hidden from the seat, the made-up state would show it differently.
            Rng rng(m_made.next());
            const auto made = m_ruleset.determinize(*observation, rng);
            if (!made->observe(seat)->equals(*observation))
                return !fail("observation",
                    "seat " + std::to_string(seat) + " sees a state made up from its observation differently");
            if (const auto broken = made->brokenInvariant())
                return !fail(
                    "observation", "a state made up from seat " + std::to_string(seat) + "'s observation: " + *broken);
        }
        return true;
    }

    bool checkEnd()
    {
        const Outcome outcome = m_state->outcome();
        if (m_state->winningSeats() != outcome.winners)
            return !fail("outcome", "winningSeats() is not outcome().winners");
        if (int(outcome.scores.size()) != m_players)
            return !fail("outcome",
                std::to_string(outcome.scores.size()) + " scores for " + std::to_string(m_players) + " seats");
        for (const auto &[name, values] : outcome.figures)
            if (int(values.size()) != m_players)
                return !fail("outcome", "figure " + name + " has " + std::to_string(values.size()) + " values");
        const std::set<int> winners(outcome.winners.begin(), outcome.winners.end());
        if (winners.size() != outcome.winners.size())
            return !fail("outcome", "a seat wins twice");
        for (int seat : outcome.winners)
            if (seat < 0 || seat >= m_players)
                return !fail("outcome", "seat " + std::to_string(seat) + " wins");
        if (m_state->currentPlayer() != -1)
            return !fail("outcome", "someone is to play after the end");

        // The whole record as a file would hold it, replayed.
        const auto parsed = parseRecord(writeRecord(m_record), "soak.yaml");
        if (!parsed)
            return !fail("replay", "the record cannot be read back: " + parsed.errors().front().toString());
        auto replayed = startGame(*parsed, m_ruleset);
        if (!replayed)
            return !fail("replay", "the record cannot start: " + replayed.errors().front().toString());
        if (const auto stopped = playRecord(*parsed, **replayed))
            return !fail("replay", "the record stops: " + stopped->toString());
        if (!(*replayed)->equals(*m_state))
            return !fail("replay", "the replayed record ends in another state");
        return true;
    }

    const SoakVariant &m_variant;
    const Ruleset &m_ruleset;
    int m_players;
    std::uint64_t m_seed;
    bool m_everySeat;
    Rng m_made; // seeds the determinizations
    Record m_record;
    std::unique_ptr<State> m_state, m_replica;
    std::vector<Decision> m_legal;
    std::optional<SoakFailure> m_failure;
};

struct Case {
    const SoakVariant *variant;
    int players;
};

} // namespace

std::optional<SoakFailure> soakGame(const SoakVariant &variant, int players, std::uint64_t seed,
    const std::vector<std::string> &bots, bool everySeat, std::int64_t *decisions)
{
    SoakedGame game(variant, players, seed, everySeat);
    return game.play(bots, decisions);
}

SoakResult soak(const SoakOptions &options)
{
    std::vector<Case> cases;
    for (const auto &v : options.variants)
        for (int players = v.ruleset->minPlayers(); players <= v.ruleset->maxPlayers(); ++players)
            cases.push_back({&v, players});
    SoakResult result;
    if (cases.empty() || options.games <= 0)
        return result;

    std::atomic<std::int64_t> next {0};
    std::atomic<std::int64_t> stopAt {options.games}; // lowered to the first failing game
    std::mutex lock;
    auto work = [&](bool reports) {
        std::int64_t games = 0, decisions = 0;
        for (;;) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                break;
            const std::int64_t n = next.fetch_add(1);
            if (n >= stopAt.load())
                break;
            const Case &c = cases[std::size_t(n % std::int64_t(cases.size()))];
            const std::uint64_t seed = Rng::derive(options.seed, std::uint64_t(n));
            // All random, all heuristic, or a mix, in turn per (variant, players).
            std::vector<std::string> bots(std::size_t(c.players), "random");
            const std::int64_t mode = n / std::int64_t(cases.size()) % 3;
            Rng mix(seed ^ 0xb075ULL);
            for (auto &bot : bots)
                if (mode == 1 || (mode == 2 && mix.below(2) == 1))
                    bot = "heuristic";
            auto failure = soakGame(*c.variant, c.players, seed, bots, options.everySeat, &decisions);
            if (failure) {
                failure->game = n;
                std::lock_guard guard(lock);
                if (!result.failure || n < result.failure->game) {
                    result.failure = std::move(failure);
                    stopAt = n;
                }
                break;
            }
            ++games;
            if (reports && options.progress && games % 1000 == 0)
                options.progress(next.load());
        }
        std::lock_guard guard(lock);
        result.games += games;
        result.decisions += decisions;
    };
    const int threads = usefulThreads(options.threads, options.games);
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        try {
            workers.emplace_back(work, false);
        } catch (const std::system_error &) { // no more threads (a memory limit): those started play it all
            break;
        }
    }
    work(true);
    for (auto &w : workers)
        w.join();
    result.cancelled = options.cancel && options.cancel->load() && !result.failure;
    return result;
}

} // namespace houserules
