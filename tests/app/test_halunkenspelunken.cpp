// Halunken & Spelunken at the table: placing a captain, offering and
// passing, a movement card, the rum's number and a robbery, by mouse and
// keyboard, reach the engine; a secret movement card is never shown to
// another viewer (table, log, status) before the reveal; a whole game
// against three computers to the breakdown; save and load; replay.

#include "apptestsupport.h"

#include "art/carditem.h"
#include "games/gameui.h"
#include "games/halunkenspelunken/hsbreakdown.h"
#include "games/halunkenspelunken/hsscene.h"
#include "games/halunkenspelunken/hstable.h"
#include "session/gamelogmodel.h"
#include "session/statusmodel.h"
#include "shell/gamepage.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"

#include "core/record.h"
#include "core/secretchoices.h"
#include "halunkenspelunken/game.h"
#include "halunkenspelunken/state.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;

namespace {

const QString kStandard = u"halunken-spelunken/standard"_s;
const QString kIntro = u"halunken-spelunken/intro"_s;

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
        HsTable table(session.get());
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
        HsTable table(session.get());
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
        HsTable table(session.get());
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session.get(), *gameUi(u"halunken-spelunken"_s));
        StatusModel status(session.get(), *gameUi(u"halunken-spelunken"_s));
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
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(4, 1, 2026, 0, kStandard)));
        GameSession *session = window.session();
        auto *table = qobject_cast<HsTable *>(window.gamePage()->table());
        QVERIFY(table);
        int checks = 0;
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->humanDecisions().empty(), 10000);
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
        ReplayDialog replay(*record);
        auto *table = replay.findChild<HsTable *>();
        QVERIFY(table);
        replay.setPosition(replay.length());
        table = replay.findChild<HsTable *>();
        const auto finalView = loaded->observation();
        const auto &end = static_cast<const HsObservation &>(*finalView);
        QCOMPARE(seen(*table).harbour, end.harbour);
        QCOMPARE(seen(*table).captainAt, end.captainAt);
        replay.setPosition(4);
        QCOMPARE(replay.findChild<HsTable *>()->hsScene()->observation().round, 0);
    }
};

QTEST_MAIN(TestHalunkenSpelunken)
#include "test_halunkenspelunken.moc"
