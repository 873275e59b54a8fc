// Boomo at the table: plays by mouse and keyboard reach the engine, the
// choices of a swap and of an answer to a bomb card (out of turn, behind the
// hot-seat curtain), no hidden card shown, a whole game to the breakdown,
// save and load, replay.

#include "app/apptestsupport.h"

#include "games/boomo/boomobreakdown.h"
#include "games/boomo/boomoscene.h"
#include "games/boomo/boomotable.h"
#include "games/carditem.h"
#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"

#include "boomo/game.h"
#include "boomo/state.h"
#include "core/records/record.h"
#include "registry.h"

#include <QGraphicsSimpleTextItem>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::boomo;

namespace {

const QString kStandard = u"boomo/standard"_s;

std::unique_ptr<State> trueState(const GameSession &session)
{
    const Record record = session.record();
    auto state = startGame(record, session.ruleset());
    playRecord(record, **state);
    return std::move(*state);
}

// A record whose deck deals `hands` (card names per seat, the rest of each
// hand and the pile from the standard deck in its order).
Record dealt(
    const QString &variant, const std::vector<std::vector<std::string>> &hands, const std::vector<std::string> &seats)
{
    const auto ruleset = *Registry::instance().ruleset(variant.toStdString());
    const Rules &rules = rulesOf(*ruleset);
    std::vector<std::string> rest;
    for (int card = 0; card < rules.cardCount(); ++card)
        rest.push_back(rules.cardName(card));
    auto takeName = [&rest](const std::string &name) {
        rest.erase(std::find(rest.begin(), rest.end(), name));
        return name;
    };
    std::vector<std::vector<std::string>> full = hands;
    for (auto &hand : full)
        for (auto &name : hand)
            name = takeName(name);
    std::vector<std::string> deck;
    for (auto &hand : full) {
        while (int(hand.size()) < rules.handSize) {
            // Fillers that change nothing: 5s first.
            const auto five = std::find(rest.begin(), rest.end(), std::string("5"));
            hand.push_back(five != rest.end() ? takeName("5") : takeName(rest.front()));
        }
        deck.insert(deck.end(), hand.begin(), hand.end());
    }
    deck.insert(deck.end(), rest.begin(), rest.end());
    Record record;
    record.game = "boomo";
    record.variant = variant.toStdString();
    record.players = {"Ann", "Bob", "Cid", "Dot"};
    record.players.resize(hands.size());
    record.seats = seats;
    record.setup = Setup {deck, 3, {}};
    return record;
}

std::unique_ptr<GameSession> resume(const Record &record)
{
    QString error;
    auto session = GameSession::fromRecord(record, &error);
    if (!session)
        qFatal("%s", qPrintable(error));
    session->setBotDelay(0);
    return session;
}

CardItem *handCard(const BoomoScene &scene, const QString &kind, const Rules &rules)
{
    for (CardItem *item : scene.cardItems())
        if (item->data(0).toString() == u"hand"_s && QString::fromStdString(rules.cardName(item->cardId())) == kind)
            return item;
    return nullptr;
}

QPoint at(const BoomoTable &table, QPointF scenePoint)
{
    return table.mapFromScene(scenePoint);
}

} // namespace

class TestBoomo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // A card clicked, then the discard pile; then the keyboard.
    void playsByMouseAndKeyboard()
    {
        auto session = apptest::start(apptest::setup(3, 1, 11, 0, kStandard));
        BoomoTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const Rules &rules = rulesOf(session->ruleset());
        CardItem *card = nullptr;
        for (CardItem *item : table.boomoScene()->cardItems())
            if (item->data(0).toString() == u"hand"_s && rules.cards[std::size_t(item->cardId())].kind == Kind::Number)
                card = item;
        QVERIFY(card);
        const int id = card->cardId(); // the click rebuilds the scene
        const QString kind = QString::fromStdString(rules.cardName(id));
        // Its left edge: the fan covers the rest of it.
        const QRectF face(card->pos(), card->size());
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at(table, {face.left() + 6, face.center().y()}));
        QCOMPARE(table.selectedCard(), id);
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at(table, table.boomoScene()->discardCentre()));
        QCOMPARE(session->decisionCount(), 1);
        QCOMPARE(QString::fromStdString(session->record().decisions.back().text), u"play "_s + kind);
        // A computer player's turn: Enter is not this screen's to press.
        QVERIFY(session->legal().empty());
        QTest::keyClick(&table, Qt::Key_Return);
        QVERIFY(table.message().isEmpty());

        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(!session->legal().empty() || session->isOver(), 5000);
        const int before = session->decisionCount();
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_Right);
        QVERIFY(table.selectedCard() >= 0);
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(session->decisionCount(), before + 1);
    }

    // A card played from the middle of the hand leaves the others where
    // they were, even when the engine takes an earlier copy of it (copies
    // are one choice) and fills that gap with its last card.
    void playedCardLeavesTheOthersInOrder()
    {
        auto session = resume(dealt(
            kStandard, {{"10", "skip", "10", "stop", "reverse", "5", "5"}, {}, {}}, {"human", "normal", "normal"}));
        BoomoTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const Rules &rules = rulesOf(session->ruleset());
        auto shownHand = [&] {
            QList<CardItem *> hand;
            for (CardItem *item : table.boomoScene()->cardItems())
                if (item->data(0).toString() == u"hand"_s)
                    hand << item;
            std::sort(hand.begin(), hand.end(), [](CardItem *a, CardItem *b) { return a->x() < b->x(); });
            return hand;
        };
        auto kinds = [&](const QList<CardItem *> &hand) {
            QStringList names;
            for (const CardItem *card : hand)
                names << QString::fromStdString(rules.cardName(card->cardId()));
            return names;
        };
        const QList<CardItem *> before = shownHand();
        QCOMPARE(kinds(before), (QStringList {u"10"_s, u"skip"_s, u"10"_s, u"stop"_s, u"reverse"_s, u"5"_s, u"5"_s}));
        // The second 10, by mouse: chosen, then onto the discard pile.
        const QRectF face(before[2]->pos(), before[2]->size());
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at(table, {face.left() + 6, face.center().y()}));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at(table, table.boomoScene()->discardCentre()));
        QCOMPARE(QString::fromStdString(session->record().decisions.back().text), u"play 10"_s);
        const QStringList after = kinds(shownHand());
        QCOMPARE(after.mid(0, 6), (QStringList {u"10"_s, u"skip"_s, u"stop"_s, u"reverse"_s, u"5"_s, u"5"_s}));
    }

    // Swap hands: the card, then a click on the player.
    void swapChoosesAPlayer()
    {
        auto session = resume(dealt(kStandard, {{"swap"}, {}, {}}, {"human", "normal", "normal"}));
        BoomoTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const Rules &rules = rulesOf(session->ruleset());
        QVERIFY(table.playCard(handCard(*table.boomoScene(), u"swap"_s, rules)->cardId()));
        QCOMPARE(table.boomoScene()->observation().phase, Phase::ChooseSwap);
        const QList<int> others = table.boomoScene()->opponents();
        QCOMPARE(others, (QList<int> {1, 2}));
        // Cid's panel.
        const QPointF cid = table.boomoScene()->handCentre(2);
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at(table, cid));
        QCOMPARE(QString::fromStdString(session->record().decisions.back().text), u"swap 2"_s);
        // Ann now sees the cards she gave away in Cid's hand.
        const auto &o = table.boomoScene()->observation();
        QCOMPARE(int(o.knownInHand[2].size()), rules.handSize - 1);
    }

    // Hot-seat: the log hides a swap's cards from the public without blank
    // lines, and shows Bob what he received once he is at the screen.
    void logFollowsTheViewerWithoutGaps()
    {
        auto session = resume(dealt(kStandard, {{"swap"}, {}, {}}, {"human", "human", "normal"}));
        session->lift();
        GameLogModel log(session->view(), *gameUi(u"boomo"_s));
        const Rules &rules = rulesOf(session->ruleset());
        const auto legal = session->legal();
        const auto swap = std::find_if(legal.begin(), legal.end(),
            [&rules](const Decision &d) { return d.card >= 0 && rules.cardName(d.card) == "swap"; });
        QVERIFY(swap != legal.end());
        QVERIFY(session->play(*swap));
        QVERIFY(session->play(BoomoState::swapWith(1)));
        QVERIFY(session->curtainDown());
        auto lines = [&log] {
            QStringList all;
            for (int row = 0; row < log.rowCount(); ++row)
                all << log.index(row).data().toString();
            return all;
        };
        const QStringList seenByAll = lines();
        QVERIFY(!seenByAll.contains(QString()));
        QVERIFY(!seenByAll.join(u'\n').contains(u"received"_s));
        session->lift();
        const QStringList seenByBob = lines();
        QVERIFY(!seenByBob.contains(QString()));
        QCOMPARE(seenByBob.filter(u"Bob received"_s).size(), rules.handSize - 1);
    }

    // Answer by choice: Bob holds a time stopper and answers Ann's bomb card
    // out of turn; the curtain falls for him first (two people at the screen).
    void answerOutOfTurnBehindTheCurtain()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QTemporaryDir dir;
        const QString file = dir.filePath(u"bomb.yaml"_s);
        {
            auto session
                = resume(dealt(u"boomo/answer-by-choice"_s, {{"bomb"}, {"stop"}, {}}, {"human", "human", "normal"}));
            QString error;
            QVERIFY(session->save(file, &error));
        }
        QVERIFY(window.loadGame(file));
        GameSession *session = window.session();
        Curtain *curtain = window.gamePage()->curtain();
        QTRY_VERIFY(!curtain->isGuarding());
        QCOMPARE(curtain->playerName(), u"Ann"_s);
        QVERIFY(apptest::liftCurtain(curtain));
        auto *table = static_cast<BoomoTable *>(window.gamePage()->table());
        const Rules &rules = rulesOf(session->ruleset());
        QVERIFY(table->playCard(handCard(*table->boomoScene(), u"bomb"_s, rules)->cardId()));
        // Bob must answer: the curtain falls for him, every view public.
        QCOMPARE(session->currentPlayer(), 1);
        QVERIFY(curtain->isVisible());
        QCOMPARE(curtain->playerName(), u"Bob"_s);
        QCOMPARE(session->viewer(), kSpectator);
        QVERIFY(apptest::liftCurtain(curtain));
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(table->boomoScene()->observation().phase, Phase::AnswerBomb);
        // The two answers are on the table; Bob discards his time stopper.
        QSet<int> answers;
        for (QGraphicsItem *item : table->boomoScene()->items())
            if (item->data(0).toString() == u"answer"_s)
                answers.insert(table->boomoScene()->answerAt(item->sceneBoundingRect().center()).value_or(-1));
        QCOMPARE(answers, (QSet<int> {0, 1}));
        // Their words in one size.
        QList<int> sizes;
        for (QGraphicsItem *item : table->boomoScene()->items())
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                if (text->text().contains(u"time stopper"_s) || text->text().contains(u"bomb explode"_s))
                    sizes << text->font().pixelSize();
        QCOMPARE(sizes.size(), 2);
        QCOMPARE(sizes[0], sizes[1]);
        // Every card has a name, its back too.
        for (CardItem *card : table->boomoScene()->cardItems())
            if (card->data(0).toString().contains(u"hand"_s) || card->elementId() == u"back"_s)
                QVERIFY2(!card->toolTip().isEmpty(), qPrintable(card->elementId()));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Down);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(QString::fromStdString(session->record().decisions.back().text), u"answer discard"_s);
        // Cid (a computer, no time stopper) lost a bomb; the round is over.
        const auto state = trueState(*session);
        const auto &boomo = static_cast<const BoomoState &>(*state);
        QCOMPARE(boomo.flipped(2), 1);
        QCOMPARE(boomo.flipped(1), 0);
        QCOMPARE(boomo.round(), 2);
    }

    // Against the computer, through a whole game: no face of a card the
    // person does not know, in any hand; the breakdown at the end.
    void wholeGameShowsOnlyWhatIsKnown()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 2026, 0, kStandard)));
        GameSession *session = window.session();
        auto *table = static_cast<BoomoTable *>(window.gamePage()->table());
        int checks = 0;
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            const auto state = trueState(*session);
            const auto known = static_cast<const BoomoState &>(*state).observation(0);
            for (CardItem *item : table->boomoScene()->cardItems()) {
                const QString role = item->data(0).toString();
                if (item->cardId() < 0 || (role != u"hand"_s && role != u"opponent-hand"_s))
                    continue;
                bool isKnown = false;
                for (const auto &hand : known.knownInHand)
                    isKnown = isKnown || std::find(hand.begin(), hand.end(), item->cardId()) != hand.end();
                QVERIFY2(isKnown, qPrintable(item->elementId()));
            }
            ++checks;
            // Play as a person would: a card and Enter, or a player and Enter.
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Right);
            QTest::keyClick(table, Qt::Key_Return);
        }
        QVERIFY(checks > 5);
        QTRY_VERIFY(window.gamePage()->breakdown());
        const QString text = static_cast<BoomoBreakdown *>(window.gamePage()->breakdown())->text();
        QVERIFY2(text.contains(u"The rounds"_s), qPrintable(text));
        QVERIFY2(text.contains(u"wins"_s) || text.contains(u"share the win"_s), qPrintable(text));
        // The log's last line names the winner.
        const auto *log = window.gamePage()->logModel();
        const QString last = log->index(log->rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"won"_s) || last.contains(u"share"_s), qPrintable(last));
    }

    // A saved game loads and goes on; a record replays on Boomo's table.
    void saveLoadAndReplay()
    {
        auto session = apptest::start(apptest::setup(3, 0, 5, 0, kStandard)); // three computers
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() >= 12 || session->isOver(), 10000);
        session->pause();
        QTemporaryDir dir;
        const QString file = dir.filePath(u"boomo.yaml"_s);
        QString error;
        QVERIFY(session->save(file, &error));
        auto record = readRecord(file.toStdString());
        QVERIFY(record);
        auto loaded = GameSession::fromRecord(*record, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(writeRecord(loaded->record()), writeRecord(session->record()));
        ReplayDialog replay(*record, apptest::everyViewer(*record));
        QVERIFY(replay.findChild<BoomoTable *>());
        replay.setPosition(replay.length());
        QCOMPARE(replay.findChild<BoomoTable *>()->boomoScene()->observation().discard.size(),
            static_cast<const BoomoObservation &>(loaded->view().observation()).discard.size());
    }
};

QTEST_MAIN(TestBoomo)
#include "test_boomo.moc"
