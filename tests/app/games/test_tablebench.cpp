// How long the table takes to redraw at 1600x1000 after a resize: the SVG art
// is rendered once per size and then served from the cache (goal < 16 ms).
// A benchmark, not a pass/fail timing.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billytable.h"

#include <QTest>

class TestTableBench : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void redrawAfterResize()
    {
        auto session = apptest::start(apptest::setup(4, 1, 5));
        session->resume();
        // Some cards on the table first.
        while (session->decisionCount() < 24) {
            const auto legal = session->legal();
            if (!legal.empty())
                QVERIFY(session->play(legal[std::size_t(session->decisionCount()) % legal.size()]));
            else
                QTest::qWait(1);
        }
        session->pause();
        BillyTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1600, 1000);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.viewport()->grab(); // the first paint renders the art at this size
        int toggle = 0;
        QBENCHMARK
        {
            table.resize(1600, 1000 + (++toggle % 2)); // a resize, then the redraw
            const QPixmap frame = table.viewport()->grab();
            QVERIFY(!frame.isNull());
        }
    }
};

QTEST_MAIN(TestTableBench)
#include "test_tablebench.moc"
