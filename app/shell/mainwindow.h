#pragma once

#include "session/autosave.h"
#include "userdata/setaside.h"

#include "session/gamesetup.h"

#include "core/records/record.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class EditorWindow;
struct EditorServices;
class GamePage;
class GameSession;
class LanguageManager;
class Notebook;
class QAction;
class QMenu;
class QStackedWidget;
class RulesDialog;
class StartPage;

// The window: the start page or a game, the menus, and the game's life
// (new, restart, save, load, autosave after every decision, continue).
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session.get(); }
    StartPage *startPage() const { return m_startPage; }
    GamePage *gamePage() const { return m_gamePage; }

    // Starts a game; shows an error box and returns false when it cannot.
    bool startGame(const GameSetup &setup);
    // The same game from its first decision: the same deal, the same seats.
    bool restartGame();
    bool loadGame(const QString &fileName);
    // A game file opened by the person (the command line): asks first about
    // an unfinished game it would replace (confirmAbandon()). A variant
    // file opens in the rules editor instead.
    bool openGameFile(const QString &fileName);
    // Shown, raised and given the keyboard (another instance handed us a file).
    void bringToFront();
    bool saveGame(const QString &fileName);
    // Resumes the autosaved game ("continue").
    bool continueGame();
    // The guided first round of a game (after asking about an unfinished one).
    bool startGuidedGame(const QString &gameId);
    // The guided first round's setup of a game: its first variant, the person
    // first against easy computer players, a fixed deal.
    static GameSetup guidedSetup(const QString &gameId);
    void showStartPage();
    void setLanguage(const QString &code);
    // A file of the app's that was unreadable at start and moved aside: said
    // once, on the start page.
    void reportSetAside(const setaside::Report &report);

    // The rules editor on a variant (a file, or an id such as
    // blasting-billy/standard); an error box and null when it cannot load.
    EditorWindow *editVariant(const QString &variant);
    // The rules editor on a new house rule of `gameId`, from its standard rules.
    EditorWindow *newHouseRule(const QString &gameId);
    // What the editor is given: the user's folder, the games' words, and
    // that a saved house rule is listed at once and can be played.
    std::shared_ptr<const EditorServices> editorServices();
    // The notebook the lab keeps its runs in, opened at start (before the
    // first editor); reported on the start page when it was set aside.
    void setNotebook(std::shared_ptr<Notebook> notebook);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // What an action may show while several people share the screen.
    enum class Privacy {
        ShowsNothingPrivate, // allowed at any time, the curtain down or not
        ViewerOnly,          // shows only what the window's viewer may see (public behind a curtain)
        NotDuringHotSeat,    // would show every seat's cards: off while a game of several people is on
    };
    struct ActionPrivacy {
        QAction *action;
        Privacy privacy;
    };
    QList<ActionPrivacy> privacyRules() const;
    bool hotSeatInProgress() const;

    void createMenus();
    void retranslate();
    void updateTitle();
    void updateActions();
    void showSession(std::unique_ptr<GameSession> session);
    void showGamePage();
    void newGame();
    void playAgain();
    // Asks for a file and saves there; false when cancelled or not saved.
    bool saveGameAs();
    // The same for a game kept in a file of the app's (the unfinished game in
    // the autosave, the last finished game): a copy where the person says.
    bool saveCopyAs(const QString &source, const QString &gameId);
    // The last finished game, from the start page: every seat's view.
    void replayLastGame();
    QString askSaveFileName(const QString &gameId);
    void openGame();
    void openReplay();
    void replayThisGame();
    void replay(const houserules::Record &record, const QList<int> &viewers);
    void openSettings();
    // "New game" of a game from the start page: the first time, the guided
    // first round is offered before the new-game dialog.
    void newGameFromStartPage(const QString &variant);
    void openRules();
    // The rules dialog on a game and variant (an id; empty: its standard
    // rules): the one open, or a new one.
    void showRules(const QString &gameId, const QString &variant);
    void openAbout();
    void openVariantFile();
    void rebuildRecentVariants();
    void playVariant(const QString &file);
    void autosave();
    // Asks before an unfinished game (in the window, or else in the
    // autosave) is replaced: save it, discard it, or cancel; true to go ahead.
    bool confirmAbandon();

    LanguageManager *m_languages;
    std::unique_ptr<GameSession> m_session;
    autosave::Writer m_autosave;
    QStackedWidget *m_stack;
    StartPage *m_startPage;
    GamePage *m_gamePage = nullptr;
    QPointer<RulesDialog> m_rulesDialog;
    int m_savedAt = -1; // the session's decisions when last saved to (or loaded from) a file; -1 never

    QMenu *m_gameMenu;
    QMenu *m_settingsMenu;
    QMenu *m_languageMenu;
    QMenu *m_helpMenu;
    QMenu *m_editorMenu;
    QMenu *m_recentVariantsMenu;
    QMenu *m_guideMenu;
    QAction *m_newHouseRuleAction;
    QAction *m_editVariantAction;
    std::shared_ptr<const EditorServices> m_editorServices;
    std::shared_ptr<Notebook> m_notebook;
    QAction *m_newAction;
    QAction *m_restartAction;
    QAction *m_endAction;
    QAction *m_saveAction;
    QAction *m_loadAction;
    QAction *m_replayAction;
    QAction *m_replayThisAction;
    QAction *m_hintAction;
    QAction *m_startPageAction;
    QAction *m_quitAction;
    QAction *m_settingsAction;
    QAction *m_rulesAction;
    QAction *m_aboutAction;
    QList<QAction *> m_languageActions;
};
