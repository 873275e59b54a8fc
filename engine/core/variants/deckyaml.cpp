#include "deckyaml.h"

#include "yamlfile.h"

#include <algorithm>
#include <map>

namespace houserules {

namespace {

// A deck while it is read: per suit, per rank id, the rank and its count.
using Cards = std::map<std::string, std::pair<DeckRank, int>>;

class DeckReader {
public:
    DeckReader(const DeckShape &shape, const std::string &file, const std::string &path, Diagnostics &errors,
        Diagnostics *warnings)
        : m_shape(shape), m_file(file), m_path(path), m_errors(errors), m_warnings(warnings)
    {}

    std::optional<Deck> read(const YAML::Node &node, const Deck *base)
    {
        if (!node.IsMap()) {
            fail(node, m_path, "expected a mapping that describes the deck, found " + scalarText(node));
            return std::nullopt;
        }
        if (base)
            start(*base);
        if (m_shape.suited)
            readSuited(node, base != nullptr);
        else
            readCounts(node, suitCards(""), m_path, true);
        if (m_failed)
            return std::nullopt;
        return finish(node);
    }

private:
    std::string plural() const { return m_shape.suitsWord; }
    // The suit list's key as Houserules once wrote it (the word and an "s");
    // empty when that is the plural itself.
    std::string oldPlural() const
    {
        const std::string old = m_shape.suitWord + "s";
        return old == plural() ? std::string() : old;
    }
    std::string perSuit(const std::string &name) const { return name + "_per_" + m_shape.suitWord; }
    bool isName(const std::string &key) const
    {
        return std::find(m_shape.names.begin(), m_shape.names.end(), key) != m_shape.names.end();
    }
    // The keys that speak of every suit at once.
    bool isCommonKey(const std::string &key) const
    {
        const std::string tail = perSuit("");
        return key == plural() || (!oldPlural().empty() && key == oldPlural()) || key == "values"
            || (key.size() > tail.size() && key.ends_with(tail) && isName(key.substr(0, key.size() - tail.size())));
    }

    void start(const Deck &base)
    {
        for (std::size_t s = 0; s < base.suits.size(); ++s) {
            Cards &cards = suitCards(base.suits[s]);
            for (std::size_t r = 0; r < base.ranks.size(); ++r)
                if (base.counts[s][r] > 0)
                    cards[base.ranks[r].id] = {base.ranks[r], base.counts[s][r]};
        }
    }

    Cards &suitCards(const std::string &suit)
    {
        if (std::find(m_order.begin(), m_order.end(), suit) == m_order.end())
            m_order.push_back(suit);
        return m_suits[suit];
    }

    void readSuited(const YAML::Node &node, bool hasBase)
    {
        // The suit list first, then what every suit has, then each suit's own.
        // A deck of its own (no base) without a list: its suits are its keys.
        // (A Node is reseated only while valid: yaml-cpp throws when a missing one is assigned.)
        std::optional<YAML::Node> suits;
        if (const YAML::Node now = node[plural()])
            suits = now;
        if (!oldPlural().empty())
            for (const auto &entry : node)
                if (entry.first.Scalar() == oldPlural()) {
                    if (suits) {
                        fail(entry.first, m_path + "." + oldPlural(),
                            "both " + plural() + " and its old spelling " + oldPlural() + "; keep " + plural());
                        return;
                    }
                    suits = entry.second;
                    if (m_warnings)
                        m_warnings->push_back(Diagnostic {locate(entry.first, m_file), m_path + "." + oldPlural(),
                            "the old spelling " + quote(oldPlural()) + " is read as " + quote(plural())
                                + ", which saving writes"}
                                                  .coded("deck.old-suits-key", {oldPlural(), plural()}));
                }
        if (suits)
            readSuitList(*suits);
        else if (!hasBase)
            for (const auto &entry : node)
                if (!isCommonKey(entry.first.Scalar()) && isIdentifier(entry.first.Scalar()))
                    suitCards(entry.first.Scalar());
        if (const YAML::Node values = node["values"])
            for (const auto &suit : m_order)
                readValues(values, m_suits[suit], m_path + ".values");
        for (const auto &name : m_shape.names)
            if (const YAML::Node count = node[perSuit(name)])
                for (const auto &suit : m_order)
                    setCount(m_suits[suit], {name, std::nullopt}, count, m_path + "." + perSuit(name));
        for (const auto &entry : node) {
            const std::string key = entry.first.Scalar();
            if (isCommonKey(key))
                continue;
            const std::string path = m_path + "." + key;
            if (std::find(m_order.begin(), m_order.end(), key) == m_order.end()) {
                std::vector<std::string> expected {plural(), "values"};
                for (const auto &name : m_shape.names)
                    expected.push_back(perSuit(name));
                expected.push_back("one of the " + plural() + (m_order.empty() ? "" : " (" + joined(m_order) + ")"));
                fail(entry.first, path, "unknown key " + quote(key) + "; expected " + joined(expected));
                continue;
            }
            if (!entry.second.IsMap()) {
                fail(entry.second, path,
                    "expected the cards of " + key + " as a mapping (values: [...]"
                        + (m_shape.names.empty() ? "" : ", " + m_shape.names.front() + ": 1") + "), found "
                        + scalarText(entry.second));
                continue;
            }
            readCounts(entry.second, m_suits[key], path, false);
        }
    }

    void readSuitList(const YAML::Node &suits)
    {
        const std::string path = m_path + "." + plural();
        if (!suits.IsSequence()) {
            fail(suits, path, "expected a list of " + plural() + ", found " + scalarText(suits));
            return;
        }
        // A new suit starts with the cards of the first one it replaces.
        const Cards model = m_order.empty() ? Cards {} : m_suits[m_order.front()];
        std::vector<std::string> order;
        for (const auto &suit : suits) {
            const std::string name = suit.IsScalar() ? suit.Scalar() : std::string();
            if (!isIdentifier(name)) {
                fail(suit, path,
                    "expected a " + m_shape.suitWord + " name of lower-case letters, digits, '-' or '_', found "
                        + scalarText(suit));
                return;
            }
            if (std::find(order.begin(), order.end(), name) != order.end()) {
                fail(suit, path, "the " + m_shape.suitWord + " " + quote(name) + " appears twice");
                return;
            }
            order.push_back(name);
        }
        std::map<std::string, Cards> suitsNow;
        for (const auto &name : order)
            suitsNow[name] = m_suits.count(name) ? m_suits[name] : model;
        m_order = std::move(order);
        m_suits = std::move(suitsNow);
    }

    // A suit's own mapping (values: [...], <name>: n), or a deck without
    // suits (<number or name>: n).
    void readCounts(const YAML::Node &map, Cards &cards, const std::string &path, bool numbersAsKeys)
    {
        for (const auto &entry : map) {
            const std::string key = entry.first.Scalar();
            if (!numbersAsKeys && key == "values") {
                readValues(entry.second, cards, path + ".values");
            } else if (isName(key)) {
                setCount(cards, {key, std::nullopt}, entry.second, path + "." + key);
            } else if (const auto value = asInteger(entry.first); numbersAsKeys && value && m_shape.numbers) {
                if (valueOk(entry.first, *value, path))
                    setCount(cards, {std::to_string(*value), int(*value)}, entry.second, path + "." + key);
            } else {
                std::vector<std::string> expected;
                if (!numbersAsKeys)
                    expected.push_back("values");
                else if (m_shape.numbers)
                    expected.push_back(
                        "a value from " + std::to_string(m_shape.minValue) + " to " + std::to_string(m_shape.maxValue));
                expected.insert(expected.end(), m_shape.names.begin(), m_shape.names.end());
                fail(entry.first, path, "unknown card " + quote(key) + "; expected " + joined(expected));
            }
        }
    }

    // The numbered cards: replaces those there were.
    void readValues(const YAML::Node &values, Cards &cards, const std::string &path)
    {
        if (!m_shape.numbers) {
            fail(values, path, "this deck has no numbered cards");
            return;
        }
        if (!values.IsSequence()) {
            fail(values, path, "expected a list of values, found " + scalarText(values));
            return;
        }
        Cards numbered;
        for (const auto &item : values) {
            const auto value = asInteger(item);
            if (!value) {
                fail(item, path, "expected a value (a whole number), found " + scalarText(item));
                return;
            }
            if (!valueOk(item, *value, path))
                return;
            auto &card = numbered[std::to_string(*value)];
            card.first = {std::to_string(*value), int(*value)};
            if (++card.second > m_shape.maxCount) {
                fail(item, path,
                    "at most " + std::to_string(m_shape.maxCount) + " cards of one kind, found more "
                        + std::to_string(*value) + "s");
                return;
            }
        }
        std::erase_if(cards, [](const auto &card) { return card.second.first.value.has_value(); });
        cards.merge(numbered);
    }

    bool valueOk(const YAML::Node &node, std::int64_t value, const std::string &path)
    {
        if (value >= m_shape.minValue && value <= m_shape.maxValue)
            return true;
        fail(node, path,
            "expected a value from " + std::to_string(m_shape.minValue) + " to " + std::to_string(m_shape.maxValue)
                + ", found " + std::to_string(value));
        return false;
    }

    void setCount(Cards &cards, const DeckRank &rank, const YAML::Node &count, const std::string &path)
    {
        const auto n = asInteger(count);
        if (!n || *n < 0 || *n > m_shape.maxCount) {
            fail(count, path,
                "expected a number of cards from 0 to " + std::to_string(m_shape.maxCount) + ", found "
                    + scalarText(count));
            return;
        }
        cards[rank.id] = {rank, int(*n)};
    }

    std::optional<Deck> finish(const YAML::Node &node)
    {
        Deck deck;
        deck.suits = m_order;
        for (const auto &suit : m_order)
            for (const auto &[id, card] : m_suits[suit])
                if (card.second > 0 && deck.findRank(id) < 0)
                    deck.ranks.push_back(card.first);
        for (const auto &suit : m_order) {
            auto &row = deck.counts.emplace_back(deck.ranks.size(), 0);
            for (std::size_t r = 0; r < deck.ranks.size(); ++r)
                if (const auto it = m_suits[suit].find(deck.ranks[r].id); it != m_suits[suit].end())
                    row[r] = it->second.second;
        }
        normalize(deck, m_shape);
        const int suits = int(deck.suits.size());
        // The problems a deck edited in a table can have, coded for the editor's words.
        if (m_shape.suited && (suits < m_shape.minSuits || suits > m_shape.maxSuits)) {
            fail(node, m_path,
                "expected " + std::to_string(m_shape.minSuits) + " to " + std::to_string(m_shape.maxSuits) + " "
                    + plural() + ", found " + std::to_string(suits));
            m_errors.back()
                = std::move(m_errors.back())
                      .coded("deck.suit-count",
                          {std::to_string(m_shape.minSuits), std::to_string(m_shape.maxSuits), std::to_string(suits)});
            return std::nullopt;
        }
        for (int suit = 0; suit < suits; ++suit)
            if (m_shape.suited && deck.suitSize(suit) == 0) {
                fail(node, m_path,
                    "the " + m_shape.suitWord + " " + quote(deck.suits[std::size_t(suit)]) + " has no cards");
                m_errors.back()
                    = std::move(m_errors.back()).coded("deck.suit-without-cards", {deck.suits[std::size_t(suit)]});
                return std::nullopt;
            }
        if (deck.size() < 1 || deck.size() > m_shape.maxCards) {
            fail(node, m_path,
                "expected a deck of 1 to " + std::to_string(m_shape.maxCards) + " cards, found "
                    + std::to_string(deck.size()));
            m_errors.back()
                = std::move(m_errors.back())
                      .coded("deck.size", {"1", std::to_string(m_shape.maxCards), std::to_string(deck.size())});
            return std::nullopt;
        }
        return deck;
    }

    void fail(const YAML::Node &node, const std::string &path, std::string message)
    {
        m_errors.push_back({locate(node, m_file), path, std::move(message)});
        m_failed = true;
    }

    const DeckShape &m_shape;
    const std::string &m_file;
    const std::string &m_path;
    Diagnostics &m_errors;
    Diagnostics *m_warnings;
    std::vector<std::string> m_order;     // the suits, in order
    std::map<std::string, Cards> m_suits; // their cards
    bool m_failed = false;
};

void writeValues(YAML::Emitter &out, const std::vector<int> &values)
{
    out << YAML::Key << "values" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const int value : values)
        out << value;
    out << YAML::EndSeq;
}

// One suit's cards as a reader keeps them: its numbered cards (a value once
// per card, from low to high) and its count of each named card.
struct SuitCards {
    std::vector<int> values;
    std::map<std::string, int> named; // only names with cards
    friend bool operator==(const SuitCards &, const SuitCards &) = default;
    int count(const std::string &name) const
    {
        const auto it = named.find(name);
        return it == named.end() ? 0 : it->second;
    }
};

SuitCards cardsOf(const Deck &deck, int suit)
{
    SuitCards cards;
    for (int rank = 0; rank < int(deck.ranks.size()); ++rank) {
        const DeckRank &r = deck.ranks[std::size_t(rank)];
        const int n = deck.count(suit, rank);
        if (r.value)
            cards.values.insert(cards.values.end(), std::size_t(std::max(n, 0)), *r.value);
        else if (n != 0)
            cards.named[r.id] = n;
    }
    return cards;
}

// A deck of its own (no base): the suits and every suit's cards.
void writeWhole(YAML::Emitter &out, const Deck &deck, const DeckShape &shape)
{
    out << YAML::Key << shape.suitsWord << YAML::Value << YAML::Flow << deck.suits;
    if (deck.suits.empty())
        return;
    const bool anyValue = std::any_of(deck.ranks.begin(), deck.ranks.end(), [](const auto &r) { return r.value; });
    if (deck.suitsAlike()) {
        const SuitCards cards = cardsOf(deck, 0);
        if (anyValue)
            writeValues(out, cards.values);
        for (const auto &name : shape.names)
            out << YAML::Key << name + "_per_" + shape.suitWord << YAML::Value << cards.count(name);
        return;
    }
    for (int suit = 0; suit < int(deck.suits.size()); ++suit) {
        const SuitCards cards = cardsOf(deck, suit);
        out << YAML::Key << deck.suits[std::size_t(suit)] << YAML::Value << YAML::Flow << YAML::BeginMap;
        if (shape.numbers)
            writeValues(out, cards.values);
        for (const auto &name : shape.names)
            out << YAML::Key << name << YAML::Value << cards.count(name);
        out << YAML::EndMap;
    }
}

// Only what differs from `base`, in the order the reader applies it: the
// suit list when it changed, what every suit changed alike (when more than
// one did), then each suit's own changes. Read over `base`, gives `deck`.
void writeChanges(YAML::Emitter &out, const Deck &deck, const DeckShape &shape, const Deck &base)
{
    // Each suit as the reader starts it: the base's, or for a new suit the
    // base's first suit's (what a changed suit list gives it).
    std::vector<SuitCards> start;
    for (const auto &suit : deck.suits) {
        const int inBase = base.findSuit(suit);
        start.push_back(inBase >= 0 ? cardsOf(base, inBase) : base.suits.empty() ? SuitCards {} : cardsOf(base, 0));
    }
    std::vector<SuitCards> now;
    for (int suit = 0; suit < int(deck.suits.size()); ++suit)
        now.push_back(cardsOf(deck, suit));
    if (deck.suits != base.suits)
        out << YAML::Key << shape.suitsWord << YAML::Value << YAML::Flow << deck.suits;
    if (now.empty())
        return;

    const auto changedSuits = [&](auto differs) {
        int changed = 0;
        for (std::size_t s = 0; s < now.size(); ++s)
            changed += differs(s) ? 1 : 0;
        return changed;
    };
    const bool valuesAlike
        = std::all_of(now.begin(), now.end(), [&](const SuitCards &c) { return c.values == now.front().values; });
    if (shape.numbers && valuesAlike
        && changedSuits([&](std::size_t s) { return now[s].values != start[s].values; }) > 1) {
        writeValues(out, now.front().values);
        for (auto &cards : start)
            cards.values = now.front().values;
    }
    for (const auto &name : shape.names) {
        const int count = now.front().count(name);
        const bool alike
            = std::all_of(now.begin(), now.end(), [&](const SuitCards &c) { return c.count(name) == count; });
        if (alike && changedSuits([&](std::size_t s) { return now[s].count(name) != start[s].count(name); }) > 1) {
            out << YAML::Key << name + "_per_" + shape.suitWord << YAML::Value << count;
            for (auto &cards : start)
                cards.named[name] = count;
        }
    }
    for (std::size_t s = 0; s < now.size(); ++s) {
        const bool values = now[s].values != start[s].values;
        std::vector<std::string> names;
        for (const auto &name : shape.names)
            if (now[s].count(name) != start[s].count(name))
                names.push_back(name);
        if (!values && names.empty())
            continue;
        out << YAML::Key << deck.suits[s] << YAML::Value << YAML::Flow << YAML::BeginMap;
        if (values)
            writeValues(out, now[s].values);
        for (const auto &name : names)
            out << YAML::Key << name << YAML::Value << now[s].count(name);
        out << YAML::EndMap;
    }
}

// A deck without suits: its kinds and their counts; over a base, only the
// kinds whose count changed (0 for one the deck no longer has).
void writeCounts(YAML::Emitter &out, const Deck &deck, const Deck *base)
{
    const auto countIn = [](const Deck &d, const std::string &id) {
        const int rank = d.findRank(id);
        return rank < 0 || d.suits.empty() ? 0 : d.count(0, rank);
    };
    const auto key = [&out](const DeckRank &r) {
        out << YAML::Key;
        if (r.value)
            out << *r.value;
        else
            out << r.id;
    };
    for (const DeckRank &r : deck.ranks) {
        const int count = countIn(deck, r.id);
        if (base && count == countIn(*base, r.id))
            continue;
        key(r);
        out << YAML::Value << count;
    }
    if (base)
        for (const DeckRank &r : base->ranks)
            if (deck.findRank(r.id) < 0 && countIn(*base, r.id) != 0) {
                key(r);
                out << YAML::Value << 0;
            }
}

} // namespace

std::optional<Deck> readDeck(const YAML::Node &node, const DeckShape &shape, const Deck *base, const std::string &file,
    const std::string &path, Diagnostics &errors, Diagnostics *warnings)
{
    return DeckReader(shape, file, path, errors, warnings).read(node, base);
}

void writeDeck(YAML::Emitter &out, const Deck &deck, const DeckShape &shape, const Deck *base)
{
    out << YAML::BeginMap;
    if (!shape.suited)
        writeCounts(out, deck, base);
    else if (base)
        writeChanges(out, deck, shape, *base);
    else
        writeWhole(out, deck, shape);
    out << YAML::EndMap;
}

} // namespace houserules
