// Hot-seat: a curtain hides the table between two people's turns; while it is
// down every view is public, and it lifts only by a deliberate act of the
// person arriving. Read the way an onlooker would: every visible text of the
// window at every handover, against what the person in front of it may know.

#include "apptestsupport.h"

#include "games/blastingbilly/billynames.h"
#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "games/gameui.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"
#include "core/record.h"

#include <QKeyEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

// The true state behind a session, rebuilt from its record: the test may know
// what the window must not show.
std::unique_ptr<State> trueState(const GameSession &session)
{
    const Record record = session.record();
    auto state = startGame(record, session.ruleset());
    playRecord(record, **state);
    return std::move(*state);
}

// The cards `viewer` may not know now, each with every way the window could
// name it: "Gold 7" in a sentence, "gold-7" as a card's face.
QList<QRegularExpression> secretsOf(const GameSession &session, int viewer)
{
    const auto state = trueState(session);
    const auto observation = static_cast<const BillyState &>(*state).observation(viewer);
    QSet<int> known;
    auto note = [&known](const CardView &v) {
        if (v.known())
            known.insert(v.id);
    };
    for (const auto &hand : observation.hands)
        std::for_each(hand.begin(), hand.end(), note);
    for (const auto &owner : observation.loot)
        for (const auto &column : owner)
            std::for_each(column.begin(), column.end(), note);
    for (const auto &boxed : observation.box)
        note(boxed.card);
    const Rules &rules = rulesOf(session.ruleset());
    QList<QRegularExpression> secrets;
    for (int card = 0; card < rules.cardCount(); ++card)
        if (!known.contains(card)) {
            const QString spoken = QRegularExpression::escape(billynames::card(rules, card));
            const QString face = QRegularExpression::escape(QString::fromStdString(rules.cardName(card)));
            secrets << QRegularExpression(u"(^|\\W)(%1|%2)($|\\W)"_s.arg(spoken, face));
        }
    return secrets;
}

// Fails with the first visible text that names a card `viewer` may not know.
bool showsOnlyWhatIsKnown(QWidget *window, const GameSession &session, int viewer, QString *leak)
{
    const QList<QRegularExpression> secrets = secretsOf(session, viewer);
    for (const QString &text : apptest::visibleTexts(window))
        for (const QRegularExpression &secret : secrets)
            if (secret.match(text).hasMatch()) {
                *leak = u"viewer %1 can read '%2' (%3)"_s.arg(viewer).arg(text, secret.pattern());
                return false;
            }
    return true;
}

void sendKey(QWidget *to, QEvent::Type type, int key, bool autoRepeat = false)
{
    QKeyEvent event(type, key, Qt::NoModifier, QString(), autoRepeat);
    QCoreApplication::sendEvent(to, &event);
}

} // namespace

class TestHotSeat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void curtainBetweenPeople()
    {
        // Ann and Bob at the screen, two bots; Ann starts.
        auto session = apptest::start(apptest::setup(4, 2));
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *table = static_cast<BillyTable *>(page.table());
        auto *ready = page.curtain()->findChild<QPushButton *>(u"curtainReady"_s);

        // The game opens behind the curtain: nobody may play, every view is public.
        QVERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Ann"_s);
        QCOMPARE(session->viewer(), kSpectator);
        QVERIFY(table->billyScene()->observation().hand.empty());
        QVERIFY(session->humanDecisions().empty());
        QTRY_VERIFY(ready->isEnabled());
        QTest::mouseClick(ready, Qt::LeftButton);
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 0);
        const auto annHand = table->billyScene()->observation().hand;
        QVERIFY(!session->humanDecisions().empty());

        // Ann plays; Bob is next: the curtain falls before his cards show.
        QSignalSpy lowered(session.get(), &GameSession::curtainLowered);
        QVERIFY(table->playCard(session->humanDecisions().front().card, 1));
        QCOMPARE(lowered.count(), 1);
        QCOMPARE(lowered.first().first().toInt(), 1);
        QVERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Bob"_s);
        QVERIFY(session->humanDecisions().empty());
        QCOMPARE(session->viewer(), kSpectator); // nobody's cards behind the curtain
        QCOMPARE(table->billyScene()->observation().seat, kSpectator);

        QTRY_VERIFY(!page.curtain()->isGuarding());
        QVERIFY(apptest::liftCurtain(page.curtain()));
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(table->billyScene()->observation().seat, 1);
        const auto bobHand = table->billyScene()->observation().hand;
        for (const auto &card : bobHand)
            for (const auto &annCard : annHand)
                QVERIFY(card.id != annCard.id);
        QVERIFY(!session->humanDecisions().empty());
    }

    void onePersonNeedsNoCurtain()
    {
        auto session = apptest::start(apptest::setup(3, 1));
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        QVERIFY(!session->curtainDown());
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 0);
    }

    // The Enter that plays a card must not lift the curtain that this very
    // move lowers, nor may anything pressed in the first moment.
    void keysCannotSkipTheCurtain()
    {
        auto session = apptest::start(apptest::setup(2, 2));
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Curtain *curtain = page.curtain();
        page.table()->inputGate()->setQuietMilliseconds(400);
        auto *table = static_cast<BillyTable *>(page.table());
        QTRY_VERIFY(!curtain->isGuarding());
        QTest::keyClick(curtain, Qt::Key_Space);
        QTRY_COMPARE(session->viewer(), 0);

        // Ann chooses a card and a destination and presses Enter: the press
        // plays and lowers the curtain; its release reaches the curtain.
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Right);
        QTest::keyClick(table, Qt::Key_D);
        sendKey(table, QEvent::KeyPress, Qt::Key_Return);
        QCOMPARE(session->decisionCount(), 1);
        QVERIFY(curtain->isVisible());
        sendKey(
            QApplication::focusWidget() ? QApplication::focusWidget() : curtain, QEvent::KeyRelease, Qt::Key_Return);
        QVERIFY(curtain->isVisible());
        // Held down: its repeats never lift it.
        sendKey(curtain, QEvent::KeyPress, Qt::Key_Return, true);
        sendKey(curtain, QEvent::KeyRelease, Qt::Key_Return, true);
        QVERIFY(curtain->isVisible());
        // A fresh press in the first moment is ignored, and a click too.
        QVERIFY(curtain->isGuarding());
        QTest::keyClick(curtain, Qt::Key_Return);
        QTest::mouseClick(curtain, Qt::LeftButton);
        QTest::mouseClick(curtain->findChild<QPushButton *>(u"curtainReady"_s), Qt::LeftButton);
        QVERIFY(curtain->isVisible());
        QCOMPARE(session->viewer(), kSpectator);
        // A key pressed during the guard and released after it does not lift it either.
        sendKey(curtain, QEvent::KeyPress, Qt::Key_Return);
        QTRY_VERIFY(!curtain->isGuarding());
        sendKey(curtain, QEvent::KeyRelease, Qt::Key_Return);
        QVERIFY(curtain->isVisible());
        // Then Bob, deliberately.
        QVERIFY(apptest::liftCurtain(curtain));
        QCOMPARE(session->viewer(), 1);
    }

    void nothingPrivateBehindTheCurtain_data()
    {
        QTest::addColumn<int>("people");
        for (int people = 2; people <= 5; ++people)
            QTest::addRow("%d people", people) << people;
    }

    // Whole hot-seat games: at every handover, and after each person has
    // lifted the curtain, nothing readable names a card that the one in
    // front of the screen may not know (behind the curtain: nobody).
    void nothingPrivateBehindTheCurtain()
    {
        QFETCH(int, people);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(people, people, 500 + quint64(people))));
        GameSession *session = window.session();
        Curtain *curtain = window.gamePage()->curtain();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(QApplication::focusWidget(), curtain); // Enter reaches the curtain, not the table
        QTRY_VERIFY(!curtain->isGuarding());            // the first curtain fell with the usual guard
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());
        Rng pick(people);
        int handovers = 0;
        QString leak;
        while (!session->isOver()) {
            QVERIFY(curtain->isVisible());
            QCOMPARE(session->viewer(), kSpectator);
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, kSpectator, &leak), qPrintable(leak));
            ++handovers;
            QVERIFY(apptest::liftCurtain(curtain));
            const int seat = session->currentPlayer();
            QCOMPARE(session->viewer(), seat);
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, seat, &leak), qPrintable(leak));
            const auto legal = session->humanDecisions();
            const Decision d = legal[pick.below(std::uint32_t(legal.size()))];
            QVERIFY(table->playCard(d.card, d.target));
            QCoreApplication::processEvents();
        }
        QCOMPARE(handovers, session->decisionCount());
        // The end is for everyone at the screen: the public view, all loot turned up.
        QCOMPARE(session->viewer(), kSpectator);
        QTRY_VERIFY(window.gamePage()->breakdown());
        QVERIFY2(showsOnlyWhatIsKnown(&window, *session, kSpectator, &leak), qPrintable(leak));
    }

    // Against the computer: the person's view never shows a bot's hidden card.
    void nothingPrivateOfTheBots()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(4, 1, 77)));
        GameSession *session = window.session();
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());
        QString leak;
        int checks = 0;
        connect(session, &GameSession::decisionApplied, this, [&] {
            if (leak.isEmpty())
                showsOnlyWhatIsKnown(&window, *session, 0, &leak);
            ++checks;
        });
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->humanDecisions().empty(), 10000);
            if (session->isOver())
                break;
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, 0, &leak), qPrintable(leak));
            const auto legal = session->humanDecisions();
            QVERIFY(table->playCard(legal.back().card, legal.back().target));
        }
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        QCOMPARE(checks, session->decisionCount());
        QTRY_VERIFY(window.gamePage()->breakdown());
        QVERIFY2(showsOnlyWhatIsKnown(&window, *session, 0, &leak), qPrintable(leak));
    }
};

QTEST_MAIN(TestHotSeat)
#include "test_hotseat.moc"
