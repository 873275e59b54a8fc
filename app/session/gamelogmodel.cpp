#include "gamelogmodel.h"

#include "gamenarrator.h"
#include "gamesession.h"

using namespace Qt::Literals::StringLiterals;

GameLogModel::GameLogModel(const GameSession *session, const GameNarrator &narrator, QObject *parent)
    : QAbstractListModel(parent), m_session(session), m_narrator(narrator)
{
    connect(session, &GameSession::decisionApplied, this, &GameLogModel::append);
    connect(session, &GameSession::viewerChanged, this, &GameLogModel::retranslate);
    for (const auto &step : session->history()) // a resumed game's story so far
        append(step.seat, step.events);
}

int GameLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size() + m_summary.size());
}

QVariant GameLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = std::size_t(index.row());
    if (row >= m_shown.size()) {
        // The summary lines after the game's end.
        switch (role) {
        case Qt::DisplayRole:
            return m_summary.value(qsizetype(row - m_shown.size()));
        case SeatRole:
            return -1;
        case EventTypeRole:
            return -1;
        case DecisionRole:
            return m_decisions;
        default:
            return {};
        }
    }
    const Entry &entry = m_entries[std::size_t(m_shown[row])];
    switch (role) {
    case Qt::DisplayRole:
        return entry.line;
    case SeatRole:
        return int(entry.event.player);
    case EventTypeRole:
        return int(entry.event.type);
    case DecisionRole:
        return entry.decision;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameLogModel::roleNames() const
{
    auto roles = QAbstractListModel::roleNames();
    roles.insert(SeatRole, "seat");
    roles.insert(EventTypeRole, "eventType");
    roles.insert(DecisionRole, "decision");
    return roles;
}

void GameLogModel::append(int, const std::vector<houserules::Event> &events)
{
    std::vector<int> shown;
    for (const auto &event : events) {
        QString line = lineFor(event);
        if (!line.isEmpty())
            shown.push_back(int(m_entries.size()));
        m_entries.push_back({event, m_decisions, std::move(line)});
    }
    ++m_decisions;
    if (!shown.empty()) {
        const int first = int(m_shown.size());
        beginInsertRows({}, first, first + int(shown.size()) - 1);
        m_shown.insert(m_shown.end(), shown.begin(), shown.end());
        endInsertRows();
    }
    if (m_session->isOver() && m_summary.isEmpty()) {
        const QStringList summary = this->summary();
        if (!summary.isEmpty()) {
            const int first = rowCount();
            beginInsertRows({}, first, first + int(summary.size()) - 1);
            m_summary = summary;
            endInsertRows();
        }
    }
}

void GameLogModel::retranslate()
{
    beginResetModel();
    rewrite();
    if (!m_summary.isEmpty())
        m_summary = summary();
    endResetModel();
}

void GameLogModel::rewrite()
{
    m_shown.clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        m_entries[i].line = lineFor(m_entries[i].event);
        if (!m_entries[i].line.isEmpty())
            m_shown.push_back(int(i));
    }
}

QString GameLogModel::lineFor(const houserules::Event &event) const
{
    return m_narrator.describe(event.seenBy(m_session->viewer()), *m_session);
}

QStringList GameLogModel::summary() const
{
    return m_narrator.summarize(*m_session->observation(), *m_session);
}
