#pragma once

// Reads a window the way an onlooker would and says whether it shows
// anything one viewer may not know: the texts of every visible window and
// dialog (titles, labels, buttons, lists, tables, the log, text browsers,
// the table's items and tooltips, the art of every card shown), against
// what the game's true state says that viewer cannot know. The true state
// comes from the record, replayed by the engine: the test may know what the
// window must not show.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billynames.h"
#include "games/gameui.h"
#include "games/halunkenspelunken/hsnames.h"
#include "games/wyattearp/wenames.h"
#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"
#include "boomo/game.h"
#include "boomo/state.h"
#include "core/records/record.h"
#include "halunkenspelunken/game.h"
#include "halunkenspelunken/state.h"
#include "wyattearp/game.h"
#include "wyattearp/state.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsItem>
#include <QRegularExpression>
#include <QTextBrowser>

#include <functional>

namespace privacy {

using namespace Qt::Literals::StringLiterals;

// The game as it really is, from the record.
inline std::unique_ptr<houserules::State> trueState(const GameSession &session)
{
    const houserules::Record record = session.record();
    auto state = houserules::startGame(record, session.ruleset());
    houserules::playRecord(record, **state);
    return std::move(*state);
}

// What a viewer may not know, as the window would show it if it leaked:
// names and art elements in any text, and items of the table that may not
// show what they show.
struct Secrets {
    QList<QRegularExpression> texts;
    std::function<QString(const QGraphicsItem *)> item; // a leak's description, or empty
};

inline QRegularExpression word(const QString &text)
{
    return QRegularExpression(u"(^|\\W)%1($|\\W)"_s.arg(QRegularExpression::escape(text)));
}

// Every card id for which `known` is false, by its names (in words and as
// art), unless a known card has the same name.
inline void secretNames(
    Secrets &secrets, int cards, const std::function<bool(int)> &known, const std::function<QStringList(int)> &names)
{
    QSet<QString> said;
    for (int card = 0; card < cards; ++card)
        if (known(card))
            for (const QString &name : names(card))
                said.insert(name);
    QSet<QString> secret;
    for (int card = 0; card < cards; ++card)
        if (!known(card))
            for (const QString &name : names(card))
                if (!said.contains(name))
                    secret.insert(name);
    for (const QString &name : std::as_const(secret))
        secrets.texts << word(name);
}

inline Secrets billySecrets(const GameSession &session, const houserules::State &state, int viewer)
{
    using namespace houserules::blastingbilly;
    const auto o = static_cast<const BillyState &>(state).observation(viewer);
    QSet<int> known;
    auto note = [&known](const CardView &v) {
        if (v.known())
            known.insert(v.id);
    };
    for (const auto &hand : o.hands)
        std::for_each(hand.begin(), hand.end(), note);
    for (const auto &owner : o.loot)
        for (const auto &column : owner)
            std::for_each(column.begin(), column.end(), note);
    for (const auto &boxed : o.box)
        note(boxed.card);
    const Rules &rules = rulesOf(session.ruleset());
    Secrets secrets;
    secretNames(
        secrets, rules.cardCount(), [&](int card) { return known.contains(card); },
        [&](int card) {
            return QStringList {billynames::card(rules, card), QString::fromStdString(rules.cardName(card))};
        });
    return secrets;
}

inline Secrets boomoSecrets(const GameSession &, const houserules::State &state, int viewer)
{
    using namespace houserules::boomo;
    const auto o = static_cast<const BoomoState &>(state).observation(viewer);
    Secrets secrets;
    // A hand's card face up: the viewer's own, or one they know is there.
    secrets.item = [o](const QGraphicsItem *item) -> QString {
        const auto *card = dynamic_cast<const CardItem *>(item);
        if (!card || card->cardId() < 0)
            return {};
        const QString role = card->data(0).toString();
        if (role == u"hand"_s && std::find(o.hand.begin(), o.hand.end(), card->cardId()) == o.hand.end())
            return u"a hand card the viewer does not hold: "_s + card->elementId();
        if (role == u"opponent-hand"_s) {
            for (std::size_t seat = 0; seat < o.knownInHand.size(); ++seat)
                if (int(seat) != o.seat
                    && std::find(o.knownInHand[seat].begin(), o.knownInHand[seat].end(), card->cardId())
                        != o.knownInHand[seat].end())
                    return {};
            return u"another's hand card face up: "_s + card->elementId();
        }
        return {};
    };
    return secrets;
}

inline Secrets hsSecrets(const GameSession &session, const houserules::State &state, int viewer)
{
    using namespace houserules::halunkenspelunken;
    const auto seen = state.observe(viewer);
    const auto &o = static_cast<const HsObservation &>(*seen);
    const Rules &rules = rulesOf(session.ruleset());
    QSet<int> known;
    for (const auto card : o.denTop)
        known.insert(card);
    for (const auto &owned : o.villains)
        known.unite(QSet<int>(owned.begin(), owned.end()));
    known.unite(QSet<int>(o.harbour.begin(), o.harbour.end()));
    Secrets secrets;
    // The villains in the dens below the tops (or before the dens open).
    secretNames(
        secrets, rules.villainCount(), [&](int card) { return known.contains(card); },
        [&](int card) {
            return QStringList {hsnames::villain(rules, card), hsnames::villainElement(rules, card)};
        });
    // This round's movement cards, face up only once the viewer knows them.
    secrets.item = [o = o](const QGraphicsItem *item) -> QString {
        const auto *card = dynamic_cast<const CardItem *>(item);
        if (!card || card->data(0).toString() != u"round-card"_s || card->cardId() < 0)
            return {};
        const int seat = card->data(1).toInt();
        const int chosen = seat == o.players           ? o.blackJackCard
            : seat >= 0 && seat < int(o.chosen.size()) ? o.chosen[std::size_t(seat)]
                                                       : -1;
        if (chosen == card->cardId())
            return {};
        return u"a movement card of this round face up that the viewer cannot know: %1 (seat %2)"_s
            .arg(card->elementId())
            .arg(seat);
    };
    return secrets;
}

inline Secrets weSecrets(const GameSession &session, const houserules::State &state, int viewer)
{
    using namespace houserules::wyattearp;
    const auto seen = state.observe(viewer);
    const auto everything = state.observe(houserules::kAllKnowing);
    const auto &o = static_cast<const WeObservation &>(*seen);
    const auto &all = static_cast<const WeObservation &>(*everything);
    const Rules &rules = rulesOf(session.ruleset());
    Secrets secrets;
    // The others' gunfighters (by name, unless it is the game's own, and art).
    for (int seat = 0; seat < o.players; ++seat) {
        const int gunfighter = all.gunfighters[std::size_t(seat)];
        if (gunfighter < 0 || o.gunfighters[std::size_t(seat)] == gunfighter)
            continue;
        if (const QString name = wenames::gunfighter(rules, gunfighter); name != u"Wyatt Earp"_s)
            secrets.texts << word(name);
        secrets.texts << word(wenames::gunfighterElement(rules, gunfighter));
    }
    return secrets;
}

inline Secrets secretsOf(const GameSession &session, int viewer)
{
    const auto state = trueState(session);
    Secrets secrets;
    const QString game = session.gameId();
    if (game == u"blasting-billy"_s)
        secrets = billySecrets(session, *state, viewer);
    else if (game == u"boomo"_s)
        secrets = boomoSecrets(session, *state, viewer);
    else if (game == u"halunken-spelunken"_s)
        secrets = hsSecrets(session, *state, viewer);
    else if (game == u"wyatt-earp"_s)
        secrets = weSecrets(session, *state, viewer);
    // The deal number deals the same cards again: a secret while several
    // people share the screen.
    if (session.setup().humanCount() >= 2 && !session.isOver() && session.record().seed)
        secrets.texts << word(QString::number(*session.record().seed));
    return secrets;
}

// Every name, description and value a screen reader can read in
// `accessible` and below it (item views' rows are read from their models).
inline void accessibleTexts(QAccessibleInterface *accessible, QStringList &texts, int depth = 0)
{
    if (!accessible || !accessible->isValid() || depth > 40 || accessible->state().invisible)
        return;
    texts << accessible->text(QAccessible::Name) << accessible->text(QAccessible::Description)
          << accessible->text(QAccessible::Value);
    const QAccessible::Role role = accessible->role();
    if (role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree)
        return;
    for (int i = 0; i < accessible->childCount(); ++i)
        accessibleTexts(accessible->child(i), texts, depth + 1);
}

// Every text a person can read in every visible window of the application,
// on the screen or through a screen reader.
inline QStringList everyVisibleText()
{
    QStringList texts;
    for (QWidget *window : QApplication::topLevelWidgets()) {
        if (!window->isVisible())
            continue;
        accessibleTexts(QAccessible::queryAccessibleInterface(window), texts);
        texts << apptest::visibleTexts(window);
        for (const QAbstractButton *button : window->findChildren<QAbstractButton *>())
            if (button->isVisible())
                texts << button->text() << button->toolTip();
        for (const QComboBox *combo : window->findChildren<QComboBox *>())
            if (combo->isVisible())
                for (int i = 0; i < combo->count(); ++i)
                    texts << combo->itemText(i);
        for (const QTextBrowser *browser : window->findChildren<QTextBrowser *>())
            if (browser->isVisible())
                texts << browser->toPlainText();
    }
    texts.removeAll(QString());
    return texts;
}

// The first thing visible anywhere that `viewer` may not know; empty when
// there is none. Also: the log says exactly what the engine's events say as
// the viewer saw them, and nothing else.
inline QString leak(const GameSession &session, int viewer)
{
    const Secrets secrets = secretsOf(session, viewer);
    for (const QString &text : everyVisibleText())
        for (const QRegularExpression &secret : secrets.texts)
            if (secret.match(text).hasMatch())
                return u"viewer %1 can read '%2' (%3)"_s.arg(viewer).arg(text.left(300), secret.pattern());
    if (secrets.item)
        for (QWidget *window : QApplication::topLevelWidgets())
            if (window->isVisible())
                for (const QGraphicsView *view : window->findChildren<QGraphicsView *>())
                    if (view->isVisible() && view->scene())
                        for (const QGraphicsItem *item : view->scene()->items())
                            if (item->isVisible())
                                if (const QString why = secrets.item(item); !why.isEmpty())
                                    return u"viewer %1 sees %2"_s.arg(viewer).arg(why);
    return {};
}

// The log lines the viewer may read after the decisions shown: the
// narrator's words for the engine's own events, each as the viewer saw it.
inline QStringList expectedLog(const GameSession &session)
{
    const GameUi &ui = *gameUi(session.gameId());
    const houserules::Record record = session.record();
    auto state = houserules::startGame(record, session.ruleset());
    QStringList lines;
    int index = 0;
    const int viewer = session.viewer();
    // (The same event again right after itself is one line that counts it,
    // where the narrator has words for that.)
    houserules::Event last;
    int times = 0;
    houserules::playRecord(
        record, **state, nullptr, [&](int, const houserules::Decision &, const std::vector<houserules::Event> &events) {
            if (index++ >= session.view().shown())
                return;
            for (const auto &raw : events) {
                const houserules::Event event = raw.seenBy(viewer);
                const bool again = times > 0 && event.type == last.type && event.player == last.player
                    && event.target == last.target && event.card == last.card && event.value == last.value;
                if (again)
                    if (const QString line = ui.describeRepeated(event, times + 1, session.view()); !line.isEmpty()) {
                        lines.last() = line;
                        ++times;
                        continue;
                    }
                if (const QString line = ui.describe(event, session.view()); !line.isEmpty()) {
                    lines << line;
                    last = event;
                    times = 1;
                }
            }
        });
    return lines;
}

} // namespace privacy
