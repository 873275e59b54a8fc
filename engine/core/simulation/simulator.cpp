#include "simulator.h"

#include "core/bots/easybot.h"
#include "core/bots/searchbot.h"
#include "threads.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

namespace houserules {

std::pair<std::int64_t, std::int64_t> shardRange(std::int64_t games, Shard shard)
{
    assert(shard.count >= 1 && shard.index >= 0 && shard.index < shard.count);
    return {games * shard.index / shard.count, games * (shard.index + 1) / shard.count};
}

// ---- Playing ----------------------------------------------------------------

namespace {

// The card kinds of a ruleset: names in order of first appearance in the
// deck, and the kind of each card id.
struct CardKinds {
    std::vector<std::string> names;
    std::vector<int> kindOf;

    explicit CardKinds(const Ruleset &ruleset)
    {
        for (int card = 0; card < ruleset.cardCount(); ++card) {
            const std::string kind = ruleset.cardKind(card);
            const auto found = std::find(names.begin(), names.end(), kind);
            kindOf.push_back(int(found - names.begin()));
            if (found == names.end())
                names.push_back(kind);
        }
    }
};

// What the tallies need of one game.
struct GameRecord {
    int length = 0;
    Outcome outcome;
    // [seat * kinds + kind]: bit 0 in the starting hand, bit 1 played.
    std::vector<std::uint8_t> cards;
    GameMeasures measures;

    bool won(int seat) const
    {
        return std::find(outcome.winners.begin(), outcome.winners.end(), seat) != outcome.winners.end();
    }
};

enum : std::uint8_t { kInStartingHand = 1, kPlayed = 2 };

// Plays games of one ruleset between one set of bots; one per worker thread
// (bots and states are not thread-safe). Bots are reused from game to game:
// a bot must not carry anything into the next game that changes its
// decisions, or results would depend on which worker played which games.
class GamePlayer {
public:
    GamePlayer(const Ruleset &ruleset, int players, const std::vector<std::string> &bots, const CardKinds *kinds)
        : m_ruleset(ruleset), m_players(players), m_botRng(std::size_t(players)), m_kinds(kinds)
    {
        for (const auto &name : bots) {
            m_bots.push_back(ruleset.makeBot(name));
            assert(m_bots.back());
        }
    }

    void play(std::uint64_t seed, std::int64_t game, GameRecord &record)
    {
        const std::uint64_t gameSeed = Rng::derive(seed, std::uint64_t(game));
        Rng rng(gameSeed);
        const int first = int(rng.below(std::uint32_t(m_players)));
        auto state = m_ruleset.newGame(m_players, first, rng);
        for (int seat = 0; seat < m_players; ++seat)
            m_botRng[std::size_t(seat)].reseed(Rng::derive(gameSeed, std::uint64_t(seat) + 1));
        m_measures.begin(*state, first);

        // Card impact reads the events every game emits; without it the
        // games run on the fast path that asks for none.
        if (m_kinds) {
            record.cards.assign(std::size_t(m_players) * m_kinds->names.size(), 0);
            m_events.clear();
            state->setupEvents(m_events);
            markCards(record, Event::EnteredHand, kInStartingHand);
        }
        while (!state->isTerminal()) {
            const int seat = state->currentPlayer();
            state->legalDecisions(m_legal);
            state->observeInto(seat, m_observation);
            const Decision decision
                = m_bots[std::size_t(seat)]->choose(*m_observation, m_legal, m_botRng[std::size_t(seat)]);
            if (m_kinds) {
                m_events.clear();
                state->apply(decision, &m_events);
                markCards(record, Event::PlayedCard, kPlayed);
            } else {
                state->apply(decision);
            }
            m_measures.afterDecision(*state);
        }
        record.length = state->decisionCount();
        record.outcome = state->outcome();
        m_measures.finish(*state, record.outcome.winners, record.measures);
    }

private:
    void markCards(GameRecord &record, Event::Mark mark, std::uint8_t bit) const
    {
        const std::size_t kinds = m_kinds->names.size();
        for (const Event &e : m_events) {
            if (!e.has(mark) || e.player < 0)
                continue;
            assert(e.card >= 0 && e.card < int(m_kinds->kindOf.size()));
            record.cards[std::size_t(e.player) * kinds + std::size_t(m_kinds->kindOf[std::size_t(e.card)])] |= bit;
        }
    }

    const Ruleset &m_ruleset;
    int m_players;
    std::vector<std::unique_ptr<Bot>> m_bots;
    std::vector<Rng> m_botRng;
    const CardKinds *m_kinds;
    std::vector<Decision> m_legal;
    std::unique_ptr<Observation> m_observation;
    std::vector<Event> m_events;
    MeasuresRecorder m_measures;
};

void addGame(SimulationTally &tally, const GameRecord &game)
{
    const int players = tally.players;
    ++tally.games;
    if (game.outcome.winners.empty())
        ++tally.gamesWithoutWinner;
    tally.length.add(game.length);
    ++tally.lengths[game.length];
    for (int a : game.outcome.winners) {
        ++tally.seats[std::size_t(a)].wins;
        for (int b : game.outcome.winners)
            ++tally.jointWins[std::size_t(a * players + b)];
    }
    for (int seat = 0; seat < players; ++seat) {
        SeatTally &s = tally.seats[std::size_t(seat)];
        const int score = game.outcome.scores[std::size_t(seat)];
        s.score.add(score);
        ++s.scores[score];
    }
    for (const auto &[name, values] : game.outcome.figures) {
        std::int64_t sum = 0;
        for (int seat = 0; seat < players; ++seat) {
            tally.seats[std::size_t(seat)].figures[name].add(values[std::size_t(seat)]);
            sum += values[std::size_t(seat)];
        }
        tally.figures[name].add(sum);
    }
    tally.measures.addGame(game.measures, game.outcome.winners);
    if (!game.cards.empty()) {
        const std::size_t kinds = tally.cards.size();
        for (int seat = 0; seat < players; ++seat) {
            const bool won = game.won(seat);
            for (std::size_t k = 0; k < kinds; ++k) {
                const std::uint8_t bits = game.cards[std::size_t(seat) * kinds + k];
                CardTally &c = tally.cards[k];
                if (bits & kInStartingHand) {
                    ++c.startSeatGames;
                    c.startWins += won;
                }
                if (bits & kPlayed) {
                    ++c.playedSeatGames;
                    c.playedWins += won;
                }
            }
        }
    }
}

std::int64_t figureOf(const Outcome &outcome, const std::string &name, int seat)
{
    const auto it = outcome.figures.find(name);
    return it == outcome.figures.end() ? 0 : it->second[std::size_t(seat)];
}

void addPair(PairedTally &tally, const GameRecord &house, const GameRecord &base)
{
    ++tally.games;
    tally.length.add(house.length - base.length);
    // Figures either variant reports (both, being variants of one game).
    std::vector<std::string> names;
    for (const auto &entry : house.outcome.figures)
        names.push_back(entry.first);
    for (const auto &entry : base.outcome.figures)
        if (!house.outcome.figures.count(entry.first))
            names.push_back(entry.first);
    std::vector<std::int64_t> sums(names.size(), 0);
    for (int seat = 0; seat < tally.players; ++seat) {
        const auto s = std::size_t(seat);
        tally.wins[s].add(int(house.won(seat)) - int(base.won(seat)));
        tally.scores[s].add(house.outcome.scores[s] - base.outcome.scores[s]);
        for (std::size_t i = 0; i < names.size(); ++i) {
            const std::int64_t d = figureOf(house.outcome, names[i], seat) - figureOf(base.outcome, names[i], seat);
            tally.seatFigures[s][names[i]].add(d);
            sums[i] += d;
        }
    }
    for (std::size_t i = 0; i < names.size(); ++i)
        tally.figures[names[i]].add(sums[i]);
    tally.measures.addPair(house.measures, house.outcome.winners, base.measures, base.outcome.winners);
}

bool cancelled(const RunOptions &options)
{
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

// Plays games [first, end) on `threads` workers: `play(worker, game)` plays
// one game into that worker's own tally. Workers take games in small chunks
// from a shared counter, so a slow game does not hold up the rest; which
// worker plays which game does not matter, because tallies are exact sums.
// Reports progress on the calling thread. Returns false when cancelled
// before every game was played.
bool playGames(std::int64_t first, std::int64_t end, int threads, const RunOptions &options, const Progress &before,
    const std::function<void(int, std::int64_t)> &play)
{
    constexpr std::int64_t kChunk = 4;
    std::atomic<std::int64_t> next {first};
    std::atomic<std::int64_t> done {0};
    std::atomic<bool> stopped {false};
    std::mutex mutex;
    std::condition_variable finished;
    int running = threads;

    auto work = [&](int worker) {
        for (std::int64_t start; !stopped && (start = next.fetch_add(kChunk)) < end;) {
            for (std::int64_t game = start; game < std::min(end, start + kChunk); ++game) {
                if (cancelled(options)) {
                    stopped = true;
                    break;
                }
                play(worker, game);
                done.fetch_add(1, std::memory_order_relaxed);
            }
        }
        const std::lock_guard lock(mutex);
        --running;
        finished.notify_one();
    };

    std::vector<std::thread> pool;
    pool.reserve(std::size_t(threads));
    for (int worker = 0; worker < threads; ++worker) {
        try {
            pool.emplace_back(work, worker);
        } catch (const std::system_error &) { // no more threads (a memory limit): those started play it all
            if (pool.empty())
                throw;
            const std::lock_guard lock(mutex);
            running -= threads - worker;
            break;
        }
    }
    {
        std::unique_lock lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(50));
            if (options.progress && running > 0) {
                lock.unlock();
                options.progress({before.done + done.load(), before.total});
                lock.lock();
            }
        }
    }
    for (auto &thread : pool)
        thread.join();
    return !stopped;
}

Diagnostics check(const Ruleset &ruleset, const SimulationSpec &spec)
{
    Diagnostics errors;
    if (spec.players < ruleset.minPlayers() || spec.players > ruleset.maxPlayers())
        errors.push_back(diagnostic("players",
            "this variant is for " + std::to_string(ruleset.minPlayers()) + " to "
                + std::to_string(ruleset.maxPlayers()) + " players"));
    else if (int(spec.bots.size()) != spec.players)
        errors.push_back(diagnostic("bots", "expected one bot per seat (" + std::to_string(spec.players) + ")"));
    for (const auto &name : spec.bots)
        if (!ruleset.makeBot(name)) {
            std::string why;
            parseSearchSpec(name, &why);
            if (why.empty())
                parseEasySpec(name, &why);
            errors.push_back(diagnostic("bots",
                why.empty() ? "unknown bot " + quote(name) + "; expected one of: " + knownBots(ruleset)
                            : "bot " + quote(name) + ": " + why));
            break;
        }
    if (spec.games <= 0)
        errors.push_back(diagnostic("games", "expected at least one game"));
    else if (spec.shard.count < 1 || spec.shard.index < 0 || spec.shard.index >= spec.shard.count)
        errors.push_back(diagnostic("shard", "expected a slice K of N with 1 <= K <= N"));
    else if (spec.shard.count > spec.games)
        errors.push_back(diagnostic("shard",
            "more slices (" + std::to_string(spec.shard.count) + ") than games (" + std::to_string(spec.games) + ")"));
    if (spec.cardImpact && ruleset.cardCount() == 0)
        errors.push_back(diagnostic("card-impact", "this game has no cards to tally"));
    return errors;
}

SimulationTally emptyTally(int players, const CardKinds *kinds)
{
    SimulationTally tally(players);
    if (kinds) {
        tally.cardKinds = kinds->names;
        tally.cards.resize(kinds->names.size());
    }
    return tally;
}

} // namespace

std::string knownBots(const Ruleset &ruleset)
{
    // Every name makeBot() takes: the levels, and the lighter heuristic bot
    // (not offered as a level) beside the heuristic one.
    std::string known = "random";
    for (const auto &other : ruleset.botNames()) {
        known += ", " + other;
        if (other == "heuristic")
            known += std::string(", ") + kLightBotName;
    }
    return known;
}

Expected<SimulationReport> simulate(const SimulationSpec &spec, const RunOptions &options)
{
    assert(spec.ruleset);
    const Ruleset &ruleset = *spec.ruleset;
    if (auto errors = check(ruleset, spec); !errors.empty())
        return errors;

    const auto [first, end] = shardRange(spec.games, spec.shard);
    const int threads = usefulThreads(options.threads, end - first);
    const std::optional<CardKinds> kinds
        = spec.cardImpact ? std::optional<CardKinds>(CardKinds(ruleset)) : std::nullopt;
    const CardKinds *kindsOf = kinds ? &*kinds : nullptr;

    struct Worker {
        GamePlayer player;
        SimulationTally tally;
        GameRecord record;
    };
    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < threads; ++i)
        workers.push_back(std::make_unique<Worker>(
            Worker {GamePlayer(ruleset, spec.players, spec.bots, kindsOf), emptyTally(spec.players, kindsOf), {}}));

    const bool complete = playGames(first, end, threads, options, {0, end - first}, [&](int w, std::int64_t game) {
        Worker &worker = *workers[std::size_t(w)];
        worker.player.play(spec.seed, game, worker.record);
        addGame(worker.tally, worker.record);
    });

    SimulationTally tally = emptyTally(spec.players, kindsOf);
    for (const auto &worker : workers)
        tally.add(worker->tally);
    if (options.progress)
        options.progress({tally.games, end - first});
    SimulationReport report = summarize(tally, spec.bots);
    report.cancelled = !complete;
    return report;
}

namespace {

// The checks of a comparison: each house rule's (named when there are
// several), then the base's, then that they are variants of one game.
Diagnostics checkCompared(
    const SimulationSpec &spec, const Ruleset &base, const std::vector<std::shared_ptr<const Ruleset>> &houseRules)
{
    Diagnostics errors;
    if (houseRules.empty() || int(houseRules.size()) > kMaxComparedVariants - 1)
        return {diagnostic("compare",
            "expected 1 to " + std::to_string(kMaxComparedVariants - 1) + " house rules to compare with the base, not "
                + std::to_string(houseRules.size()))};
    for (const auto &house : houseRules) {
        assert(house);
        for (auto &error : check(*house, spec)) {
            if (houseRules.size() > 1)
                error.message = "the house rule " + quote(house->variant().id) + ": " + error.message;
            errors.push_back(std::move(error));
        }
    }
    if (errors.empty())
        for (auto &error : check(base, spec)) {
            error.message = "the base variant: " + error.message;
            errors.push_back(std::move(error));
        }
    if (errors.empty())
        for (const auto &house : houseRules)
            if (house->variant().game != base.variant().game) {
                errors.push_back(diagnostic("compare",
                    "the base variant is for " + quote(base.variant().game) + ", not " + quote(house->variant().game)));
                break;
            }
    return errors;
}

// Plays the shard's games under every ruleset (the base first) with the same
// seeds. Preconditions: checkCompared() found nothing. Returns the tally and
// whether every game was played.
std::pair<SideBySideTally, bool> playCompared(const SimulationSpec &spec, const std::vector<const Ruleset *> &rulesets,
    const RunOptions &options, bool pairAmong = false)
{
    const int players = spec.players;
    const std::size_t variants = rulesets.size();
    const auto [first, end] = shardRange(spec.games, spec.shard);
    const int threads = usefulThreads(options.threads, end - first);
    std::vector<std::optional<CardKinds>> kinds(variants);
    if (spec.cardImpact)
        for (std::size_t v = 0; v < variants; ++v)
            kinds[v].emplace(*rulesets[v]);
    const auto kindsOf = [&](std::size_t v) { return kinds[v] ? &*kinds[v] : nullptr; };
    const auto emptyComparison = [&] {
        SideBySideTally tally(int(variants), players, pairAmong);
        for (std::size_t v = 0; v < variants; ++v)
            tally.variants[v] = emptyTally(players, kindsOf(v));
        return tally;
    };

    struct Worker {
        std::vector<GamePlayer> players;
        SideBySideTally tally;
        std::vector<GameRecord> records;
    };
    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < threads; ++i) {
        auto worker = std::make_unique<Worker>(Worker {{}, emptyComparison(), std::vector<GameRecord>(variants)});
        for (std::size_t v = 0; v < variants; ++v)
            worker->players.emplace_back(*rulesets[v], players, spec.bots, kindsOf(v));
        workers.push_back(std::move(worker));
    }

    const bool complete = playGames(first, end, threads, options, {0, end - first}, [&](int w, std::int64_t game) {
        Worker &worker = *workers[std::size_t(w)];
        for (std::size_t v = 0; v < variants; ++v) {
            worker.players[v].play(spec.seed, game, worker.records[v]);
            addGame(worker.tally.variants[v], worker.records[v]);
        }
        for (std::size_t v = 1; v < variants; ++v)
            addPair(worker.tally.differences[v - 1], worker.records[v], worker.records[0]);
        for (std::size_t d = 0, a = 1; a < variants && !worker.tally.among.empty(); ++a)
            for (std::size_t b = a + 1; b < variants; ++b)
                addPair(worker.tally.among[d++], worker.records[b], worker.records[a]);
    });

    SideBySideTally tally = emptyComparison();
    for (const auto &worker : workers)
        tally.add(worker->tally);
    if (options.progress)
        options.progress({tally.variants[0].games, end - first});
    return {std::move(tally), complete};
}

} // namespace

Expected<ComparisonReport> compare(
    const SimulationSpec &house, std::shared_ptr<const Ruleset> base, const RunOptions &options)
{
    assert(house.ruleset && base);
    if (Diagnostics errors = checkCompared(house, *base, {house.ruleset}); !errors.empty())
        return errors;
    const auto [tally, complete] = playCompared(house, {base.get(), house.ruleset.get()}, options);
    ComparisonReport report = summarize(tally.pair(0), house.bots);
    report.cancelled = report.house.cancelled = report.base.cancelled = !complete;
    return report;
}

Expected<SideBySideReport> compareSideBySide(const SimulationSpec &base,
    const std::vector<std::shared_ptr<const Ruleset>> &houseRules, const RunOptions &options, bool pairAmong)
{
    assert(base.ruleset);
    if (Diagnostics errors = checkCompared(base, *base.ruleset, houseRules); !errors.empty())
        return errors;
    std::vector<const Ruleset *> rulesets {base.ruleset.get()};
    for (const auto &house : houseRules)
        rulesets.push_back(house.get());
    auto [tally, complete] = playCompared(base, rulesets, options, pairAmong);
    SideBySideReport report = summarize(tally, base.bots);
    report.cancelled = !complete;
    for (auto &r : report.variants)
        r.cancelled = !complete;
    for (auto &r : report.houseRules)
        r.cancelled = r.house.cancelled = r.base.cancelled = !complete;
    return report;
}

SimulationSpec skillSpec(const SimulationSpec &spec, const SkillRung &rung, int games)
{
    SimulationSpec skill = spec;
    skill.bots = skillBots(rung, spec.players);
    skill.games = games;
    skill.cardImpact = false;
    return skill;
}

} // namespace houserules
