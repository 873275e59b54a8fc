// The replay viewer: steps forward and back through a record's decisions,
// from any seat's view; the all-knowing view only for a finished game.

#include "apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "session/gamelogmodel.h"
#include "shell/replaydialog.h"

#include "core/state.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QListView>
#include <QPushButton>
#include <QSlider>
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
        ReplayDialog dialog(record, apptest::everyViewer(record));
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
        ReplayDialog dialog(record, apptest::everyViewer(record));
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

    // Beside the table, the log of the game up to the step shown.
    void logUpToTheStep()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *log = dialog.findChild<QListView *>(u"replayLog"_s);
        QVERIFY(log && log->model() == dialog.logModel());
        QCOMPARE(dialog.logModel()->rowCount(), 0);
        dialog.setPosition(1); // one card played, one drawn
        QCOMPARE(dialog.logModel()->rowCount(), 2);
        QCOMPARE(dialog.logModel()->index(1).data(GameLogModel::DecisionRole).toInt(), 0);
        dialog.setPosition(5);
        QCOMPARE(
            dialog.logModel()->index(dialog.logModel()->rowCount() - 1).data(GameLogModel::DecisionRole).toInt(), 4);
        // At the end, the summary: who won.
        dialog.setPosition(dialog.length());
        const QString last = dialog.logModel()->index(dialog.logModel()->rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"won"_s) || last.contains(u"Billy wins"_s), qPrintable(last));
    }

    // To the start, to the end, anywhere with the slider.
    void jumpsAndSlider()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *slider = dialog.findChild<QSlider *>(u"replaySlider"_s);
        QCOMPARE(slider->maximum(), dialog.length());
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayEnd"_s), Qt::LeftButton);
        QCOMPARE(dialog.position(), dialog.length());
        QCOMPARE(slider->value(), dialog.length());
        QVERIFY(tableOf(dialog)->billyScene()->observation().terminal);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayStart"_s), Qt::LeftButton);
        QCOMPARE(dialog.position(), 0);
        slider->setValue(17);
        QCOMPARE(dialog.position(), 17);
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9 - 17);
    }

    // Play steps on by itself at the pace given, and stops at the end.
    void playsByItself()
    {
        Record record = finishedGame();
        record.decisions.resize(6);
        ReplayDialog dialog(record, apptest::everyViewer(record), 150);
        dialog.setPosition(2);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayPlay"_s), Qt::LeftButton);
        QVERIFY(dialog.isPlaying());
        QCOMPARE(dialog.position(), 2); // not at once: one step per pause
        QTRY_COMPARE_WITH_TIMEOUT(dialog.position(), 6, 3000);
        QTRY_VERIFY(!dialog.isPlaying());
    }

    void unfinishedGameHasNoAllKnowingView()
    {
        Record record = finishedGame();
        record.decisions.resize(5);
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        for (int i = 0; i < view->count(); ++i)
            QVERIFY(view->itemData(i).toInt() != kAllKnowing);
    }
};

QTEST_MAIN(TestReplay)
#include "test_replay.moc"
