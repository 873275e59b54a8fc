// The Blasting Billy table: a person's move through the UI reaches the
// engine, refused moves explain why, and the scene never holds a value the
// viewer may not see.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "games/carditem.h"
#include "session/gamelogmodel.h"
#include "session/statusmodel.h"

#include "blastingbilly/state.h"
#include "core/records/record.h"

#include <QGraphicsSimpleTextItem>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

// The true state behind a session, rebuilt from its record (the test may
// know what the table must not show).
std::unique_ptr<State> trueState(const GameSession &session)
{
    const Record record = session.record();
    auto state = startGame(record, session.ruleset());
    playRecord(record, **state);
    return std::move(*state);
}

QPoint viewPoint(const BillyTable &table, QPointF scenePoint)
{
    return table.mapFromScene(scenePoint);
}

CardItem *handCard(const BillyTable &table, int index)
{
    QList<CardItem *> hand;
    for (CardItem *item : table.billyScene()->cardItems())
        if (item->data(0).toString() == u"hand"_s)
            hand << item;
    std::sort(hand.begin(), hand.end(), [](CardItem *a, CardItem *b) { return a->x() < b->x(); });
    return hand.value(index);
}

} // namespace

class TestTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void init()
    {
        m_session = apptest::start(apptest::setup(4, 1));
        m_table = std::make_unique<BillyTable>(m_session->view(), m_session.get(), *gameUi(m_session->gameId()));
        m_table->resize(1600, 1000);
        m_table->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_table.get()));
    }

    void cleanup()
    {
        m_table.reset();
        m_session.reset();
    }

    void clickCardThenDestination()
    {
        CardItem *card = handCard(*m_table, 1);
        QVERIFY(card);
        const int id = card->cardId();
        QTest::mouseClick(
            m_table->viewport(), Qt::LeftButton, {}, viewPoint(*m_table, card->sceneBoundingRect().center()));
        QCOMPARE(m_table->selectedCard(), id);
        const QPointF loot = m_table->billyScene()->destinationPoint(0, int(Destination::Loot), 0);
        QCOMPARE(m_table->billyScene()->destinationAt(loot), std::optional<int>(int(Destination::Loot)));
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, viewPoint(*m_table, loot));

        QCOMPARE(m_session->decisionCount(), 1);
        const Rules rules = Rules::fromVariant(m_session->ruleset().variant());
        QCOMPARE(QString::fromStdString(m_session->record().decisions.back().text),
            u"loot "_s + QString::fromStdString(rules.cardName(id)));
    }

    void dragCardOntoBilly()
    {
        CardItem *card = handCard(*m_table, 0);
        const int id = card->cardId();
        const QPoint from = viewPoint(*m_table, card->sceneBoundingRect().center());
        const QPoint to = viewPoint(*m_table, m_table->billyScene()->destinationPoint(0, int(Destination::Billy), 2));
        QTest::mousePress(m_table->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), m_table->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton,
            Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_table->viewport(), &move);
        QTest::mouseRelease(m_table->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(m_session->decisionCount(), 1);
        const Rules rules = Rules::fromVariant(m_session->ruleset().variant());
        QCOMPARE(QString::fromStdString(m_session->record().decisions.back().text),
            u"billy "_s + QString::fromStdString(rules.cardName(id)));
    }

    void keyboardAlone()
    {
        m_table->setFocus();
        QTest::keyClick(m_table.get(), Qt::Key_Right); // the first card
        const int id = m_table->selectedCard();
        QVERIFY(id >= 0);
        QTest::keyClick(m_table.get(), Qt::Key_Down); // loot -> box
        QTest::keyClick(m_table.get(), Qt::Key_Return);
        QCOMPARE(m_session->decisionCount(), 1);
        const Rules rules = Rules::fromVariant(m_session->ruleset().variant());
        QCOMPARE(QString::fromStdString(m_session->record().decisions.back().text),
            u"box "_s + QString::fromStdString(rules.cardName(id)));
        // Now a computer player's turn: Enter is not this screen's to press.
        QVERIFY(m_session->legal().empty());
        QTest::keyClick(m_table.get(), Qt::Key_Return);
        QVERIFY(m_table->message().isEmpty());
    }

    void refusedMovesExplain()
    {
        QSignalSpy messages(m_table.get(), &BillyTable::messageShown);
        // A destination without a card.
        QVERIFY(!m_table->playSelectedTo(int(Destination::Billy)));
        // A card dropped on an opponent's loot.
        CardItem *card = handCard(*m_table, 0);
        const QPoint from = viewPoint(*m_table, card->sceneBoundingRect().center());
        const QPoint to = viewPoint(*m_table, m_table->billyScene()->destinationPoint(2, int(Destination::Loot), 0));
        QTest::mousePress(m_table->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), m_table->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton,
            Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_table->viewport(), &move);
        QTest::mouseRelease(m_table->viewport(), Qt::LeftButton, {}, to);
        // A card that is not in the hand.
        const auto hand = m_session->legal();
        int notInHand = 0;
        while (std::any_of(hand.begin(), hand.end(), [&](const Decision &d) { return d.card == notInHand; }))
            ++notInHand;
        QVERIFY(!m_table->playCard(notInHand, int(Destination::Loot)));
        QCOMPARE(m_table->message(), u"That card is not in your hand."_s);

        QCOMPARE(messages.count(), 3);
        for (const auto &message : messages)
            QVERIFY(!message.first().toString().isEmpty());
        QCOMPARE(m_session->decisionCount(), 0); // nothing reached the engine
    }

    // A card played from the hand: the others keep their places (the engine
    // fills its gap with its last card), and the card drawn comes after
    // them; so again after the computer players' turns.
    void playedCardLeavesTheOthersInOrder()
    {
        auto shownHand = [this] {
            QList<int> ids;
            for (int i = 0; CardItem *card = handCard(*m_table, i); ++i)
                ids << card->cardId();
            return ids;
        };
        for (int turn = 0; turn < 3; ++turn) {
            QTRY_VERIFY(!m_session->legal().empty() && m_table->isSettled());
            const QList<int> before = shownHand();
            QVERIFY(before.size() >= 3);
            QVERIFY(m_table->playCard(before[0], int(Destination::Loot)));
            QList<int> kept = before;
            kept.removeFirst();
            const QList<int> after = shownHand();
            QCOMPARE(after.mid(0, kept.size()), kept);
            QCOMPARE(after.size(), before.size()); // one drawn, at the end
            m_session->resume();
        }
    }

    void notYourTurn()
    {
        QVERIFY(m_table->playCard(m_session->legal().front().card, int(Destination::Box)));
        // Now a bot is to play (the session is paused: it waits).
        QVERIFY(m_session->legal().empty());
        QVERIFY(!m_table->playCard(0, int(Destination::Box)));
        QCOMPARE(m_table->message(), u"It is not your turn."_s);
    }

    // Through a whole game: no face in the scene shows a card the viewer may
    // not know (opponents' hands above all).
    void sceneShowsOnlyWhatTheViewerKnows()
    {
        m_session->resume();
        int checks = 0;
        while (!m_session->isOver()) {
            const auto state = trueState(*m_session);
            const auto &billy = static_cast<const BillyState &>(*state);
            const BillyObservation seen = billy.observation(0);
            QSet<int> known;
            for (const auto &v : seen.hand)
                known.insert(v.id);
            for (const auto &owner : seen.loot)
                for (const auto &column : owner)
                    for (const auto &v : column)
                        if (v.known())
                            known.insert(v.id);
            for (const auto &boxed : seen.box) // the cards Ann dumped herself
                if (boxed.card.known())
                    known.insert(boxed.card.id);
            for (CardItem *item : m_table->billyScene()->cardItems()) {
                const QString element = item->elementId();
                if (element.startsWith(u"back-"_s))
                    continue;
                QVERIFY2(item->cardId() >= 0 && known.contains(item->cardId()), qPrintable(element));
                for (int seat = 1; seat < 4; ++seat)
                    for (auto card : billy.hand(seat))
                        QVERIFY2(card != item->cardId(), qPrintable(u"opponent's card shown: "_s + element));
                if (item->data(0).toString() == u"opponent-hand"_s)
                    QFAIL("an opponent's hand card shows a face");
            }
            ++checks;
            const auto legal = m_session->legal();
            if (!legal.empty())
                QVERIFY(m_table->playCard(legal.back().card, legal.back().target));
            else
                QTest::qWait(1);
        }
        QVERIFY(checks > 10);
    }

    // The log and the status tell a move once the table has drawn it, never
    // while its card is still in the air; a key during the flight lands it
    // and plays nothing.
    void logAndStatusWaitForTheTable()
    {
        GameLogModel log(m_session->view(), *gameUi(m_session->gameId()));
        StatusModel status(m_session->view(), *gameUi(m_session->gameId()));
        m_table->setFlightMilliseconds(400);
        const auto legal = m_session->legal();
        const int rows = log.rowCount();
        const QString loot = status.index(0, 2).data().toString();
        QVERIFY(m_table->playCard(legal.front().card, int(Destination::Loot)));
        QVERIFY(m_table->isAnimating());
        QCOMPARE(m_session->view().shown(), 0);
        QCOMPARE(log.rowCount(), rows);                                      // not yet told...
        QCOMPARE(status.index(0, 2).data().toString(), loot);                // ... nor counted
        QCOMPARE(status.index(0, 0).data().toString().left(1), u"\u25B6"_s); // still Ann's turn, as drawn
        QTRY_VERIFY(!m_table->isAnimating());
        QCOMPARE(m_session->view().shown(), 1);
        QVERIFY(log.rowCount() > rows);
        QCOMPARE(status.index(0, 2).data().toString(), QString::number(loot.toInt() + 1));
        // The computers move at once; their cards still fly when Ann's turn
        // comes. Her Enter then lands them: it does not play her card.
        m_session->setBotDelay(0);
        m_session->resume();
        QTRY_VERIFY(m_session->currentPlayer() == 0);
        QVERIFY(m_table->isAnimating());
        const int decisions = m_session->decisionCount();
        m_table->selectCard(m_session->legal().front().card);
        QTest::keyClick(m_table.get(), Qt::Key_Return);
        QVERIFY(!m_table->isAnimating());
        QVERIFY(m_session->view().isSettled());
        QCOMPARE(m_session->decisionCount(), decisions);
        // The next Enter, on the table as it is, plays.
        m_table->selectCard(m_session->legal().front().card);
        QTest::keyClick(m_table.get(), Qt::Key_Return);
        QCOMPARE(m_session->decisionCount(), decisions + 1);
    }

    // The moment the game ends the table shows the end: no hands, every loot
    // card turned up, the result; never the last hand and "your turn". With
    // cards flying, and a resize in the middle of the last flight.
    void endIsDrawn()
    {
        m_table->setFlightMilliseconds(150);
        m_session->setBotDelay(0);
        m_session->resume();
        bool resized = false;
        while (!m_session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(m_session->isOver() || !m_session->legal().empty(), 10000);
            if (m_session->isOver())
                break;
            // The person plays once the computers' cards have landed.
            QTRY_VERIFY_WITH_TIMEOUT(m_session->view().isSettled(), 10000);
            const auto legal = m_session->legal();
            QVERIFY(m_table->playCard(legal.front().card, legal.front().target));
            if (m_session->isOver() && !resized) {
                m_table->resize(1500, 950); // mid-flight
                resized = true;
            }
        }
        auto shown = [this] { return m_table->billyScene()->observation(); };
        QTRY_VERIFY_WITH_TIMEOUT(shown().terminal, 1000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_table->billyScene()->items().isEmpty(), 1000);
        QTest::qWait(300); // every flight has landed
        QVERIFY(shown().terminal);
        QVERIFY(shown().hand.empty());
        bool result = false;
        for (const QGraphicsItem *item : m_table->billyScene()->items()) {
            if (const auto *card = dynamic_cast<const CardItem *>(item)) {
                QVERIFY(card->data(0).toString() != u"hand"_s);
                if (card->data(1).toString().startsWith(u"loot-"_s) || card->data(1).toString().startsWith(u"billy-"_s))
                    QVERIFY2(card->cardId() >= 0, qPrintable(card->elementId()));
            }
            if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item)) {
                QVERIFY2(!text->text().contains(u"your turn"_s) && !text->text().contains(u"Final round"_s),
                    qPrintable(text->text()));
                result = result || item->data(0).toString() == u"result"_s;
            }
        }
        QVERIFY(result);
    }

private:
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<BillyTable> m_table;
};

QTEST_MAIN(TestTable)
#include "test_table.moc"
