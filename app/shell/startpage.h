#pragma once

#include "userdata/setaside.h"

#include "userdata/userdata.h"

#include <QFuture>
#include <QHash>
#include <QImage>
#include <QList>
#include <QWidget>

class GameUi;
class QLabel;
class QListWidget;
class QListWidgetItem;
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
// variants (shipped and the user's own), "how to play" and "new game" per
// game, and "continue" when an autosaved game exists. The game whose card was
// used last (a click, the keyboard's focus) is the current one: Help › Rules
// shows its rules, in the variant chosen on its card.
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

    // Re-reads the variants and whether an autosave exists (the games' cards
    // when the page is next shown, if it is hidden: a game opened from a
    // file never waits for them).
    void refresh();
    // A game takes the screen: what is being read for the cards ahead of
    // time is let go (read again when the page shows).
    void dropMaterial();
    QPushButton *continueButton() const { return m_continue; }
    // The last game played to its end, while it is kept (autosave::lastGameExists()).
    QWidget *lastGameRow() const { return m_lastGameRow; }
    QPushButton *replayLastButton() const { return m_replayLast; }
    QPushButton *saveLastButton() const { return m_saveLast; }
    const Resume &lastGame() const { return m_last; }
    // The game whose card was used last (the first game before any was).
    QString currentGame() const { return m_currentGame; }
    // The variant chosen on a game's card (an id), empty when none can be.
    QString selectedVariant(const QString &gameId) const { return m_selected.value(gameId); }
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
    // The rules of a game, in a variant (an id), from its "how to play".
    void rulesRequested(const QString &gameId, const QString &variant);
    void continueRequested();
    void replayLastGameRequested();
    void saveLastGameRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void rebuildGames();
    void updateContinue();
    // What a game's card shows that takes long to make: read before the card.
    struct CardMaterial {
        const GameUi *ui;
        QImage cover;
        QList<VariantChoice> choices;
    };
    void readMaterial();
    // The constructor's steps: the page's parts, its layout, and which card
    // is the current one.
    void setUpHeading();
    void setUpContinue();
    void setUpLastGameRow();
    void layOutPage();
    void followFocus();
    // A game's card and its parts, made in this order.
    struct CardParts {
        QLabel *cover = nullptr;
        QLabel *title = nullptr;
        QLabel *credits = nullptr;
        QLabel *variantsLabel = nullptr;
        QListWidget *variants = nullptr;
        QLabel *description = nullptr; // the chosen variant's
        QPushButton *newGame = nullptr;
        QPushButton *edit = nullptr;
        QPushButton *howToPlay = nullptr;
        QPushButton *newRule = nullptr;
    };
    QWidget *createGameCard(const CardMaterial &material);
    QLabel *createCover(QWidget *card, const CardMaterial &material);
    void createCardTitles(QWidget *card, const GameUi &ui, CardParts &parts);
    // The variants to choose from; `selected`: the one remembered for the
    // game, else the first that can be played (null when none can).
    QListWidget *createVariantList(QWidget *card, const CardMaterial &material, QListWidgetItem **selected);
    QLabel *createVariantDescription(QWidget *card);
    void createCardButtons(QWidget *card, const GameUi &ui, CardParts &parts);
    void connectCard(const QString &gameId, const CardParts &parts);
    void layOutCard(QWidget *card, const CardParts &parts);
    void setCurrentGame(const QString &gameId);

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
    QString m_currentGame;
    bool m_gamesStale = false;        // the cards wait for the page to be shown
    QFuture<CardMaterial> m_material; // being read for them, at m_materialRatio
    qreal m_materialRatio = 0;
    // The game in the autosave, which Continue resumes; the last finished one.
    Resume m_resume, m_last;
};
