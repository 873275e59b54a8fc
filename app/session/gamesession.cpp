#include "gamesession.h"

#include "core/bots/searchbot.h"
#include "registry.h"
#include "userdata/recordrules.h"
#include "userdata/userdata.h"

#include <QtConcurrent/QtConcurrentRun>

#include <QRandomGenerator>
#include <QSaveFile>

using namespace houserules;

namespace {

std::vector<std::string> stdStrings(const QList<SeatSetup> &seats, bool names)
{
    std::vector<std::string> out;
    for (const auto &seat : seats)
        out.push_back((names ? seat.name : seatKindId(seat.kind)).toStdString());
    return out;
}

QString errorText(const Diagnostics &errors)
{
    QStringList lines;
    for (const auto &e : errors)
        lines << QString::fromStdString(e.toString());
    return lines.join(u'\n');
}

} // namespace

std::unique_ptr<GameSession> GameSession::create(const GameSetup &input, QString *error)
{
    const GameSetup &setup = input;
    Record record;
    record.variant = setup.variant.toStdString();
    record.players = stdStrings(setup.seats, true);
    record.seats = stdStrings(setup.seats, false);
    record.seed = setup.seed ? *setup.seed : QRandomGenerator::global()->generate64();
    Rng pick(Rng::derive(*record.seed, 0xF1257));
    record.firstPlayer = setup.firstPlayer >= 0 && setup.firstPlayer < setup.seats.size()
        ? setup.firstPlayer
        : int(pick.below(std::uint32_t(std::max<qsizetype>(setup.seats.size(), 1))));

    auto variant = userVariantLoader().load(record.variant);
    if (!variant) {
        *error = errorText(variant.errors());
        return nullptr;
    }
    record.game = variant->game;
    record.variant = variant->id;
    recordrules::carry(record, *variant);
    auto ruleset = Registry::instance().game(variant->game)->compile(*variant);
    auto state = startGame(record, *ruleset);
    if (!state) {
        *error = errorText(state.errors());
        return nullptr;
    }
    return std::unique_ptr<GameSession>(new GameSession(setup, ruleset, std::move(*state), record));
}

std::unique_ptr<GameSession> GameSession::fromRecord(const Record &input, QString *error)
{
    auto variant = recordrules::load(input, userVariantLoader());
    if (!variant) {
        *error = errorText(variant.errors());
        return nullptr;
    }
    auto ruleset = Registry::instance().game(variant->game)->compile(*variant);
    Record start = input;
    start.decisions.clear();
    if (start.rules.empty()) // a record from before records carried rules: from now on it carries these
        recordrules::carry(start, *variant);
    auto state = startGame(start, *ruleset);
    if (!state) {
        *error = errorText(state.errors());
        return nullptr;
    }
    GameSetup setup;
    setup.variant = QString::fromStdString(input.variant);
    setup.seed = input.seed;
    setup.firstPlayer = input.firstPlayer;
    for (std::size_t seat = 0; seat < input.players.size(); ++seat) {
        const QString kind = seat < input.seats.size() ? QString::fromStdString(input.seats[seat]) : QString();
        setup.seats.append({QString::fromStdString(input.players[seat]), seatKindFromId(kind)});
    }
    std::unique_ptr<GameSession> session(new GameSession(setup, ruleset, std::move(*state), start));
    // The record's decisions, kept one by one, so the log can tell the story so far.
    GameSession *target = session.get();
    const auto stopped = playRecord(
        input, *session->m_state, nullptr, [&input, target](int seat, const Decision &decision, const auto &events) {
            target->m_record.decisions.push_back({input.decisions[target->m_record.decisions.size()].text, {}});
            target->m_decisions.push_back(decision);
            target->m_history.push_back({seat, events});
        });
    if (stopped) {
        *error = QString::fromStdString(stopped->toString());
        return nullptr;
    }
    session->chooseViewer();
    session->m_view.show(session->decisionCount()); // a resumed game opens where it stands
    return session;
}

GameSession::GameSession(
    GameSetup setup, std::shared_ptr<const Ruleset> ruleset, std::unique_ptr<State> state, Record record)
    : m_setup(std::move(setup)), m_ruleset(std::move(ruleset)), m_state(std::move(state)), m_start(m_state->clone()),
      m_record(std::move(record)), m_view(*this)
{
    for (int seat = 0; seat < playerCount(); ++seat) {
        const SeatKind kind = m_setup.seats[seat].kind;
        m_bots.push_back(kind == SeatKind::Human ? nullptr : m_ruleset->makeBot(botNameFor(kind).toStdString()));
    }
    m_botTimer.setSingleShot(true);
    connect(&m_botTimer, &QTimer::timeout, this, &GameSession::playBot);
    connect(&m_thinking, &QFutureWatcher<Thought>::finished, this, &GameSession::botThought);
    connect(&m_hinting, &QFutureWatcher<Thought>::finished, this, &GameSession::hintThought);

    chooseViewer();
    m_freshDeal = m_state->decisionCount() == 0;
}

GameSession::~GameSession()
{
    // A search in progress returns within a few iterations.
    m_stopThinking = true;
    m_thinking.waitForFinished();
    m_hinting.waitForFinished();
}

void GameSession::chooseViewer()
{
    // The only person at the screen sees through their own eyes. Several
    // people share it: the public's eyes, and a curtain before the first
    // person's decision (computer players before them play in public).
    m_curtain = false;
    int viewer = kSpectator;
    if (m_setup.humanCount() == 1) {
        for (int seat = 0; seat < playerCount(); ++seat)
            if (isHuman(seat))
                viewer = seat;
    } else if (m_setup.humanCount() >= 2 && !isOver() && isHuman(currentPlayer())) {
        m_curtain = true;
        m_waitingFor = currentPlayer();
    }
    m_view.setViewer(viewer);
}

GameSetup GameSession::newDeal() const
{
    GameSetup setup = m_setup;
    setup.seed.reset();
    return setup;
}

QStringList GameSession::playerNames() const
{
    QStringList names;
    for (int seat = 0; seat < playerCount(); ++seat)
        names << playerName(seat);
    return names;
}

QString GameSession::gameId() const
{
    return QString::fromStdString(m_ruleset->variant().game);
}

bool GameSession::isHuman(int seat) const
{
    return seat >= 0 && seat < playerCount() && m_setup.seats[seat].kind == SeatKind::Human;
}

void GameSession::lift()
{
    if (!m_curtain)
        return;
    m_curtain = false;
    m_view.setViewer(m_waitingFor);
    resume();
}

void GameSession::coverScreen()
{
    if (m_setup.humanCount() < 2 || isOver() || m_curtain)
        return;
    m_view.setViewer(kSpectator);
    if (isHuman(currentPlayer())) {
        m_curtain = true;
        m_waitingFor = currentPlayer();
        Q_EMIT curtainLowered(m_waitingFor);
    }
}

void GameSession::watchAs(int seat)
{
    m_curtain = false;
    m_view.setViewer(seat);
}

QList<int> GameSession::viewersAllowed() const
{
    QList<int> seats;
    if (isOver()) {
        for (int seat = 0; seat < playerCount(); ++seat)
            seats << seat;
        seats << kAllKnowing;
    } else if (!m_curtain && viewer() >= 0) {
        seats << viewer();
    }
    return seats;
}

QList<int> GameSession::viewersOfFile() const
{
    QList<int> seats;
    if (!isOver() && m_setup.humanCount() >= 2)
        return seats;
    for (int seat = 0; seat < playerCount(); ++seat)
        seats << seat;
    if (isOver())
        seats << kAllKnowing;
    return seats;
}

void GameSession::resume()
{
    m_paused = false;
    if (!isOver() && !isHuman(currentPlayer()) && !m_curtain && !m_holding)
        scheduleBot();
}

void GameSession::scheduleBot()
{
    const bool someoneLooks = viewer() >= 0 && isHuman(viewer());
    const bool freshDeal = std::exchange(m_freshDeal, false);
    if (someoneLooks && (m_holdsEveryMove || (freshDeal && m_holdsForNewcomer))) {
        m_holding = true;
        Q_EMIT held();
        return;
    }
    m_botTimer.start(m_botDelay);
}

void GameSession::goOn()
{
    if (!std::exchange(m_holding, false))
        return;
    if (!m_paused && !isOver() && !isHuman(currentPlayer()) && !m_curtain)
        m_botTimer.start(m_botDelay);
}

std::vector<Decision> GameSession::legal() const
{
    std::vector<Decision> choices;
    if (!isOver() && !m_curtain && isHuman(currentPlayer()) && currentPlayer() == viewer())
        m_state->legalDecisions(choices);
    return choices;
}

std::optional<Illegal> GameSession::check(const Decision &decision) const
{
    if (isOver())
        return Illegal {Illegal::Code::GameOver, "the game is over"};
    if (!isHuman(currentPlayer()) || currentPlayer() != viewer() || m_curtain)
        return Illegal {Illegal::Code::NotYourTurn, "it is not your turn"};
    return m_state->checkDecision(decision);
}

bool GameSession::play(const Decision &decision)
{
    if (check(decision))
        return false;
    apply(decision);
    return true;
}

void GameSession::record(const Decision &decision)
{
    const int seat = currentPlayer();
    m_record.decisions.push_back({m_state->decisionText(decision), {}});
    std::vector<Event> events;
    m_state->apply(decision, &events);
    m_decisions.push_back(decision);
    m_history.push_back({seat, std::move(events)});
}

void GameSession::apply(const Decision &decision)
{
    const int decider = currentPlayer();
    const GameClock before = m_state->clock();
    record(decision);
    // A game that counts rounds and not turns deals anew each round.
    const GameClock after = m_state->clock();
    m_freshDeal = before.turns < 0 && after.rounds > before.rounds;
    // The eyes first, so that the views show this decision to whoever may
    // be looking now, never to the one who just made it alone.
    passScreen();
    m_view.applied();
    Q_EMIT decisionApplied();
    afterDecision(decider);
}

void GameSession::passScreen()
{
    if (m_setup.humanCount() < 2)
        return; // one person: always their eyes; none: always the public's
    const int next = currentPlayer();
    if (!isOver() && next == viewer())
        return; // the same person goes on
    // Someone else decides next (or the game is over): whoever looks now
    // sees only what is public, and another person gets a curtain.
    m_view.setViewer(kSpectator);
    if (!isOver() && isHuman(next)) {
        m_curtain = true;
        m_waitingFor = next;
    }
}

void GameSession::afterDecision(int decider)
{
    if (isOver()) {
        Q_EMIT gameOver();
        return;
    }
    const int next = currentPlayer();
    if (m_curtain) {
        Q_EMIT curtainLowered(next);
        return;
    }
    if (isHuman(next)) {
        if (next != decider)
            Q_EMIT handedOver(next);
        return;
    }
    if (!m_paused)
        scheduleBot();
}

std::uint64_t GameSession::botSeed() const
{
    // A generator per decision, so a saved and resumed game goes on exactly
    // as it would have (the search bot's time budget aside).
    return Rng::derive(m_record.seed.value_or(0) ^ 0xB075ULL, std::uint64_t(decisionCount()));
}

void GameSession::playBot()
{
    if (isOver() || m_paused || isHuman(currentPlayer()) || m_thinking.isRunning())
        return;
    const int seat = currentPlayer();
    std::vector<Decision> legal;
    m_state->legalDecisions(legal);
    std::shared_ptr<const Observation> seen = m_state->observe(seat);
    Bot *bot = m_bots[std::size_t(seat)].get();
    if (auto *search = dynamic_cast<SearchBot *>(bot)) {
        think(m_thinking, search, std::move(seen), std::move(legal), botSeed());
        return;
    }
    Rng rng(botSeed());
    apply(bot->choose(*seen, legal, rng));
}

void GameSession::think(QFutureWatcher<Thought> &watcher, SearchBot *search, std::shared_ptr<const Observation> seen,
    std::vector<Decision> legal, std::uint64_t seed)
{
    // Its own iterations decide (the hard level's: the game's budget), so
    // that a seed gives the same game; the time is a ceiling for a slow machine.
    search->setStop(&m_stopThinking);
    search->setBudget(search->options().iterations, m_thinkingSeconds);
    // The worker has its own observation and legal list; the state stays
    // on this thread, and the session waits for the worker when it goes.
    const int at = decisionCount();
    watcher.setFuture(QtConcurrent::run([search, observation = std::move(seen), legal = std::move(legal), seed, at] {
        Rng rng(seed);
        Thought thought;
        thought.decision = search->choose(*observation, legal, rng);
        thought.winShare = search->lastChoices().empty() ? 0 : search->lastChoices().front().value;
        thought.atDecision = at;
        return thought;
    }));
}

void GameSession::botThought()
{
    const Thought thought = m_thinking.result();
    // Paused meanwhile (the window closing) or moved on: resume() asks again.
    if (m_paused || isOver() || thought.atDecision != decisionCount())
        return;
    apply(thought.decision);
}

bool GameSession::requestHint()
{
    const auto choices = legal();
    if (choices.empty())
        return false;
    if (m_hinting.isRunning())
        return true; // still looking
    if (!m_hintBot) {
        // As strong as the hard level.
        auto bot = m_ruleset->makeBot(houserules::kHardBotName);
        m_hintBot.reset(dynamic_cast<SearchBot *>(bot.get()));
        if (m_hintBot)
            (void)bot.release();
        else
            m_hintBot = std::make_unique<SearchBot>(*m_ruleset, SearchOptions {});
    }
    think(m_hinting, m_hintBot.get(), m_state->observe(viewer()), choices, botSeed() ^ 0x41A7ULL);
    return true;
}

void GameSession::hintThought()
{
    const Thought thought = m_hinting.result();
    if (thought.atDecision == decisionCount() && !legal().empty())
        Q_EMIT hintReady(thought.decision, thought.winShare);
}

bool GameSession::save(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    const std::string text = writeRecord(m_record);
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
