#pragma once

// Shared by the Boomo rule tests: rulesets by id or path, decks in a chosen
// order (hands and the front of the draw pile named, the rest filled in), games
// scripted decision by decision in record notation, and the events of a
// decision as short lines of text.

#include "boomo/scoring.h"
#include "boomo/state.h"
#include "registry.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace boomotest {

using namespace Qt::Literals::StringLiterals;

using houserules::Event;
using houserules::boomo::BoomoState;
using houserules::boomo::EventType;
using houserules::boomo::Phase;
using houserules::boomo::RoundEnd;
using houserules::boomo::Rules;

inline constexpr const char *kStandard = "boomo/standard";
inline constexpr const char *kShort = "boomo/short";
inline constexpr const char *kNinety = "boomo/ninety-seconds";
inline constexpr const char *kGoesOn = "boomo/explosion-goes-on";
inline constexpr const char *kByChoice = "boomo/answer-by-choice";

// A file in tests/data/boomo/ (records, and test variants for edges).
inline std::string dataFile(const char *name)
{
    return (std::filesystem::path(HOUSERULES_TEST_DATA) / "boomo" / name).string();
}

// A variant by id ("boomo/standard") or by path.
inline std::shared_ptr<const houserules::Ruleset> ruleset(const std::string &ref = kStandard)
{
    auto loaded = houserules::Registry::instance().ruleset(ref);
    if (!loaded)
        qFatal("cannot load %s: %s", ref.c_str(), loaded.errors().front().toString().c_str());
    return *loaded;
}

inline Rules rulesOf(const std::string &ref = kStandard)
{
    return Rules::fromVariant(ruleset(ref)->variant());
}

inline QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

// Card or decision names written as one text, for tables of test data: names("5 10 stop").
inline QStringList names(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(u' ', Qt::SkipEmptyParts);
}

// Lines written as one text, separated by '|': lines("play 5 | play 10").
inline QStringList lines(const char *barSeparated)
{
    QStringList result;
    for (const auto &line : QString::fromLatin1(barSeparated).split(u'|', Qt::SkipEmptyParts))
        result.push_back(line.trimmed());
    return result;
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

// A seat's hand as sorted names: the order of a hand means nothing.
inline QStringList handOf(const BoomoState &state, int seat)
{
    auto held = cardNames(state.rules(), state.hand(seat));
    held.sort();
    return held;
}

inline QStringList sorted(QStringList list)
{
    list.sort();
    return list;
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

// A whole deck for an explicit setup (the deal rule of BoomoState: seat 0
// takes hand_size cards, then seat 1 ..., the rest is the draw pile from its
// front). Each seat gets the cards `hands` names for it, filled up to the hand
// size with the unused cards in canonical order (5s first, then 10s); then
// `pile` is the front of the draw pile, followed by the unused cards in
// canonical order. A hand that matters whole (no number card, no time
// stopper) is written out whole.
inline std::vector<std::string> deckFor(
    const Rules &rules, int players, const QList<QStringList> &hands, const QStringList &pile = {})
{
    if (hands.size() > players)
        qFatal("test deck: hands for %d seats in a game of %d", int(hands.size()), players);
    auto unused = canonicalNames(rules);
    for (const auto &hand : hands) {
        if (hand.size() > rules.handSize)
            qFatal("test deck: a hand of more than %d cards", rules.handSize);
        for (const auto &name : hand)
            takeName(unused, name.toStdString());
    }
    for (const auto &name : pile)
        takeName(unused, name.toStdString());
    std::vector<std::string> deck;
    auto rest = unused.begin();
    for (int seat = 0; seat < players; ++seat) {
        const QStringList hand = seat < hands.size() ? hands[seat] : QStringList {};
        for (const auto &name : hand)
            deck.push_back(name.toStdString());
        for (auto i = hand.size(); i < rules.handSize; ++i)
            deck.push_back(*rest++);
    }
    for (const auto &name : pile)
        deck.push_back(name.toStdString());
    deck.insert(deck.end(), rest, unused.end());
    return deck;
}

inline std::unique_ptr<BoomoState> asBoomo(std::unique_ptr<houserules::State> state)
{
    auto *boomo = dynamic_cast<BoomoState *>(state.get());
    if (!boomo)
        qFatal("not a Boomo state");
    state.release();
    return std::unique_ptr<BoomoState>(boomo);
}

// A game dealt from an explicit deck; `seed` drives the reshuffles.
inline std::unique_ptr<BoomoState> dealtDeck(const houserules::Ruleset &ruleset, int players, int firstPlayer,
    const std::vector<std::string> &deck, std::uint64_t seed = 0)
{
    auto state = ruleset.newGame(players, firstPlayer, houserules::Setup {deck, seed, {}});
    if (!state)
        qFatal("bad test deck: %s", state.errors().front().toString().c_str());
    return asBoomo(std::move(*state));
}

// A game dealt by deckFor().
inline std::unique_ptr<BoomoState> dealt(const houserules::Ruleset &ruleset, int players, int firstPlayer,
    const QList<QStringList> &hands, const QStringList &pile = {}, std::uint64_t seed = 0)
{
    const Rules rules = Rules::fromVariant(ruleset.variant());
    return dealtDeck(ruleset, players, firstPlayer, deckFor(rules, players, hands, pile), seed);
}

// One decision in record notation ("play 10", "swap 2", "answer discard");
// empty when it was legal, else why not.
inline QString play(BoomoState &state, std::string_view text, std::vector<Event> *events = nullptr)
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

inline QString play(BoomoState &state, const char *text, std::vector<Event> *events = nullptr)
{
    return play(state, std::string_view(text), events);
}

inline QString play(BoomoState &state, const QString &text, std::vector<Event> *events = nullptr)
{
    return play(state, std::string_view(text.toStdString()), events);
}

// Several decisions; empty when all were legal, else the first refused and why.
inline QString playAll(BoomoState &state, const QStringList &texts, std::vector<Event> *events = nullptr)
{
    for (const auto &text : texts) {
        const QString why = play(state, text.toStdString(), events);
        if (!why.isEmpty())
            return text + QStringLiteral(": ") + why;
    }
    return {};
}

inline const char *endName(int reason)
{
    switch (RoundEnd(reason)) {
    case RoundEnd::OverLimit:
        return "over-limit";
    case RoundEnd::LastCard:
        return "last-card";
    case RoundEnd::BombCard:
        return "bomb-card";
    case RoundEnd::TwiceFailed:
        return "twice-failed";
    case RoundEnd::NoCards:
        return "no-cards";
    }
    return "?";
}

// One event as a short line, as all-knowing sees it: "play 0 10 =25",
// "flip 1 2" (seat 1 has 2 bombs flipped now), "end 0 over-limit 1" ...
inline QString describe(const Rules &rules, const Event &e)
{
    const QString p = QString::number(int(e.player));
    const QString card = e.card >= 0 && e.card < rules.cardCount() ? qstr(rules.cardName(e.card)) : u"?"_s;
    switch (EventType(e.type)) {
    case EventType::CardPlayed:
        return u"play %1 %2 =%3"_s.arg(p, card).arg(e.value);
    case EventType::CardDrawn:
        return (e.target == 1 ? u"draw %1 %2"_s : u"deal %1 %2"_s).arg(p, card);
    case EventType::CardReceived:
        return u"receive %1 %2"_s.arg(p, card);
    case EventType::OverLimit:
        return u"over %1 =%2"_s.arg(p).arg(e.value);
    case EventType::DirectionReversed:
        return u"reverse %1 %2"_s.arg(p).arg(e.value);
    case EventType::TurnSkipped:
        return u"skipped %1"_s.arg(p);
    case EventType::MustPlayTwice:
        return u"twice %1"_s.arg(p);
    case EventType::TwiceFailed:
        return u"twice-failed %1"_s.arg(p);
    case EventType::HandsSwapped:
        return u"swap %1 %2"_s.arg(p).arg(int(e.target));
    case EventType::StopperDiscarded:
        return u"discard %1 %2"_s.arg(p, card);
    case EventType::BombFlipped:
        return u"flip %1 %2"_s.arg(p).arg(e.value);
    case EventType::Eliminated:
        return u"out %1 %2"_s.arg(p).arg(e.value);
    case EventType::Reshuffled:
        return u"reshuffle %1"_s.arg(e.value);
    case EventType::RoundEnded:
        return u"end %1 %2 %3"_s.arg(p, QLatin1String(endName(e.target))).arg(e.value);
    case EventType::RoundStarted:
        return u"start %1 %2"_s.arg(p).arg(e.value);
    case EventType::GameOver:
        return u"game-over %1"_s.arg(e.value);
    }
    return u"? %1"_s.arg(e.type);
}

// The events as lines. A run of deal or refill draws by one seat becomes one
// line, "refill 2 x3" (their cards are checked through the hands); receiving a
// swapped hand becomes "receive 1 x7".
inline QStringList trace(const Rules &rules, const std::vector<Event> &events)
{
    QStringList lines;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event &e = events[i];
        const bool refill = e.type == std::int16_t(EventType::CardDrawn) && e.target != 1;
        const bool received = e.type == std::int16_t(EventType::CardReceived);
        if (refill || received) {
            std::size_t j = i;
            while (j + 1 < events.size() && events[j + 1].type == e.type && events[j + 1].player == e.player
                && events[j + 1].target == e.target)
                ++j;
            lines.push_back(u"%1 %2 x%3"_s.arg(refill ? u"refill"_s : u"receive"_s).arg(int(e.player)).arg(j - i + 1));
            i = j;
            continue;
        }
        lines.push_back(describe(rules, e));
    }
    return lines;
}

// Only the events of one type.
inline std::vector<Event> ofType(const std::vector<Event> &events, EventType type)
{
    std::vector<Event> result;
    for (const auto &e : events)
        if (e.type == std::int16_t(type))
            result.push_back(e);
    return result;
}

inline QList<int> flips(const BoomoState &state)
{
    QList<int> result;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        result.push_back(state.flipped(seat));
    return result;
}

template <typename Ints>
QList<int> toList(const Ints &ints)
{
    return QList<int>(ints.begin(), ints.end());
}

} // namespace boomotest
