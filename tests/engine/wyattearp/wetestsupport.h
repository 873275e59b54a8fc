#pragma once

// Shared by the Wyatt Earp rule tests: games from an explicit setup (the
// gunfighters drawn seat by seat, the tops of the star and dollar decks named,
// the rest filled in; every die listed), positions set with WeState's test
// helpers, decisions in record notation, and fields named as the rulebook
// counts them (field 1 is a sidewalk's start field).

#include "registry.h"
#include "wyattearp/gambling.h"
#include "wyattearp/game.h"
#include "wyattearp/rules.h"
#include "wyattearp/scoring.h"
#include "wyattearp/state.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace wetest {

using namespace Qt::Literals::StringLiterals;

using houserules::Event;
using houserules::wyattearp::Attribute;
using houserules::wyattearp::Back;
using houserules::wyattearp::Combination;
using houserules::wyattearp::EventType;
using houserules::wyattearp::MovePlan;
using houserules::wyattearp::Phase;
using houserules::wyattearp::Rules;
using houserules::wyattearp::WeObservation;
using houserules::wyattearp::WeState;

inline constexpr const char *kStandard = "wyatt-earp/standard";

inline QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

inline std::shared_ptr<const houserules::Ruleset> ruleset(const std::string &ref = kStandard)
{
    auto loaded = houserules::Registry::instance().ruleset(ref);
    if (!loaded)
        qFatal("cannot load %s: %s", ref.c_str(), loaded.errors().front().toString().c_str());
    return *loaded;
}

// The standard variant with `parameters` (YAML lines, indented two spaces)
// changed, through `extends:`.
inline std::shared_ptr<const houserules::Ruleset> rulesetWith(const char *parameters)
{
    const std::string text = std::string("game: wyatt-earp\nextends: wyatt-earp/standard\ntitle: {en: Test}\n")
        + "parameters:\n" + parameters;
    const auto variant = houserules::Registry::instance().loader().loadText(text, "test.yaml");
    if (!variant)
        qFatal("test variant: %s", variant.errors().front().toString().c_str());
    return houserules::Registry::instance().game("wyatt-earp")->compile(*variant);
}

inline const Rules &rulesOf(const houserules::Ruleset &rs)
{
    return houserules::wyattearp::rulesOf(rs);
}

// Names written as one text: names("wyatt_earp doc_holliday").
inline QStringList names(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(u' ', Qt::SkipEmptyParts);
}

// The deck of an explicit setup: the gunfighters drawn seat by seat (the
// rest after them), the star and dollar decks' tops as named, the rest of
// each in canonical order.
inline std::vector<std::string> deckFor(
    const Rules &rules, const QStringList &gunfighters, const QStringList &starTop, const QStringList &dollarTop)
{
    std::vector<std::string> unused;
    for (int card = 0; card < rules.cardCount(); ++card)
        unused.push_back(rules.cardName(card));
    std::vector<std::string> deck;
    auto take = [&](const QString &name) {
        const auto it = std::find(unused.begin(), unused.end(), name.toStdString());
        if (it == unused.end())
            qFatal("test deck: %s is not in the deck, or named twice", qPrintable(name));
        unused.erase(it);
        deck.push_back(name.toStdString());
    };
    for (const auto &name : gunfighters)
        take(name);
    for (int card = rules.shareCount(); card < rules.cardCount(); ++card)
        if (std::find(unused.begin(), unused.end(), rules.cardName(card)) != unused.end())
            take(qstr(rules.cardName(card)));
    for (const auto &name : starTop)
        take(name);
    for (const auto &name : dollarTop)
        take(name);
    deck.insert(deck.end(), unused.begin(), unused.end());
    return deck;
}

// A game from an explicit setup. Seat s draws gunfighters[s] (the canonical
// order when none are named: wyatt_earp, doc_holliday, calamity_jane, ...).
// `dice` are rolled first, in order; the constructor rolls the first player's
// movement at once, so the first three are his.
struct Game {
    int players = 2;
    QList<int> dice {};
    QStringList gunfighters {};
    QStringList starTop {};
    QStringList dollarTop {};
    int firstPlayer = 0;
    std::shared_ptr<const houserules::Ruleset> rules {};
};

inline std::unique_ptr<WeState> game(const Game &g)
{
    const auto rs = g.rules ? g.rules : ruleset();
    std::vector<int> dice(g.dice.begin(), g.dice.end());
    auto state = rs->newGame(g.players, g.firstPlayer,
        houserules::Setup {deckFor(rulesOf(*rs), g.gunfighters, g.starTop, g.dollarTop), 0, dice});
    if (!state)
        qFatal("bad test setup: %s", state.errors().front().toString().c_str());
    return std::unique_ptr<WeState>(static_cast<WeState *>(state->release()));
}

// Fields as the rulebook counts them: north(1) is the north start field.
inline int north(const WeState &s, int n)
{
    return s.fieldOf(0, n - 1);
}
inline int south(const WeState &s, int n)
{
    return s.fieldOf(1, n - 1);
}
// "north 4", "south 12" or "off".
inline QString where(const WeState &s, int seat)
{
    const int at = s.cowboyAt(seat);
    if (at < 0)
        return u"off"_s;
    const int fields = s.rules().fields;
    return (at / fields == 0 ? u"north "_s : u"south "_s) + QString::number(at % fields + 1);
}

inline int shareId(const WeState &s, const char *name)
{
    const int id = s.rules().shareNamed(name);
    if (id < 0)
        qFatal("no share %s", name);
    return id;
}
// Gives `seat` shares by name, each a copy still in a deck.
inline void give(WeState &s, int seat, const char *shareNames)
{
    for (const auto &name : names(shareNames)) {
        int found = -1;
        for (int share = 0; share < s.rules().shareCount() && found < 0; ++share) {
            if (qstr(s.rules().shareName(share)) != name)
                continue;
            for (const Back back : {Back::Star, Back::Dollar}) {
                const auto &deck = s.deck(back);
                if (std::find(deck.begin(), deck.end(), share) != deck.end())
                    found = share;
            }
        }
        if (found < 0)
            qFatal("give: no %s left in the decks", qPrintable(name));
        s.giveShare(seat, found);
    }
}
inline QStringList sharesOf(const WeState &s, int seat)
{
    QStringList result;
    for (const auto share : s.shares(seat))
        result << qstr(s.rules().shareName(share));
    result.sort();
    return result;
}
inline QStringList deckNames(const WeState &s, Back back)
{
    QStringList result;
    for (const auto share : s.deck(back))
        result << qstr(s.rules().shareName(share));
    return result;
}

// One decision in record notation; empty when it was legal, else why not.
inline QString play(WeState &state, std::string_view text, std::vector<Event> *events = nullptr)
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

// Several decisions, '|' between them; the first illegal one's reason.
inline QString playAll(WeState &state, const char *barSeparated, std::vector<Event> *events = nullptr)
{
    for (const auto &line : QString::fromLatin1(barSeparated).split(u'|', Qt::SkipEmptyParts)) {
        const QString why = play(state, line.trimmed().toStdString(), events);
        if (!why.isEmpty())
            return line.trimmed() + u": "_s + why;
    }
    return {};
}

inline QStringList legalTexts(const WeState &state)
{
    std::vector<houserules::Decision> legal;
    state.legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts << qstr(state.decisionText(d));
    return texts;
}

inline std::vector<Event> ofType(const std::vector<Event> &events, EventType type)
{
    std::vector<Event> result;
    for (const auto &e : events)
        if (e.type == std::int16_t(type))
            result.push_back(e);
    return result;
}

inline QList<int> toList(const std::vector<int> &v)
{
    return QList<int>(v.begin(), v.end());
}

} // namespace wetest
