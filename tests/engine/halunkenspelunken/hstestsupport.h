#pragma once

// Shared by the Halunken & Spelunken rule tests: games whose dens hold chosen
// villains (named per field, top first; the rest filled in), decisions in
// record notation, and a seed that gives Black Jack a chosen first card.

#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"
#include "registry.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hstest {

using namespace Qt::Literals::StringLiterals;

using houserules::Event;
using houserules::halunkenspelunken::EventType;
using houserules::halunkenspelunken::HsObservation;
using houserules::halunkenspelunken::HsState;
using houserules::halunkenspelunken::Phase;
using houserules::halunkenspelunken::Robbery;
using houserules::halunkenspelunken::Rules;

inline constexpr const char *kIntro = "halunken-spelunken/intro";
inline constexpr const char *kStandard = "halunken-spelunken/standard";
inline constexpr const char *kBeforeDen = "halunken-spelunken/count-before-den";
inline constexpr const char *kTwoPlayer = "halunken-spelunken/two-player";

inline std::shared_ptr<const houserules::Ruleset> ruleset(const std::string &ref)
{
    auto loaded = houserules::Registry::instance().ruleset(ref);
    if (!loaded)
        qFatal("cannot load %s: %s", ref.c_str(), loaded.errors().front().toString().c_str());
    return *loaded;
}

// The deck for an explicit setup: den i (field i + 1) holds dens[i], top
// first, filled up with unused villains in canonical order.
inline std::vector<std::string> deckFor(const Rules &rules, const QMap<int, QStringList> &dens)
{
    std::vector<std::string> unused;
    for (int card = 0; card < rules.villainCount(); ++card)
        unused.push_back(rules.villainName(card));
    for (const auto &den : dens)
        for (const auto &name : den) {
            const auto it = std::find(unused.begin(), unused.end(), name.toStdString());
            if (it == unused.end())
                qFatal("test deck: %s is not in the deck, or named twice", qPrintable(name));
            unused.erase(it);
        }
    std::vector<std::string> deck;
    auto rest = unused.begin();
    for (int field = 0; field < rules.fields; ++field) {
        const QStringList den = dens.value(field);
        for (const auto &name : den)
            deck.push_back(name.toStdString());
        for (auto i = den.size(); i < rules.villainsPerDen; ++i)
            deck.push_back(*rest++);
    }
    deck.insert(deck.end(), rest, unused.end());
    return deck;
}

inline std::unique_ptr<HsState> game(const std::string &variant, int players, int firstPlayer,
    const QMap<int, QStringList> &dens, std::uint64_t seed = 0)
{
    const auto rs = ruleset(variant);
    const Rules rules = Rules::fromVariant(rs->variant());
    auto state = rs->newGame(players, firstPlayer, houserules::Setup {deckFor(rules, dens), seed, {}});
    if (!state)
        qFatal("bad test deck: %s", state.errors().front().toString().c_str());
    return std::unique_ptr<HsState>(static_cast<HsState *>(state->release()));
}

// The first seed from which Black Jack turns `first`, then `second` (-1: any).
inline std::uint64_t seedForBlackJack(const std::string &variant, int first, int second = -1)
{
    for (std::uint64_t seed = 0;; ++seed) {
        const auto g = game(variant, variant == std::string(kTwoPlayer) ? 2 : 3, 0, {}, seed);
        const auto &order = g->blackJackOrder();
        if (order[0] == first && (second < 0 || order[1] == second))
            return seed;
    }
}

// One decision in record notation; empty when it was legal, else why not.
inline QString play(HsState &state, std::string_view text, std::vector<Event> *events = nullptr)
{
    std::string error;
    const auto decision = state.parseDecision(text, &error);
    if (!decision)
        return QString::fromStdString(error);
    if (const auto illegal = state.checkDecision(*decision))
        return QString::fromStdString(illegal->reason);
    state.apply(*decision, events);
    return {};
}

// Several decisions, '|' between them; the first illegal one's reason.
inline QString playAll(HsState &state, const char *barSeparated, std::vector<Event> *events = nullptr)
{
    for (const auto &line : QString::fromLatin1(barSeparated).split(u'|', Qt::SkipEmptyParts)) {
        const QString why = play(state, line.trimmed().toStdString(), events);
        if (!why.isEmpty())
            return line.trimmed() + u": "_s + why;
    }
    return {};
}

inline QStringList villainsOf(const HsState &state, int seat)
{
    QStringList names;
    for (const auto card : state.villains(seat))
        names << QString::fromStdString(state.rules().villainName(card));
    names.sort();
    return names;
}

inline QStringList harbourOf(const HsState &state)
{
    QStringList names;
    for (const auto card : state.harbour())
        names << QString::fromStdString(state.rules().villainName(card));
    names.sort();
    return names;
}

// Captains' fields, 1-based as in the notation.
inline QList<int> fieldsOf(const HsState &state)
{
    QList<int> fields;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        fields << state.ring().at(seat) + 1;
    return fields;
}

inline QStringList legalTexts(const HsState &state)
{
    std::vector<houserules::Decision> legal;
    state.legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts << QString::fromStdString(state.decisionText(d));
    return texts;
}

} // namespace hstest
