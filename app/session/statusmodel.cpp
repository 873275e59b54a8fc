#include "statusmodel.h"

#include "gamenarrator.h"
#include "gameview.h"

#include <QFont>

StatusModel::StatusModel(const GameView &view, const GameNarrator &narrator, QObject *parent)
    : QAbstractTableModel(parent), m_view(view), m_narrator(narrator), m_headers(narrator.statusHeaders()),
      m_tips(narrator.statusHeaderTips())
{
    connect(&view, &GameView::shownChanged, this, &StatusModel::refresh);
    connect(&view, &GameView::viewerChanged, this, &StatusModel::refresh);
    refresh();
}

int StatusModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StatusModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_headers.size());
}

QVariant StatusModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const bool turn = seat == m_view.currentPlayer();
    // A computer player's name in italics, "(computer)" in its tooltip: the
    // column stays narrow enough for the side panel of a small screen.
    const bool computer = !m_view.isHuman(seat);
    if (role == Qt::FontRole && (turn || computer)) {
        QFont font;
        font.setBold(turn);
        font.setItalic(computer);
        return font;
    }
    if (role == Qt::ToolTipRole && index.column() == Player)
        return computer ? tr("%1 (computer)").arg(m_view.playerName(seat)) : m_view.playerName(seat);
    if (role == Qt::TextAlignmentRole && index.column() != Player)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == Player) {
        const QString name = m_view.playerName(seat);
        return turn ? QStringLiteral("\u25B6 ") + name : name;
    }
    return m_rows[seat].value(index.column() - 1);
}

QVariant StatusModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section > Player)
        return m_tips.value(section - 1);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Player ? tr("Player") : m_headers.value(section - 1);
}

void StatusModel::refresh()
{
    const auto &observation = m_view.observation();
    QList<QVariantList> rows;
    for (int seat = 0; seat < m_view.playerCount(); ++seat)
        rows.append(m_narrator.seatStatus(observation, m_view, seat));
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    m_rows = rows;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
}

void StatusModel::retranslate()
{
    m_headers = m_narrator.statusHeaders();
    m_tips = m_narrator.statusHeaderTips();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    refresh();
}
