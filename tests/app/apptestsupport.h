#pragma once

// Shared set-up for the app's tests: private settings and data folders,
// English, no animations, bots that move at once.

#include "games/carditem.h"
#include "games/gameui.h"
#include "games/inputgate.h"
#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "session/gamesession.h"
#include "shell/curtain.h"
#include "shell/mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace apptest {

// `instance` tells apart runs of one test program that CTest runs side by
// side (each with its own settings and autosave).
inline void isolate(const QString &instance = {})
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HouserulesTests"));
    // One settings file per test program: CTest runs them in parallel, and
    // one's language must not change under another's feet.
    QCoreApplication::setApplicationName(QStringLiteral("houserules-tests-")
        + QFileInfo(QCoreApplication::applicationFilePath()).baseName()
        + (instance.isEmpty() ? QString() : QStringLiteral("-") + instance));
    settings::setLanguage(QStringLiteral("en"));
    settings::setAnimationPace(settings::Pace::Off);
    settings::setBotPace(settings::Pace::Off);
    settings::setTableTextSize(100);
    // The guided first round is offered once per game; the tests that want
    // the offer ask for it (test_app_guide).
    for (const GameUi *ui : gameUis())
        settings::setGuideOffered(ui->gameId());
    // Hand-overs need no quiet moment here; the tests of the gate itself
    // (test_app_input) set the real one.
    InputGate::setDefaultQuietMilliseconds(0);
}

// Lifts a hot-seat curtain as a person would: once it is ready, Enter
// pressed and released (it lifts a moment after the release, once no repeat
// followed). False if it stays down.
inline bool liftCurtain(Curtain *curtain)
{
    if (!QTest::qWaitFor([curtain] { return !curtain->isGuarding(); }, 5000))
        return false;
    QTest::keyClick(curtain, Qt::Key_Return);
    return QTest::qWaitFor([curtain] { return curtain->isHidden(); }, 3000);
}

// The window system's clock, for key events that carry one, as X's do (the
// events QTest makes carry none).
inline unsigned long windowClock()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return 500000 + static_cast<unsigned long>(clock.elapsed());
}

// A key event as the window system sends it: `stamp` its time (0: none).
inline void sendKey(QWidget *to, QEvent::Type type, int key, bool autoRepeat = false, unsigned long stamp = 0)
{
    QKeyEvent event(type, key, Qt::NoModifier, QString(), autoRepeat);
    event.setTimestamp(stamp);
    QCoreApplication::sendEvent(to, &event);
}

// One repeat of a held key as an X server without detectable auto-repeat
// sends it: a release and a press at the same time, neither flagged.
inline void repeatUnflagged(QWidget *to, int key)
{
    const unsigned long now = windowClock();
    sendKey(to, QEvent::KeyRelease, key, false, now);
    sendKey(QApplication::focusWidget() ? QApplication::focusWidget() : to, QEvent::KeyPress, key, false, now);
}

// Where the keyboard's keys go now.
inline QWidget *focused(QWidget *fallback)
{
    return QApplication::focusWidget() ? QApplication::focusWidget() : fallback;
}

// Every seat's view and, once the game is over, all cards: what a replay of
// a game from a file offers.
inline QList<int> everyViewer(const houserules::Record &record)
{
    QList<int> seats;
    for (int seat = 0; seat < int(record.players.size()); ++seat)
        seats << seat;
    seats << houserules::kAllKnowing;
    return seats;
}

// `humans` people in the first seats, normal bots in the others.
inline GameSetup setup(int players, int humans, quint64 seed = 7, int first = 0,
    const QString &variant = QStringLiteral("blasting-billy/standard"))
{
    GameSetup s;
    s.variant = variant;
    s.seed = seed;
    s.firstPlayer = first;
    const QStringList names {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dot"),
        QStringLiteral("Eli"), QStringLiteral("Fay")};
    for (int seat = 0; seat < players; ++seat)
        s.seats.append({names[seat], seat < humans ? SeatKind::Human : SeatKind::Normal});
    return s;
}

inline std::unique_ptr<GameSession> start(const GameSetup &s)
{
    QString error;
    auto session = GameSession::create(s, &error);
    if (session)
        session->setBotDelay(0);
    return session;
}

// A label the table broke into lines, read as one line (after a hyphen
// the word goes on).
inline QString asOneLine(QString text)
{
    return text.replace(u"-\n"_qs, u"-"_qs).replace(u'\n', u' ');
}

// Everything a person looking at `window` can read, as an onlooker would
// note it down: the title, every visible label, every cell and header of
// every visible item view, every text and tooltip on every table, and the
// art element of every card shown face up (its name, e.g. "gold-7").
inline QStringList visibleTexts(QWidget *window)
{
    QStringList texts {window->windowTitle()};
    for (const QLabel *label : window->findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text() << label->toolTip();
    for (const QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        const QAbstractItemModel *model = view->model();
        if (!view->isVisible() || !model)
            continue;
        for (int column = 0; column < model->columnCount(); ++column)
            texts << model->headerData(column, Qt::Horizontal).toString();
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                texts << index.data().toString() << index.data(Qt::ToolTipRole).toString();
            }
    }
    for (const QGraphicsView *view : window->findChildren<QGraphicsView *>()) {
        if (!view->isVisible() || !view->scene())
            continue;
        for (const QGraphicsItem *item : view->scene()->items()) {
            texts << item->toolTip();
            if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
                texts << apptest::asOneLine(text->text());
            if (const auto *card = dynamic_cast<const CardItem *>(item))
                texts << card->elementId();
        }
    }
    texts.removeAll(QString());
    return texts;
}

// The app's window in English at the size most suites play at, to be shown
// with QVERIFY(shown.exposed()). The language is set before the window is
// made, as the app does at start.
struct ShownWindow {
    LanguageManager languages;
    MainWindow window {(languages.setLanguage(QStringLiteral("en")), &languages)};

    bool exposed()
    {
        window.resize(1500, 950);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }
};

} // namespace apptest
