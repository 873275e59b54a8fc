// Wyatt Earp at the table: a move made by clicking a lit field and one built
// with the keyboard (a sidewalk, a die and its way, twice) reach the engine;
// a move the engine refuses is refused with a reason; nobody's gunfighter or
// stars show to anyone else (table and log, at every handover in hot-seat);
// the log has a line for every kind of event of a seeded game; a whole game
// against three computers reaches the breakdown.

#include "app/apptestsupport.h"

#include "games/carditem.h"
#include "games/gameui.h"
#include "games/wyattearp/webreakdown.h"
#include "games/wyattearp/wenames.h"
#include "games/wyattearp/wescene.h"
#include "games/wyattearp/wetable.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "session/gameview.h"
#include "session/statusmodel.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"

#include "core/records/record.h"
#include "wyattearp/game.h"
#include "wyattearp/rules.h"
#include "wyattearp/state.h"

#include <QGraphicsSimpleTextItem>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::wyattearp;

namespace {

const QString kStandard = u"wyatt-earp/standard"_s;

std::unique_ptr<State> trueState(const GameSession &session)
{
    const Record record = session.record();
    auto state = startGame(record, session.ruleset());
    playRecord(record, **state);
    return std::move(*state);
}

const WeObservation &seen(const WeTable &table)
{
    return table.weScene()->observation();
}

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

// Every text, tooltip and card face the table shows.
QStringList sceneTexts(const WeTable &table)
{
    QStringList texts;
    for (const QGraphicsItem *item : table.weScene()->items()) {
        texts << item->toolTip();
        if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            texts << text->text();
        if (const auto *card = dynamic_cast<const CardItem *>(item))
            texts << card->elementId();
    }
    texts.removeAll(QString());
    return texts;
}

// The gunfighters' names and art of every seat, from the full state.
QStringList secretsOf(const GameSession &session, int seat)
{
    const auto state = trueState(session);
    const auto &we = static_cast<const WeState &>(*state);
    const auto &g = we.rules().gunfighters[std::size_t(we.gunfighter(seat))];
    static const std::map<std::string, QString> names {{"wyatt_earp", u"Wyatt Earp"_s},
        {"doc_holliday", u"Doc Holliday"_s}, {"calamity_jane", u"Calamity Jane"_s},
        {"billy_the_kid", u"Billy the Kid"_s}, {"wild_bill", u"Wild Bill"_s}, {"annie_oakley", u"Annie Oakley"_s}};
    return {names.at(g.name), u"character-"_s + QString::fromStdString(g.name)};
}

// The stars the table shows (the viewer's character card), by attribute.
std::vector<int> starsShown(const WeTable &table)
{
    std::vector<int> stars(kAttributes, 0);
    for (CardItem *item : table.weScene()->cardItems())
        if (item->data(0).toString() == u"star"_s)
            ++stars[std::size_t(item->data(1).toInt())];
    return stars;
}

bool click(WeTable &table, const WeScene::Action &action)
{
    const auto centre = table.weScene()->centreOf(action);
    if (!centre)
        return false;
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, table.mapFromScene(*centre));
    return true;
}

// Plays the first of the human's choices (a lit field for a move) so that
// hot-seat games go on.
void playSomething(WeTable &table, GameSession &session, int n)
{
    const auto choices = session.legal();
    QVERIFY(!choices.empty());
    table.choose(choices[std::size_t(n) % choices.size()]);
}

// Plays the people's decisions (draw a share and roll its price where
// they may, else the first choice) until `done`, lifting every curtain.
bool playUntil(GameSession &session, const std::function<bool()> &done, int decisions = 600)
{
    for (int i = 0; i < decisions && !session.isOver(); ++i) {
        sitDown(session);
        if (done())
            return true;
        const auto legal = session.legal();
        if (legal.empty())
            return false;
        Decision d = legal.front();
        for (const Decision &wanted : {WeState::fieldChoice(FieldChoice::Draw), WeState::yes(true)})
            if (std::find(legal.begin(), legal.end(), wanted) != legal.end())
                d = wanted;
        if (!session.play(d))
            return false;
    }
    sitDown(session);
    return done();
}

// The scene items a table tagged with `role` (item data 0).
QList<QGraphicsItem *> tagged(const WeTable &table, const QString &role)
{
    QList<QGraphicsItem *> found;
    for (QGraphicsItem *item : table.weScene()->items())
        if (item->data(0).toString() == role && item->isVisible())
            found << item;
    return found;
}

} // namespace

class TestWyattEarp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // Two people at one screen: Ann clicks a lit field; Bob builds his move
    // with keys (a sidewalk, then die and way, twice, and Enter or a
    // crossing); a move the engine refuses says why.
    void movesByMouseAndKeyboard()
    {
        auto session = apptest::start(apptest::setup(2, 2, 11, 0, kStandard));
        QVERIFY(session);
        WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));

        sitDown(*session);
        QCOMPARE(session->viewer(), 0);
        QCOMPARE(seen(table).phase, Phase::Move);
        const auto legal = session->legal();
        QVERIFY(!legal.empty());
        const Decision ann = legal.back();
        QVERIFY(click(table, {WeScene::Action::Kind::Decide, ann.target, ann}));
        QCOMPARE(session->decisionCount(), 1);
        QCOMPARE(static_cast<const WeObservation &>(session->view().observation()).cowboyAt[0], int(ann.target));

        // Ann may still have a field's action (poker, hasard: Bob too); answer
        // until Bob moves.
        auto phase = [&] { return static_cast<const WeObservation &>(session->view().observation()).phase; };
        for (int i = 0; i < 40 && !(session->currentPlayer() == 1 && phase() == Phase::Move); ++i) {
            sitDown(*session);
            playSomething(table, *session, 0);
        }
        sitDown(*session);
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(seen(table).phase, Phase::Move);
        QCOMPARE(seen(table).cowboyAt[1], -1);
        // A move the engine refuses: walks that do not end where it says.
        Decision wrong = session->legal().front();
        wrong.target = std::int16_t((wrong.target + 1) % (2 * rulesOf(session->ruleset()).fields));
        QVERIFY(!table.choose(wrong));
        QVERIFY(!table.message().isEmpty());

        // Bob's move with the keyboard, as the engine's plan says it.
        const Decision bob = session->legal().back();
        const MovePlan plan = MovePlan::decode(bob.value);
        table.setFocus();
        QTest::keyClick(&table, plan.startSide == 0 ? Qt::Key_N : Qt::Key_S);
        int steps = 0;
        for (const auto &step : plan.steps) {
            if (step.op == MovePlan::None)
                break;
            ++steps;
            QTest::keyClick(&table, Qt::Key(Qt::Key_1 + step.die));
            QTest::keyClick(&table,
                step.op == MovePlan::East       ? Qt::Key_Right
                    : step.op == MovePlan::West ? Qt::Key_Left
                                                : Qt::Key_Up);
        }
        if (steps == 2)
            QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(static_cast<const WeObservation &>(session->view().observation()).cowboyAt[1], int(bob.target));
    }

    // Past the move, every choice is a button with its key on it: Enter
    // chooses none of them and says which keys do; the key on a button does.
    void buttonsAnswerTheirKeysAndEnterSaysSo()
    {
        auto session = apptest::start(apptest::setup(2, 2, 11, 0, kStandard));
        QVERIFY(session);
        WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        auto phase = [&] { return static_cast<const WeObservation &>(session->view().observation()).phase; };
        QVERIFY(playUntil(*session, [&] { return phase() == Phase::FieldAction; }));
        table.setFocus();
        const int decisions = session->decisionCount();
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(session->decisionCount(), decisions);
        QCOMPARE(table.message(), u"Each button shows its key: press that key, or click the button."_s);
        QTest::keyClick(&table, Qt::Key_P); // Pass
        QCOMPARE(session->decisionCount(), decisions + 1);
    }

    // Hot-seat with three people: at every handover, neither the table nor
    // the log shows another seat's gunfighter or stars; each sees their own.
    void gunfightersStaySecret()
    {
        auto session = apptest::start(apptest::setup(3, 3, 5, 0, kStandard));
        WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        GameLogModel log(session->view(), *gameUi(u"wyatt-earp"_s));
        for (int turn = 0; turn < 60 && !session->isOver(); ++turn) {
            // Behind the curtain: nobody's.
            if (session->curtainDown()) {
                const QString all = sceneTexts(table).join(u'\n') + logLines(log).join(u'\n');
                for (int seat = 0; seat < 3; ++seat)
                    for (const QString &secret : secretsOf(*session, seat))
                        QVERIFY2(!all.contains(secret), qPrintable(secret));
                QCOMPARE(starsShown(table), std::vector<int>(kAttributes, 0));
                sitDown(*session);
            }
            const int viewer = session->viewer();
            QVERIFY(viewer >= 0);
            const QString all = sceneTexts(table).join(u'\n') + logLines(log).join(u'\n');
            for (int seat = 0; seat < 3; ++seat)
                for (const QString &secret : secretsOf(*session, seat))
                    QVERIFY2(all.contains(secret) == (seat == viewer), qPrintable(secret));
            const auto state = trueState(*session);
            const auto &we = static_cast<const WeState &>(*state);
            std::vector<int> own;
            for (int a = 0; a < kAttributes; ++a)
                own.push_back(we.stars(viewer, Attribute(a)));
            QCOMPARE(starsShown(table), own);
            playSomething(table, *session, turn);
        }
    }

    // Three people at one screen: nobody sees another's gunfighter until the
    // last decision; once the game is over the public view turns every one
    // up, name, art and stars, each card whole on the table and clear of the
    // others, and the breakdown lists them with their stars.
    void everyGunfighterTurnsUpAtTheEnd()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        auto session = apptest::start(apptest::setup(3, 3, 21, 0, kStandard));
        WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1500, 950);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        for (int turn = 0; !session->isOver(); ++turn) {
            if (session->curtainDown()) {
                QVERIFY(tagged(table, u"gunfighter-revealed"_s).isEmpty());
                sitDown(*session);
            }
            QVERIFY(tagged(table, u"gunfighter-revealed"_s).isEmpty());
            QVERIFY(turn < 3000);
            playSomething(table, *session, turn);
        }
        QCOMPARE(session->viewer(), kSpectator);
        const QString shown = sceneTexts(table).join(u'\n');
        const auto cards = tagged(table, u"gunfighter-revealed"_s);
        QCOMPARE(cards.size(), 3);
        for (int seat = 0; seat < 3; ++seat) {
            for (const QString &secret : secretsOf(*session, seat))
                QVERIFY2(shown.contains(secret), qPrintable(secret));
            const QRectF card = cards[seat]->sceneBoundingRect();
            QVERIFY(table.weScene()->sceneRect().contains(card));
            for (int other = 0; other < seat; ++other)
                QVERIFY(!card.intersects(cards[other]->sceneBoundingRect()));
        }
        QCOMPARE(tagged(table, u"gunfighter-stars"_s).size(), 3 * kAttributes);
        WeBreakdown breakdown(session->view());
        const QString text = breakdown.text();
        QVERIFY2(text.contains(u"The gunfighters"_s), qPrintable(text));
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY2(text.contains(secretsOf(*session, seat).front()), qPrintable(text));
        if (qEnvironmentVariableIsSet("HOUSERULES_SHOTS"))
            table.grab().save(u"/tmp/games-reveal.png"_s);
    }

    // A game of poker that has ended stays on the table, every hand that
    // was rolled with the winner marked and how it ended, while the
    // computer players go on, until the person at the screen decides again.
    void finishedPokerStaysUntilThePersonMovesOn()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        int kept = 0, gone = 0;
        for (const quint64 seed : {3, 5, 9, 12}) {
            auto session = apptest::start(apptest::setup(4, 1, seed, 0, kStandard));
            WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
            table.resize(1500, 950);
            table.show();
            QVERIFY(QTest::qWaitForWindowExposed(&table));
            const GameView &view = session->view();
            int since = 0; // the first decision after the person's last
            session->resume();
            while (!session->isOver()) {
                QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
                if (session->isOver())
                    break;
                // What the table should keep: a poker ended since the
                // person last decided, and nothing began after it.
                QString ended;
                int winner = -1;
                bool movedSince = false;
                for (int index = since; index < view.decisionCount(); ++index)
                    for (const Event &e : view.eventsOf(index)) {
                        const auto type = EventType(e.type);
                        if (type == EventType::PokerWon || type == EventType::PotLost) {
                            ended = gameUi(session->gameId())->describe(e, view);
                            winner = type == EventType::PokerWon ? e.player : -1;
                            movedSince = false;
                        }
                        movedSince = movedSince || type == EventType::Moved;
                        if (type == EventType::PokerStarted || type == EventType::HasardStarted)
                            ended.clear();
                    }
                const auto &o = seen(table);
                if (!o.poker && !o.hasard) {
                    const auto result = tagged(table, u"poker-result"_s);
                    QCOMPARE(result.size(), ended.isEmpty() ? 0 : 1);
                    if (!ended.isEmpty()) {
                        QCOMPARE(
                            apptest::asOneLine(static_cast<QGraphicsSimpleTextItem *>(result.front())->text()), ended);
                        int rolled = 0;
                        for (int seat = 0; seat < 4; ++seat)
                            rolled += o.pokerRolls[std::size_t(seat)] > 0;
                        QCOMPARE(tagged(table, u"poker-die"_s).size(), 5 * rolled);
                        const QString texts = sceneTexts(table).join(u'\n');
                        if (winner >= 0)
                            QVERIFY2(texts.contains(u": wins"_s), qPrintable(texts));
                        // (Kept while the computer players moved on.)
                        kept += movedSince;
                        if (movedSince && qEnvironmentVariableIsSet("HOUSERULES_SHOTS"))
                            table.grab().save(u"/tmp/games-poker-%1.png"_s.arg(seed));
                    }
                }
                since = view.decisionCount();
                const auto legal = session->legal();
                const bool wasKept = !tagged(table, u"poker-result"_s).isEmpty();
                QVERIFY(table.choose(legal[std::size_t(since) % legal.size()]));
                // Moved on: gone, unless this very decision ended a poker.
                bool ends = false;
                for (const Event &e : view.eventsOf(since))
                    ends = ends || EventType(e.type) == EventType::PokerWon || EventType(e.type) == EventType::PotLost;
                if (wasKept && !ends && !seen(table).poker) {
                    QVERIFY(tagged(table, u"poker-result"_s).isEmpty());
                    ++gone;
                }
                since = view.decisionCount();
            }
        }
        QVERIFY2(kept > 0 && gone > 0, qPrintable(u"kept %1, gone %2"_s.arg(kept).arg(gone)));
    }

    // A seeded game of four computers: every event the viewer sees has its
    // line (the normal bots of this seed make ten kinds of event happen).
    void logHasALineForEveryEvent()
    {
        auto session = apptest::start(apptest::setup(4, 0, 4, 0, kStandard));
        GameLogModel log(session->view(), *gameUi(u"wyatt-earp"_s));
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
        const GameUi *ui = gameUi(u"wyatt-earp"_s);
        std::set<int> kinds;
        const GameView &view = session->view();
        for (int index = 0; index < view.decisionCount(); ++index)
            for (const Event &e : view.eventsOf(index)) {
                kinds.insert(e.type);
                QVERIFY2(!ui->describe(e, view).isEmpty(), qPrintable(QString::number(e.type)));
            }
        QVERIFY2(kinds.size() >= 8,
            qPrintable(QString::number(kinds.size()) + u" kinds in "_s + QString::number(session->decisionCount())));
        QVERIFY(log.rowCount() > 100);
        const QString last = log.index(log.rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"win"_s), qPrintable(last));
    }

    // The log says each thing once: chips bet one by one on the same spot
    // make one line with their number; every chip bet is counted in some
    // line, and no two lines in a row tell of the same spot.
    void chipsOnOneSpotAreOneLine()
    {
        LanguageManager languages; // English plurals
        languages.setLanguage(u"en"_s);
        int runs = 0;
        for (quint64 seed = 1; seed <= 12 && runs < 3; ++seed) {
            auto session = apptest::start(apptest::setup(4, 0, seed, 0, kStandard));
            GameLogModel log(session->view(), *gameUi(u"wyatt-earp"_s));
            session->resume();
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
            // The bets as the engine made them: runs of the same chip.
            const GameView &view = session->view();
            QList<std::pair<QString, int>> bets; // "Ann on High", how many in a row
            Event previous;
            for (int index = 0; index < view.decisionCount(); ++index)
                for (const Event &e : view.eventsOf(index)) {
                    if (EventType(e.type) == EventType::ChipBet) {
                        const QString what = u"%1 on %2"_s.arg(view.playerName(e.player), wenames::spot(e.target));
                        if (EventType(previous.type) == EventType::ChipBet && previous.player == e.player
                            && previous.target == e.target)
                            ++bets.last().second;
                        else
                            bets.append({what, 1});
                    }
                    if (!gameUi(u"wyatt-earp"_s)->describe(e, view).isEmpty())
                        previous = e;
                }
            QStringList lines;
            for (int row = 0; row < log.rowCount(); ++row)
                if (const QString line = log.index(row).data().toString(); line.contains(u" bets "_s))
                    lines << line;
            QCOMPARE(lines.size(), bets.size());
            for (int i = 0; i < bets.size(); ++i) {
                const auto &[what, chips] = bets[i];
                const QString who = what.section(u" on "_s, 0, 0), spot = what.section(u" on "_s, 1);
                const QString expected = chips == 1 ? u"%1 bets a chip on %2."_s.arg(who, spot)
                                                    : u"%1 bets %2 chips on %3."_s.arg(who).arg(chips).arg(spot);
                QCOMPARE(lines[i], expected);
                runs += chips > 1;
            }
        }
        QVERIFY2(runs >= 1, "no player bet two chips on one spot in a row in these games");
    }

    // A bank robbery ends its turn with its chase: the table tells everyone
    // how it ended, at any pace, and keeps the last roll of the chase (or
    // of the robbery, when nobody chased) in sight until the next move.
    void robberyAndChaseOnTheTable()
    {
        for (quint64 seed = 1; seed <= 40; ++seed) {
            // People who rob the bank whenever they may (the computer
            // players seldom do), otherwise the first choice.
            auto session = apptest::start(apptest::setup(4, 4, seed, 0, kStandard));
            for (int decisions = 0; decisions < 400 && !session->isOver(); ++decisions) {
                if (session->curtainDown())
                    session->lift();
                const auto legal = session->legal();
                const auto rob = std::find(legal.begin(), legal.end(), WeState::fieldChoice(FieldChoice::Rob));
                QVERIFY(session->play(rob != legal.end() ? *rob : legal.front()));
            }
            const GameView &view = session->view();
            for (int index = 0; index < view.decisionCount(); ++index) {
                const auto events = view.eventsOf(index);
                const Event *roll = nullptr;
                const Event *ending = nullptr;
                for (const Event &e : events) {
                    const auto type = EventType(e.type);
                    if (type == EventType::RobberyRolled || type == EventType::ChaseRolled)
                        roll = &e;
                    if (type == EventType::Caught || type == EventType::Escaped)
                        ending = &e;
                }
                if (!roll)
                    continue;
                QVERIFY(ending);
                const GameUi &ui = *gameUi(u"wyatt-earp"_s);
                WeTable table(session->view(), nullptr, ui);
                table.resize(1400, 900);
                table.show();
                table.setFlightMilliseconds(0); // no animation: the news still comes
                table.playTo(index + 1);
                table.finishAnimations();
                QCOMPARE(table.message(), ui.describe(*ending, view));
                QString shown;
                for (QGraphicsItem *item : table.weScene()->items())
                    if (item->data(0).toString() == u"last-roll"_s)
                        shown = apptest::asOneLine(static_cast<QGraphicsSimpleTextItem *>(item)->text());
                QCOMPARE(shown, ui.describe(*roll, view));
                return;
            }
        }
        QFAIL("no bank robbery in forty games");
    }

    // Against three computers through a whole game: the viewer's own
    // gunfighter shows, nobody else's; the breakdown at the end.
    void wholeGameAgainstComputers()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 2026, 0, kStandard)));
        GameSession *session = window.session();
        auto *table = static_cast<WeTable *>(window.gamePage()->table());
        int turns = 0;
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            if (turns % 25 == 0) {
                const QString all = apptest::visibleTexts(&window).join(u'\n');
                for (int seat = 1; seat < 4; ++seat)
                    for (const QString &secret : secretsOf(*session, seat))
                        QVERIFY2(!all.contains(secret), qPrintable(secret));
                for (const QString &secret : secretsOf(*session, 0))
                    QVERIFY2(all.contains(secret), qPrintable(secret));
            }
            ++turns;
            const auto choices = session->legal();
            const Decision d = choices[std::size_t(turns) % choices.size()];
            if (d.kind == DecisionKind::ChooseNumber && seen(*table).phase == Phase::Move)
                QVERIFY(click(*table, {WeScene::Action::Kind::Decide, d.target, d}));
            else
                QVERIFY(table->choose(d));
        }
        QVERIFY(turns > 10);
        QTRY_VERIFY(window.gamePage()->breakdown());
        const QString text = static_cast<WeBreakdown *>(window.gamePage()->breakdown())->text();
        QVERIFY2(text.contains(u"The shares by business"_s), qPrintable(text));
        QVERIFY2(text.contains(u"wins"_s) || text.contains(u"share the win"_s), qPrintable(text));
        // The end turns every gunfighter up, on the table and in the breakdown.
        const QString all = apptest::visibleTexts(&window).join(u'\n');
        for (int seat = 0; seat < 4; ++seat) {
            for (const QString &secret : secretsOf(*session, seat))
                QVERIFY2(all.contains(secret), qPrintable(secret));
            QVERIFY2(text.contains(secretsOf(*session, seat).front()), qPrintable(text));
        }
    }

    // The drawn share's price stands under the card, never over it: at
    // every size of window and in every language (some prices read long).
    void priceLabelClearsTheDrawnShare()
    {
        auto session = apptest::start(apptest::setup(4, 4, 3, 0, kStandard));
        const auto phase = [&] { return static_cast<const WeObservation &>(session->view().observation()).phase; };
        QVERIFY(playUntil(*session, [&] { return phase() == Phase::PayPrice; }));
        for (const QString &language : LanguageManager::languages()) {
            LanguageManager languages;
            languages.setLanguage(language);
            for (const QSize size : {QSize(1500, 950), QSize(1280, 720), QSize(960, 560), QSize(800, 500),
                     QSize(1920, 1080), QSize(2400, 1000)}) {
                WeTable table(session->view(), session.get(), *gameUi(session->gameId()));
                table.resize(size);
                table.show();
                QVERIFY(QTest::qWaitForWindowExposed(&table));
                const auto drawn = tagged(table, u"drawn"_s);
                const auto price = tagged(table, u"price"_s);
                QCOMPARE(drawn.size(), 1);
                QCOMPARE(price.size(), 1);
                const QRectF card = drawn.front()->sceneBoundingRect();
                const QRectF label = price.front()->sceneBoundingRect();
                const QString where = u"%1 at %2x%3: label %4,%5 %6x%7, card bottom %8"_s.arg(language)
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(label.x())
                                          .arg(label.y())
                                          .arg(label.width())
                                          .arg(label.height())
                                          .arg(card.bottom());
                QVERIFY2(!label.intersects(card), qPrintable(where));
                QVERIFY2(table.weScene()->sceneRect().contains(label), qPrintable(where));
                // Nor over a button below, nor the decks' words over their cards.
                for (const QGraphicsItem *button : tagged(table, u"button"_s))
                    for (const QString &words : {u"price"_s, u"deck-name"_s, u"deck-count"_s})
                        for (const QGraphicsItem *item : tagged(table, words))
                            QVERIFY2(!item->sceneBoundingRect().intersects(button->sceneBoundingRect()),
                                qPrintable(where + u" "_s + words));
                for (const QString &words : {u"deck-name"_s, u"deck-count"_s})
                    for (const QGraphicsItem *item : tagged(table, words))
                        for (const QGraphicsItem *deck : tagged(table, u"deck"_s))
                            QVERIFY2(
                                !item->sceneBoundingRect().intersects(deck->sceneBoundingRect()), qPrintable(where));
                if (qEnvironmentVariableIsSet("HOUSERULES_SHOTS"))
                    table.grab().save(u"/tmp/games-price-%1-%2.png"_s.arg(language).arg(size.width()));
            }
        }
    }

    // The players' table counts the shares as the breakdown does (the
    // rulebook's end: a complete business counts five), and as the table's
    // own panels do, during whole games and at their end, on several seeds.
    void statusCountsSharesAsTheBreakdown()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        int complete = 0; // holdings where the two counts differ
        for (const quint64 seed : {2026, 4, 8, 15}) {
            auto session = apptest::start(apptest::setup(4, 0, seed, 0, kStandard));
            const GameUi &ui = *gameUi(session->gameId());
            WeTable table(session->view(), nullptr, ui);
            table.resize(1500, 950);
            StatusModel status(session->view(), ui);
            const auto sharesColumn = [&](int seat) { return status.index(seat, 1).data().toInt(); };
            connect(&session->view(), &GameView::shownChanged, this, [&] {
                for (int seat = 0; seat < 4; ++seat)
                    for (const QGraphicsItem *item : tagged(table, u"score"_s))
                        if (item->data(1).toInt() == seat) {
                            const QString text = static_cast<const QGraphicsSimpleTextItem *>(item)->text();
                            QCOMPARE(text.section(u' ', 0, 0).toInt(), sharesColumn(seat));
                        }
            });
            session->resume();
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
            QCOMPARE(status.headerData(1, Qt::Horizontal).toString(), u"Shares"_s);
            WeBreakdown breakdown(session->view());
            const QStringList lines = breakdown.text().split(u'\n');
            const qsizetype row = lines.indexOf(u"Shares counted"_s);
            QVERIFY2(row >= 0, qPrintable(breakdown.text()));
            const auto &final = static_cast<const WeObservation &>(session->view().observation());
            for (int seat = 0; seat < 4; ++seat) {
                QCOMPARE(lines.value(row + 1 + seat).toInt(), sharesColumn(seat));
                complete += sharesColumn(seat) != int(final.shares[std::size_t(seat)].size());
            }
        }
        QVERIFY2(complete > 0, "no complete business in these games: the counts could not differ");
    }

    // A saved game loads and goes on; a record replays on this table, to
    // its end and back to its start.
    void saveLoadAndReplay()
    {
        auto session = apptest::start(apptest::setup(4, 0, 8, 0, kStandard));
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() >= 60 || session->isOver(), 20000);
        session->pause();
        QTemporaryDir dir;
        const QString file = dir.filePath(u"we.yaml"_s);
        QString error;
        QVERIFY(session->save(file, &error));
        auto record = readRecord(file.toStdString());
        QVERIFY(record);
        auto loaded = GameSession::fromRecord(*record, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(writeRecord(loaded->record()), writeRecord(session->record()));
        ReplayDialog replay(*record, apptest::everyViewer(*record));
        replay.setPosition(replay.length());
        auto *table = replay.findChild<WeTable *>();
        QVERIFY(table);
        const auto &end = static_cast<const WeObservation &>(loaded->view().observation());
        const WeObservation &shown = table->weScene()->observation();
        QCOMPARE(shown.bills, end.bills);
        QCOMPARE(shown.shares, end.shares);
        QCOMPARE(shown.cowboyAt, end.cowboyAt);
        replay.setPosition(0);
        const WeObservation &start = replay.findChild<WeTable *>()->weScene()->observation();
        QCOMPARE(start.round, 1);
        QVERIFY(std::all_of(start.shares.begin(), start.shares.end(), [](const auto &s) { return s.empty(); }));
    }
};

QTEST_MAIN(TestWyattEarp)
#include "test_wyattearp.moc"
