// Input belongs to the moment it was made in: a key or a click at the table
// while the computer players finish (their turns, and the table drawing
// them) is never kept for the person's turn, in every game and whatever the
// phase, and the turn line says so until the turn comes.

#include "app/apptestsupport.h"

#include "games/carditem.h"
#include "games/gameui.h"
#include "games/tablescene.h"
#include "games/tableview.h"
#include "session/gameview.h"
#include "shell/gamepage.h"

#include <QLabel>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

const QString kIgnored = u"Keys and clicks before your turn are ignored."_s;

// What the table shows as chosen: its highlighted cards and pieces.
QStringList chosen(const TableScene &scene)
{
    QStringList items;
    for (const CardItem *card : scene.cardItems())
        if (card->isVisible() && card->isHighlighted())
            items << card->elementId();
    return items;
}

} // namespace

class TestBeforeTurn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void inputBeforeTheTurnIsNotKept_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char *variant :
            {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/standard", "wyatt-earp/standard"})
            QTest::addRow("%s", variant) << QString::fromLatin1(variant);
    }

    // Ann against three computer players: between her turns, arrow keys,
    // digits, letters, Enter and clicks on her cards and the table do
    // nothing, now or later; the turn line says so; her turn starts with
    // nothing chosen, and with her prompt.
    void inputBeforeTheTurnIsNotKept()
    {
        QFETCH(QString, variant);
        auto session = apptest::start(apptest::setup(4, 1, 23, 0, variant));
        QVERIFY(session);
        GamePage page(session.get(), *gameUi(session->gameId()));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *turn = page.findChild<QLabel *>(u"turnLabel"_s);
        QVERIFY(turn);
        TableView *table = page.table();
        auto *scene = qobject_cast<TableScene *>(table->scene());
        QVERIFY(scene);
        // Moves drawn as they fly: presses land while the table catches up too.
        table->setFlightMilliseconds(100);
        session->setBotDelay(150);
        session->resume();

        int stretches = 0; // of computer players' turns, pressed through
        for (int step = 0; step < 400 && stretches < 4 && !session->isOver(); ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            QTRY_VERIFY(table->isSettled());
            // Her turn: nothing pressed before it is chosen, and the turn
            // line prompts her.
            QVERIFY2(chosen(*scene).isEmpty(), qPrintable(chosen(*scene).join(u", "_s)));
            QVERIFY2(!turn->text().contains(kIgnored), qPrintable(turn->text()));
            const GameView &view = session->view();
            QCOMPARE(turn->text(), gameUi(session->gameId())->yourTurn(view.observation(), view));
            QVERIFY(session->play(session->legal().front()));
            if (!session->legal().empty() || session->isOver())
                continue; // her decision again (a phase of the same turn)
            // The computer players' turns: press what could choose or play.
            ++stretches;
            table->setFocus();
            int presses = 0;
            while (session->legal().empty() && !session->isOver()) {
                for (const int key : {Qt::Key_Right, Qt::Key_Down, Qt::Key_1, Qt::Key_D, Qt::Key_Return})
                    QTest::keyClick(table, Qt::Key(key));
                QList<QPointF> places {scene->sceneRect().center(), scene->messageArea().center()};
                for (const CardItem *card : scene->cardItems())
                    if (card->isVisible())
                        places << card->sceneBoundingRect().center();
                for (const QPointF &place : std::as_const(places).mid(0, 12))
                    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->mapFromScene(place));
                ++presses;
                if (!session->legal().empty() || session->isOver())
                    break; // the turn came meanwhile: the presses above were before it
                QVERIFY2(turn->text().endsWith(kIgnored), qPrintable(turn->text()));
                QTest::qWait(40);
            }
            QVERIFY(presses > 0);
        }
        QVERIFY(stretches >= 2 || session->isOver());
    }
};

QTEST_MAIN(TestBeforeTurn)
#include "test_beforeturn.moc"
