#include "dealchancesmodel.h"

#include "deckmodel.h"
#include "paramtext.h"
#include "variantdocument.h"

#include "core/variants/dealchances.h"
#include "registry.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <algorithm>

using namespace houserules;

namespace {

const QColor kTotalTint(128, 128, 128, 40);
// Likelier kinds are shaded deeper, so the eye finds them in a wide deck.
QColor chanceTint(double chance)
{
    return QColor(70, 130, 180, 16 + int(100 * chance));
}

} // namespace

DealChancesModel::DealChancesModel(VariantDocument *document, DeckModel *deck, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_deck(deck)
{
    // The document validates after every edit, once the deck table has the
    // new deck: the figures follow the rules as read back, or go.
    connect(m_document, &VariantDocument::validated, this, [this] {
        compile();
        recompute();
    });
    compile();
    recompute();
}

DealChancesModel::~DealChancesModel() = default;

bool DealChancesModel::hasTotals() const
{
    return m_deck->shape().suited;
}

int DealChancesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int DealChancesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

int DealChancesModel::minPlayers() const
{
    return m_rules ? m_rules->minPlayers() : 0;
}

int DealChancesModel::maxPlayers() const
{
    return m_rules ? m_rules->maxPlayers() : 0;
}

void DealChancesModel::setFigure(Figure figure)
{
    if (figure == m_figure)
        return;
    m_figure = figure;
    if (m_rows > 0 && m_columns > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1), {Qt::DisplayRole});
}

void DealChancesModel::setPlayers(int players)
{
    if (m_rules)
        players = std::clamp(players, m_rules->minPlayers(), m_rules->maxPlayers());
    if (players == m_players)
        return;
    m_players = players;
    recompute();
}

void DealChancesModel::compile()
{
    m_rules.reset();
    m_missing = Missing::Problems;
    if (!m_document->isValid())
        return;
    const auto variant = m_document->validVariant();
    const Game *game = variant ? Registry::instance().game(variant->game) : nullptr;
    if (!game) {
        m_missing = Missing::NoRules; // a game this build does not play
        return;
    }
    m_rules = game->compile(*variant);
    // The designer's player count stays while the rules allow it.
    m_players
        = m_players == 0 ? m_rules->minPlayers() : std::clamp(m_players, m_rules->minPlayers(), m_rules->maxPlayers());
}

void DealChancesModel::recompute()
{
    std::optional<int> dealt;
    if (m_rules) {
        const auto shape = m_rules->dealtHand(m_players);
        m_missing = Missing::NotDealt;
        if (shape && shape->deck == m_deck->path().toStdString() && shape->cards <= m_deck->deck().size()) {
            dealt = shape->cards;
            m_missing = Missing::None;
        }
    }
    const int rows = dealt ? m_deck->suitCount() + (hasTotals() ? 1 : 0) : 0;
    const int columns = dealt ? m_deck->rankCount() + (hasTotals() ? 1 : 0) : 0;
    if (rows != m_rows || columns != m_columns) {
        beginResetModel();
        m_dealt = dealt;
        m_rows = rows;
        m_columns = columns;
        endResetModel();
    } else {
        m_dealt = dealt;
        if (m_rows > 0 && m_columns > 0) {
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1));
            Q_EMIT headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
            Q_EMIT headerDataChanged(Qt::Vertical, 0, m_rows - 1);
        }
    }
    Q_EMIT rulesChanged();
}

QString DealChancesModel::unavailableReason() const
{
    switch (m_missing) {
    case Missing::None:
        return {};
    case Missing::Problems:
        return tr("No chances while the rules have problems: they are worked out from rules the game can play.");
    case Missing::NoRules:
        return tr("No chances: this game cannot be played here, so nothing says what is dealt.");
    case Missing::NotDealt:
        return tr("No chances: at the start the players are dealt no hand from these cards.");
    }
    return {};
}

std::optional<double> DealChancesModel::expectedHandValue() const
{
    if (!m_dealt)
        return std::nullopt;
    return houserules::expectedHandValue(m_deck->deck(), *m_dealt);
}

int DealChancesModel::cardsAt(int row, int column) const
{
    const Deck &deck = m_deck->deck();
    const bool totalRow = row == m_deck->suitCount();
    const bool totalColumn = column == m_deck->rankCount();
    if (totalRow && totalColumn)
        return deck.size();
    if (totalRow)
        return deck.rankSize(column);
    if (totalColumn)
        return deck.suitSize(row);
    return deck.count(row, column);
}

QString DealChancesModel::kindLabel(int row, int column) const
{
    const bool totalRow = row == m_deck->suitCount();
    const bool totalColumn = column == m_deck->rankCount();
    if (totalRow && totalColumn)
        return tr("Any card");
    if (totalRow || totalColumn) {
        const QString name = totalRow ? m_deck->headerData(column, Qt::Horizontal).toString()
                                      : m_deck->headerData(row, Qt::Vertical).toString();
        //: A column or a row of the deck as one kind: "7, all together" (in any colour), "Gold, all together".
        return tr("%1, all together").arg(name);
    }
    return m_deck->kindLabel(row, column);
}

QVariant DealChancesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_dealt || index.row() >= m_rows || index.column() >= m_columns)
        return {};
    const int cards = cardsAt(index.row(), index.column());
    const int deckSize = m_deck->deck().size();
    const double chance = chanceOfAtLeastOne(deckSize, cards, *m_dealt);
    const double perHand = expectedInHand(deckSize, cards, *m_dealt);
    const bool total = index.row() == m_deck->suitCount() || index.column() == m_deck->rankCount();
    switch (role) {
    case Qt::DisplayRole:
        // Blank where the deck has none, as in the count table beside it.
        if (cards == 0)
            return QString();
        return m_figure == Figure::AtLeastOne ? ParamText::percent(chance) : QLocale().toString(perHand, 'f', 2);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::FontRole:
        if (total) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (total)
            return QBrush(kTotalTint);
        return cards == 0 ? QVariant() : QBrush(chanceTint(chance));
    case Qt::ToolTipRole:
        //: %1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.
        return tr(
            "%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.", nullptr, cards)
            .arg(kindLabel(index.row(), index.column()), ParamText::percent(chance),
                QLocale().toString(perHand, 'f', 2));
    case ChanceRole:
        return chance;
    case PerHandRole:
        return perHand;
    case CardsRole:
        return cards;
    }
    return {};
}

Qt::ItemFlags DealChancesModel::flags(const QModelIndex &index) const
{
    // Worked out, never typed: selectable to copy, not editable.
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant DealChancesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The same rows and columns as the count table, under the same names.
    if (section < 0 || section >= (orientation == Qt::Horizontal ? m_columns : m_rows))
        return {};
    return m_deck->headerData(section, orientation, role);
}

void DealChancesModel::retranslate()
{
    recompute();
}
