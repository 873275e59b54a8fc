#include "gamelogmodel.h"

#include "gamenarrator.h"
#include "gameview.h"

using namespace Qt::Literals::StringLiterals;

GameLogModel::GameLogModel(const GameView &view, const GameNarrator &narrator, QObject *parent)
    : QAbstractListModel(parent), m_view(view), m_narrator(narrator)
{
    connect(&view, &GameView::shownChanged, this, &GameLogModel::follow);
    connect(&view, &GameView::viewerChanged, this, &GameLogModel::retranslate);
    follow(); // a resumed game's story so far
}

int GameLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size() + m_summary.size());
}

QVariant GameLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = std::size_t(index.row());
    if (row >= m_lines.size()) {
        // The summary lines after the game's end.
        switch (role) {
        case Qt::DisplayRole:
            return m_summary.value(qsizetype(row - m_lines.size()));
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
    const Entry &entry = m_lines[row];
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

void GameLogModel::addLinesOf(int index, std::vector<Entry> &lines) const
{
    for (const auto &event : m_view.eventsOf(index)) {
        if (!lines.empty()) {
            Entry &last = lines.back();
            const houserules::Event &e = last.event;
            if (e.type == event.type && e.player == event.player && e.target == event.target && e.card == event.card
                && e.value == event.value)
                if (QString line = m_narrator.describeRepeated(event, last.times + 1, m_view); !line.isEmpty()) {
                    last.line = std::move(line);
                    ++last.times;
                    continue;
                }
        }
        if (QString line = m_narrator.describe(event, m_view); !line.isEmpty())
            lines.push_back({event, index, std::move(line)});
    }
}

void GameLogModel::follow()
{
    const int shown = m_view.shown();
    if (shown < m_decisions) { // back in a replay
        retranslate();
        return;
    }
    if (shown == m_decisions)
        return;
    // The last line may count one more; the new ones are appended.
    std::vector<Entry> lines;
    if (!m_lines.empty())
        lines.push_back(m_lines.back());
    for (; m_decisions < shown; ++m_decisions)
        addLinesOf(m_decisions, lines);
    if (!m_lines.empty()) {
        if (lines.front().times != m_lines.back().times) {
            m_lines.back() = lines.front();
            const QModelIndex changed = index(int(m_lines.size()) - 1);
            Q_EMIT dataChanged(changed, changed);
        }
        lines.erase(lines.begin());
    }
    if (!lines.empty()) {
        const int first = int(m_lines.size());
        beginInsertRows({}, first, first + int(lines.size()) - 1);
        m_lines.insert(m_lines.end(), lines.begin(), lines.end());
        endInsertRows();
    }
    if (m_view.isOver() && m_summary.isEmpty()) {
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
    m_lines.clear();
    m_summary.clear();
    for (m_decisions = 0; m_decisions < m_view.shown(); ++m_decisions)
        addLinesOf(m_decisions, m_lines);
    if (m_view.isOver())
        m_summary = summary();
    endResetModel();
}

QStringList GameLogModel::summary() const
{
    return m_narrator.summarize(m_view.observation(), m_view);
}
