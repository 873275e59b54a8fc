#include "statusmodel.h"

#include "gamesession.h"

#include "games/gameui.h"

#include <QFont>

StatusModel::StatusModel(const GameSession *session, const GameUi &ui, QObject *parent)
    : QAbstractTableModel(parent), m_session(session), m_ui(ui)
{
    connect(session, &GameSession::decisionApplied, this, &StatusModel::refresh);
    connect(session, &GameSession::viewerChanged, this, &StatusModel::refresh);
    refresh();
}

int StatusModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StatusModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StatusModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const bool turn = seat == m_session->currentPlayer();
    if (role == Qt::FontRole && turn) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole && index.column() != Player)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Player: {
        QString name = m_session->playerName(seat);
        if (!m_session->isHuman(seat))
            name = tr("%1 (computer)").arg(name);
        return turn ? QStringLiteral("\u25B6 ") + name : name;
    }
    case Hand:
        return m_rows[seat].hand;
    case Loot:
        return m_rows[seat].loot;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant StatusModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Player:
        return tr("Player");
    case Hand:
        return tr("Hand");
    case Loot:
        return tr("Loot");
    case ColumnCount:
        break;
    }
    return {};
}

void StatusModel::refresh()
{
    const auto observation = m_session->observation();
    QList<Row> rows;
    for (int seat = 0; seat < m_session->playerCount(); ++seat) {
        const SeatStatus status = m_ui.seatStatus(*observation, seat);
        rows.append({status.handCards, status.lootCards});
    }
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    m_rows = rows;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void StatusModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    refresh();
}
