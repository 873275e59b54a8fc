// The print-and-play deck's page layout (app/print/deckpages.h): nine 63 ×
// 88 mm cards to an A4 or Letter sheet inside the printable area, cut marks
// off the cards, backs mirrored so that a long-edge flip puts each behind its
// own front, and the order of the pages.

#include "print/deckpages.h"

#include <QTest>

using namespace deckpages;

class TestDeckPages : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nineToASheet_data()
    {
        QTest::addColumn<int>("paper");
        QTest::newRow("A4") << int(Paper::A4);
        QTest::newRow("Letter") << int(Paper::Letter);
    }
    void nineToASheet()
    {
        QFETCH(int, paper);
        const Layout layout = Layout::forPaper(Paper(paper));
        QVERIFY(layout.isValid());
        QCOMPARE(layout.columns(), 3);
        QCOMPARE(layout.rows(), 3);
        QCOMPARE(layout.perSheet(), 9);
        const QRectF printable = QRectF(QPointF(0, 0), layout.paper()).adjusted(4, 4, -4, -4);
        for (int slot = 0; slot < 9; ++slot) {
            const QRectF card = layout.front(slot);
            QCOMPARE(card.size(), QSizeF(63, 88));
            QVERIFY2(printable.contains(card), qPrintable(QString::number(slot)));
            for (int other = slot + 1; other < 9; ++other)
                QVERIFY(!card.intersects(layout.front(other)));
            for (const QLineF &mark : layout.cutMarks()) {
                QVERIFY(QRectF(QPointF(0, 0), layout.paper()).contains(mark.p1()));
                QVERIFY(QRectF(QPointF(0, 0), layout.paper()).contains(mark.p2()));
                QVERIFY(!card.intersects(QRectF(mark.p1(), mark.p2()).normalized().adjusted(-0.01, -0.01, 0.01, 0.01)));
            }
        }
        // Row by row from the top left.
        QVERIFY(layout.front(0).left() < layout.front(1).left());
        QVERIFY(layout.front(0).top() < layout.front(3).top());
    }

    // Duplex, flipped on the long edge: a point x mm from the left of the
    // back page lies behind the point paper width - x of the front page.
    void backsLieBehindTheirFronts()
    {
        for (const Paper paper : {Paper::A4, Paper::Letter}) {
            const Layout layout = Layout::forPaper(paper);
            const qreal width = layout.paper().width();
            for (int slot = 0; slot < layout.perSheet(); ++slot) {
                const QRectF front = layout.front(slot);
                const QRectF back = layout.back(slot);
                QCOMPARE(back.top(), front.top());
                QCOMPARE(width - back.right(), front.left());
            }
            QCOMPARE(layout.back(0), layout.front(2));
            QCOMPARE(layout.back(4), layout.front(4));
        }
    }

    // Every card edge has a mark at both ends of the grid.
    void cutMarksAlongEveryEdge()
    {
        const Layout layout = Layout::forPaper(Paper::A4);
        QCOMPARE(layout.cutMarks().size(), 3 * 2 * 2 + 3 * 2 * 2);
    }

    void pages()
    {
        const Layout layout = Layout::forPaper(Paper::A4);
        const QList<Page> plain = layout.pages(65, false);
        QCOMPARE(plain.size(), 1 + 8);
        QCOMPARE(plain.front().kind, PageKind::Cover);
        QCOMPARE(plain.back().kind, PageKind::Fronts);
        QCOMPARE(plain.back().firstCard, 63);
        QCOMPARE(plain.back().cards, 2);

        const QList<Page> duplex = layout.pages(65, true);
        QCOMPARE(duplex.size(), 2 + 2 * 8);
        QCOMPARE(duplex[1].kind, PageKind::Blank); // the cover's back: fronts start on a front side
        for (int page = 2; page < duplex.size(); page += 2) {
            QCOMPARE(duplex[page].kind, PageKind::Fronts);
            QCOMPARE(duplex[page + 1].kind, PageKind::Backs);
            QCOMPARE(duplex[page + 1].firstCard, duplex[page].firstCard);
            QCOMPARE(duplex[page + 1].cards, duplex[page].cards);
        }
        QCOMPARE(layout.pages(9, false).size(), 2);
        QCOMPARE(layout.pages(10, false).size(), 3);
    }

    void cardLargerThanThePaper()
    {
        const Layout layout(QSizeF(100, 100), QSizeF(120, 80));
        QVERIFY(!layout.isValid());
        QCOMPARE(layout.pages(5, false).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDeckPages)
#include "test_deckpages.moc"
