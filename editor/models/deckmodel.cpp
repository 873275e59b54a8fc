#include "deckmodel.h"

#include "deckcsv.h"
#include "editorroles.h"
#include "paramtext.h"
#include "variantdocument.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const QColor kChangedTint(255, 196, 0, 56);
const QColor kTotalTint(128, 128, 128, 40);
const QColor kProblemColour(200, 30, 30);

bool sameShape(const Deck &a, const Deck &b)
{
    return a.suits == b.suits && a.ranks == b.ranks;
}

// A warning sign (a triangle with "!") in the colour of a problem: the mark
// of a refused count, which no colour alone should carry.
QIcon warningSign()
{
    static const QIcon icon = [] {
        QPixmap pixmap(32, 32);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        QPainterPath triangle;
        triangle.moveTo(16, 2);
        triangle.lineTo(30, 29);
        triangle.lineTo(2, 29);
        triangle.closeSubpath();
        painter.fillPath(triangle, kProblemColour);
        painter.setPen(QPen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(16, 11, 16, 19);
        painter.drawPoint(16, 25);
        return QIcon(pixmap);
    }();
    return icon;
}

} // namespace

DeckModel::DeckModel(VariantDocument *document, const QString &path, const VariantTexts *texts, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_path(path), m_texts(texts),
      m_deck(std::get<Deck>(document->value(path.toStdString())))
{
    connect(m_document, &VariantDocument::valueChanged, this, &DeckModel::valueChanged);
    connect(m_document, &VariantDocument::validated, this, &DeckModel::validated);
    validated();
}

const ParamSpec &DeckModel::spec() const
{
    return *m_document->schema().find(m_path.toStdString());
}

const DeckShape &DeckModel::shape() const
{
    return spec().deck;
}

int DeckModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : suitCount() + 1;
}

int DeckModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rankCount() + 1;
}

bool DeckModel::isTotal(const QModelIndex &index) const
{
    return index.row() == suitCount() || index.column() == rankCount();
}

int DeckModel::baseCount(int suit, int rank) const
{
    const ParamValue *base = m_document->baseValue(m_path.toStdString());
    const Deck *deck = base ? std::get_if<Deck>(base) : nullptr;
    if (!deck)
        return 0;
    const int s = deck->findSuit(m_deck.suits[std::size_t(suit)]);
    const int r = deck->findRank(m_deck.ranks[std::size_t(rank)].id);
    return s < 0 || r < 0 ? 0 : deck->count(s, r);
}

QString DeckModel::kindLabel(int suit, int rank) const
{
    const QString rankName = ParamText::rankName(m_texts, m_deck.ranks[std::size_t(rank)]);
    if (!shape().suited)
        return rankName;
    //: A kind of card: its suit, then its rank (e.g. "Gold 7", "Gold Dynamite").
    return tr("%1 %2").arg(ParamText::suitName(m_texts, m_deck.suits[std::size_t(suit)]), rankName);
}

QVariant DeckModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int suit = index.row();
    const int rank = index.column();
    if (isTotal(index))
        return totalData(suit, rank, role);
    // A refused count marks its cell in the roles it has; the others show the count kept.
    if (const Refused *refused = refusedAt(index))
        if (std::optional<QVariant> marked = refusedData(suit, rank, *refused, role))
            return *marked;
    return countData(suit, rank, role);
}

// The last row and column: a suit's or a rank's cards, the corner the deck's.
QVariant DeckModel::totalData(int suit, int rank, int role) const
{
    const bool totalRow = suit == suitCount();
    const bool totalColumn = rank == rankCount();
    int total = 0;
    if (totalRow && totalColumn)
        total = m_deck.size();
    else if (totalRow)
        total = m_deck.rankSize(rank);
    else
        total = m_deck.suitSize(suit);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return total;
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::BackgroundRole:
        return QBrush(kTotalTint);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (totalRow && totalColumn)
            return tr("The deck: %n card(s)", nullptr, total);
        return tr("%n card(s)", nullptr, total);
    case EditorRole::Kind:
        return int(EditorKind::None);
    }
    return {};
}

// The roles a refused count changes; nothing for the others.
std::optional<QVariant> DeckModel::refusedData(int suit, int rank, const Refused &refused, int role) const
{
    const int count = m_deck.count(suit, rank);
    switch (role) {
    case Qt::DecorationRole:
        return warningSign();
    case Qt::ForegroundRole:
        return QBrush(kProblemColour);
    case Qt::ToolTipRole:
        return QString(
            tr("“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).", nullptr, count)
                .arg(refused.typed)
                .arg(shape().maxCount)
            + u'\n' + tr("%1: %n card(s)", nullptr, count).arg(kindLabel(suit, rank)));
    case EditorRole::Refused:
        return refused.typed;
    }
    return std::nullopt;
}

// A kind's count, marked where it differs from the base deck.
QVariant DeckModel::countData(int suit, int rank, int role) const
{
    const int count = m_deck.count(suit, rank);
    const int base = baseCount(suit, rank);
    switch (role) {
    case Qt::DisplayRole:
        // Blank for none, as in a spreadsheet: the cards there are stand out.
        return count == 0 ? QString() : QString::number(count);
    case Qt::EditRole:
        return count;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::FontRole:
        if (count != base) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        return count != base ? QBrush(kChangedTint) : QVariant();
    case Qt::ToolTipRole: {
        const QString cards = tr("%1: %n card(s)", nullptr, count).arg(kindLabel(suit, rank));
        return count == base ? cards : cards + u'\n' + tr("Base: %n card(s)", nullptr, base);
    }
    case EditorRole::Kind:
        return int(EditorKind::Integer);
    case EditorRole::Minimum:
        return qlonglong(0);
    case EditorRole::Maximum:
        return qlonglong(shape().maxCount);
    case EditorRole::Changed:
        return count != base;
    case EditorRole::BaseValue:
        return base;
    case EditorRole::Refusal:
        // A count outside cannot be written as a file says it (no -1 cards in
        // `values: [...]`): refused as typed, with the reason.
        return tr("Expected a number of cards from 0 to %1.").arg(shape().maxCount);
    case EditorRole::Path:
        return m_path;
    }
    return {};
}

Qt::ItemFlags DeckModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return isTotal(index) ? flags : flags | Qt::ItemIsEditable;
}

bool DeckModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || isTotal(index))
        return false;
    bool ok = false;
    const int count = value.toString().trimmed().isEmpty() ? 0 : value.toInt(&ok);
    if ((!ok && !value.toString().trimmed().isEmpty()) || count < 0 || count > shape().maxCount) {
        // Kept in sight until the cell changes: a passing tooltip is missed.
        m_refused.insert(kindAt(index), {value.toString().trimmed(), m_deck.count(index.row(), index.column())});
        Q_EMIT dataChanged(index, index);
        return false;
    }
    forgetRefused(index);
    if (count == m_deck.count(index.row(), index.column()))
        return true;
    Deck deck = m_deck;
    deck.setCount(index.row(), index.column(), count);
    commit(std::move(deck), tr("Change %1").arg(kindLabel(index.row(), index.column())));
    return true;
}

QVariant DeckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const bool total = orientation == Qt::Horizontal ? section == rankCount() : section == suitCount();
    if (section < 0 || section > (orientation == Qt::Horizontal ? rankCount() : suitCount()))
        return {};
    if (role == Qt::DisplayRole) {
        if (total)
            return tr("Total");
        if (orientation == Qt::Horizontal)
            return ParamText::rankName(m_texts, m_deck.ranks[std::size_t(section)]);
        return shape().suited ? ParamText::suitName(m_texts, m_deck.suits[std::size_t(section)]) : tr("Cards");
    }
    if (role == Qt::ToolTipRole && !total) {
        // The id, as the variant file and a CSV write it.
        const std::string &id = orientation == Qt::Horizontal ? m_deck.ranks[std::size_t(section)].id
                                                              : m_deck.suits[std::size_t(section)];
        QStringList tip {tr("In the file: %1").arg(QString::fromStdString(id))};
        if (orientation == Qt::Vertical)
            tip << m_suitProblems.value(QString::fromStdString(id));
        return tip.join(u'\n');
    }
    if (role == Qt::ForegroundRole && orientation == Qt::Vertical && !total
        && m_suitProblems.contains(QString::fromStdString(m_deck.suits[std::size_t(section)])))
        return QBrush(kProblemColour);
    if (role == Qt::FontRole && total) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

bool DeckModel::canAddSuit() const
{
    return shape().suited && suitCount() < shape().maxSuits;
}

QStringList DeckModel::missingNames() const
{
    QStringList names;
    for (const auto &name : shape().names)
        if (m_deck.findRank(name) < 0)
            names << QString::fromStdString(name);
    return names;
}

bool DeckModel::addSuit(const QString &suit, int copyFrom, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    static const QRegularExpression name(u"^[a-z0-9_-]+$"_s);
    const QString word = ParamText::deckWord(m_texts, VariantTexts::DeckWord::Suit);
    if (!canAddSuit())
        return fail(tr("This deck has room for no more than %1 of them.").arg(shape().maxSuits));
    if (!name.match(suit).hasMatch())
        return fail(tr("“%1” is not a name (%2): use lower-case letters, digits, - and _.").arg(suit, word));
    if (m_deck.findSuit(suit.toStdString()) >= 0)
        return fail(tr("The deck has “%1” already.").arg(suit));
    Deck deck = m_deck;
    deck.addSuit(suit.toStdString(), copyFrom >= 0 && copyFrom < suitCount() ? copyFrom : -1);
    commit(std::move(deck), tr("Add %1").arg(ParamText::suitName(m_texts, suit.toStdString())));
    return true;
}

bool DeckModel::removeSuit(int row)
{
    if (row < 0 || row >= suitCount() || !shape().suited)
        return false;
    Deck deck = m_deck;
    const QString what = tr("Remove %1").arg(ParamText::suitName(m_texts, deck.suits[std::size_t(row)]));
    deck.removeSuit(row);
    commit(std::move(deck), what);
    return true;
}

bool DeckModel::addRank(const QString &rank, int count, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (count < 0 || count > shape().maxCount)
        return fail(tr("Expected a number of cards from 0 to %1.").arg(shape().maxCount));
    bool isNumber = false;
    const int value = rank.toInt(&isNumber);
    DeckRank added;
    if (isNumber) {
        if (!shape().numbers || value < shape().minValue || value > shape().maxValue)
            return fail(tr("Expected a value from %1 to %2.").arg(shape().minValue).arg(shape().maxValue));
        added = {std::to_string(value), value};
    } else if (missingNames().contains(rank)) {
        added = {rank.toStdString(), std::nullopt};
    } else {
        return fail(tr("“%1” is not a card this deck may have.").arg(rank));
    }
    if (m_deck.findRank(added.id) >= 0)
        return fail(tr("The deck has a column %1 already.").arg(ParamText::rankName(m_texts, added)));
    Deck deck = m_deck;
    deck.addRank(added, count, shape());
    commit(std::move(deck), tr("Add %1").arg(ParamText::rankName(m_texts, added)));
    return true;
}

bool DeckModel::removeRank(int column)
{
    if (column < 0 || column >= rankCount())
        return false;
    Deck deck = m_deck;
    const QString what = tr("Remove %1").arg(ParamText::rankName(m_texts, deck.ranks[std::size_t(column)]));
    deck.removeRank(column);
    commit(std::move(deck), what);
    return true;
}

bool DeckModel::setCounts(int suit, int rank, const QList<QStringList> &rows)
{
    Deck deck = m_deck;
    for (qsizetype r = 0; r < rows.size(); ++r)
        for (qsizetype c = 0; c < rows[r].size(); ++c) {
            const int s = suit + int(r);
            const int k = rank + int(c);
            if (s < 0 || s >= suitCount() || k < 0 || k >= rankCount())
                return false;
            const QString cell = rows[r][c].trimmed();
            bool ok = cell.isEmpty();
            const int count = ok ? 0 : cell.toInt(&ok);
            if (!ok || count < 0 || count > shape().maxCount)
                return false;
            deck.setCount(s, k, count);
        }
    if (deck == m_deck)
        return true;
    commit(std::move(deck),
        tr("Change %n card count(s)", nullptr, int(rows.size() * (rows.isEmpty() ? 0 : rows[0].size()))));
    return true;
}

QString DeckModel::toCsv() const
{
    Deck deck = m_deck;
    deck.dropEmptyRanks();
    return DeckCsv::write(deck, shape());
}

DeckModel::CsvImport DeckModel::importCsv(const QString &text, Lacking lacking)
{
    // Names in the file may be those of the suits now and of the base's.
    std::vector<std::string> known = m_deck.suits;
    if (const ParamValue *base = m_document->baseValue(m_path.toStdString()))
        for (const auto &suit : std::get<Deck>(*base).suits)
            if (std::find(known.begin(), known.end(), suit) == known.end())
                known.push_back(suit);
    auto result = DeckCsv::read(text, shape(), known, m_texts);
    if (!result.deck)
        return {result.errors, {}, false};
    // A row left out of a spreadsheet is more often a slip than a wish.
    const QStringList left = DeckCsv::lacking(m_deck, result, shape(), m_texts);
    if (!left.isEmpty() && lacking == Lacking::Refuse)
        return {{}, left, false};
    const bool changed = !(*result.deck == m_deck);
    commit(std::move(*result.deck), tr("Import the deck from CSV"));
    return {{}, left, changed};
}

void DeckModel::commit(Deck deck, const QString &undoText)
{
    m_document->edit(m_path.toStdString(), std::move(deck), undoText);
}

void DeckModel::retranslate()
{
    m_suitProblems.clear();
    validated();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, rankCount());
    Q_EMIT headerDataChanged(Qt::Vertical, 0, suitCount());
    Q_EMIT dataChanged(index(0, 0), index(suitCount(), rankCount()));
}

QPair<QString, QString> DeckModel::kindAt(const QModelIndex &index) const
{
    return {QString::fromStdString(m_deck.suits[std::size_t(index.row())]),
        QString::fromStdString(m_deck.ranks[std::size_t(index.column())].id)};
}

const DeckModel::Refused *DeckModel::refusedAt(const QModelIndex &index) const
{
    const auto it = m_refused.constFind(kindAt(index));
    return it == m_refused.constEnd() ? nullptr : &*it;
}

void DeckModel::forgetRefused(const QModelIndex &index)
{
    if (m_refused.remove(kindAt(index)) > 0)
        Q_EMIT dataChanged(index, index);
}

void DeckModel::valueChanged(const QString &path)
{
    if (path != m_path)
        return;
    Deck deck = std::get<Deck>(m_document->value(m_path.toStdString()));
    // A refused count is marked until its cell changes (an edit, an undo, an
    // import), or its kind is gone.
    m_refused.removeIf([&deck](const auto &entry) {
        const int suit = deck.findSuit(entry.key().first.toStdString());
        const int rank = deck.findRank(entry.key().second.toStdString());
        return suit < 0 || rank < 0 || deck.count(suit, rank) != entry.value().count;
    });
    if (sameShape(deck, m_deck)) {
        m_deck = std::move(deck);
        Q_EMIT dataChanged(index(0, 0), index(suitCount(), rankCount()));
        return;
    }
    // A suit or rank came or went: the table is laid out anew.
    beginResetModel();
    m_deck = std::move(deck);
    endResetModel();
}

void DeckModel::validated()
{
    // Problems about one suit name it right after the parameter:
    // "parameters.deck.gold.values".
    const std::string prefix = "parameters." + m_path.toStdString() + ".";
    QHash<QString, QStringList> problems;
    for (const auto &diagnostic : m_document->diagnostics()) {
        if (!diagnostic.keyPath.starts_with(prefix))
            continue;
        const std::string rest = diagnostic.keyPath.substr(prefix.size());
        const std::string suit = rest.substr(0, rest.find('.'));
        if (m_deck.findSuit(suit) >= 0)
            problems[QString::fromStdString(suit)] << ParamText::problem(m_texts, diagnostic);
    }
    if (problems == m_suitProblems)
        return;
    m_suitProblems = std::move(problems);
    Q_EMIT headerDataChanged(Qt::Vertical, 0, suitCount());
}
