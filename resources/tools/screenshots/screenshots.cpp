// houserules_screenshots: the pictures of the README, the docs and the
// AppStream metainfo, taken from the real app so that they never go stale.
//
//   houserules_screenshots OUTPUT-FOLDER
//
// Drives the app's own MainWindow and EditorWindow (linked from
// houserules_shell) in English, with private settings and data folders: the
// start page, each of the four games mid-game, the rules editor and the
// playtest lab, each grabbed as a PNG into OUTPUT-FOLDER. Every game is a
// fixed deal with the person in seat 1 and normal computer players in the
// others; the person's moves are the heuristic player's, seeded, so the same
// build draws the same pictures. `cmake --build build --target screenshots`
// runs it under xvfb-run and writes resources/screenshots/ (CONTRIBUTING.md).

#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "session/gamesession.h"
#include "session/gamesetup.h"
#include "shell/mainwindow.h"
#include "shell/startpage.h"

#include "deckpanel.h"
#include "editorwindow.h"
#include "lab/playtestlab.h"

#include "core/game/random.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QPixmap>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace {

// The size of the pictures: large enough to read, small enough for a
// repository. The editor is wider: its deck table and the lab's charts need it.
const QSize kWindowSize(1280, 800);
const QSize kEditorSize(1600, 900);

// One game's picture: which rules, how many play, the deal, and how many
// decisions into the game it is taken (about a third to a half of a game).
struct GameShot {
    QString file;
    QString variant;
    int players;
    quint64 seed;
    int decisions;
};

const GameShot kGames[] = {
    {u"blasting-billy.png"_s, u"blasting-billy/standard"_s, 4, 11, 22},
    {u"halunken-spelunken.png"_s, u"halunken-spelunken/standard"_s, 4, 5, 34},
    {u"boomo.png"_s, u"boomo/standard"_s, 4, 3, 24},
    {u"wyatt-earp.png"_s, u"wyatt-earp/standard"_s, 4, 2, 160},
};

// Runs the event loop until `done` or `seconds` have passed; false on time-out.
bool waitFor(const std::function<bool()> &done, int seconds)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > seconds * 1000)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(5);
    }
    return true;
}

// Lets the window lay itself out and paint before it is grabbed.
void settle()
{
    waitFor([] { return false; }, 1);
}

bool save(QWidget *window, const QDir &out, const QString &file)
{
    settle();
    const QString path = out.filePath(file);
    if (!window->grab().save(path, "PNG")) {
        QTextStream(stderr) << "houserules_screenshots: cannot write " << path << '\n';
        return false;
    }
    QTextStream(stdout) << path << '\n';
    return true;
}

GameSetup setupFor(const GameShot &shot)
{
    GameSetup setup;
    setup.variant = shot.variant;
    setup.seed = shot.seed;
    setup.firstPlayer = 0;
    const QStringList names {u"Ann"_s, u"Bob"_s, u"Cid"_s, u"Dot"_s, u"Eli"_s, u"Fay"_s};
    for (int seat = 0; seat < shot.players; ++seat)
        setup.seats.append({names[seat], seat == 0 ? SeatKind::Human : SeatKind::Normal});
    return setup;
}

// Plays the game in the window to `shot.decisions` (or the person's next turn
// after it): the computer players move by themselves, the person's moves are
// the heuristic player's on the person's own view of the table.
bool playToMidGame(MainWindow &window, const GameShot &shot)
{
    if (!window.startGame(setupFor(shot)))
        return false;
    GameSession *session = window.session();
    session->setBotDelay(0);
    const auto player = session->ruleset().makeBot("heuristic");
    houserules::Rng rng(shot.seed);
    while (true) {
        const bool ready = waitFor(
            [session] {
                return session->isOver()
                    || (session->currentPlayer() == 0 && !session->isThinking() && session->view().isSettled()
                        && !session->legal().empty());
            },
            60);
        if (!ready || session->isOver()) {
            QTextStream(stderr) << "houserules_screenshots: " << shot.variant
                                << (ready ? u" ended before the picture"_s : u" did not reach the person's turn"_s)
                                << '\n';
            return false;
        }
        if (session->decisionCount() >= shot.decisions)
            return true;
        const auto legal = session->legal();
        session->play(player->choose(session->view().observation(), legal, rng));
    }
}

// The rules editor on `variant`, showing the tab `page` picks.
EditorWindow *openEditor(MainWindow &window, const QString &variant, QWidget *(*page)(EditorWindow *))
{
    EditorWindow *editor = window.editVariant(variant);
    if (!editor)
        return nullptr;
    editor->resize(kEditorSize);
    editor->show();
    if (QWidget *tab = page(editor))
        editor->tabs()->setCurrentWidget(tab);
    return editor;
}

QWidget *deckTab(EditorWindow *editor)
{
    return editor->deckPanels().isEmpty() ? nullptr : editor->deckPanels().front();
}

QWidget *labTab(EditorWindow *editor)
{
    return editor->lab();
}

// The lab's comparison of the editor's rules against their base, run to its end.
bool runLab(EditorWindow *editor)
{
    PlaytestLab *lab = editor->lab();
    bool finished = false;
    QObject::connect(lab, &PlaytestLab::runFinished, lab, [&finished] { finished = true; });
    lab->setPlayers(4);
    for (int seat = 0; seat < 4; ++seat)
        lab->setBot(seat, u"heuristic"_s);
    lab->setGames(4000);
    lab->setSeed(1);
    if (!waitFor([lab] { return lab->hasVariants(); }, 10) || !lab->runComparison())
        return false;
    return waitFor([&finished] { return finished; }, 300);
}

} // namespace

int main(int argc, char *argv[])
{
    // Private settings and data (no notebook, autosave or own variants of the
    // person running it), before Qt reads any of them.
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        qputenv(variable, QDir(home.path()).filePath(QString::fromLatin1(variable)).toUtf8());

    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Houserules"_s);
    QApplication::setApplicationName(u"houserules"_s);
    QApplication::setApplicationDisplayName(u"Houserules"_s);
    if (app.arguments().size() != 2) {
        QTextStream(stderr) << "usage: houserules_screenshots OUTPUT-FOLDER\n";
        return 2;
    }
    const QDir out(app.arguments().at(1));
    if (!out.exists() && !QDir().mkpath(out.path())) {
        QTextStream(stderr) << "houserules_screenshots: cannot create " << out.path() << '\n';
        return 1;
    }

    settings::setLanguage(u"en"_s);
    settings::setAnimationPace(settings::Pace::Off);
    settings::setBotPace(settings::Pace::Off);
    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.resize(kWindowSize);
    window.show();

    bool ok = save(&window, out, u"start-page.png"_s);
    for (const GameShot &shot : kGames)
        ok = playToMidGame(window, shot) && save(&window, out, shot.file) && ok;

    if (EditorWindow *editor = openEditor(window, u"blasting-billy/gold-rush"_s, deckTab))
        ok = save(editor, out, u"editor.png"_s) && ok;
    else
        ok = false;
    if (EditorWindow *lab = openEditor(window, u"blasting-billy/two-dynamite"_s, labTab))
        ok = runLab(lab) && save(lab, out, u"lab.png"_s) && ok;
    else
        ok = false;
    return ok ? 0 : 1;
}
