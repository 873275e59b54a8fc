// Teaching a newcomer at the real table: the guided first round (offered on a
// game's first start and from Help; it points at the hint and says why, in
// every language; it can be left at any moment and is remembered), the
// table that waits for the person at a new deal, and the warning when a
// chosen card has an obvious cost.

#include "app/apptestsupport.h"

#include "games/boomo/boomotable.h"
#include "games/gameui.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "session/autosave.h"
#include "session/gameview.h"
#include "shell/gamepage.h"
#include "shell/guide.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/startpage.h"

#include "blastingbilly/game.h"
#include "blastingbilly/observation.h"
#include "blastingbilly/rules.h"
#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"
#include "core/records/record.h"
#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"
#include "halunkenspelunken/scoring.h"
#include "wyattearp/game.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const char *const kGames[] = {"blasting-billy", "boomo", "halunken-spelunken", "wyatt-earp"};

QAction *guideAction(MainWindow &window, const QString &gameId)
{
    auto *menu = window.menuBar()->findChild<QMenu *>(u"guideMenu"_s);
    if (!menu)
        return nullptr;
    // Its title as a menu shows it: "Halunken & Spelunken", not "Halunken _Spelunken".
    for (QAction *action : menu->actions())
        if (QString(action->text()).replace(u"&&"_s, u"&"_s) == gameUi(gameId)->title()
            && !action->text().remove(u"&&"_s).contains(u'&'))
            return action;
    return nullptr;
}

// Calls `act` with the first modal dialog once it shows.
void whenModal(const std::function<void(QWidget *)> &act)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

// Whether `text` holds `number` as a whole number ("4", not the 4 of 14).
bool mentions(const QString &text, int number)
{
    return text.contains(QRegularExpression(u"(?<![0-9])%1(?![0-9])"_s.arg(number)));
}

// The computer players at the lowest level: quick, and the person's turns
// come as in any game.
GameSetup easyBots(GameSetup setup)
{
    for (int seat = 1; seat < setup.seats.size(); ++seat)
        setup.seats[seat].kind = SeatKind::Easy;
    return setup;
}

// A position of a real game where a choice of the person's plainly costs
// something, and one of the same position that does not: the costOf test's
// finding, game by game, from the person's own observation.
struct CostCase {
    Decision costly;
    std::optional<Decision> free; // none: every choice there costs
    QStringList says;             // what the warning must name
};

std::optional<CostCase> billyCost(const Observation &observation, const Ruleset &ruleset)
{
    using namespace houserules::blastingbilly;
    const auto &o = static_cast<const BillyObservation &>(observation);
    const Rules &rules = rulesOf(ruleset);
    for (const CardView &held : o.hand) {
        if (!held.known() || !held.dynamite)
            continue;
        const auto &column = o.loot[std::size_t(o.seat)][std::size_t(held.colour)];
        if (column.empty() || column.back().dynamite || column.back().value <= 0)
            continue;
        int before = 0;
        forEachStanding(
            int(column.size()), [&](int i) { return column[std::size_t(i)].dynamite; },
            [&](int i) { before += column[std::size_t(i)].value; });
        // The same dynamite given to Billy costs the person nothing.
        return CostCase {{DecisionKind::PlayCard, held.id, std::int16_t(Destination::Loot), 0},
            Decision {DecisionKind::PlayCard, held.id, std::int16_t(Destination::Billy), 0},
            {QString::number(before), QString::number(before - column.back().value)}};
    }
    (void)rules;
    return std::nullopt;
}

std::optional<CostCase> hsCost(const Observation &observation, const Ruleset &ruleset)
{
    using namespace houserules::halunkenspelunken;
    const auto &o = static_cast<const HsObservation &>(observation);
    if (o.phase != Phase::Offer || o.villains[std::size_t(o.seat)].empty())
        return std::nullopt;
    const Rules &rules = rulesOf(ruleset);
    const int best = o.bestOffer < 0 ? -1 : rules.villains[std::size_t(o.bestOffer)].value;
    for (const auto villain : o.villains[std::size_t(o.seat)])
        if (rules.villains[std::size_t(villain)].value > best) {
            const int before = scoreTotal(rules, o.villains[std::size_t(o.seat)]);
            auto rest = o.villains[std::size_t(o.seat)];
            rest.erase(std::find(rest.begin(), rest.end(), villain));
            // Passing keeps every villain.
            return CostCase {{DecisionKind::ChooseCard, villain, -1, 0}, Decision {DecisionKind::Pass, -1, -1, 0},
                {QString::number(before), QString::number(scoreTotal(rules, rest))}};
        }
    return std::nullopt;
}

std::optional<CostCase> weCost(const Observation &observation, const Ruleset &)
{
    using namespace houserules::wyattearp;
    const auto &o = static_cast<const WeObservation &>(observation);
    if (o.phase == Phase::PayPrice && o.bills[std::size_t(o.seat)] >= o.price)
        return CostCase {{DecisionKind::YesNo, -1, -1, 1}, std::nullopt,
            {QString::number(o.price), QString::number(o.bills[std::size_t(o.seat)])}};
    return std::nullopt;
}

// A move of Wyatt Earp's onto an ace field (poker: each roll costs) and one
// onto a field that costs nothing, among the person's moves now.
std::optional<CostCase> weMoveCost(
    const Observation &observation, const Ruleset &ruleset, const std::vector<Decision> &legal)
{
    using namespace houserules::wyattearp;
    const auto &o = static_cast<const WeObservation &>(observation);
    const Rules &rules = rulesOf(ruleset);
    if (o.phase != Phase::Move)
        return std::nullopt;
    std::optional<Decision> ace, star;
    auto alone = [&](int field) {
        for (int seat = 0; seat < o.players; ++seat)
            if (seat != o.seat && o.cowboyAt[std::size_t(seat)] == field)
                return false;
        return true;
    };
    for (const Decision &d : legal)
        if (d.target >= 0 && alone(d.target)) {
            if (rules.kindOf(d.target) == FieldKind::Ace)
                ace = d;
            else if (rules.kindOf(d.target) == FieldKind::Star)
                star = d;
        }
    if (!ace || !star)
        return std::nullopt;
    return CostCase {*ace, *star, {QString::number(rules.pokerStake)}};
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // The first "New game" of a game offers the guided round; the second
    // goes straight to the new-game dialog.
    void offeredOnTheFirstStart()
    {
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName()); // no earlier game to leave first
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString offered;
        whenModal([&](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box && box->objectName() == u"guideOffer"_s);
            offered = box->text();
            QTest::keyClick(box, Qt::Key_Return); // the guided round is the default
        });
        Q_EMIT window.startPage()->newGameRequested(u"boomo/standard"_s);
        QCOMPARE(offered, u"Your first game of Boomo?"_s);
        QVERIFY(window.session() && window.session()->setup().guided);
        QVERIFY(window.gamePage()->guide());
        QCOMPARE(window.session()->setup().seats.value(1).kind, SeatKind::Easy);

        // Once offered, never again: the new-game dialog comes at once.
        QString second;
        whenModal([&](QWidget *modal) {
            second = QString::fromLatin1(modal->metaObject()->className());
            if (auto *box = qobject_cast<QMessageBox *>(modal)) // leave the guided game?
                box->button(QMessageBox::Discard)->click();
            else
                static_cast<QDialog *>(modal)->reject();
        });
        Q_EMIT window.startPage()->newGameRequested(u"boomo/standard"_s);
        QTRY_VERIFY(!second.isEmpty());
        QVERIFY2(second != u"QMessageBox"_s || !QApplication::activeModalWidget(), qPrintable(second));
        QVERIFY(settings::guideOffered(u"boomo"_s));
    }

    // A whole guided first round of every game, played with Enter on what
    // the guide marks: each turn the guide has said why, in the language of
    // the day; once the round is over it says so, the hints stop marking by
    // themselves, and the game is remembered as guided.
    void guidedRound_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        const char *const languages[] = {"en", "nl", "de", "fr", "it"};
        int row = 0;
        for (const char *game : kGames)
            for (int k = 0; k < 2; ++k, ++row) { // each game in two languages, every language in the lot
                const QString language = QString::fromLatin1(languages[row % 5]);
                QTest::newRow(qPrintable(QString::fromLatin1(game) + u' ' + language))
                    << QString::fromLatin1(game) << language;
            }
    }

    void guidedRound()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName()); // no game of the last row to save or leave
        LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(&languages);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QAction *start = guideAction(window, game);
        QVERIFY(start);
        start->trigger();
        GameSession *session = window.session();
        QVERIFY(session && session->setup().guided);
        session->setThinkingSeconds(0.05); // the hints quicker than a person's
        Guide *guide = window.gamePage()->guide();
        QVERIFY(guide);
        TableView *table = window.gamePage()->table();
        const GameUi &ui = *gameUi(game);
        int turns = 0;
        while (!guide->isFinished()) {
            QVERIFY2(!session->isOver(), "the game ended before the guide did");
            // The person's turn: the table marks the guide's choice, and
            // the guide says why.
            QVERIFY2(QTest::qWaitFor([&] { return table->hinted().has_value() || guide->isFinished(); }, 20000),
                qPrintable(u"no marked choice at decision %1: %2"_s.arg(session->decisionCount()).arg(guide->text())));
            if (guide->isFinished())
                break;
            const GameView &view = session->view();
            const QString why = ui.whyThis(view.observation(), *table->hinted(), view);
            QVERIFY2(guide->text().contains(why.isEmpty() ? Guide::tr("The marked choice did best in the computer's "
                                                                      "trial games from your position.")
                                                          : why),
                qPrintable(guide->text()));
            QVERIFY2(guide->text().contains(ui.yourTurn(view.observation(), view)), qPrintable(guide->text()));
            const int before = session->decisionCount();
            const Decision marked = *table->hinted();
            // The marked choice in the record's words, from the game so far.
            Record sofar = session->record();
            auto state = startGame(sofar, session->ruleset());
            QVERIFY(state);
            QVERIFY(!playRecord(sofar, **state));
            const std::string markedText = (*state)->decisionText(marked);
            QTest::keyClick(apptest::focused(table), Qt::Key_Return);
            QTRY_VERIFY2(session->decisionCount() > before, "Enter did not play the marked choice");
            QCOMPARE(session->record().decisions.at(std::size_t(before)).text, markedText);
            ++turns;
            QVERIFY(turns < 60);
        }
        QVERIFY(turns >= Guide::kGuidedDecisions);
        QVERIFY(session->roundsCompleted() >= 1);
        QVERIFY(settings::guideDone(game));
        QVERIFY(guide->findChild<QPushButton *>(u"guideLeave"_s)->text() == Guide::tr("Close the guide"));
        if (language != u"en"_s)
            QVERIFY2(guide->text() != u"That was your first round."_s.left(5), "not translated");
    }

    // The guide can be left at any moment; it is remembered as done and the
    // game goes on without it.
    void leftAtAnyMoment()
    {
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName());
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGuidedGame(u"wyatt-earp"_s));
        QPointer<Guide> guide = window.gamePage()->guide();
        QVERIFY(guide);
        QTRY_VERIFY_WITH_TIMEOUT(window.gamePage()->table()->hinted().has_value(), 20000);
        QTest::mouseClick(guide->findChild<QPushButton *>(u"guideLeave"_s), Qt::LeftButton);
        QTRY_VERIFY(!guide);
        QVERIFY(!window.gamePage()->guide());
        QVERIFY(settings::guideDone(u"wyatt-earp"_s));
        QVERIFY(window.session() && !window.session()->isOver());
    }

    // At the start of the game and of each new deal the computer players
    // wait for the person (a moment, or Go on); off, they play at once.
    void tableWaitsForTheNewcomer()
    {
        settings::setBotPace(settings::Pace::Normal);
        settings::setWaitForNewcomer(true);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Bob starts: the computer players would play before Ann has looked.
        QVERIFY(window.startGame(apptest::setup(3, 1, 77, 1, u"boomo/standard"_s)));
        GameSession *session = window.session();
        GamePage *page = window.gamePage();
        QTRY_VERIFY(session->isHolding());
        QTRY_VERIFY(page->goOnButton()->isVisible());
        QVERIFY(page->findChild<QLabel *>(u"turnLabel"_s)->text().startsWith(u"Look at your cards, Ann"_s));
        QTest::qWait(1500); // longer than a computer player's pause: still waiting
        QCOMPARE(session->decisionCount(), 0);
        QTest::mouseClick(page->goOnButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() > 0, 5000);
        QVERIFY(!page->goOnButton()->isVisible());

        // A new round deals again: they wait again, and the moment passes by
        // itself (here at once: the pace is Off, the wait with it).
        settings::setBotPace(settings::Pace::Off);
        page->applyPaces(); // play at once, and wait for nobody...
        QVERIFY(!session->isHolding());
        session->setHoldsForNewcomer(true); // ...but the newcomer, a round from now
        QSignalSpy held(session, &GameSession::held);
        const int rounds = session->roundsCompleted();
        Rng pick(3);
        while (!session->isOver() && session->roundsCompleted() == rounds) {
            QTRY_VERIFY(!session->legal().empty() || session->roundsCompleted() > rounds || session->isOver());
            if (session->roundsCompleted() > rounds || session->isOver())
                break;
            const auto legal = session->legal();
            QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
        }
        QVERIFY(session->roundsCompleted() > rounds);
        if (!session->isOver() && !session->isHuman(session->currentPlayer())) {
            QTRY_COMPARE(held.count(), 1);
            QTRY_VERIFY(!session->isHolding());
            QTRY_VERIFY(session->isOver() || session->isHuman(session->currentPlayer()));
        }

        // Off in the settings: nobody waits.
        settings::setBotPace(settings::Pace::Normal);
        settings::setWaitForNewcomer(false);
        QVERIFY(window.startGame(apptest::setup(3, 1, 78, 1, u"boomo/standard"_s)));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->decisionCount() > 0, 5000);
        QVERIFY(!window.session()->isHolding());
        settings::setBotPace(settings::Pace::Off);
        settings::setWaitForNewcomer(true);
    }

    // The pace "Wait for a key": every move of a computer player waits until
    // the person presses Space (or Go on); a held Space, a click or another
    // key lets none go, and the person's own turn takes Space as a move again.
    void computerPlayersWaitForAKey()
    {
        settings::setBotPace(settings::Pace::OnKey);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(3, 1, 77, 1, u"boomo/standard"_s))); // Bob starts
        GameSession *session = window.session();
        GamePage *page = window.gamePage();
        TableView *table = page->table();
        table->setFocus();
        auto *turn = page->findChild<QLabel *>(u"turnLabel"_s);

        int computerMoves = 0;
        while (!session->isOver() && computerMoves < 5) {
            if (session->isHuman(session->currentPlayer())) {
                QTRY_VERIFY(!session->legal().empty() && table->awaitsDecision());
                QVERIFY(!page->goOnButton()->isVisible());
                QVERIFY(session->play(session->legal().front()));
                continue;
            }
            QTRY_VERIFY(page->goOnButton()->isVisible());
            QVERIFY(session->isHolding());
            QCOMPARE(turn->text(),
                u"%1 plays next: press Space or Go on."_s.arg(session->view().playerName(session->currentPlayer())));
            const int before = session->decisionCount();
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->viewport()->rect().center());
            QTest::keyClick(table, Qt::Key_Right);
            QTest::qWait(300); // longer than any pace's pause but a key's
            QCOMPARE(session->decisionCount(), before);
            // (After the person's own move the gate waits for quiet.)
            QTRY_VERIFY(table->inputGate()->isOpen());
            QTest::keyClick(table, Qt::Key_Space);
            QTRY_COMPARE(session->decisionCount(), before + 1);
            ++computerMoves;
            if (!session->isOver() && !session->isHuman(session->currentPlayer())) {
                QTRY_VERIFY(page->goOnButton()->isVisible());
                // Space held down: its repeat is not a new press.
                QTest::simulateEvent(table, true, Qt::Key_Space, Qt::NoModifier, u" "_s, true);
                QTest::qWait(300);
                QCOMPARE(session->decisionCount(), before + 1);
                QTest::simulateEvent(table, false, Qt::Key_Space, Qt::NoModifier, u" "_s, false);
            }
        }
        QCOMPARE(computerMoves, 5);

        // Another pace, chosen while the table holds for a key: it goes on
        // at once, not after a newcomer's moment.
        QTRY_VERIFY(session->isHolding());
        settings::setBotPace(settings::Pace::Slow);
        page->applyPaces();
        QVERIFY(!session->isHolding());
        settings::setBotPace(settings::Pace::Off);
    }

    // Boomo: a card chosen that takes the total over the limit says so
    // before it is played; a safe one says nothing.
    void costOfAChosenCard()
    {
        const GameUi &ui = *gameUi(u"boomo"_s);
        for (quint64 seed = 1; seed < 400; ++seed) {
            auto session = apptest::start(apptest::setup(2, 1, seed, 0, u"boomo/standard"_s));
            GamePage page(session.get(), ui);
            page.resize(1400, 900);
            page.show();
            session->resume();
            auto *table = static_cast<BoomoTable *>(page.table());
            Rng pick(seed);
            // Play at random until Ann holds a card that would go over.
            for (int step = 0; step < 200 && !session->isOver(); ++step) {
                QTRY_VERIFY(!session->legal().empty() || session->isOver());
                if (session->isOver())
                    break;
                const auto &o = static_cast<const boomo::BoomoObservation &>(session->view().observation());
                const auto &rules = boomo::rulesOf(session->ruleset());
                for (const auto card : o.hand) {
                    const auto &c = rules.cards[std::size_t(card)];
                    if (o.phase != boomo::Phase::Play || c.kind != boomo::Kind::Number || o.total + c.amount <= o.limit)
                        continue;
                    // Chosen with the keys, as a person would.
                    table->setFocus();
                    for (int i = 0; i < 12 && table->selectedCard() != card; ++i)
                        QTest::keyClick(table, Qt::Key_Right);
                    QCOMPARE(table->selectedCard(), card);
                    QVERIFY2(table->message().contains(u"over %1: one of your bombs explodes"_s.arg(o.limit)),
                        qPrintable(table->message()));
                    const int before = session->decisionCount();
                    QTest::qWait(10);
                    QCOMPARE(session->decisionCount(), before); // said, not played
                    // A safe card says nothing of a cost.
                    for (const auto safe : o.hand) {
                        const auto &s = rules.cards[std::size_t(safe)];
                        if (s.kind == boomo::Kind::Number && o.total + s.amount <= o.limit) {
                            table->selectCard(-1);
                            QVERIFY(ui.costOf(o, {DecisionKind::PlayCard, safe, -1, 0}, session->view()).isEmpty());
                        }
                    }
                    return;
                }
                const auto legal = session->legal();
                QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
            }
        }
        QFAIL("no deal brought a card over the limit");
    }

    // Every game's guide speaks of its own rules: the welcome names the
    // variant's own numbers (a house rule's, where it differs from the
    // standard game), and at the person's turns in a real game the guide
    // has a reason for the hint's choice and for every other legal choice.
    void eachGameTeachesItsRules_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("number"); // the house rule's number the welcome must name
        QTest::addColumn<QString>("standard");
        QTest::newRow("blasting-billy") << u"blasting-billy/four-card-hand"_s << 3 << 4 << u"blasting-billy/standard"_s;
        QTest::newRow("halunken-spelunken")
            << u"halunken-spelunken/eighteen-dens"_s << 3 << 18 << u"halunken-spelunken/standard"_s;
        QTest::newRow("wyatt-earp") << u"wyatt-earp/short-street"_s << 3 << 12 << u"wyatt-earp/standard"_s;
    }

    void eachGameTeachesItsRules()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        QFETCH(int, number);
        QFETCH(QString, standard);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        const QString gameId = variant.section(u'/', 0, 0);
        const GameUi &ui = *gameUi(gameId);

        auto other = apptest::start(apptest::setup(players, 1, 5, 0, standard));
        QVERIFY(other);
        const QString usual = ui.guideWelcome(other->view().observation(), other->view());
        QVERIFY2(!mentions(usual, number), qPrintable(usual));

        auto session = apptest::start(easyBots(apptest::setup(players, 1, 5, 1, variant)));
        QVERIFY(session);
        session->setThinkingSeconds(0.05);
        const QString welcome = ui.guideWelcome(session->view().observation(), session->view());
        QVERIFY2(mentions(welcome, number), qPrintable(welcome));
        QVERIFY(welcome != usual);

        session->resume();
        Rng pick(11);
        QSet<QString> reasons;
        int turns = 0, hinted = 0;
        while (!session->isOver() && turns < 120) {
            QTRY_VERIFY_WITH_TIMEOUT(!session->legal().empty() || session->isOver(), 20000);
            if (session->isOver())
                break;
            const GameView &view = session->view();
            const auto legal = session->legal();
            for (const Decision &d : legal) {
                const QString why = ui.whyThis(view.observation(), d, view);
                QVERIFY2(!why.isEmpty(),
                    qPrintable(u"no reason for a choice at decision %1"_s.arg(session->decisionCount())));
                reasons.insert(why);
            }
            Decision next = legal[pick.below(std::uint32_t(legal.size()))];
            if (hinted < 4) { // the hint's own choice at the first turns, as the guide asks it
                QSignalSpy ready(session.get(), &GameSession::hintReady);
                QVERIFY(session->requestHint());
                QVERIFY(ready.wait(20000));
                next = ready.takeFirst().at(0).value<Decision>();
                QVERIFY(!ui.whyThis(view.observation(), next, view).isEmpty());
                ++hinted;
            }
            QVERIFY(session->play(next));
            ++turns;
        }
        QVERIFY(hinted == 4);
        QVERIFY2(reasons.size() >= 5, "the same words for every choice"); // said of the position, not by rote
    }

    // A choice with a plain cost says so before it is played, and a choice
    // of the same position without one says nothing: found in real games,
    // from the person's own observation.
    void costOfEachGame_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::newRow("blasting-billy") << u"blasting-billy/standard"_s << 3;
        QTest::newRow("halunken-spelunken") << u"halunken-spelunken/standard"_s << 3;
        QTest::newRow("wyatt-earp") << u"wyatt-earp/standard"_s << 3;
    }

    void costOfEachGame()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        const QString gameId = variant.section(u'/', 0, 0);
        const GameUi &ui = *gameUi(gameId);
        int found = 0;
        for (quint64 seed = 1; seed < 60 && found < 2; ++seed) {
            auto session = apptest::start(easyBots(apptest::setup(players, 1, seed, 0, variant)));
            QVERIFY(session);
            session->resume();
            Rng pick(seed);
            while (!session->isOver() && found < 2) {
                QTRY_VERIFY_WITH_TIMEOUT(!session->legal().empty() || session->isOver(), 20000);
                if (session->isOver())
                    break;
                const GameView &view = session->view();
                const auto legal = session->legal();
                std::optional<CostCase> cost;
                if (gameId == u"blasting-billy"_s)
                    cost = billyCost(view.observation(), session->ruleset());
                else if (gameId == u"halunken-spelunken"_s)
                    cost = hsCost(view.observation(), session->ruleset());
                else
                    cost = found == 0 ? weMoveCost(view.observation(), session->ruleset(), legal)
                                      : weCost(view.observation(), session->ruleset());
                if (cost) {
                    QVERIFY(std::find(legal.begin(), legal.end(), cost->costly) != legal.end());
                    const QString said = ui.costOf(view.observation(), cost->costly, view);
                    for (const QString &part : cost->says)
                        QVERIFY2(said.contains(part), qPrintable(said + u" lacks "_s + part));
                    if (cost->free)
                        QVERIFY2(ui.costOf(view.observation(), *cost->free, view).isEmpty(),
                            qPrintable(ui.costOf(view.observation(), *cost->free, view)));
                    ++found;
                }
                QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
            }
        }
        QVERIFY2(found >= 2, "no position with a plain cost found");
    }
};

QTEST_MAIN(TestGuide)
#include "test_guide.moc"
