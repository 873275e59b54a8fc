#include "gameview.h"

#include "gamesession.h"

using namespace houserules;

GameView::GameView(const GameSession &session) : m_session(session)
{}

GameView::~GameView() = default;

const Ruleset &GameView::ruleset() const
{
    return m_session.ruleset();
}

QString GameView::gameId() const
{
    return m_session.gameId();
}

int GameView::playerCount() const
{
    return m_session.playerCount();
}

QString GameView::playerName(int seat) const
{
    return m_session.playerName(seat);
}

QStringList GameView::playerNames() const
{
    return m_session.playerNames();
}

bool GameView::isHuman(int seat) const
{
    return m_session.isHuman(seat);
}

int GameView::decisionCount() const
{
    return m_session.decisionCount();
}

void GameView::show(int decisions)
{
    const int shown = std::clamp(decisions, 0, decisionCount());
    if (shown == m_shown)
        return;
    m_shown = shown;
    m_observation.reset();
    Q_EMIT shownChanged(m_shown);
}

void GameView::setPacedBy(const QObject *table)
{
    // (No catching up here: a table that goes takes the window's views with
    // it; the next decision shows them all.)
    m_pacer = table;
}

void GameView::setViewer(int viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    m_observation.reset();
    Q_EMIT viewerChanged(m_viewer);
}

void GameView::applied()
{
    Q_EMIT decisionApplied(decisionCount() - 1);
    if (!m_pacer)
        show(decisionCount());
}

const State &GameView::stateShown() const
{
    if (m_shown == decisionCount())
        return *m_session.m_state;
    if (!m_past || m_pastAt > m_shown) {
        m_past = m_session.m_start->clone();
        m_pastAt = 0;
    }
    for (; m_pastAt < m_shown; ++m_pastAt)
        m_past->apply(m_session.m_decisions[std::size_t(m_pastAt)]);
    return *m_past;
}

const Observation &GameView::observation() const
{
    if (!m_observation)
        m_observation = stateShown().observe(m_viewer);
    return *m_observation;
}

int GameView::currentPlayer() const
{
    return stateShown().currentPlayer();
}

bool GameView::isOver() const
{
    return stateShown().isTerminal();
}

int GameView::seatOf(int index) const
{
    return m_session.m_history[std::size_t(index)].seat;
}

std::vector<Event> GameView::eventsOf(int index) const
{
    std::vector<Event> seen;
    for (const Event &event : m_session.m_history[std::size_t(index)].events)
        seen.push_back(event.seenBy(m_viewer));
    return seen;
}
