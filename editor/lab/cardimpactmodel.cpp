#include "cardimpactmodel.h"

#include "labtext.h"

#include <QFont>
#include <QLocale>

using namespace houserules;

CardImpactModel::CardImpactModel(QObject *parent) : QAbstractTableModel(parent)
{}

void CardImpactModel::setCards(const std::vector<CardImpact> &cards, const FigureTexts *texts)
{
    beginResetModel();
    m_cards = cards;
    m_texts = texts;
    endResetModel();
}

void CardImpactModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_cards.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int CardImpactModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

int CardImpactModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CardImpactModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const CardImpact &c = m_cards[std::size_t(index.row())];
    const auto column = Column(index.column());
    const Estimate *estimate = nullptr;
    switch (column) {
    case HeldWinRate:
        estimate = &c.startWinRate;
        break;
    case NotHeldWinRate:
        estimate = &c.notStartWinRate;
        break;
    case HeldDifference:
        estimate = &c.startDifference;
        break;
    case PlayedWinRate:
        estimate = &c.playedWinRate;
        break;
    case NotPlayedWinRate:
        estimate = &c.notPlayedWinRate;
        break;
    case PlayedDifference:
        estimate = &c.playedDifference;
        break;
    default:
        break;
    }
    const bool difference = column == HeldDifference || column == PlayedDifference;

    switch (role) {
    case Qt::DisplayRole:
        if (column == Card)
            return LabText::orGeneric(m_texts).cardLabel(QString::fromStdString(c.kind));
        if (column == Held)
            return QLocale().toString(qint64(c.startWinRate.n));
        if (column == Played)
            return QLocale().toString(qint64(c.playedWinRate.n));
        return difference ? LabText::pointsDifference(*estimate) : LabText::percent(estimate->value);
    case SortRole:
        if (column == Card)
            return index.row(); // deck order
        if (column == Held)
            return qint64(c.startWinRate.n);
        if (column == Played)
            return qint64(c.playedWinRate.n);
        return estimate->value;
    case Qt::ToolTipRole:
        if (column == Card)
            return QString::fromStdString(c.kind);
        if (difference)
            return QString(LabText::interval(estimate->low, estimate->high, true) + u'\n'
                + ((column == HeldDifference ? c.startStandsOut : c.playedStandsOut)
                        ? tr("Stands out after Holm's correction for every test in the table, both columns.")
                        : tr("May be chance: it does not stand out after Holm's correction for every test in the "
                             "table, both columns.")));
        if (estimate)
            return LabText::interval(estimate->low, estimate->high, true);
        return {};
    case Qt::FontRole:
        // Bold only for a difference that survives the correction for every
        // test of the table: with sixty kinds, six of the 120 exclude zero by chance.
        if (difference && (column == HeldDifference ? c.startStandsOut : c.playedStandsOut)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column == Card ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant CardImpactModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Card:
            return tr("Card");
        case Held:
            //: Column: how many seat-games had the card in the starting hand.
            return tr("Held");
        case HeldWinRate:
            return tr("Win rate when held");
        case NotHeldWinRate:
            return tr("when not held");
        case HeldDifference:
            return tr("Difference (points)");
        case Played:
            //: Column: how many seat-games played a card of the kind.
            return tr("Played");
        case PlayedWinRate:
            return tr("Win rate when played");
        case NotPlayedWinRate:
            return tr("when not played");
        case PlayedDifference:
            return tr("Difference (points)");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Held:
            return tr("Seat-games (one player in one game) in which the card was in the starting hand");
        case Played:
            return tr("Seat-games in which the player played a card of this kind");
        case HeldDifference:
        case PlayedDifference:
            return tr("Win rate with the card minus without it, in percentage points, ± the half-width of the 95% "
                      "interval: what goes with winning, not what the card does. Bold where the interval excludes "
                      "zero after the correction for every test in the table");
        default:
            break;
        }
    }
    return {};
}
