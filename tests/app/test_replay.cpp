// The replay viewer: steps forward and back through a record's decisions,
// from any seat's view; the all-knowing view only for a finished game.

#include "apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "shell/replaydialog.h"

#include "core/state.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QPushButton>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

Record finishedGame()
{
    auto session = apptest::start(apptest::setup(3, 0, 21)); // three bots
    session->resume();
    QDeadlineTimer deadline(20000);
    while (!session->isOver() && !deadline.hasExpired())
        QTest::qWait(1);
    return session->record();
}

BillyTable *tableOf(const ReplayDialog &dialog)
{
    return dialog.findChild<BillyTable *>();
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void stepsThroughTheGame()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record);
        QCOMPARE(dialog.position(), 0);
        auto *forward = dialog.findChild<QPushButton *>(u"replayForward"_s);
        auto *back = dialog.findChild<QPushButton *>(u"replayBack"_s);
        QVERIFY(!back->isEnabled());
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9);

        QTest::mouseClick(forward, Qt::LeftButton);
        QTest::mouseClick(forward, Qt::LeftButton);
        QCOMPARE(dialog.position(), 2);
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9 - 2);
        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(dialog.position(), 1);

        dialog.setPosition(int(record.decisions.size()));
        QVERIFY(!forward->isEnabled());
        QVERIFY(tableOf(dialog)->billyScene()->observation().terminal);
    }

    void viewsOfEachSeatAndAllKnowingAtTheEnd()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record);
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        // Each player, the public view, and (finished game) all cards.
        QCOMPARE(view->count(), 3 + 2);
        QCOMPARE(view->itemData(view->count() - 1).toInt(), kAllKnowing);

        dialog.setPosition(10);
        view->setCurrentIndex(1); // Bob
        const auto bob = tableOf(dialog)->billyScene()->observation();
        QCOMPARE(bob.seat, 1);
        QCOMPARE(int(bob.hand.size()), 3);
        view->setCurrentIndex(3); // public: no hand values
        QVERIFY(tableOf(dialog)->billyScene()->observation().hand.empty());
        view->setCurrentIndex(4); // all knowing: every loot value known
        for (const auto &owner : tableOf(dialog)->billyScene()->observation().loot)
            for (const auto &column : owner)
                for (const auto &card : column)
                    QVERIFY(card.known());
    }

    void unfinishedGameHasNoAllKnowingView()
    {
        Record record = finishedGame();
        record.decisions.resize(5);
        ReplayDialog dialog(record);
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        for (int i = 0; i < view->count(); ++i)
            QVERIFY(view->itemData(i).toInt() != kAllKnowing);
    }
};

QTEST_MAIN(TestReplay)
#include "test_replay.moc"
