#include "mainwindow.h"

#include "aboutdialog.h"
#include "earlierrules.h"
#include "focusring.h"
#include "gamefiles.h"
#include "gamepage.h"
#include "newgamedialog.h"
#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "printdeckdialog.h"
#include "problemsbox.h"
#include "replaydialog.h"
#include "rulesdialog.h"
#include "session/autosave.h"
#include "settingsdialog.h"
#include "startpage.h"

#include "editorservices.h"
#include "editorwindow.h"
#include "notebook/notebook.h"
#include "recentfiles.h"

#include "games/gameui.h"
#include "games/rulescontrols.h"
#include "games/tablescene.h"
#include "games/tableview.h"
#include "session/gamesession.h"
#include "session/gameview.h"

#include "core/records/record.h"
#include "registry.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QStackedWidget>

using namespace Qt::Literals::StringLiterals;

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent), m_languages(languages), m_stack(new QStackedWidget(this)), m_startPage(new StartPage(this))
{
    setObjectName(u"mainWindow"_s);
    TableScene::setTextPercent(settings::tableTextSize());
    FocusRing::install(); // the keyboard's focus shows in every style, here and in every dialog
    m_stack->addWidget(m_startPage);
    setCentralWidget(m_stack);
    connect(m_startPage, &StartPage::newGameRequested, this, &MainWindow::newGameFromStartPage);
    connect(m_startPage, &StartPage::replayLastGameRequested, this, &MainWindow::replayLastGame);
    connect(m_startPage, &StartPage::saveLastGameRequested, this,
        [this] { saveCopyAs(autosave::lastGameFileName(), m_startPage->lastGame().game); });
    connect(m_startPage, &StartPage::editRequested, this, &MainWindow::editVariant);
    connect(m_startPage, &StartPage::newHouseRuleRequested, this, &MainWindow::newHouseRule);
    connect(m_startPage, &StartPage::rulesRequested, this, &MainWindow::showRules);
    connect(m_startPage, &StartPage::continueRequested, this, [this] {
        if (m_session && !m_session->isOver())
            showGamePage(); // the game in progress is the one kept
        else
            continueGame(); // the autosave's
    });
    createMenus();
    retranslate();
    updateActions();
    // Roomy where there is room; never larger than the screen (a laptop at
    // 1024x700, or a screen scaled twice over).
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize(1400, 880);
    resize(QSize(1400, 880).boundedTo(room * 0.96));
    if (const auto broken = autosave::setAsideIfBroken())
        reportSetAside(*broken);
}

void MainWindow::setNotebook(std::shared_ptr<Notebook> notebook)
{
    m_notebook = std::move(notebook);
    m_editorServices.reset(); // the next editor gets it
    if (m_notebook && m_notebook->status() == Notebook::Status::SetAside)
        reportSetAside({setaside::Report::Kind::Notebook, m_notebook->setAsideAs(), m_notebook->error()});
}

void MainWindow::reportSetAside(const setaside::Report &report)
{
    m_startPage->report(report); // and refreshes: the continue button goes with a moved autosave
}

MainWindow::~MainWindow()
{
    delete m_gamePage; // before the session it shows
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_newAction = m_gameMenu->addAction(QString(), this, &MainWindow::newGame);
    m_newAction->setShortcut(QKeySequence::New);
    m_restartAction = m_gameMenu->addAction(QString(), this, [this] {
        if (m_session && confirmAbandon())
            restartGame();
    });
    m_endAction = m_gameMenu->addAction(QString(), this, [this] {
        if (m_gamePage)
            m_gamePage->showBreakdown();
    });
    m_hintAction = m_gameMenu->addAction(QString(), this, [this] {
        if (m_gamePage)
            m_gamePage->hint();
    });
    m_hintAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_gameMenu->addSeparator();
    m_saveAction = m_gameMenu->addAction(QString(), this, &MainWindow::saveGameAs);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_loadAction = m_gameMenu->addAction(QString(), this, &MainWindow::openGame);
    m_loadAction->setShortcut(QKeySequence::Open);
    m_replayAction = m_gameMenu->addAction(QString(), this, &MainWindow::openReplay);
    m_replayThisAction = m_gameMenu->addAction(QString(), this, &MainWindow::replayThisGame);
    m_gameMenu->addSeparator();
    m_startPageAction = m_gameMenu->addAction(QString(), this, &MainWindow::showStartPage);
    m_quitAction = m_gameMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editorMenu = menuBar()->addMenu(QString());
    m_newHouseRuleAction = m_editorMenu->addAction(
        QString(), this, [this] { newHouseRule(m_session ? m_session->gameId() : gameUis().front()->gameId()); });
    m_editVariantAction = m_editorMenu->addAction(QString(), this, &MainWindow::openVariantFile);
    m_recentVariantsMenu = m_editorMenu->addMenu(QString());
    connect(m_recentVariantsMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentVariants);

    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsAction = m_settingsMenu->addAction(QString(), this, &MainWindow::openSettings);
    m_settingsAction->setShortcuts(RulesControls::settingsKeys());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    auto *group = new QActionGroup(this);
    for (const QString &code : LanguageManager::languages()) {
        QAction *action = m_languageMenu->addAction(LanguageManager::nativeName(code));
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == m_languages->current());
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { setLanguage(code); });
        m_languageActions << action;
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_rulesAction = m_helpMenu->addAction(QString(), this, &MainWindow::openRules);
    m_rulesAction->setShortcut(QKeySequence::HelpContents);
    m_guideMenu = m_helpMenu->addMenu(QString());
    m_guideMenu->setObjectName(u"guideMenu"_s);
    for (const GameUi *ui : gameUis()) {
        // A proper noun: no translation; its '&' doubled, not a mnemonic.
        QAction *action = m_guideMenu->addAction(QString(ui->title()).replace(u'&', u"&&"_s));
        const QString game = ui->gameId();
        connect(action, &QAction::triggered, this, [this, game] { startGuidedGame(game); });
    }
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::openAbout);
}

void MainWindow::updateTitle()
{
    // The title follows the page: a game's name only while its table shows.
    const bool atTable = m_session && m_gamePage && m_stack->currentWidget() == m_gamePage;
    setWindowTitle(atTable ? tr("%1 — Houserules").arg(gameUi(m_session->gameId())->title()) : u"Houserules"_s);
}

void MainWindow::retranslate()
{
    updateTitle();
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New game…"));
    m_restartAction->setText(tr("&Restart: the same deal again"));
    m_endAction->setText(tr("&End of the game…"));
    m_hintAction->setText(tr("&Hint"));
    m_saveAction->setText(tr("&Save game…"));
    m_loadAction->setText(tr("&Load game…"));
    m_replayAction->setText(tr("Re&play a game…"));
    m_replayThisAction->setText(tr("Replay &this game"));
    m_startPageAction->setText(tr("&Back to the start page"));
    m_quitAction->setText(tr("&Quit"));
    m_editorMenu->setTitle(tr("&Rules editor"));
    m_newHouseRuleAction->setText(tr("&New house rule"));
    m_editVariantAction->setText(tr("&Open a variant file…"));
    m_recentVariantsMenu->setTitle(tr("Open &recent"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_settingsAction->setText(tr("&Settings…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules"));
    m_guideMenu->setTitle(tr("&Guided first round"));
    m_aboutAction->setText(tr("&About Houserules"));
}

QList<MainWindow::ActionPrivacy> MainWindow::privacyRules() const
{
    // What each action may show while several people share the screen; the
    // player's guide (docs/PLAYING.md) has this table in words.
    using P = Privacy;
    return {
        {m_newAction, P::ShowsNothingPrivate},
        {m_restartAction, P::ShowsNothingPrivate}, // the same deal starts behind its curtain
        {m_endAction, P::ShowsNothingPrivate},     // only once the game is over: everything is public
        {m_hintAction, P::ViewerOnly},             // the person at the screen, on their turn
        {m_saveAction, P::ShowsNothingPrivate},    // writes a file, shows nothing
        {m_loadAction, P::ShowsNothingPrivate},    // a game of several people opens behind its curtain
        {m_replayAction, P::NotDuringHotSeat},     // a file may hold this very game
        {m_replayThisAction, P::ViewerOnly},       // the public view and the viewer's own
        {m_startPageAction, P::ShowsNothingPrivate},
        {m_quitAction, P::ShowsNothingPrivate},
        {m_newHouseRuleAction, P::ShowsNothingPrivate},
        {m_editVariantAction, P::ShowsNothingPrivate},
        {m_settingsAction, P::ShowsNothingPrivate},
        {m_rulesAction, P::ShowsNothingPrivate},
        {m_aboutAction, P::ShowsNothingPrivate},
    };
}

bool MainWindow::hotSeatInProgress() const
{
    return m_session && m_session->setup().humanCount() >= 2 && !m_session->isOver();
}

void MainWindow::updateActions()
{
    const bool playing = m_session != nullptr;
    m_restartAction->setEnabled(playing);
    m_endAction->setEnabled(playing && m_session->isOver());
    // A hint is for the person at the screen, on their turn (never behind a curtain).
    m_hintAction->setEnabled(playing && !m_session->legal().empty());
    m_saveAction->setEnabled(playing);
    m_replayThisAction->setEnabled(playing);
    m_startPageAction->setEnabled(playing && m_stack->currentWidget() != m_startPage);
    for (const auto &[action, privacy] : privacyRules())
        if (privacy == Privacy::NotDuringHotSeat)
            action->setEnabled(!hotSeatInProgress());
    for (QAction *action : std::as_const(m_languageActions))
        action->setChecked(action->data().toString() == m_languages->current());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString &code)
{
    m_languages->setLanguage(code);
    settings::setLanguage(code);
    updateActions();
}

bool MainWindow::confirmAbandon()
{
    // The game another would replace: the one in the window, or, when none
    // is (just started, or back on the start page), the one in the autosave.
    QString gameId;
    std::size_t decisions = 0;
    if (m_session && !m_session->isOver() && m_session->decisionCount() == m_savedAt)
        return true; // as it is in the file just saved (or loaded): nothing to lose
    if (m_session && !m_session->isOver()) {
        gameId = m_session->gameId();
        decisions = std::size_t(m_session->decisionCount());
    } else if (!m_session && autosave::exists()) {
        m_autosave.finish();
        if (const auto kept = houserules::readRecord(autosave::fileName().toStdString())) {
            gameId = QString::fromStdString(kept->game);
            decisions = kept->decisions.size();
        }
    }
    const GameUi *ui = gameId.isEmpty() ? nullptr : gameUi(gameId);
    if (decisions == 0 || !ui)
        return true; // nothing played: nothing to lose
    QMessageBox box(QMessageBox::Question, tr("Leave this game?"),
        tr("The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?", "",
            int(decisions))
            .arg(ui->title()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setDefaultButton(QMessageBox::Cancel); // a reflexive Enter keeps the game
    box.setObjectName(u"leaveGameBox"_s);
    switch (box.exec()) {
    case QMessageBox::Save:
        return m_session ? saveGameAs() : saveCopyAs(autosave::fileName(), gameId);
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool MainWindow::startGame(const GameSetup &setup)
{
    QString error;
    auto session = GameSession::create(setup, &error);
    if (!session) {
        warnOfProblems(this, tr("Cannot start the game"), tr("The variant could not be loaded:\n%1").arg(error));
        return false;
    }
    showSession(std::move(session));
    return true;
}

void MainWindow::showSession(std::unique_ptr<GameSession> session)
{
    if (m_gamePage) {
        m_stack->removeWidget(m_gamePage);
        delete m_gamePage;
        m_gamePage = nullptr;
    }
    m_session = std::move(session);
    m_savedAt = -1;
    if (!m_session->isOver())
        autosave::forgetLastGame(); // a new game begins: the last finished one goes
    m_gamePage = new GamePage(m_session.get(), *gameUi(m_session->gameId()), m_stack);
    // Queued: the page that asks is replaced by the new game's.
    connect(m_gamePage, &GamePage::playAgainRequested, this, &MainWindow::playAgain, Qt::QueuedConnection);
    connect(m_session.get(), &GameSession::gameOver, this, &MainWindow::updateActions);
    // Whose turn it is, and whose eyes, decide what the menus offer.
    connect(m_session.get(), &GameSession::decisionApplied, this, &MainWindow::updateActions);
    connect(&m_session->view(), &GameView::viewerChanged, this, &MainWindow::updateActions);
    // Kept after every decision: a crash or a kill loses at most the one in progress.
    connect(m_session.get(), &GameSession::decisionApplied, this, &MainWindow::autosave);
    m_stack->addWidget(m_gamePage);
    m_stack->setCurrentWidget(m_gamePage);
    m_startPage->dropMaterial();
    m_gamePage->takeFocus();
    updateTitle();
    updateActions();
    m_session->resume();
}

void MainWindow::showGamePage()
{
    m_stack->setCurrentWidget(m_gamePage);
    m_startPage->dropMaterial();
    m_gamePage->takeFocus();
    updateTitle();
    updateActions();
}

void MainWindow::showStartPage()
{
    if (m_session && !m_session->isOver()) {
        m_session->coverScreen(); // whoever comes back passes the curtain
        // Kept now, so that Continue says what it resumes from its first move.
        autosave();
    }
    m_autosave.finish(); // and a game just over is the last game, for the page to offer
    m_startPage->refresh();
    m_stack->setCurrentWidget(m_startPage);
    updateTitle();
    updateActions();
}

void MainWindow::newGameFromStartPage(const QString &variant)
{
    const QString game = variant.section(u'/', 0, 0);
    if (!settings::guideOffered(game) && !settings::guideDone(game) && gameUi(game)) {
        settings::setGuideOffered(game);
        const QString question = tr("Your first game of %1?").arg(gameUi(game)->title());
        QMessageBox box(QMessageBox::Question, question, question, QMessageBox::NoButton, this);
        box.setInformativeText(tr("The guided first round shows you on the real table what to do next and why, "
                                  "against easy computer players. You can leave it at any moment, and find it "
                                  "again under Help."));
        box.setObjectName(u"guideOffer"_s);
        QPushButton *guided = box.addButton(tr("Play the guided first round"), QMessageBox::AcceptRole);
        box.addButton(tr("Set up a game"), QMessageBox::RejectRole);
        box.setDefaultButton(guided);
        box.exec();
        if (box.clickedButton() == guided) {
            startGuidedGame(game);
            return;
        }
    }
    if (!confirmAbandon())
        return;
    NewGameDialog dialog(game, variant, this);
    if (dialog.exec() == QDialog::Accepted)
        startGame(dialog.setup());
}

GameSetup MainWindow::guidedSetup(const QString &gameId)
{
    GameSetup setup;
    // The rules as the box has them; Halunken & Spelunken's introductory game.
    setup.variant = gameId + (gameId == u"halunken-spelunken"_s ? u"/intro"_s : u"/standard"_s);
    setup.seed = 20261206; // a fixed deal: every newcomer's first round is the same
    setup.firstPlayer = 0;
    setup.guided = true;
    for (int seat = 0; seat < 3; ++seat)
        setup.seats.append({NewGameDialog::defaultName(seat), seat == 0 ? SeatKind::Human : SeatKind::Easy, true});
    return setup;
}

bool MainWindow::startGuidedGame(const QString &gameId)
{
    if (!gameUi(gameId) || !confirmAbandon())
        return false;
    return startGame(guidedSetup(gameId));
}

void MainWindow::newGame()
{
    if (!confirmAbandon())
        return;
    const QString variant = m_session ? m_session->setup().variant : u"blasting-billy/standard"_s;
    NewGameDialog dialog(variant.section(u'/', 0, 0), variant, this);
    if (m_session)
        dialog.setSetup(m_session->newDeal()); // a new deal; Restart replays this one
    if (dialog.exec() == QDialog::Accepted)
        startGame(dialog.setup());
}

bool MainWindow::restartGame()
{
    if (!m_session)
        return false;
    houserules::Record start = m_session->record();
    start.decisions.clear();
    QString error;
    auto session = GameSession::fromRecord(start, &error);
    if (!session) {
        QMessageBox::warning(this, tr("Cannot start the game"), error);
        return false;
    }
    showSession(std::move(session));
    return true;
}

void MainWindow::playAgain()
{
    if (m_session)
        startGame(m_session->newDeal());
}

bool MainWindow::saveGame(const QString &fileName)
{
    QString error;
    if (!m_session || !m_session->save(fileName, &error)) {
        QMessageBox::warning(
            this, tr("Cannot save the game"), tr("The game could not be saved to %1:\n%2").arg(fileName, error));
        return false;
    }
    m_savedAt = m_session->decisionCount();
    return true;
}

QString MainWindow::askSaveFileName(const QString &gameId)
{
    const QString proposed = gamefiles::folder() + u'/' + gamefiles::proposedName(gameId, QDate::currentDate());
    QString file = QFileDialog::getSaveFileName(this, tr("Save game"), proposed, tr("Game records (*.yaml)"));
    if (!file.isEmpty() && !file.endsWith(u".yaml"_s))
        file += u".yaml"_s;
    return file;
}

bool MainWindow::saveGameAs()
{
    if (!m_session)
        return false;
    const QString file = askSaveFileName(m_session->gameId());
    if (file.isEmpty() || !saveGame(file))
        return false;
    gamefiles::remember(file);
    return true;
}

bool MainWindow::saveCopyAs(const QString &source, const QString &gameId)
{
    m_autosave.finish(); // what the file holds is whole
    const QString file = askSaveFileName(gameId);
    if (file.isEmpty())
        return false;
    QFile kept(source);
    QSaveFile out(file);
    if (!kept.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly) || out.write(kept.readAll()) < 0
        || !out.commit()) {
        QMessageBox::warning(this, tr("Cannot save the game"),
            tr("The game could not be saved to %1:\n%2").arg(file, out.errorString()));
        return false;
    }
    gamefiles::remember(file);
    return true;
}

void MainWindow::replayLastGame()
{
    m_autosave.finish();
    const auto record = houserules::readRecord(autosave::lastGameFileName().toStdString());
    if (!record) {
        QMessageBox::warning(
            this, tr("Cannot replay the game"), QString::fromStdString(record.errors().front().toString()));
        return;
    }
    // Played to its end: every seat's view, and all the cards.
    QList<int> viewers;
    for (int seat = 0; seat < int(record->players.size()); ++seat)
        viewers << seat;
    viewers << houserules::kAllKnowing;
    replay(*record, viewers);
}

bool MainWindow::loadGame(const QString &fileName)
{
    auto record = houserules::readRecord(fileName.toStdString());
    QString error;
    std::unique_ptr<GameSession> session;
    if (!record && record.errors().front().code == "record.is-variant")
        return editVariant(fileName) != nullptr; // rules, not a game: the editor opens them
    if (!record) {
        QStringList lines;
        for (const auto &e : record.errors())
            lines << QString::fromStdString(e.toString());
        error = lines.join(u'\n');
    } else {
        session = GameSession::fromRecord(*record, &error);
    }
    if (!session) {
        QMessageBox::warning(
            this, tr("Cannot load the game"), tr("%1 is not a game Houserules can resume:\n%2").arg(fileName, error));
        return false;
    }
    showSession(std::move(session));
    tellOfEarlierRules(this, *record, m_session->ruleset().variant());
    // A person's file holds the game as it is now (the autosave is no place
    // to go on from later: the next game replaces it).
    if (QFileInfo(fileName).canonicalFilePath() != QFileInfo(autosave::fileName()).canonicalFilePath())
        m_savedAt = m_session->decisionCount();
    return true;
}

void MainWindow::openGame()
{
    if (!confirmAbandon())
        return;
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Load game"), gamefiles::folder(), tr("Game records (*.yaml)"));
    if (!file.isEmpty() && loadGame(file))
        gamefiles::remember(file);
}

bool MainWindow::openGameFile(const QString &fileName)
{
    const auto record = houserules::readRecord(fileName.toStdString());
    if (!record && record.errors().front().code == "record.is-variant")
        return editVariant(fileName) != nullptr; // rules, not a game: nothing is replaced
    if (!m_session && QFileInfo(fileName).canonicalFilePath() == QFileInfo(autosave::fileName()).canonicalFilePath())
        return continueGame(); // the unfinished game itself
    return confirmAbandon() && loadGame(fileName);
}

void MainWindow::bringToFront()
{
    if (isMinimized())
        showNormal();
    show();
    raise();
    activateWindow();
}

bool MainWindow::continueGame()
{
    m_autosave.finish();
    return loadGame(autosave::fileName());
}

void MainWindow::openReplay()
{
    if (hotSeatInProgress())
        return; // a file may hold this very game: every seat's cards
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Replay a game"), gamefiles::folder(), tr("Game records (*.yaml)"));
    if (file.isEmpty())
        return;
    gamefiles::remember(file);
    auto record = houserules::readRecord(file.toStdString());
    if (!record) {
        QMessageBox::warning(
            this, tr("Cannot replay the game"), QString::fromStdString(record.errors().front().toString()));
        return;
    }
    // The file alone says whose views it may show (a hot-seat game not over
    // shows none but the public's); one that cannot be played says why in
    // the replay window.
    QString error;
    const auto game = GameSession::fromRecord(*record, &error);
    replay(*record, game ? game->viewersOfFile() : QList<int>());
}

void MainWindow::replayThisGame()
{
    // This game: the public view and the eyes of whoever is at the screen
    // (nobody's while a curtain is down); every seat's once it is over.
    if (m_session)
        replay(m_session->record(), m_session->viewersAllowed());
}

void MainWindow::replay(const houserules::Record &record, const QList<int> &viewers)
{
    if (m_session)
        m_session->pause(); // no bot moves behind the replay
    ReplayDialog dialog(record, viewers, std::max(settings::botDelayMilliseconds(settings::botPace()), 400), this);
    dialog.exec();
    if (m_session)
        m_session->resume();
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_languages->current(), this);
    connect(&dialog, &SettingsDialog::languageChosen, this, &MainWindow::setLanguage);
    connect(&dialog, &SettingsDialog::textSizeChosen, this, &TableView::applyTextSize);
    dialog.exec();
    if (m_gamePage)
        m_gamePage->applyPaces();
}

void MainWindow::openRules()
{
    // At the table, the rules the game is played under (those it carries,
    // first among its game's variants); on the start page, the game and
    // variant chosen there.
    if (m_session && m_stack->currentWidget() != m_startPage) {
        showRules(m_session->gameId(), QString::fromStdString(m_session->ruleset().variant().id));
        m_rulesDialog->showRulesOf(m_session->ruleset().variant()); // the rules it carries
    } else
        showRules(m_startPage->currentGame(), m_startPage->selectedVariant(m_startPage->currentGame()));
}

void MainWindow::showRules(const QString &gameId, const QString &variant)
{
    if (!m_rulesDialog) {
        m_rulesDialog = new RulesDialog(gameId, variant, this);
        m_rulesDialog->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        m_rulesDialog->showRulesOf(gameId, variant);
    }
    m_rulesDialog->show();
    m_rulesDialog->raise();
    m_rulesDialog->activateWindow();
}

void MainWindow::openAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::autosave()
{
    if (!m_session)
        return;
    m_autosave.save(*m_session);
}

std::shared_ptr<const EditorServices> MainWindow::editorServices()
{
    if (m_editorServices)
        return m_editorServices;
    std::vector<std::filesystem::path> shipped = houserules::Registry::shippedVariantDirs();
    QStringList shippedDirs;
    for (const auto &dir : shipped)
        shippedDirs << QString::fromStdU16String(dir.u16string());
    m_editorServices = std::make_shared<const EditorServices>(EditorServices {
        userVariantLoader(),
        [](const std::string &game) -> const houserules::Schema * {
            const houserules::Game *g = houserules::Registry::instance().game(game);
            return g ? &g->schema() : nullptr;
        },
        [](const QString &game) -> const VariantTexts * {
            const GameUi *ui = gameUi(game);
            return ui ? ui->variantTexts() : nullptr;
        },
        [](const QString &game) -> const FigureTexts * {
            const GameUi *ui = gameUi(game);
            return ui ? ui->figureTexts() : nullptr;
        },
        userVariantDir(),
        shippedDirs,
        // A saved house rule is on the start page (and in the new-game dialog) at once.
        [this](const QString &) { m_startPage->refresh(); },
        [this](const QString &file) { playVariant(file); },
        [](const houserules::Variant &variant, QWidget *parent) {
            const GameUi *ui = gameUi(QString::fromStdString(variant.game));
            if (!ui)
                return;
            const auto loader = userVariantLoader();
            PrintDeckDialog dialog(*ui, variant, BaseDifference::of(*ui, variant, loader), parent);
            dialog.exec();
        },
        [](const QString &game) {
            const GameUi *ui = gameUi(game);
            return ui && !ui->cardArt().isEmpty();
        },
        [](const QString &game) {
            const GameUi *ui = gameUi(game);
            return ui ? ui->title() : game;
        },
        m_notebook,
    });
    return m_editorServices;
}

EditorWindow *MainWindow::editVariant(const QString &variant)
{
    // An id ("blasting-billy/standard") or a path, as on the command line;
    // the user's folder is searched first, as the start page lists it.
    QString file = variant;
    if (!QFileInfo(file).isFile()) {
        const auto loader = editorServices()->loader;
        if (const auto found = loader.resolve(variant.toStdString()))
            file = QString::fromStdU16String(found->u16string());
    }
    QString error;
    // Editors are windows of their own (no parent), so that `houserules
    // --edit` ends when its editor closes.
    EditorWindow *window = EditorWindow::openFile(editorServices(), file, nullptr, &error);
    if (!window)
        warnOfProblems(isVisible() ? this : nullptr, tr("Cannot edit the rules"),
            tr("%1 cannot be opened in the rules editor:\n%2").arg(QDir::toNativeSeparators(variant), error));
    return window;
}

EditorWindow *MainWindow::newHouseRule(const QString &gameId)
{
    QString error;
    EditorWindow *window = EditorWindow::newHouseRule(editorServices(), gameId, nullptr, &error);
    if (!window)
        QMessageBox::warning(this, tr("Cannot make a house rule"), error);
    return window;
}

void MainWindow::openVariantFile()
{
    const QString folder = userVariantDir();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a variant in the rules editor"),
        QFileInfo::exists(folder) ? folder : QString(), tr("Variants (*.yaml)"));
    if (!file.isEmpty())
        editVariant(file);
}

void MainWindow::rebuildRecentVariants()
{
    m_recentVariantsMenu->clear();
    const QStringList files = recentfiles::list();
    for (const QString &file : files) {
        QAction *action = m_recentVariantsMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { editVariant(file); });
    }
    if (files.isEmpty())
        m_recentVariantsMenu->addAction(tr("(none)"))->setEnabled(false);
}

void MainWindow::playVariant(const QString &file)
{
    show();
    raise();
    activateWindow();
    if (!confirmAbandon())
        return;
    // By its id when it has one (a file in a variant folder), as the start page lists it.
    const auto loaded = editorServices()->loader.loadFile(file.toStdU16String());
    if (!loaded) {
        QMessageBox::warning(this, tr("Cannot start the game"),
            tr("The variant could not be loaded:\n%1").arg(QString::fromStdString(loaded.errors().front().toString())));
        return;
    }
    const QString variant = QString::fromStdString(loaded->id);
    NewGameDialog dialog(QString::fromStdString(loaded->game), variant, this);
    if (dialog.exec() == QDialog::Accepted)
        startGame(dialog.setup());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Every open editor first: each asks about its unsaved changes.
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *editor = qobject_cast<EditorWindow *>(widget); editor && editor->isVisible() && !editor->close()) {
            event->ignore();
            return;
        }
    if (m_session)
        m_session->pause();
    autosave();
    m_autosave.finish(); // on disk before the process ends
    QMainWindow::closeEvent(event);
}
