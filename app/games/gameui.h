#pragma once

#include "session/gamenarrator.h"

#include "core/variant.h"

#include <QList>
#include <QString>

class FigureTexts;
class GameSession;
class TableView;
class QWidget;
class VariantTexts;

// What the app needs to show one game: its name and art, its table, its
// words (GameNarrator: log lines, status, prompts), its end-of-game breakdown
// and its rules reference. One per game, found by the engine's game id;
// everything else in the app is shared. Needs nothing from the shell:
// settings a table uses are handed to it (TableView).
class GameUi : public GameNarrator {
public:
    virtual QString gameId() const = 0;
    virtual QString title() const = 0;    // the game's name (a proper noun)
    virtual QString credits() const = 0;  // designers and publisher, translated
    virtual QString coverArt() const = 0; // resource path of the cover SVG

    // The table for a session; it shows only the session's viewer's observation.
    virtual TableView *createTable(GameSession *session, QWidget *parent) const = 0;
    // The end-of-game breakdown, from the final observation of the session's
    // viewer (at the end every score is public). Precondition: session.isOver().
    virtual QWidget *createBreakdown(const GameSession &session, QWidget *parent) const = 0;
    // The rules reference in the current language, with this variant's numbers.
    virtual QString rulesHtml(const houserules::Variant &variant) const = 0;
    // The game's figures and cards in words, for the playtest lab (null: the
    // lab shows the engine's ids).
    virtual const FigureTexts *figureTexts() const { return nullptr; }
    // What the variant editor shows of the game's parameters and deck that
    // its schema cannot say: labels, help texts, names of suits and ranks.
    // Null: the editor makes do with the schema's English descriptions.
    virtual const VariantTexts *variantTexts() const { return nullptr; }
};

// The games the app can show, in start-page order: the one registration list.
QList<const GameUi *> gameUis();
const GameUi *gameUi(const QString &gameId);

// A variant's title in the current language (falling back to English).
QString variantTitle(const houserules::Variant &variant);
QString variantDescription(const houserules::Variant &variant);
