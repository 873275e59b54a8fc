#include "layoutscreens.h"

#include "app/apptestsupport.h"

#include "deckpanel.h"
#include "editorwindow.h"
#include "lab/findrulepage.h"
#include "lab/playtestlab.h"
#include "lab/sweeppage.h"
#include "notebook/notebook.h"
#include "notebookview/comparisonview.h"
#include "notebookview/notebookpage.h"
#include "notebookview/runview.h"
#include "saveasdialog.h"

#include "games/gameui.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "print/basedifference.h"
#include "session/autosave.h"
#include "shell/aboutdialog.h"
#include "shell/gamepage.h"
#include "shell/guide.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/printdeckdialog.h"
#include "shell/replaydialog.h"
#include "shell/rulesdialog.h"
#include "shell/settingsdialog.h"
#include "shell/startpage.h"

#include "core/records/record.h"
#include "registry.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

#include <random>

using namespace Qt::Literals::StringLiterals;

namespace {

bool writeFile(const QString &file, const houserules::Record &record)
{
    QFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(QByteArray::fromStdString(houserules::writeRecord(record))) > 0;
}

const QStringList kGames
    = {u"blasting-billy"_s, u"halunken-spelunken"_s, u"boomo"_s, u"wyatt-earp"_s}; // start-page order checked below

// Lets queued layouts, resizes and repaints happen.
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// QTest::qWaitFor without its pause of 10 ms between looks: games of
// hundreds of decisions, each a queued event, run at full speed.
bool waitFor(const std::function<bool()> &done, int milliseconds)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > milliseconds)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return true;
}

QString folderFor(const QString &screen)
{
    static QTemporaryDir root;
    const QString folder = root.filePath(QString(screen).replace(u' ', u'-').replace(u'/', u'-'));
    QDir().mkpath(folder);
    return folder;
}

// The shipped house rules of a game besides its standard rules that
// `players` can play.
QStringList houseRules(const QString &game, int players)
{
    const auto &registry = houserules::Registry::instance();
    QStringList ids;
    for (const VariantChoice &choice : variantChoices(game)) {
        if (!choice.ok || choice.own || choice.id == game + u"/standard"_s)
            continue;
        const auto variant = registry.loader().load(choice.id.toStdString());
        const auto rules = variant ? registry.game(variant->game)->compile(*variant) : nullptr;
        if (rules && rules->minPlayers() <= players && players <= rules->maxPlayers())
            ids << choice.id;
    }
    return ids;
}

// ---- The start page and the dialogs around it ---------------------------------------

void startPage(Stage &stage)
{
    MainWindow &window = stage.window();
    // At its fullest: a game played to its end (the last game's row) and
    // one left unfinished (Continue, with the players' names), as the
    // autosave keeps them.
    const auto last = stage.record(u"halunken-spelunken/standard"_s, 4, 1, 1);
    const auto unfinished = stage.record(u"wyatt-earp/standard"_s, 6, 1, 0.2);
    if (!last || !unfinished)
        return;
    QDir().mkpath(QFileInfo(autosave::fileName()).path());
    if (!writeFile(autosave::lastGameFileName(), *last) || !writeFile(autosave::fileName(), *unfinished))
        return stage.fail(u"the autosave could not be written"_s);
    window.startPage()->refresh();
    settle();
    // The page is a column that scrolls when the games do not fit.
    stage.look(&window, u"start page"_s, {{u"*"_s}});
}

void newGame(Stage &stage, const QString &game)
{
    auto *dialog = stage.keep(new NewGameDialog(game, game + u"/standard"_s, &stage.window()));
    dialog->show();
    // As many seats as the game takes: the dialog at its tallest.
    if (auto *players = dialog->findChild<QSpinBox *>())
        players->setValue(players->maximum());
    settle();
    stage.look(dialog, u"new game"_s);
}

void settingsDialog(Stage &stage)
{
    auto *dialog = stage.keep(new SettingsDialog(stage.language(), &stage.window()));
    dialog->show();
    stage.look(dialog);
}

void aboutDialog(Stage &stage)
{
    auto *dialog = stage.keep(new AboutDialog(&stage.window()));
    dialog->show();
    stage.look(dialog);
}

// Help › Rules, as the window opens it (the rules of the game on the table).
void rulesDialog(Stage &stage, const QString &game)
{
    MainWindow &window = stage.window();
    if (game != u"blasting-billy"_s && !stage.play(game + u"/standard"_s, 3, 1, 0))
        return;
    QAction *rules = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcut() == QKeySequence(QKeySequence::HelpContents))
            rules = action;
    if (!rules)
        return stage.fail(u"no Help › Rules action (F1)"_s);
    rules->trigger();
    settle();
    auto *dialog = window.findChild<RulesDialog *>();
    if (!dialog)
        return stage.fail(u"Help › Rules opened no rules dialog"_s);
    stage.keep(dialog);
    stage.look(dialog, u"rules"_s);
}

// The start page's How to play on a game's card: that game's rules, in the
// variant chosen on the card (its last, so that the pickers show a long title).
void howToPlay(Stage &stage, const QString &game)
{
    MainWindow &window = stage.window();
    QWidget *card = nullptr;
    for (QWidget *each : window.startPage()->findChildren<QWidget *>(u"gameCard"_s))
        if (each->property("gameId").toString() == game)
            card = each;
    auto *variants = card ? card->findChild<QListWidget *>(u"variantList"_s) : nullptr;
    auto *button = card ? card->findChild<QPushButton *>(u"howToPlayButton"_s) : nullptr;
    if (!variants || !button)
        return stage.fail(u"no How to play on the game's card"_s);
    variants->setCurrentRow(variants->count() - 1);
    button->click();
    settle();
    auto *dialog = window.findChild<RulesDialog *>();
    if (!dialog || dialog->gameId() != game)
        return stage.fail(u"How to play opened no rules dialog of the game"_s);
    stage.keep(dialog);
    stage.look(dialog, u"how to play"_s);
}

// ---- The tables ------------------------------------------------------------------------------

void table(Stage &stage, const QString &variant, int players)
{
    if (!stage.play(variant, players, 1, 0.5))
        return;
    stage.look(&stage.window(), u"mid-game"_s);
}

// Two people at one screen: the curtain down between them.
void curtain(Stage &stage, const QString &variant, int players)
{
    GameSession *session = stage.play(variant, players, 2, 0.3);
    if (!session)
        return;
    if (!waitFor([&] { return !stage.window().gamePage()->curtain()->isHidden(); }, 5000))
        return stage.fail(u"no curtain came down"_s);
    stage.look(&stage.window(), u"curtain"_s);
}

// The guided first round: the guide's note beside the table, saying why
// the marked move is good (its longest text).
void guided(Stage &stage, const QString &game)
{
    MainWindow &window = stage.window();
    if (!window.startGuidedGame(game))
        return stage.fail(u"the guided first round did not start"_s);
    auto *guide = window.gamePage()->findChild<Guide *>();
    if (!guide)
        return stage.fail(u"no guide beside the table"_s);
    window.session()->setThinkingSeconds(0.05);
    if (!waitFor([guide] { return guide->text().count(u"\n\n"_s) >= 2; }, 30000))
        return stage.fail(u"the guide explained no move"_s);
    window.gamePage()->table()->finishAnimations();
    settle();
    stage.look(&window, u"guided first round"_s);
}

// ---- The end of a game -----------------------------------------------------------------

void breakdown(Stage &stage, const QString &variant, int players)
{
    if (!stage.play(variant, players, 1, 1))
        return;
    GamePage *page = stage.window().gamePage();
    stage.look(&stage.window(), u"table at the end"_s);
    page->showBreakdown();
    if (!waitFor([page] { return page->breakdown() != nullptr; }, 5000))
        return stage.fail(u"the breakdown did not open"_s);
    settle();
    stage.look(page->breakdown()->window(), u"breakdown"_s);
}

void replay(Stage &stage, const QString &variant, int players)
{
    GameSession *session = stage.play(variant, players, 1, 1);
    if (!session)
        return;
    auto *dialog = stage.keep(new ReplayDialog(session->record(), session->viewersAllowed(), 700, &stage.window()));
    dialog->show();
    dialog->setPosition(dialog->length() / 2);
    dialog->table()->finishAnimations();
    settle();
    stage.look(dialog, u"replay"_s);
}

// ---- The rules editor --------------------------------------------------------------------

EditorWindow *editor(Stage &stage, const QString &game)
{
    EditorWindow *window = stage.window().editVariant(game + u"/standard"_s);
    if (!window) {
        stage.fail(u"the editor did not open"_s);
        return nullptr;
    }
    stage.keep(window);
    window->show();
    settle();
    return window;
}

void editorTabs(Stage &stage, const QString &game)
{
    EditorWindow *window = editor(stage, game);
    if (!window)
        return;
    QTabWidget *tabs = window->tabs();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (tabs->widget(tab) == window->lab())
            continue; // the lab's own screen
        tabs->setCurrentIndex(tab);
        settle();
        // A deck is a spreadsheet: with more card kinds than fit, it scrolls.
        stage.look(window, tabs->tabText(tab), {.scrollsAcross = {u"deckTable"_s, u"chanceTable"_s}});
    }
}

void saveAs(Stage &stage, const QString &game)
{
    auto *dialog = stage.keep(
        new SaveAsDialog(variantChoices(game).value(0).title, userVariantDir() + u'/' + game, &stage.window()));
    dialog->show();
    stage.look(dialog, u"save as"_s);
}

void printDeck(Stage &stage, const QString &game)
{
    const GameUi *ui = gameUi(game);
    const auto loader = houserules::Registry::instance().loader();
    const auto variant = loader.load(QString(game + u"/standard"_s).toStdString());
    if (!variant)
        return stage.fail(u"no standard rules"_s);
    auto *dialog
        = stage.keep(new PrintDeckDialog(*ui, *variant, BaseDifference::of(*ui, *variant, loader), &stage.window()));
    dialog->show();
    settle();
    // The pages of the deck are a preview to scroll through.
    stage.look(dialog, u"print deck"_s, {{u"*"_s}});
}

// ---- The playtest lab and the notebook ------------------------------------------

// Small runs: the pages need results to show, not precise ones.
constexpr int kLabGames = 40;

struct Sweeps {
    QString first;
    qint64 from, to;
    QString second;
    qint64 from2, to2;
};

Sweeps sweepsOf(const QString &game)
{
    if (game == u"blasting-billy"_s)
        return {u"hand_size"_s, 2, 3, u"deck.dynamite_per_colour"_s, 0, 1};
    if (game == u"boomo"_s)
        return {u"hand_size"_s, 6, 7, u"bombs"_s, 2, 3};
    if (game == u"halunken-spelunken"_s)
        return {u"rounds"_s, 7, 8, u"board.villains_per_den"_s, 2, 3};
    return {u"start.bills"_s, 19, 20, u"rounds"_s, 30, 31};
}

bool runLab(Stage &stage, PlaytestLab *lab, const std::function<bool()> &run)
{
    QSignalSpy finished(lab, &PlaytestLab::runFinished);
    if (!run()) {
        stage.fail(u"the lab did not start a run"_s);
        return false;
    }
    if (!finished.wait(120000)) {
        stage.fail(u"the lab's run did not finish"_s);
        return false;
    }
    settle();
    return true;
}

// The lab's settings, its comparison's charts and its sweep are taller
// than a small screen has room for: they scroll down.
// Their tables of results, a column per house rule or figure, are read
// like a spreadsheet.
const layoutcheck::Allowances kLabScrolls {
    .scrollsDown = {u"labSettingsScroll"_s, u"comparisonScroll"_s, u"sweepScroll"_s, u"findRuleScroll"_s},
    .scrollsAcross = {u"cardImpact"_s, u"sideBySide"_s}};

void lab(Stage &stage, const QString &game)
{
    EditorWindow *window = editor(stage, game);
    if (!window)
        return;
    PlaytestLab *lab = window->lab();
    window->tabs()->setCurrentWidget(lab);
    auto *pages = lab->findChild<QTabWidget *>(u"labPages"_s);
    lab->setThreads(2);
    lab->setGames(kLabGames);
    lab->setCardImpact(true);
    const auto lookAtPage = [&](int page) {
        pages->setCurrentIndex(page);
        settle();
        stage.look(window, u"lab › "_s + pages->tabText(page), kLabScrolls);
    };
    stage.look(window, u"lab before a run"_s, kLabScrolls);
    if (!runLab(stage, lab, [lab] { return lab->runComparison(); }))
        return;
    for (int page = 0; page < pages->count(); ++page)
        if (pages->widget(page) != lab->findChild<SweepPage *>())
            lookAtPage(page);
    // Side by side: the game's other house rules (up to four), each with the base.
    const QStringList others = houseRules(game, lab->players()).mid(0, 4);
    if (runLab(stage, lab, [&] { return lab->runSideBySide(others); }))
        for (int page = 0; page < pages->count(); ++page)
            if (pages->tabText(page) == QCoreApplication::translate("PlaytestLab", "Side by side"))
                lookAtPage(page);
    const Sweeps sweeps = sweepsOf(game);
    auto *sweepPage = lab->findChild<SweepPage *>();
    if (runLab(stage, lab, [&] { return lab->runSweep(sweeps.first, sweeps.from, sweeps.to); }))
        lookAtPage(pages->indexOf(sweepPage));
    if (runLab(stage, lab, [&] {
            return lab->runSweep(sweeps.first, sweeps.from, sweeps.to, sweeps.second, sweeps.from2, sweeps.to2);
        })) {
        pages->setCurrentWidget(sweepPage);
        settle();
        stage.look(window, u"lab › heatmap"_s, kLabScrolls);
    }

    // Find a rule: a small search over the sweep's first parameter, its proposals.
    auto *findRule = static_cast<FindRulePage *>(lab->findChild<QWidget *>(u"findRulePage"_s));
    findRule->clear();
    findRule->addParameter(sweeps.first, sweeps.from, sweeps.to);
    findRule->addTarget({"length", 10, 100});
    findRule->setBudgetGames(600);
    if (runLab(stage, lab, [lab] { return lab->runFindRule(); }))
        lookAtPage(pages->indexOf(findRule));

    // A second comparison (another deal) for the notebook to compare with the first.
    lab->setSeed(2);
    if (!runLab(stage, lab, [lab] { return lab->runComparison(); }))
        return;

    // The notebook keeps every run: its list, one run opened, two compared.
    NotebookPage *notebook = window->notebookPage();
    window->tabs()->setCurrentWidget(notebook);
    notebook->refresh();
    settle();
    stage.look(window, u"notebook"_s, kLabScrolls);
    const auto runs = stage.notebook()->list({});
    if (runs.size() < 5)
        return stage.fail(u"the notebook lists %1 runs"_s.arg(runs.size()));
    // The first run (a comparison) opened; the two comparisons compared.
    notebook->select({runs.back().id});
    if (RunView *run = notebook->openSelected()) {
        settle();
        stage.look(run->window(), u"notebook › a run"_s, kLabScrolls);
        run->window()->close();
    } else {
        stage.fail(u"the notebook did not open a run"_s);
    }
    QPointer<ComparisonView> comparison;
    const auto shown = QObject::connect(
        notebook, &NotebookPage::comparisonShown, notebook, [&](ComparisonView *view) { comparison = view; });
    notebook->select({runs.front().id, runs.back().id});
    const bool compared = notebook->compareSelected()
        && waitFor([&] { return comparison != nullptr || !notebook->isWorking(); }, 60000) && comparison;
    QObject::disconnect(shown);
    if (!compared)
        return stage.fail(u"the notebook did not compare two runs: "_s + notebook->status());
    settle();
    stage.look(comparison->window(), u"notebook › two runs compared"_s, kLabScrolls);
    comparison->window()->close();
    settle();
}

} // namespace

// ---- The stage -------------------------------------------------------------------------

Stage::Stage(LanguageManager &languages, const QString &screen, const QString &language)
    : m_languages(languages), m_screen(screen), m_language(language)
{
    m_languages.setLanguage(language);
}

Stage::~Stage()
{
    for (const QPointer<QWidget> &widget : std::as_const(m_kept))
        if (widget) {
            delete widget.data();
        }
    if (m_window) {
        if (GameSession *session = m_window->session())
            session->pause();
        m_window->hide();
        m_window.reset();
    }
    settle();
}

MainWindow &Stage::window()
{
    if (!m_window) {
        m_notebook = std::make_shared<Notebook>(folderFor(m_screen + u'-' + m_language) + u"/notebook.sqlite"_s);
        m_window = std::make_unique<MainWindow>(&m_languages);
        m_window->setNotebook(m_notebook);
        m_window->show();
        (void)QTest::qWaitForWindowExposed(m_window.get()); // best effort: settle() follows
        settle();
    }
    return *m_window;
}

void Stage::look(QWidget *window, const QString &part, const layoutcheck::Allowances &allowances)
{
    if (!window->isVisible())
        window->show();
    (void)QTest::qWaitForWindowExposed(window); // best effort: settle() follows
    settle();
    // A text browser lays a long document out in steps, on timers, and sets
    // its scroll bars after: they are known once they stop changing.
    if (const auto edits = window->findChildren<QTextEdit *>(); !edits.isEmpty()) {
        QString before;
        for (int look = 0; look < 50; ++look) {
            QTest::qWait(20);
            QString now;
            for (const QTextEdit *edit : edits)
                now += u"%1 %2 %3;"_s.arg(edit->horizontalScrollBar()->isVisible())
                           .arg(edit->verticalScrollBar()->maximum())
                           .arg(edit->document()->size().width());
            if (now == before)
                break;
            before = now;
        }
    }
    const QString where = part.isEmpty() ? QString() : part + u": "_s;
    for (const QString &problem : layoutcheck::problems(window, allowances))
        m_problems << where + problem;
    const QString shots = qEnvironmentVariable("HOUSERULES_LAYOUT_SHOTS");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        QString name = m_screen + (part.isEmpty() ? QString() : u" - "_s + part) + u' ' + m_language + u" x"_s
            + QString::number(window->devicePixelRatioF());
        name.replace(QRegularExpression(u"[^A-Za-z0-9.-]+"_s), u"-"_s);
        window->grab().save(shots + u'/' + name + u".png"_s);
    }
}

std::optional<houserules::Record> Stage::record(const QString &variant, int players, int humans, double share)
{
    const GameSetup setup = apptest::setup(players, humans, 4242 + quint64(players), 0, variant);
    // How long a game of this deal runs among computer players.
    int length = 0;
    if (share < 1) {
        GameSetup bots = setup;
        for (auto &seat : bots.seats)
            seat.kind = SeatKind::Normal;
        auto session = apptest::start(bots);
        session->resume();
        if (!waitFor([&] { return session->isOver(); }, 60000)) {
            fail(u"a game among computer players did not end"_s);
            return std::nullopt;
        }
        length = int(session->decisionCount() * share);
    }
    // The people's moves at random, without a window: the table is drawn
    // once, where the game stops.
    auto session = apptest::start(setup);
    if (!session) {
        fail(u"the game did not start"_s);
        return std::nullopt;
    }
    session->resume();
    std::mt19937 random(7);
    for (;;) {
        const bool ready = waitFor(
            [&] { return session->isOver() || (session->isHuman(session->currentPlayer()) && !session->isThinking()); },
            30000);
        if (!ready) {
            fail(u"the computer players did not finish their turns"_s);
            return std::nullopt;
        }
        if (session->isOver() || (share < 1 && session->decisionCount() >= length))
            break;
        if (session->curtainDown())
            session->lift();
        const auto legal = session->legal();
        if (legal.empty() || !session->play(legal[random() % legal.size()])) {
            fail(u"a person's move was refused"_s);
            return std::nullopt;
        }
    }
    return session->record();
}

GameSession *Stage::play(const QString &variant, int players, int humans, double share)
{
    const auto played = record(variant, players, humans, share);
    if (!played)
        return nullptr;
    const QString file = folderFor(m_screen + u'-' + m_language) + u"/game.yaml"_s;
    if (!writeFile(file, *played)) {
        fail(u"the game could not be saved"_s);
        return nullptr;
    }
    MainWindow &window = this->window();
    if (!window.loadGame(file)) {
        fail(u"the game could not be loaded"_s);
        return nullptr;
    }
    GameSession *session = window.session();
    GamePage *page = window.gamePage();
    if (!waitFor([&] { return page->table()->isSettled() && !session->isThinking(); }, 30000)) {
        fail(u"the table did not settle"_s);
        return nullptr;
    }
    page->table()->finishAnimations();
    settle();
    return session;
}

// ---- The list ------------------------------------------------------------------------------

QStringList layoutAreas()
{
    return {u"shell"_s, u"tables"_s, u"endings"_s, u"editor"_s, u"lab"_s};
}

QList<Screen> layoutScreens()
{
    QList<Screen> screens;
    const auto add = [&screens](const QString &area, const QString &name, std::function<void(Stage &)> visit) {
        screens.append({area, name, std::move(visit)});
    };
    add(u"shell"_s, u"start page"_s, startPage);
    add(u"shell"_s, u"settings"_s, settingsDialog);
    add(u"shell"_s, u"about"_s, aboutDialog);
    for (const QString &game : kGames) {
        add(u"shell"_s, u"new game "_s + game, [game](Stage &stage) { newGame(stage, game); });
        add(u"shell"_s, u"rules "_s + game, [game](Stage &stage) { rulesDialog(stage, game); });
        add(u"shell"_s, u"how to play "_s + game, [game](Stage &stage) { howToPlay(stage, game); });
    }

    // Every mode, at its largest and smallest table.
    const QList<std::pair<QString, int>> modes {{u"blasting-billy/standard"_s, 5}, {u"blasting-billy/standard"_s, 2},
        {u"halunken-spelunken/intro"_s, 4}, {u"halunken-spelunken/standard"_s, 3},
        {u"halunken-spelunken/standard"_s, 4}, {u"halunken-spelunken/two-player"_s, 2}, {u"boomo/standard"_s, 6},
        {u"boomo/short"_s, 2}, {u"wyatt-earp/standard"_s, 6}, {u"wyatt-earp/standard"_s, 2},
        {u"wyatt-earp/poker-for-shares"_s, 4}};
    for (const auto &[variant, players] : modes)
        add(u"tables"_s, u"table %1 %2p"_s.arg(variant).arg(players),
            [variant, players](Stage &stage) { table(stage, variant, players); });
    for (const QString &game : kGames) {
        add(u"tables"_s, u"curtain "_s + game,
            [variant = QString(game + u"/standard"_s)](Stage &stage) { curtain(stage, variant, 3); });
        add(u"tables"_s, u"guided "_s + game, [game](Stage &stage) { guided(stage, game); });
    }

    for (const QString &game : kGames) {
        const QString variant = game + u"/standard"_s;
        // As many players as the game takes: the widest tables of the breakdown.
        const int players = game == u"blasting-billy"_s ? 5 : game == u"halunken-spelunken"_s ? 4 : 6;
        add(u"endings"_s, u"end "_s + game, [variant, players](Stage &stage) { breakdown(stage, variant, players); });
        add(u"endings"_s, u"replay "_s + game, [variant, players](Stage &stage) { replay(stage, variant, players); });
    }

    for (const QString &game : kGames) {
        add(u"editor"_s, u"editor "_s + game, [game](Stage &stage) { editorTabs(stage, game); });
        add(u"editor"_s, u"save as "_s + game, [game](Stage &stage) { saveAs(stage, game); });
        if (!gameUi(game)->cardArt().isEmpty())
            add(u"editor"_s, u"print deck "_s + game, [game](Stage &stage) { printDeck(stage, game); });
    }

    for (const QString &game : kGames)
        add(u"lab"_s, u"lab "_s + game, [game](Stage &stage) { lab(stage, game); });
    return screens;
}
