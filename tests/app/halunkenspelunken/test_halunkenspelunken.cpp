// Halunken & Spelunken at the table: placing a captain, offering and
// passing, a movement card, the rum's number and a robbery, by mouse and
// keyboard, reach the engine; a secret movement card is never shown to
// another viewer (table, log, status) before the reveal; a whole game
// against three computers to the breakdown; save and load; replay. The game
// for two: the hirer picks Black Jack's card (mouse and keyboard) and it
// stays hidden from the other viewer until he moves, the opponent's choice
// on landing on him, his rum named at the table (by his hirer, or by the
// auction's opener when nobody hired him), a whole game against the
// computer. The deals (seeds) were chosen for what happens in them.

#include "app/apptestsupport.h"

#include "games/carditem.h"
#include "games/gameui.h"
#include "games/halunkenspelunken/hsbreakdown.h"
#include "games/halunkenspelunken/hsscene.h"
#include "games/halunkenspelunken/hstable.h"
#include "models/varianttexts.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "session/statusmodel.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"

#include "core/game/secretchoices.h"
#include "core/records/record.h"
#include "halunkenspelunken/game.h"
#include "halunkenspelunken/rules.h"
#include "halunkenspelunken/state.h"

#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;

namespace {

const QString kStandard = u"halunken-spelunken/standard"_s;
const QString kIntro = u"halunken-spelunken/intro"_s;
const QString kTwo = u"halunken-spelunken/two-player"_s;

GameSetup people(int players, const QString &variant, quint64 seed = 3)
{
    GameSetup s = apptest::setup(players, players, seed, 0, variant);
    return s;
}

QString lastDecision(const GameSession &session)
{
    return QString::fromStdString(session.record().decisions.back().text);
}

const HsObservation &seen(const HsTable &table)
{
    return table.hsScene()->observation();
}

// Clicks where the table shows `decision`.
bool click(HsTable &table, const Decision &decision)
{
    const auto centre = table.hsScene()->centreOf(decision);
    if (!centre)
        return false;
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, table.mapFromScene(*centre));
    return true;
}

// Hot-seat: the person the curtain waits for sits down.
void sitDown(GameSession &session)
{
    if (session.curtainDown())
        session.lift();
}

QStringList logLines(const GameLogModel &log)
{
    QStringList lines;
    for (int row = 0; row < log.rowCount(); ++row)
        lines << log.index(row).data().toString();
    return lines;
}

// Every text, tooltip and card face the table shows, as an onlooker would
// note them down.
QStringList sceneTexts(const HsTable &table)
{
    QStringList texts;
    for (const QGraphicsItem *item : table.hsScene()->items()) {
        texts << item->toolTip();
        if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            texts << apptest::asOneLine(text->text());
        if (const auto *card = dynamic_cast<const CardItem *>(item))
            texts << card->elementId();
    }
    texts.removeAll(QString());
    return texts;
}

// The cards of a role on the table (e.g. Black Jack's cards left).
QList<int> cardsOf(const HsTable &table, const QString &role)
{
    QList<int> numbers;
    for (CardItem *card : table.hsScene()->cardItems())
        if (card->data(0).toString() == role)
            numbers << card->data(1).toInt();
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

// Black Jack's card of this round on his ship (the game for two), if shown.
CardItem *blackJackRoundCard(const HsTable &table)
{
    for (CardItem *card : table.hsScene()->cardItems())
        if (card->data(0).toString() == u"round-card"_s && card->data(1).toInt() == seen(table).players)
            return card;
    return nullptr;
}

int villainNamed(const GameSession &session, const char *name)
{
    return rulesOf(session.ruleset()).villainNamed(name);
}

QStringList statusTexts(const StatusModel &status)
{
    QStringList texts;
    for (int row = 0; row < status.rowCount(); ++row)
        for (int column = 0; column < status.columnCount(); ++column)
            texts << status.index(row, column).data().toString()
                  << status.index(row, column).data(Qt::ToolTipRole).toString();
    return texts;
}

} // namespace

class TestHalunkenSpelunken : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // The introductory game with three people at one screen: captains placed
    // by clicks on fields, movement cards by clicks and keys, a captain who
    // lands on another takes one of his villains by a click, a lone rum
    // names its number on a button.
    void playsByMouseAndKeyboard()
    {
        auto session = apptest::start(people(3, kIntro));
        QVERIFY(session);
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));

        // Placement: Ann on field 1, Bob on field 2, Cid on field 3.
        for (int seat = 0; seat < 3; ++seat) {
            sitDown(*session);
            QCOMPARE(session->viewer(), seat);
            QCOMPARE(seen(table).phase, Phase::PlaceCaptain);
            QVERIFY(click(table, HsState::place(seat)));
            QCOMPARE(lastDecision(*session), u"place %1"_s.arg(seat + 1));
        }
        // A taken field is refused with a reason.
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::ChooseMove);
        QVERIFY(!table.choose(HsState::place(0)));
        QVERIFY(!table.message().isEmpty());

        // Round 1: Ann 3 (two clicks), Bob 2 (keys), Cid 5. Bob lands first
        // on field 4; Ann lands on him holding as many villains: she robs.
        QVERIFY(click(table, HsState::move(3)));
        QCOMPARE(session->decisionCount(), 3); // the first click only picks the card
        QCOMPARE(table.selected(), std::optional<Decision>(HsState::move(3)));
        QVERIFY(click(table, HsState::move(3)));
        QCOMPARE(lastDecision(*session), u"move 3"_s);
        sitDown(*session);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_2);
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(lastDecision(*session), u"move 2"_s);
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(5)));
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::Rob);
        QCOMPARE(seen(table).victim, 1);
        // Her own villain is not Bob's: refused.
        const int mine = seen(table).villains[0].front();
        QVERIFY(!table.choose(HsState::villain(mine)));
        QVERIFY(table.message().contains(u"Bob"_s));
        const int bobs = seen(table).villains[1].front();
        QVERIFY(click(table, HsState::villain(bobs)));
        QCOMPARE(
            lastDecision(*session), u"take "_s + QString::fromStdString(rulesOf(session->ruleset()).villainName(bobs)));

        // Round 2: Ann's lone rum names 2 (1 and 4 are shown), on a button.
        sitDown(*session);
        QCOMPARE(seen(table).round, 2);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_R);
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(lastDecision(*session), u"move rum"_s);
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(1)));
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(4)));
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::NameRum);
        QVERIFY(!table.choose(HsState::rumNumber(4)));
        QVERIFY(table.message().contains(u"4"_s));
        QVERIFY(click(table, HsState::rumNumber(2)));
        QCOMPARE(lastDecision(*session), u"rum 2"_s);
    }

    // The standard game: Black Jack placed by a click, an offer by a click on
    // one's villain, a pass with P; the auction on the table.
    void offerAndPass()
    {
        auto session = apptest::start(people(3, kStandard));
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        for (int seat = 0; seat < 3; ++seat) {
            sitDown(*session);
            QVERIFY(click(table, HsState::place(2 * seat)));
        }
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::PlaceBlackJack);
        QVERIFY(!table.choose(HsState::place(0)));
        QVERIFY(click(table, HsState::place(7)));
        QCOMPARE(lastDecision(*session), u"blackjack 8"_s);
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::Offer);
        const int opener = session->viewer();
        const int offered = seen(table).villains[std::size_t(opener)].front();
        // Another's villain cannot be offered.
        const int theirs = seen(table).villains[std::size_t((opener + 1) % 3)].front();
        QVERIFY(!table.choose(HsState::villain(theirs)));
        QVERIFY(table.message().contains(u"own"_s));
        QVERIFY(click(table, HsState::villain(offered)));
        QCOMPARE(lastDecision(*session),
            u"offer "_s + QString::fromStdString(rulesOf(session->ruleset()).villainName(offered)));
        sitDown(*session);
        QCOMPARE(seen(table).bestOffer, offered);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_P);
        QCOMPARE(lastDecision(*session), u"pass"_s);
        sitDown(*session);
        QVERIFY(click(table, HsState::pass()));
        QCOMPARE(lastDecision(*session), u"pass"_s);
        QCOMPARE(seen(table).hirer, opener);
        QCOMPARE(seen(table).phase, Phase::ChooseMove);
    }

    // A movement card chosen in secret: the others' table, log and status
    // never tell which, until the reveal.
    void secretCardStaysSecret()
    {
        auto session = apptest::start(people(3, kIntro, 9));
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"halunken-spelunken"_s));
        StatusModel status(session->view(), *gameUi(u"halunken-spelunken"_s));
        for (int seat = 0; seat < 3; ++seat) {
            sitDown(*session);
            QVERIFY(table.choose(HsState::place(seat * 4)));
        }
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(6)));
        auto check = [&](const char *who) {
            QVERIFY2(!seen(table).revealed, who);
            bool sixShown = false;
            for (CardItem *card : table.hsScene()->cardItems()) {
                const QString role = card->data(0).toString();
                if (role == u"round-card"_s && card->data(1).toInt() == 0)
                    QVERIFY2(card->elementId() == u"back-move"_s && card->cardId() < 0, who);
                // Ann's 6 is still shown among the cards she holds (its
                // absence would tell which she chose).
                sixShown = sixShown || (role == u"moves-left"_s && card->data(1).toInt() == 0 && card->cardId() == 6);
            }
            QVERIFY2(sixShown, who);
        };
        // The public (curtain down), then Bob.
        QVERIFY(session->curtainDown());
        QCOMPARE(session->viewer(), kSpectator);
        check("public");
        const QString all = logLines(log).join(u'\n') + statusTexts(status).join(u'\n');
        QVERIFY2(all.contains(u"Ann chose a movement card."_s), qPrintable(all));
        QVERIFY(!all.contains(u"movement card 6"_s));
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        check("Bob");
        const QString bob = logLines(log).join(u'\n');
        QVERIFY(bob.contains(u"Ann chose a movement card."_s));
        QVERIFY(!bob.contains(u"movement card 6"_s));
        QVERIFY(table.choose(HsState::move(2)));
        // Ann's own view shows her card and her log line says it.
        session->watchAs(0);
        bool face = false;
        for (CardItem *card : table.hsScene()->cardItems())
            face = face || (card->data(0).toString() == u"round-card"_s && card->elementId() == u"move-6"_s);
        QVERIFY(face);
        QVERIFY(logLines(log).join(u'\n').contains(u"Ann chose movement card 6"_s));
    }

    // Against three computers, by the keyboard: no secret card shown, the
    // breakdown at the end.
    void wholeGameAgainstComputers()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 2026, 0, kStandard)));
        GameSession *session = window.session();
        auto *table = qobject_cast<HsTable *>(window.gamePage()->table());
        QVERIFY(table);
        int checks = 0;
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            QTRY_VERIFY(!table->isAnimating());
            const auto &o = seen(*table);
            for (CardItem *card : table->hsScene()->cardItems())
                if (card->data(0).toString() == u"round-card"_s && card->data(1).toInt() != 0 && !o.revealed)
                    QCOMPARE(card->elementId(), u"back-move"_s);
            ++checks;
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Right);
            QTest::keyClick(table, Qt::Key_Return);
        }
        QVERIFY(checks > 8);
        QTRY_VERIFY(window.gamePage()->breakdown());
        const QString text = static_cast<HsBreakdown *>(window.gamePage()->breakdown())->text();
        QVERIFY2(text.contains(u"villains by colour"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Counts double"_s), qPrintable(text));
        QVERIFY2(text.contains(u"wins with"_s) || text.contains(u"share the win"_s), qPrintable(text));
        const auto *log = window.gamePage()->logModel();
        const QString last = log->index(log->rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"won"_s) || last.contains(u"share"_s), qPrintable(last));
    }

    // Dot chooses last, so her movement card turns every card up: while the
    // table shows that reveal (and the moves after it) the turn line says
    // the round is being played, never that she should choose a card. The
    // line follows each decision made, not only what the table has drawn.
    void turnLineDuringTheReveal()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        GameSetup setup = apptest::setup(4, 0, 2026, 0, kStandard);
        setup.seats[3].kind = SeatKind::Human;
        QVERIFY(window.startGame(setup));
        GameSession *session = window.session();
        auto *table = qobject_cast<HsTable *>(window.gamePage()->table());
        QVERIFY(table);
        table->setFlightMilliseconds(150);
        const auto *turn = window.gamePage()->findChild<QLabel *>(u"turnLabel"_s);
        QVERIFY(turn);
        const QString askedForACard = u"choose a movement card"_s;
        int reveals = 0;
        while (!session->isOver() && reveals < 3) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || (!session->legal().empty() && table->isSettled()), 20000);
            if (session->isOver())
                break;
            const bool choosing = seen(*table).phase == Phase::ChooseMove;
            QCOMPARE(turn->text().contains(askedForACard), choosing);
            const int index = session->decisionCount();
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Right);
            QTest::keyClick(table, Qt::Key_Return);
            if (session->decisionCount() == index)
                QVERIFY(session->play(session->legal().front()));
            bool revealed = false;
            for (const Event &e : session->view().eventsOf(index))
                revealed = revealed || EventType(e.type) == EventType::MoveRevealed;
            if (!choosing || !revealed)
                continue;
            ++reveals;
            QVERIFY(table->isAnimating());
            while (table->isAnimating()) {
                QVERIFY2(!turn->text().contains(askedForACard), qPrintable(turn->text()));
                QTest::qWait(20);
            }
        }
        QVERIFY(reveals > 0);
    }

    // The game for two (seed 1): Bob hires Black Jack and picks his card with
    // the keyboard; to Ann and the public it is a face-down card on his ship
    // (his cards left still show it among them) and a log line without its
    // number. Ann, landing on him, may take from the harbour or rob Bob; she
    // robs him with a click.
    void twoPlayersHirerPicksByKeyboard()
    {
        auto session = apptest::start(people(2, kTwo, 1));
        QVERIFY(session);
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"halunken-spelunken"_s));
        StatusModel status(session->view(), *gameUi(u"halunken-spelunken"_s));
        const auto *ui = gameUi(u"halunken-spelunken"_s);

        sitDown(*session);
        QVERIFY(click(table, HsState::place(2)));
        sitDown(*session);
        QVERIFY(click(table, HsState::place(13)));
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::PlaceBlackJack);
        QVERIFY(click(table, HsState::place(8)));
        // The alternating auction: Bob offers, Ann passes.
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QVERIFY(click(table, HsState::villain(villainNamed(*session, "grey-13"))));
        sitDown(*session);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_P);
        QCOMPARE(lastDecision(*session), u"pass"_s);

        // Bob chooses Black Jack's card: his cards near the ship and in the band.
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(seen(table).phase, Phase::ChooseBlackJackMove);
        const QString prompt = ui->yourTurn(session->view().observation(), session->view());
        QVERIFY2(prompt.contains(u"Black Jack"_s) && prompt.contains(u"secret"_s), qPrintable(prompt));
        QCOMPARE(cardsOf(table, u"blackjack-move"_s).count(2), 2);
        QCOMPARE(cardsOf(table, u"blackjack-move"_s).size(), 16);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_2);
        QCOMPARE(table.selected(), std::optional<Decision>(HsState::move(2)));
        QCOMPARE(session->decisionCount(), 5); // picked, not played
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(lastDecision(*session), u"jack 2"_s);

        // The public, then Ann: a face-down card on the ship, all eight of his
        // cards still his, nothing in the log or status that tells which.
        auto hidden = [&](const char *who) {
            QCOMPARE(seen(table).blackJackCard, SecretChoices::kHidden);
            CardItem *card = blackJackRoundCard(table);
            QVERIFY2(card, who);
            QVERIFY2(card->elementId() == u"back-move"_s && card->cardId() < 0, who);
            QCOMPARE(cardsOf(table, u"blackjack-move"_s), QList<int>({0, 1, 2, 3, 4, 5, 6, 7}));
            const QString all
                = sceneTexts(table).join(u'\n') + logLines(log).join(u'\n') + u'\n' + statusTexts(status).join(u'\n');
            QVERIFY2(all.contains(u"Bob chose Black Jack's card."_s), who);
            QVERIFY2(!all.contains(u"for Black Jack"_s), qPrintable(all));
            QVERIFY2(!all.contains(u"your secret"_s), who);
        };
        QVERIFY(session->curtainDown());
        hidden("public");
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        hidden("Ann");
        QVERIFY(click(table, HsState::move(5)));
        QVERIFY(click(table, HsState::move(5)));
        // Bob sees his own choice face up on the ship, and reads it in the log.
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QVERIFY(blackJackRoundCard(table));
        QCOMPARE(blackJackRoundCard(table)->elementId(), u"move-2"_s);
        QVERIFY(sceneTexts(table).contains(u"your secret"_s));
        QVERIFY(logLines(log).contains(u"Bob chose movement card 2 for Black Jack (secret until he moves)."_s));
        QVERIFY(!cardsOf(table, u"blackjack-move"_s).contains(2));
        QVERIFY(table.choose(HsState::move(3)));
        // Bob lands on Ann first and robs her; then Ann lands on Black Jack.
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::Rob);
        QVERIFY(click(table, HsState::villain(villainNamed(*session, "red-10"))));
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::LandOnBlackJack);
        QCOMPARE(seen(table).blackJackCard, SecretChoices::kHidden); // he has not moved yet
        const QString landing = ui->yourTurn(session->view().observation(), session->view());
        QVERIFY2(landing.contains(u"harbour"_s) && landing.contains(u"rob Bob"_s), qPrintable(landing));
        QVERIFY(sceneTexts(table).contains(u"Take a villain from the harbour (H)"_s));
        QVERIFY(sceneTexts(table).contains(u"Rob Bob (R)"_s));
        QVERIFY(click(table, HsState::harbourOrRob(false)));
        QCOMPARE(lastDecision(*session), u"rob"_s);
        QCOMPARE(seen(table).phase, Phase::Rob);
        QCOMPARE(seen(table).victim, 1);
        const QString robbing = ui->yourTurn(session->view().observation(), session->view());
        QVERIFY2(robbing.contains(u"hirer"_s), qPrintable(robbing));
        const int taken = seen(table).villains[1].front();
        QVERIFY(click(table, HsState::villain(taken)));
        // Black Jack moved with his card: now everyone knows it.
        QVERIFY(logLines(log).contains(u"Bob turns up Black Jack's card: 2."_s));
        QCOMPARE(seen(table).round, 2);
        QCOMPARE(seen(table).blackJackPlayed, std::vector<int>({2}));
    }

    // The game for two (seed 1): Ann hires Black Jack and picks his card 4
    // with two clicks; Bob lands on him, and though Ann holds no villain
    // both choices are his (RULES-NOTES): he takes one from the harbour.
    void twoPlayersHirerPicksByMouse()
    {
        auto session = apptest::start(people(2, kTwo, 1));
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"halunken-spelunken"_s));
        sitDown(*session);
        QVERIFY(table.choose(HsState::place(11)));
        sitDown(*session);
        QVERIFY(table.choose(HsState::place(10)));
        sitDown(*session);
        QVERIFY(table.choose(HsState::place(12)));
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QVERIFY(table.choose(HsState::villain(villainNamed(*session, "red-15"))));
        sitDown(*session);
        QVERIFY(click(table, HsState::pass()));
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::ChooseBlackJackMove);
        // The first click picks the card, the second plays it.
        QVERIFY(click(table, HsState::move(4)));
        QCOMPARE(table.selected(), std::optional<Decision>(HsState::move(4)));
        QCOMPARE(session->decisionCount(), 5);
        QVERIFY(click(table, HsState::move(4)));
        QCOMPARE(lastDecision(*session), u"jack 4"_s);
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::ChooseMove);
        QVERIFY(table.choose(HsState::move(7)));
        // Bob's screen: the card on the ship is face down.
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QVERIFY(blackJackRoundCard(table));
        QCOMPARE(blackJackRoundCard(table)->elementId(), u"back-move"_s);
        QVERIFY(logLines(log).contains(u"Ann chose Black Jack's card."_s));
        QVERIFY(!logLines(log).join(u'\n').contains(u"for Black Jack"_s));
        QVERIFY(table.choose(HsState::move(2)));
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(seen(table).phase, Phase::LandOnBlackJack);
        QVERIFY(seen(table).villains[0].empty());
        QCOMPARE(session->legal(), (std::vector<Decision> {HsState::harbourOrRob(true), HsState::harbourOrRob(false)}));
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_H);
        QCOMPARE(lastDecision(*session), u"harbour"_s);
        QCOMPARE(seen(table).robbery, Robbery::Harbour);
        QVERIFY(click(table, HsState::villain(villainNamed(*session, "red-15"))));
        QVERIFY(logLines(log).contains(u"Bob takes Red 15 from the harbour."_s));
    }

    // The game for two (seed 1): Ann picks the rum for Black Jack; when he
    // moves she names his number on a button (one no revealed card shows,
    // the cancelled sevens included); next round his rum is gone, and R says
    // so.
    void twoPlayersHiredRumNamed()
    {
        LanguageManager languages; // the English plurals
        languages.setLanguage(u"en"_s);
        auto session = apptest::start(people(2, kTwo, 1));
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"halunken-spelunken"_s));
        const auto *ui = gameUi(u"halunken-spelunken"_s);
        for (const int field : {2, 1, 12}) {
            sitDown(*session);
            QVERIFY(table.choose(HsState::place(field)));
        }
        sitDown(*session);
        QVERIFY(table.choose(HsState::villain(villainNamed(*session, "red-10"))));
        sitDown(*session);
        QVERIFY(table.choose(HsState::pass()));
        sitDown(*session);
        QCOMPARE(seen(table).phase, Phase::ChooseBlackJackMove);
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_R);
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(lastDecision(*session), u"jack rum"_s);
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(7)));
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(7)));
        // The captains' sevens cancel; Black Jack's rum: Ann names his number.
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::NameRum);
        QCOMPARE(seen(table).rumFigure, 2);
        const QString prompt = ui->yourTurn(session->view().observation(), session->view());
        QVERIFY2(prompt.contains(u"Black Jack's card is the rum"_s), qPrintable(prompt));
        QVERIFY(sceneTexts(table).contains(u"Black Jack's rum moves…"_s));
        QVERIFY(!table.choose(HsState::rumNumber(7))); // both captains showed a seven
        QVERIFY2(table.message().contains(u"7"_s), qPrintable(table.message()));
        QVERIFY(click(table, HsState::rumNumber(6)));
        QCOMPARE(lastDecision(*session), u"rum 6"_s);
        QVERIFY(logLines(log).contains(u"Ann turns up Black Jack's card: Rum."_s));
        QVERIFY(logLines(log).contains(u"Black Jack's rum moves him 6 fields."_s));
        // Round 2: Ann opens and hires him again; his rum is played.
        while (seen(table).round < 2 || seen(table).phase != Phase::ChooseBlackJackMove) {
            sitDown(*session);
            const auto choices = session->legal();
            QVERIFY(!choices.empty());
            const bool offer = seen(table).phase == Phase::Offer && session->viewer() == 0;
            QVERIFY(table.choose(offer ? choices.front() : choices.back()));
        }
        sitDown(*session);
        QCOMPARE(seen(table).hirer, session->viewer());
        QCOMPARE(seen(table).blackJackMovesLeft, std::vector<int>({1, 2, 3, 4, 5, 6, 7}));
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_R);
        QVERIFY2(table.message().contains(u"rum card already"_s), qPrintable(table.message()));
        QVERIFY(!table.choose(HsState::move(kRum)));
        QVERIFY2(table.message().contains(u"Black Jack has played"_s), qPrintable(table.message()));
    }

    // The game for two (seed 18): nobody hires Black Jack; his turned card is
    // the lone rum, and Ann, who opened the auction, names his number from
    // those no card shows.
    void twoPlayersUnhiredRumNamedByOpener()
    {
        LanguageManager languages; // the English plurals
        languages.setLanguage(u"en"_s);
        auto session = apptest::start(people(2, kTwo, 18));
        HsTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"halunken-spelunken"_s));
        const auto *ui = gameUi(u"halunken-spelunken"_s);
        for (const int field : {4, 2, 11}) {
            sitDown(*session);
            QVERIFY(table.choose(HsState::place(field)));
        }
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QVERIFY(table.choose(HsState::pass()));
        QCOMPARE(seen(table).hirer, -1);
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(1)));
        sitDown(*session);
        QVERIFY(table.choose(HsState::move(7)));
        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::NameRum);
        QCOMPARE(seen(table).rumFigure, 2);
        QVERIFY(logLines(log).contains(u"Black Jack's card is turned up: Rum."_s));
        const QString prompt = ui->yourTurn(session->view().observation(), session->view());
        QVERIFY2(prompt.contains(u"opened the auction"_s), qPrintable(prompt));
        QVERIFY(blackJackRoundCard(table));
        QCOMPARE(blackJackRoundCard(table)->elementId(), u"move-rum"_s);
        QVERIFY(!table.choose(HsState::rumNumber(7)));
        QVERIFY2(table.message().contains(u"7"_s), qPrintable(table.message()));
        table.setFocus();
        QTest::keyClick(&table, Qt::Key_1);
        QVERIFY2(table.message().contains(u"1"_s), qPrintable(table.message()));
        QVERIFY(click(table, HsState::rumNumber(3)));
        QCOMPARE(lastDecision(*session), u"rum 3"_s);
        QVERIFY(logLines(log).contains(u"Black Jack's rum moves him 3 fields."_s));
    }

    // The game for two against the computer, by the keyboard, to the
    // breakdown: Black Jack's card that the computer chose is never shown
    // face up, nor told in the log, before he moves.
    void twoPlayerGameAgainstComputer()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(2, 1, 7, 0, kTwo)));
        GameSession *session = window.session();
        auto *table = qobject_cast<HsTable *>(window.gamePage()->table());
        QVERIFY(table);
        int checks = 0, hiddenSeen = 0, hired = 0;
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            QTRY_VERIFY(!table->isAnimating());
            const auto &o = seen(*table);
            if (o.blackJackCard == SecretChoices::kHidden) {
                ++hiddenSeen;
                QVERIFY(blackJackRoundCard(*table));
                QCOMPARE(blackJackRoundCard(*table)->elementId(), u"back-move"_s);
                const QString texts = apptest::visibleTexts(&window).join(u'\n');
                QVERIFY2(!texts.contains(u"Bob chose movement card"_s) && !texts.contains(u"Bob chose the rum card"_s),
                    qPrintable(texts));
            }
            hired += o.phase == Phase::ChooseBlackJackMove;
            ++checks;
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Right);
            QTest::keyClick(table, Qt::Key_Return);
        }
        QVERIFY(checks > 8);
        QVERIFY(hiddenSeen > 0);
        QVERIFY(hired > 0);
        QTRY_VERIFY(window.gamePage()->breakdown());
        const QString text = static_cast<HsBreakdown *>(window.gamePage()->breakdown())->text();
        QVERIFY2(text.contains(u"villains by colour"_s), qPrintable(text));
        QVERIFY2(text.contains(u"wins with"_s) || text.contains(u"share the win"_s), qPrintable(text));
    }

    // The game for two in words: the rules reference has its own Black Jack
    // (an absent captain's cards, the auction until a pass, the hirer's
    // secret choice, the landing choice) with the variant's numbers, and the
    // variant editor names every choice of Black Jack's mode.
    void twoPlayerRulesAndEditorWords()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        auto session = apptest::start(people(2, kTwo, 1));
        const auto *ui = gameUi(u"halunken-spelunken"_s);
        const QString html = ui->rulesPage(session->ruleset().variant()).html();
        QVERIFY2(html.contains(u"For 2 players."_s), qPrintable(html));
        QVERIFY(html.contains(u"absent third captain: 1, 2, 3, 4, 5, 6, 7 and a rum card."_s));
        QVERIFY(html.contains(u"The auction ends as soon as a player passes."_s));
        QVERIFY(html.contains(u"Right after the auction the hirer chooses"_s));
        QVERIFY(html.contains(u"a villain from the harbour, or robbing the hirer"_s));
        QVERIFY(html.contains(u"the auction"_s) && html.contains(u"opener names the number"_s));
        QVERIFY(!html.contains(u"each player once offers"_s)); // the standard auction's words
        const auto *mode = houserules::halunkenspelunken::schema().find("black_jack.mode");
        QVERIFY(mode);
        QCOMPARE(mode->choices.size(), std::size_t(3));
        for (const auto &choice : mode->choices)
            QVERIFY2(!ui->variantTexts()->choiceName(u"black_jack.mode"_s, QString::fromStdString(choice)).isEmpty(),
                choice.c_str());
    }

    // A saved game loads and goes on; a record replays on this table.
    void saveLoadAndReplay()
    {
        auto session = apptest::start(apptest::setup(4, 0, 5, 0, kStandard));
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() >= 30 || session->isOver(), 10000);
        session->pause();
        QTemporaryDir dir;
        const QString file = dir.filePath(u"hs.yaml"_s);
        QString error;
        QVERIFY(session->save(file, &error));
        auto record = readRecord(file.toStdString());
        QVERIFY(record);
        auto loaded = GameSession::fromRecord(*record, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(writeRecord(loaded->record()), writeRecord(session->record()));
        ReplayDialog replay(*record, apptest::everyViewer(*record));
        auto *table = replay.findChild<HsTable *>();
        QVERIFY(table);
        replay.setPosition(replay.length());
        table = replay.findChild<HsTable *>();
        const auto &end = static_cast<const HsObservation &>(loaded->view().observation());
        QCOMPARE(seen(*table).harbour, end.harbour);
        QCOMPARE(seen(*table).captainAt, end.captainAt);
        replay.setPosition(4);
        QCOMPARE(replay.findChild<HsTable *>()->hsScene()->observation().round, 0);
    }
};

QTEST_MAIN(TestHalunkenSpelunken)
#include "test_halunkenspelunken.moc"
