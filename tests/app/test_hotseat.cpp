// Hot-seat: a curtain hides the table between two people's turns, and the
// table then belongs to the person whose turn it is.

#include "apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "games/gameui.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

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

        // The game opens behind the curtain: nobody may play yet.
        QVERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Ann"_s);
        QVERIFY(session->humanDecisions().empty());
        QTest::mouseClick(page.curtain()->findChild<QPushButton *>(u"curtainReady"_s), Qt::LeftButton);
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
        QCOMPARE(session->viewer(), 0); // still Ann's view, hidden

        QTest::keyClick(page.curtain(), Qt::Key_Return);
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
};

QTEST_MAIN(TestHotSeat)
#include "test_hotseat.moc"
