#pragma once

// Shared by the Blasting Billy rule tests: rulesets by id, decks in a chosen
// order, games scripted turn by turn, and tables of columns for the scoring.

#include "blastingbilly/scoring.h"
#include "blastingbilly/state.h"
#include "registry.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace billytest {

using houserules::blastingbilly::BillyState;
using houserules::blastingbilly::Columns;
using houserules::blastingbilly::Rules;

inline constexpr const char *kStandard = "blasting-billy/standard";

// Colour indices in the variants' order (gold, banknotes, coins, jewelry, diamonds).
enum Colour { Gold = 0, Banknotes = 1, Coins = 2, Jewelry = 3, Diamonds = 4 };

inline std::shared_ptr<const houserules::Ruleset> ruleset(const std::string &id = kStandard)
{
    auto loaded = houserules::Registry::instance().ruleset(id);
    if (!loaded)
        qFatal("cannot load %s: %s", id.c_str(), loaded.errors().front().toString().c_str());
    return *loaded;
}

inline Rules rulesOf(const std::string &id = kStandard)
{
    return Rules::fromVariant(ruleset(id)->variant());
}

// Test data: the columns "variant" (an id) and "players", a row for every
// shipped mode (the standard game at every player count).
inline void addEveryModeRows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (int players = 2; players <= 5; ++players)
        QTest::addRow("standard, %d players", players) << QStringLiteral("blasting-billy/standard") << players;
    QTest::newRow("two-dynamite, 3 players") << QStringLiteral("blasting-billy/two-dynamite") << 3;
    QTest::newRow("four-card-hand, 4 players") << QStringLiteral("blasting-billy/four-card-hand") << 4;
    QTest::newRow("gold-rush, 3 players") << QStringLiteral("blasting-billy/gold-rush") << 3;
}

// A house rule of `yaml` written into `dir` as `name`: its path, for a test's rows.
inline QString writeHouseRule(const QTemporaryDir &dir, const QString &name, const QByteArray &yaml)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

inline QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

// Card names written as one text, for tables of test data: names("gold-3 coins-dynamite").
inline QStringList names(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(u' ', Qt::SkipEmptyParts);
}

inline std::vector<std::string> toStd(const QStringList &names)
{
    std::vector<std::string> result;
    for (const auto &name : names)
        result.push_back(name.toStdString());
    return result;
}

template <typename Ids>
QStringList cardNames(const Rules &rules, const Ids &cards)
{
    QStringList names;
    for (const int card : cards)
        names.push_back(qstr(rules.cardName(card)));
    return names;
}

// The id of the first card with that name; fatal for a typo in a test.
inline int cardId(const Rules &rules, std::string_view name)
{
    const auto ids = rules.cardsNamed(name);
    if (ids.empty())
        qFatal("no card named %s", std::string(name).c_str());
    return ids.front();
}

inline std::vector<std::string> canonicalNames(const Rules &rules)
{
    std::vector<std::string> names;
    for (int card = 0; card < rules.cardCount(); ++card)
        names.push_back(rules.cardName(card));
    return names;
}

// Removes one card called `name` from `names`; fatal when there is none left.
inline void takeName(std::vector<std::string> &names, const std::string &name)
{
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end())
        qFatal("%s is not in the deck, or listed more often than the deck holds it", name.c_str());
    names.erase(it);
}

// A whole deck: `first` in this order, then every other card in canonical order.
inline std::vector<std::string> deckStartingWith(const Rules &rules, const std::vector<std::string> &first)
{
    auto rest = canonicalNames(rules);
    for (const auto &name : first)
        takeName(rest, name);
    auto deck = first;
    deck.insert(deck.end(), rest.begin(), rest.end());
    return deck;
}

inline std::unique_ptr<BillyState> asBilly(std::unique_ptr<houserules::State> state)
{
    auto *billy = dynamic_cast<BillyState *>(state.get());
    if (!billy)
        qFatal("not a Blasting Billy state");
    state.release();
    return std::unique_ptr<BillyState>(billy);
}

// A game dealt from an explicit deck (see BillyState's deal rule).
inline std::unique_ptr<BillyState> dealt(
    const houserules::Ruleset &ruleset, int players, int firstPlayer, const std::vector<std::string> &deck)
{
    auto state = ruleset.newGame(players, firstPlayer, houserules::Setup {deck, 0, {}});
    if (!state)
        qFatal("bad test deck: %s", state.errors().front().toString().c_str());
    return asBilly(std::move(*state));
}

// Plays one turn written in record notation; empty when it was legal, else why not.
inline QString play(BillyState &state, std::string_view text, std::vector<houserules::Event> *events = nullptr)
{
    std::string error;
    const auto decision = state.parseDecision(text, &error);
    if (!decision)
        return qstr(error);
    if (const auto illegal = state.checkDecision(*decision))
        return qstr(illegal->reason);
    state.apply(*decision, events);
    return {};
}

// A deck in which `plays` (turns in record notation, the first player's first,
// then clockwise) can be made: each played card is put in a free slot of the
// player's hand as dealt or drawn by then, following the documented deal
// (set aside, then hands seat by seat, then the pile from its front). Every
// other slot gets the unused cards in canonical order.
inline std::vector<std::string> deckForPlays(
    const Rules &rules, int players, int firstPlayer, const std::vector<std::string> &plays)
{
    const int cards = rules.cardCount();
    std::vector<std::string> deck(static_cast<std::size_t>(cards)); // empty: not chosen yet
    auto unused = canonicalNames(rules);
    int next = rules.setAside[std::size_t(players)];
    std::vector<std::vector<int>> hands(static_cast<std::size_t>(players)); // deck positions held
    for (auto &hand : hands)
        for (int i = 0; i < rules.handSize; ++i)
            hand.push_back(next++);
    int seat = firstPlayer;
    for (const auto &text : plays) {
        const std::string name = text.substr(text.find(' ') + 1);
        auto &hand = hands[std::size_t(seat)];
        const auto slot = std::find_if(hand.begin(), hand.end(), [&](int p) { return deck[std::size_t(p)].empty(); });
        if (slot == hand.end())
            qFatal("test script: no free card in the hand of seat %d for '%s'", seat, text.c_str());
        takeName(unused, name);
        deck[std::size_t(*slot)] = name;
        hand.erase(slot);
        if (next < cards)
            hand.push_back(next++);
        seat = (seat + 1) % players;
    }
    auto rest = unused.begin();
    for (auto &name : deck)
        if (name.empty())
            name = *rest++;
    return deck;
}

// A game dealt by deckForPlays() with `plays` applied; nullptr and the reason
// in `error` when one of them was refused.
inline std::unique_ptr<BillyState> gameAfter(const houserules::Ruleset &ruleset, int players, int firstPlayer,
    const std::vector<std::string> &plays, QString *error, std::vector<houserules::Event> *events = nullptr)
{
    const Rules rules = Rules::fromVariant(ruleset.variant());
    auto state = dealt(ruleset, players, firstPlayer, deckForPlays(rules, players, firstPlayer, plays));
    for (const auto &text : plays) {
        const QString why = play(*state, text, events);
        if (!why.isEmpty()) {
            *error = qstr(text) + QStringLiteral(": ") + why;
            return nullptr;
        }
    }
    return state;
}

// Plays to the end, each turn dumping the current player's first hand card.
inline void dumpUntilEnd(BillyState &state, std::vector<houserules::Event> *events = nullptr)
{
    using houserules::blastingbilly::Destination;
    while (!state.isTerminal())
        state.apply(BillyState::play(state.hand(state.currentPlayer()).front(), Destination::Box), events);
}

// The columns on the table, laid by hand for the scoring: owner 0..players-1
// are the players, owner `players` is Billy.
class Table {
public:
    Table(const Rules &rules, int players)
        : m_rules(rules), m_players(players), m_unused(canonicalNames(rules)),
          m_columns(std::size_t(players + 1), std::vector<std::vector<std::int16_t>>(std::size_t(rules.colourCount())))
    {}

    int billy() const { return m_players; }
    const Columns &columns() const { return m_columns; }

    // Appends the cards to their colours' columns in `owner`'s loot, in this order.
    Table &put(int owner, const std::vector<std::string> &names)
    {
        for (const auto &name : names) {
            takeName(m_unused, name);
            // Same-named cards (two dynamite) get distinct ids: the first not yet on the table.
            int card = -1;
            for (const int id : m_rules.cardsNamed(name))
                if (card < 0 && !onTable(id))
                    card = id;
            const auto colour = std::size_t(m_rules.deck[std::size_t(card)].colour);
            m_columns[std::size_t(owner)][colour].push_back(std::int16_t(card));
        }
        return *this;
    }
    Table &putNames(int owner, const QStringList &names) { return put(owner, toStd(names)); }

    houserules::blastingbilly::Scoring score() const { return houserules::blastingbilly::score(m_rules, m_columns); }

private:
    bool onTable(int id) const
    {
        for (const auto &owner : m_columns)
            for (const auto &column : owner)
                if (std::find(column.begin(), column.end(), id) != column.end())
                    return true;
        return false;
    }

    Rules m_rules;
    int m_players = 0;
    std::vector<std::string> m_unused;
    Columns m_columns;
};

} // namespace billytest
