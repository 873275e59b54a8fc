#include "deckcsv.h"

#include "paramtext.h"
#include "varianttexts.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr int kMaxErrors = 20; // more only hide the first ones

struct Record {
    int line = 0; // where it starts, 1-based
    QStringList cells;
};

QChar separatorOf(const QString &text)
{
    const QString firstLine = text.section(u'\n', 0, 0);
    QChar best = u',';
    qsizetype most = 0;
    for (const QChar candidate : {u',', u';', u'\t'})
        if (const qsizetype n = firstLine.count(candidate); n > most) {
            most = n;
            best = candidate;
        }
    return best;
}

// RFC 4180: cells in double quotes may hold separators, quotes ("") and line breaks.
std::vector<Record> parse(const QString &text, QChar separator)
{
    std::vector<Record> records;
    Record record {1, {}};
    QString cell;
    bool quoted = false;
    int line = 1;
    auto endRecord = [&] {
        record.cells << cell;
        cell.clear();
        const bool blank = std::all_of(
            record.cells.begin(), record.cells.end(), [](const QString &c) { return c.trimmed().isEmpty(); });
        if (!blank)
            records.push_back(record);
        record = Record {line, {}};
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                if (c == u'\n')
                    ++line;
                cell += c;
            }
        } else if (c == u'"' && cell.trimmed().isEmpty()) {
            cell.clear();
            quoted = true;
        } else if (c == separator) {
            record.cells << cell;
            cell.clear();
        } else if (c == u'\n') {
            ++line;
            endRecord();
        } else if (c != u'\r') {
            cell += c;
        }
    }
    endRecord();
    return records;
}

QString quote(const QString &cell)
{
    if (!cell.contains(u',') && !cell.contains(u'"') && !cell.contains(u'\n') && !cell.contains(u';'))
        return cell;
    return u'"' + QString(cell).replace(u"\""_s, u"\"\""_s) + u'"';
}

bool isIdentifier(const QString &text)
{
    static const QRegularExpression name(u"^[a-z0-9_-]+$"_s);
    return name.match(text).hasMatch();
}

class Reader {
public:
    Reader(const DeckShape &shape, const std::vector<std::string> &knownSuits, const VariantTexts *texts)
        : m_shape(shape), m_knownSuits(knownSuits), m_texts(texts)
    {}

    std::optional<DeckRank> rank(const QString &text, int line)
    {
        const QString cell = text.trimmed();
        bool isNumber = false;
        const int value = cell.toInt(&isNumber);
        if (isNumber) {
            if (m_shape.numbers && value >= m_shape.minValue && value <= m_shape.maxValue)
                return DeckRank {std::to_string(value), value};
        } else {
            for (const auto &name : m_shape.names) {
                const QString id = QString::fromStdString(name);
                if (cell.compare(id, Qt::CaseInsensitive) == 0
                    || cell.compare(ParamText::rankName(m_texts, {name, std::nullopt}), Qt::CaseInsensitive) == 0)
                    return DeckRank {name, std::nullopt};
            }
        }
        if (line > 0)
            error(line, DeckCsv::tr("“%1” is not a card of this deck; expected %2.").arg(cell, expectedRanks()));
        return std::nullopt;
    }

    std::optional<std::string> suit(const QString &text, int line)
    {
        const QString cell = text.trimmed();
        for (const auto &known : m_knownSuits) {
            const QString id = QString::fromStdString(known);
            if (cell.compare(id, Qt::CaseInsensitive) == 0
                || cell.compare(ParamText::suitName(m_texts, known), Qt::CaseInsensitive) == 0)
                return known;
        }
        const QString id = cell.toLower();
        if (isIdentifier(id))
            return id.toStdString();
        error(line,
            DeckCsv::tr("“%1” is not a name (%2): use lower-case letters, digits, - and _.")
                .arg(cell, ParamText::deckWord(m_texts, VariantTexts::DeckWord::Suit)));
        return std::nullopt;
    }

    // A count read from `cells[column]` (0-based). A cell the row lacks and
    // an empty one are errors, never a 0: a spreadsheet leaves a cell empty
    // that nobody filled in as readily as one meant to hold no cards.
    std::optional<int> count(const QStringList &cells, qsizetype column, int line, const QString &where)
    {
        if (column >= cells.size()) {
            error(line, int(column) + 1, DeckCsv::tr("%1: the cell is missing; write 0 for no cards.").arg(where));
            return std::nullopt;
        }
        const QString cell = cells[column].trimmed();
        if (cell.isEmpty()) {
            error(line, int(column) + 1, DeckCsv::tr("%1: the cell is empty; write 0 for no cards.").arg(where));
            return std::nullopt;
        }
        bool ok = false;
        const int n = cell.toInt(&ok);
        if (ok && n >= 0 && n <= m_shape.maxCount)
            return n;
        error(line,
            DeckCsv::tr("%1: expected a number of cards from 0 to %2, found “%3”.")
                .arg(where)
                .arg(m_shape.maxCount)
                .arg(cell));
        return std::nullopt;
    }

    void add(const std::string &suit, const DeckRank &rank, int count, int line)
    {
        if (std::find(m_suits.begin(), m_suits.end(), suit) == m_suits.end())
            m_suits.push_back(suit);
        if (std::none_of(m_ranks.begin(), m_ranks.end(), [&](const DeckRank &r) { return r.id == rank.id; }))
            m_ranks.push_back(rank);
        int &cards = m_counts[{suit, rank.id}];
        cards += count;
        if (cards > m_shape.maxCount)
            error(line, DeckCsv::tr("more than %1 cards of %2.").arg(m_shape.maxCount).arg(kind(suit, rank)));
    }

    void addSuit(const std::string &suit)
    {
        if (std::find(m_suits.begin(), m_suits.end(), suit) == m_suits.end())
            m_suits.push_back(suit);
    }

    bool hasSuit(const std::string &suit) const
    {
        return std::find(m_suits.begin(), m_suits.end(), suit) != m_suits.end();
    }

    void addRank(const DeckRank &rank)
    {
        if (std::none_of(m_ranks.begin(), m_ranks.end(), [&](const DeckRank &r) { return r.id == rank.id; }))
            m_ranks.push_back(rank);
    }

    QString kind(const std::string &suit, const DeckRank &rank) const
    {
        const QString name = ParamText::rankName(m_texts, rank);
        return suit.empty() ? name : ParamText::suitName(m_texts, suit) + u' ' + name;
    }

    void error(int line, const QString &message) { m_errors << DeckCsv::tr("Line %1: %2").arg(line).arg(message); }
    void error(int line, int column, const QString &message)
    {
        m_errors << DeckCsv::tr("Line %1, column %2: %3").arg(line).arg(column).arg(message);
    }
    void name(const std::string &suit, const std::string &rank) { m_named.insert({suit, rank}); }

    DeckCsv::Result result()
    {
        DeckCsv::Result out;
        if (m_errors.size() > kMaxErrors) {
            const qsizetype more = m_errors.size() - kMaxErrors;
            m_errors.resize(kMaxErrors);
            m_errors << DeckCsv::tr("… and %n more.", nullptr, int(more));
        }
        out.errors = m_errors;
        out.named = m_named;
        if (!m_errors.isEmpty())
            return out;
        Deck deck;
        deck.suits = m_suits;
        deck.ranks = m_ranks;
        for (const auto &suit : m_suits) {
            auto &row = deck.counts.emplace_back();
            for (const auto &rank : m_ranks) {
                const auto it = m_counts.find({suit, rank.id});
                row.push_back(it == m_counts.end() ? 0 : it->second);
            }
        }
        normalize(deck, m_shape);
        out.deck = std::move(deck);
        return out;
    }

    bool failed() const { return !m_errors.isEmpty(); }

private:
    QString expectedRanks() const
    {
        QStringList expected;
        if (m_shape.numbers)
            expected << DeckCsv::tr("a value from %1 to %2").arg(m_shape.minValue).arg(m_shape.maxValue);
        for (const auto &name : m_shape.names)
            expected << ParamText::rankName(m_texts, {name, std::nullopt});
        return expected.join(u", "_s);
    }

    const DeckShape &m_shape;
    const std::vector<std::string> &m_knownSuits;
    const VariantTexts *m_texts;
    std::vector<std::string> m_suits;
    std::vector<DeckRank> m_ranks;
    std::map<std::pair<std::string, std::string>, int> m_counts;
    std::set<std::pair<std::string, std::string>> m_named;
    QStringList m_errors;
};

bool isCountHeading(const QString &cell)
{
    const QString heading = cell.trimmed().toLower();
    return heading == u"count"_s || heading == u"quantity"_s || heading == u"qty"_s || heading == u"#"_s
        || heading == DeckCsv::tr("count").toLower();
}

// The table form: every header cell after the first is a rank.
bool isTableHeader(const Record &header, const DeckShape &shape, Reader &reader)
{
    return shape.suited && header.cells.size() > 1
        && std::all_of(header.cells.begin() + 1, header.cells.end(),
            [&](const QString &cell) { return reader.rank(cell, 0).has_value(); });
}

std::vector<DeckRank> readTableHeader(const Record &header, Reader &reader)
{
    std::vector<DeckRank> ranks;
    for (qsizetype i = 1; i < header.cells.size(); ++i) {
        const DeckRank rank = *reader.rank(header.cells[i], 0);
        if (std::any_of(ranks.begin(), ranks.end(), [&](const DeckRank &r) { return r.id == rank.id; }))
            reader.error(header.line, DeckCsv::tr("the column %1 appears twice.").arg(header.cells[i].trimmed()));
        ranks.push_back(rank);
        reader.addRank(rank);
    }
    return ranks;
}

// A suit's row of the table: its name, then a count under each rank.
void readTableRow(const Record &record, const Record &header, const std::vector<DeckRank> &ranks, Reader &reader)
{
    const auto suit = reader.suit(record.cells.front(), record.line);
    if (!suit)
        return;
    if (reader.hasSuit(*suit)) {
        reader.error(record.line, DeckCsv::tr("%1 has a row already.").arg(record.cells.front().trimmed()));
        return;
    }
    reader.addSuit(*suit);
    if (record.cells.size() > header.cells.size()) {
        const bool extra = std::any_of(record.cells.begin() + header.cells.size(), record.cells.end(),
            [](const QString &cell) { return !cell.trimmed().isEmpty(); });
        if (extra)
            reader.error(record.line, int(header.cells.size()) + 1,
                DeckCsv::tr("%n cell(s) more than the header has columns.", nullptr,
                    int(record.cells.size() - header.cells.size())));
    }
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        reader.name(*suit, ranks[i].id);
        // The first missing cell is named; those after it are missing too.
        if (qsizetype(i + 1) > record.cells.size())
            continue;
        if (const auto n = reader.count(record.cells, qsizetype(i + 1), record.line, reader.kind(*suit, ranks[i])))
            reader.add(*suit, ranks[i], *n, record.line);
    }
}

void readTable(const std::vector<Record> &records, Reader &reader)
{
    const Record &header = records.front();
    const std::vector<DeckRank> ranks = readTableHeader(header, reader);
    for (std::size_t r = 1; r < records.size(); ++r)
        readTableRow(records[r], header, ranks, reader);
}

// The column headed as the number of cards, after the rank's; -1 when none is.
int countColumnOf(const Record &header, int rankColumn)
{
    for (qsizetype i = rankColumn + 1; i < header.cells.size(); ++i)
        if (isCountHeading(header.cells[i]))
            return int(i);
    return -1;
}

// A line of a card list: a kind (suit, rank) and its number of cards, or one card.
void readCardListRow(const Record &record, const DeckShape &shape, int rankColumn, int countColumn, Reader &reader)
{
    if (record.cells.size() <= rankColumn) {
        reader.error(record.line, DeckCsv::tr("expected at least %n cell(s).", nullptr, rankColumn + 1));
        return;
    }
    const auto suit = shape.suited ? reader.suit(record.cells[0], record.line) : std::optional<std::string>("");
    const auto rank = reader.rank(record.cells[rankColumn], record.line);
    if (!suit || !rank)
        return;
    reader.name(*suit, rank->id);
    int n = 1;
    if (countColumn >= 0) {
        const auto parsed = reader.count(record.cells, countColumn, record.line, reader.kind(*suit, *rank));
        if (!parsed)
            return;
        n = *parsed;
    }
    reader.add(*suit, *rank, n, record.line);
}

void readCardList(const std::vector<Record> &records, const DeckShape &shape, Reader &reader)
{
    const Record &header = records.front();
    const int rankColumn = shape.suited ? 1 : 0;
    const int countColumn = countColumnOf(header, rankColumn);
    if (header.cells.size() <= rankColumn) {
        reader.error(header.line,
            shape.suited ? DeckCsv::tr("expected a header row with at least two columns.")
                         : DeckCsv::tr("expected a header row naming the columns."));
        return;
    }
    for (std::size_t r = 1; r < records.size(); ++r)
        readCardListRow(records[r], shape, rankColumn, countColumn, reader);
    if (!shape.suited && !reader.failed())
        reader.addSuit("");
}

} // namespace

QString DeckCsv::write(const Deck &deck, const DeckShape &shape)
{
    QStringList lines;
    if (!shape.suited) {
        lines << u"card,count"_s;
        for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
            lines << quote(QString::fromStdString(deck.ranks[std::size_t(rank)].id)) + u','
                    + QString::number(deck.suits.empty() ? 0 : deck.count(0, rank));
        return lines.join(u'\n') + u'\n';
    }
    QStringList header {quote(QString::fromStdString(shape.suitWord))};
    for (const auto &rank : deck.ranks)
        header << quote(QString::fromStdString(rank.id));
    lines << header.join(u',');
    for (int suit = 0; suit < int(deck.suits.size()); ++suit) {
        QStringList row {quote(QString::fromStdString(deck.suits[std::size_t(suit)]))};
        for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
            row << QString::number(deck.count(suit, rank));
        lines << row.join(u',');
    }
    return lines.join(u'\n') + u'\n';
}

DeckCsv::Result DeckCsv::read(
    const QString &input, const DeckShape &shape, const std::vector<std::string> &knownSuits, const VariantTexts *texts)
{
    QString text = input;
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    const std::vector<Record> records = parse(text, separatorOf(text));
    Reader reader(shape, knownSuits, texts);
    if (records.empty()) {
        reader.error(1, tr("the file holds no cards."));
        return reader.result();
    }
    if (isTableHeader(records.front(), shape, reader))
        readTable(records, reader);
    else
        readCardList(records, shape, reader);
    return reader.result();
}

QStringList DeckCsv::lacking(const Deck &now, const Result &result, const DeckShape &shape, const VariantTexts *texts)
{
    const auto named = [&](const std::string &suit, const std::string &rank) {
        return result.named.count({suit, rank}) > 0;
    };
    const auto suitNamed = [&](const std::string &suit) {
        return std::any_of(result.named.begin(), result.named.end(), [&](const auto &k) { return k.first == suit; });
    };
    const auto rankNamed = [&](const std::string &rank) {
        return std::any_of(result.named.begin(), result.named.end(), [&](const auto &k) { return k.second == rank; });
    };
    QStringList suits, ranks, kinds;
    std::set<std::string> rankSaid;
    for (int s = 0; s < int(now.suits.size()); ++s) {
        const std::string &suit = now.suits[std::size_t(s)];
        if (shape.suited && now.suitSize(s) > 0 && !suitNamed(suit)) {
            suits << ParamText::suitName(texts, suit);
            continue;
        }
        for (int r = 0; r < int(now.ranks.size()); ++r) {
            const DeckRank &rank = now.ranks[std::size_t(r)];
            if (now.count(s, r) == 0 || named(suit, rank.id))
                continue;
            if (!rankNamed(rank.id)) {
                if (rankSaid.insert(rank.id).second)
                    ranks << ParamText::rankName(texts, rank);
            } else {
                //: A kind of card: its suit, then its rank (e.g. "Gold 7").
                kinds << tr("%1 %2").arg(ParamText::suitName(texts, suit), ParamText::rankName(texts, rank));
            }
        }
    }
    return suits + ranks + kinds;
}
