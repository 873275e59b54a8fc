// The tables as a screen reader finds them: every game played to its end in
// the real window through accessibility alone (the accessible tree read,
// its pieces' Press actions, the curtain's button), against the computer
// and hot-seat. At each of the person's turns the table's pieces are
// searched press by press for every decision they can make, which must be
// exactly the legal ones (at the first turns of each kind: later ones search
// for the decision played only); behind every curtain the accessible text holds
// nothing the next person may not know.

#include "app/apptestsupport.h"
#include "app/hotseat/privacysupport.h"

#include "games/gametables.h"
#include "games/gameui.h"
#include "games/tableaccessible.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "session/decisionport.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include "core/game/random.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QHash>
#include <QPushButton>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Qt::Literals::StringLiterals;
using houserules::Decision;

namespace {

QAccessibleInterface *accessibleOf(QObject *object)
{
    return QAccessible::queryAccessibleInterface(object);
}

// The pieces a screen reader can press now, by name and, among pieces of
// the same name, their place in reading order.
struct Press {
    QString name;
    int nth = 0;
};

QList<QAccessibleInterface *> pressable(QAccessibleInterface *table)
{
    QList<QAccessibleInterface *> pieces;
    for (int i = 0, n = table->childCount(); i < n; ++i)
        if (QAccessibleInterface *child = table->child(i); child && !child->object()) // pieces, not labels
            if (auto *actions = child->actionInterface(); actions
                && actions->actionNames().contains(QAccessibleActionInterface::pressAction())
                && !child->state().disabled)
                pieces << child;
    return pieces;
}

Press pressOf(const QList<QAccessibleInterface *> &pieces, int index)
{
    Press press {pieces[index]->text(QAccessible::Name), 0};
    for (int i = 0; i < index; ++i)
        press.nth += pieces[i]->text(QAccessible::Name) == press.name;
    return press;
}

// Presses `press` on `table`'s accessible tree; false if no such piece.
bool doPress(QAccessibleInterface *table, const Press &press)
{
    int seen = 0;
    for (QAccessibleInterface *piece : pressable(table))
        if (piece->text(QAccessible::Name) == press.name && seen++ == press.nth) {
            piece->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
            return true;
        }
    return false;
}

// A card of the hand at the bottom of Blasting Billy's table: a piece to
// press, card-sized, in the table's lower half.
bool isHandCard(const TableView *table, QAccessibleInterface *piece)
{
    const QRect r = piece->rect();
    return r.width() < table->width() / 5 && r.top() > table->mapToGlobal(QPoint(0, table->height() / 2)).y();
}

// What the table shows a screen reader, whole: to tell its states apart.
QString reading(QAccessibleInterface *table)
{
    QStringList lines;
    for (int i = 0, n = table->childCount(); i < n; ++i)
        if (QAccessibleInterface *child = table->child(i); child && !child->object())
            lines << child->text(QAccessible::Name) + u'|' + child->text(QAccessible::Description) + u'|'
                    + QString::number(child->state().selected);
    return lines.join(u'\n');
}

// Whether `a` and `b` leave the game in the same state.
bool sameOutcome(const houserules::State &state, const Decision &a, const Decision &b)
{
    if (a == b)
        return true;
    auto afterA = state.clone(), afterB = state.clone();
    afterA->apply(a);
    afterB->apply(b);
    return afterA->equals(*afterB);
}

// The turns that offer the same kinds of decision searched whole, at most.
constexpr int kWholeSearches = 6;

// The person's decisions, taken down rather than played: the search tries
// presses without changing the game.
class TakingDown final : public DecisionPort {
public:
    explicit TakingDown(GameSession &session) : m_session(session) {}
    std::vector<Decision> legal() const override { return m_session.legal(); }
    std::optional<houserules::Illegal> check(const Decision &d) const override { return m_session.check(d); }
    bool play(const Decision &d) override
    {
        m_taken = d;
        return false;
    }
    std::optional<Decision> m_taken;

private:
    GameSession &m_session;
};

// Every decision the person's table can make through Press actions alone,
// each with the presses that make it: a search over the table's states (what
// a screen reader reads), each visited once, on a second table of the same
// view whose decisions are taken down. `real` stays the view's table. With
// `wanted`, the search ends at the first decision it accepts.
QList<QPair<Decision, QList<Press>>> reachable(
    GameSession &session, TableView *real, const std::function<bool(const Decision &)> &wanted = {})
{
    const GameUi &ui = *gameUi(session.gameId());
    TakingDown port(session);
    QList<QPair<Decision, QList<Press>>> found;
    QSet<QString> seen;
    QList<QList<Press>> paths {{}};
    while (!paths.isEmpty()) {
        const QList<Press> path = paths.takeFirst();
        for (int i = 0;; ++i) {
            // A table anew for every try: nothing chosen, then the path.
            std::unique_ptr<TableView> table(createTable(ui, session.view(), &port, nullptr));
            table->resize(real->size());
            QAccessibleInterface *accessible = accessibleOf(table.get());
            for (const Press &press : path)
                if (!doPress(accessible, press))
                    qFatal("a press of the path is gone");
            const QList<QAccessibleInterface *> pieces = pressable(accessible);
            if (i >= pieces.size())
                break;
            const Press press = pressOf(pieces, i);
            port.m_taken.reset();
            pieces[i]->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
            if (port.m_taken) {
                const bool known
                    = std::any_of(found.begin(), found.end(), [&](const auto &f) { return f.first == *port.m_taken; });
                if (!known)
                    found.append({*port.m_taken, path + QList<Press> {press}});
                if (wanted && wanted(*port.m_taken)) {
                    session.view().setPacedBy(real);
                    return {found.back()};
                }
                continue;
            }
            const QString now = reading(accessible);
            if (!seen.contains(now) && path.size() < 8) {
                seen.insert(now);
                paths.append(path + QList<Press> {press});
            }
        }
    }
    session.view().setPacedBy(real);
    return found;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void theTableIsReadAndPlayedByAccessibilityAlone_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("people");
        QTest::addColumn<QString>("language");
        for (const auto &[variant, players] : {std::pair {"blasting-billy/standard", 4}, {"boomo/standard", 4},
                 {"halunken-spelunken/standard", 3}, {"wyatt-earp/short-street", 3}}) {
            QTest::newRow(qPrintable(u"%1, against the computer"_s.arg(QLatin1String(variant))))
                << QString::fromLatin1(variant) << players << 1 << u"en"_s;
            QTest::newRow(qPrintable(u"%1, hot-seat"_s.arg(QLatin1String(variant))))
                << QString::fromLatin1(variant) << players << 2 << u"de"_s;
        }
    }

    void theTableIsReadAndPlayedByAccessibilityAlone()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        QFETCH(int, people);
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(players, people, 918273, 0, variant)));
        GameSession *session = window.session();
        TableView *table = window.gamePage()->table();
        Curtain *curtain = window.gamePage()->curtain();
        houserules::Rng pick(5);
        int turns = 0;
        QHash<QString, int> searched; // whole searches made, by the kinds of decision offered
        auto play = [&](const QList<Press> &presses) {
            const int before = session->decisionCount();
            QAccessibleInterface *accessible = accessibleOf(table);
            for (const Press &press : presses)
                QVERIFY2(doPress(accessible, press), qPrintable(press.name));
            QCOMPARE(session->decisionCount(), before + 1);
            ++turns;
        };
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(
                session->isOver() || !curtain->isHidden() || (!session->legal().empty() && table->isSettled()), 20000);
            if (session->isOver())
                break;
            if (!curtain->isHidden()) {
                // Behind the curtain: nothing private anywhere a screen
                // reader reads; then its button, pressed through accessibility.
                for (int seat = 0; seat < people; ++seat)
                    QVERIFY2(privacy::leak(*session, seat).isEmpty(), qPrintable(privacy::leak(*session, seat)));
                QTRY_VERIFY(!curtain->isGuarding());
                auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
                QAccessibleInterface *button = accessibleOf(ready);
                QVERIFY(!button->text(QAccessible::Name).isEmpty());
                button->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
                QTRY_VERIFY(curtain->isHidden());
                continue;
            }
            // The person's turn: every legal decision can be found by
            // pressing pieces, and one is played so. The whole search is made
            // at the first turns that offer each set of kinds of decision
            // (Wyatt Earp's dice make it long); later turns search for the
            // decision to play only.
            const auto legal = session->legal();
            const auto state = privacy::trueState(*session);
            QString kinds;
            for (const Decision &d : legal)
                if (!kinds.contains(QChar(u'a' + int(d.kind))))
                    kinds += QChar(u'a' + int(d.kind));
            std::sort(kinds.begin(), kinds.end());
            if (searched[kinds]++ >= kWholeSearches) {
                const Decision chosen = legal[pick.below(std::uint32_t(legal.size()))];
                const auto found
                    = reachable(*session, table, [&](const Decision &d) { return sameOutcome(*state, chosen, d); });
                QVERIFY2(found.size() == 1, state->decisionText(chosen).c_str());
                play(found.front().second);
                if (QTest::currentTestFailed())
                    return;
                continue;
            }
            const auto found = reachable(*session, table);
            for (const auto &f : found)
                QVERIFY2(!session->check(f.first), state->decisionText(f.first).c_str());
            // One way to each outcome is enough: Wyatt Earp's table offers a
            // move by each order of dice, the list one per field.
            QList<const Decision *> outcomesFound;
            for (const auto &f : found)
                if (std::none_of(outcomesFound.begin(), outcomesFound.end(),
                        [&](const Decision *o) { return sameOutcome(*state, *o, f.first); }))
                    outcomesFound << &f.first;
            for (const Decision &d : legal)
                QVERIFY2(std::any_of(outcomesFound.begin(), outcomesFound.end(),
                             [&](const Decision *o) { return sameOutcome(*state, *o, d); }),
                    qPrintable(u"%1 of %2 legal decisions cannot be reached (the table offers %3)"_s
                                   .arg(QString::fromStdString(state->decisionText(d)))
                                   .arg(legal.size())
                                   .arg(reading(accessibleOf(table)))));
            QCOMPARE(outcomesFound.size(), qsizetype(legal.size()));
            play(found[qsizetype(pick.below(std::uint32_t(found.size())))].second);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(turns > 0);
        QTRY_VERIFY(!table->resultLine().isEmpty());
    }

    void piecesHaveNamesRolesStatesAndActions()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 11, 0)));
        TableView *table = window.gamePage()->table();
        QTRY_VERIFY(!window.session()->legal().empty() && table->isSettled());
        QAccessibleInterface *accessible = accessibleOf(table);
        QVERIFY(accessible);
        QCOMPARE(accessible->role(), QAccessible::Grouping);
        QStringList names;
        for (int i = 0; i < accessible->childCount(); ++i) {
            QAccessibleInterface *child = accessible->child(i);
            QVERIFY(child && child->isValid());
            QCOMPARE(accessible->indexOfChild(child), i);
            QCOMPARE(child->parent(), accessible);
            QVERIFY2(!child->text(QAccessible::Name).isEmpty(), qPrintable(QString::number(i)));
            QVERIFY(!child->rect().isEmpty());
            names << child->text(QAccessible::Name);
        }
        // The draw pile, Billy's loot and the box are there by name, and the
        // others' hands as backs only.
        QVERIFY2(names.contains(u"Billy's loot"_s), qPrintable(names.join(u", "_s)));
        QVERIFY2(names.contains(u"Box"_s) || names.contains(u"The box"_s), qPrintable(names.join(u", "_s)));
        // A hand card pressed is chosen: selected and focused, and the focus
        // event names it.
        table->setFocus();
        QList<QAccessibleInterface *> pieces = pressable(accessible);
        QVERIFY(!pieces.isEmpty());
        QAccessibleInterface *hand = nullptr;
        for (QAccessibleInterface *piece : pieces)
            if (isHandCard(table, piece))
                hand = piece;
        QVERIFY(hand);
        const QString handName = hand->text(QAccessible::Name);
        hand->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QAccessibleInterface *focus = accessible->focusChild();
        QVERIFY(focus);
        QCOMPARE(focus->text(QAccessible::Name), handName);
        QVERIFY(focus->state().selected);
        QVERIFY(focus->state().focused);
    }

    // The privacy check reads what a screen reader reads: behind the
    // curtain, the name of a card in Ann's hand said to the screen reader
    // alone is caught as Bob's secret.
    void thePrivacyCheckReadsTheAccessibleTree()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 2, 11, 0)));
        GameSession *session = window.session();
        TableView *table = window.gamePage()->table();
        Curtain *curtain = window.gamePage()->curtain();
        if (!curtain->isHidden())
            QVERIFY(apptest::liftCurtain(curtain));
        QTRY_VERIFY(!session->legal().empty() && table->isSettled());
        QAccessibleInterface *accessible = accessibleOf(table);
        QStringList annsHand;
        for (QAccessibleInterface *piece : pressable(accessible))
            if (isHandCard(table, piece))
                annsHand << piece->text(QAccessible::Name);
        QVERIFY(annsHand.size() > 2);
        const auto found = reachable(*session, table);
        QVERIFY(!found.isEmpty());
        for (const Press &press : found.first().second)
            QVERIFY(doPress(accessibleOf(table), press));
        QTRY_VERIFY(!curtain->isHidden());
        QCOMPARE(session->waitingFor(), 1);
        QVERIFY2(privacy::leak(*session, 1).isEmpty(), qPrintable(privacy::leak(*session, 1)));
        bool caught = false;
        for (const QString &card : annsHand) {
            table->accessibility()->announce(card);
            caught = caught || !privacy::leak(*session, 1).isEmpty();
        }
        QVERIFY(caught);
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
