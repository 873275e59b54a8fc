#pragma once

#include "setaside.h"

#include "userdata/userdata.h"

#include <QHash>
#include <QList>
#include <QWidget>

class GameUi;
class QLabel;
class QPushButton;
class QVBoxLayout;

// One variant of a game as the start page and the new-game dialog list it.
struct VariantChoice {
    QString id;          // what newGameRequested() and GameSetup::variant take
    QString title;       // in the current language; the id's name when broken
    QString description; // or, when it failed to load, its first error
    bool own = false;    // from the user's folder
    bool ok = true;      // loaded and valid: it can be played
};

// A game's variants: the shipped ones (standard rules first), then the user's
// own, each group by title. Never fails: a broken file is listed with ok false.
QList<VariantChoice> variantChoices(const QString &gameId);

// The first screen: every implemented game with its cover, credits and
// variants (shipped and the user's own), "new game" per game, and "continue"
// when an autosaved game exists.
class StartPage final : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);

    // A game kept in a file: which, with what rules, and who plays.
    struct Resume {
        QString game;
        QString variant;
        QStringList players;
    };

    // Re-reads the variants and whether an autosave exists.
    void refresh();
    QPushButton *continueButton() const { return m_continue; }
    // The last game played to its end, while it is kept (autosave::lastGameExists()).
    QWidget *lastGameRow() const { return m_lastGameRow; }
    QPushButton *replayLastButton() const { return m_replayLast; }
    QPushButton *saveLastButton() const { return m_saveLast; }
    const Resume &lastGame() const { return m_last; }
    // Says at the top of the page that a file of the app's was unreadable and
    // moved aside (shown until the app closes; the next start has no file to
    // report).
    void report(const setaside::Report &report);
    QLabel *notice() const { return m_notice; }

Q_SIGNALS:
    // A new game of `variant` (an id or a file) was asked for.
    void newGameRequested(const QString &variant);
    // The rules editor, on a variant (an id) or on a new house rule of a game.
    void editRequested(const QString &variant);
    void newHouseRuleRequested(const QString &gameId);
    void continueRequested();
    void replayLastGameRequested();
    void saveLastGameRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuildGames();
    void updateContinue();
    QWidget *createGameCard(const GameUi &ui);

    QLabel *m_heading;
    QLabel *m_intro;
    QLabel *m_notice;
    QList<setaside::Report> m_reports;
    QPushButton *m_continue;
    QWidget *m_lastGameRow;
    QLabel *m_lastGame;
    QPushButton *m_replayLast;
    QPushButton *m_saveLast;
    QVBoxLayout *m_games;
    QHash<QString, QString> m_selected; // game id -> chosen variant, kept across rebuilds
    // The game in the autosave, which Continue resumes; the last finished one.
    Resume m_resume, m_last;
};
