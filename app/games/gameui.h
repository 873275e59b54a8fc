#pragma once

#include "art/cardtext.h"
#include "games/rulespage.h"
#include "session/gamenarrator.h"

#include "core/variants/variant.h"
#include "games.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

class FigureTexts;
class GameView;
class VariantTexts;

// One card of a deck as it is printed (print-and-play): its face and its back
// as elements of the game's card art (GameUi::cardArt()), its record name
// ("gold-7", printed small under the card so that a test can count it), its
// name in words for the deck's cover page, and what the table draws on the
// face besides the art (a name, an icon), placed in fractions of the card.
struct PrintedCard {
    struct Piece {
        QString art; // resource path of the SVG holding `element`
        QString element;
        QRectF rect; // fractions of the card's width and height
    };
    QString face;
    QString back;
    QString name;
    QString label;
    QList<CardText> texts = {};
    QList<Piece> pieces = {};
};

// What the app needs to show one game, but for its widgets: its name and
// art, its words (GameNarrator: log lines, status, prompts), its rules
// reference and its printed cards. One per game, found by the engine's game
// id; everything else in the app is shared. Needs no Widgets, so the command
// line prints with it and the lab reads its words; the game's table and
// breakdown are made a layer above (gametables.h).
class GameUi : public GameNarrator {
public:
    virtual QString gameId() const = 0;
    virtual QString title() const = 0;    // the game's name (a proper noun)
    virtual QString credits() const = 0;  // designers and publisher, translated
    virtual QString coverArt() const = 0; // resource path of the cover SVG

    // The rules reference in the current language, with this variant's
    // numbers, its pictures drawn from the game's art and its controls.
    virtual RulesPage rulesPage(const houserules::Variant &variant) const = 0;
    // The game's figures and cards in words, for the playtest lab (null: the
    // lab shows the engine's ids).
    virtual const FigureTexts *figureTexts() const { return nullptr; }
    // What the variant editor shows of the game's parameters and deck that
    // its schema cannot say: labels, help texts, names of suits and ranks.
    // Null: the editor makes do with the schema's English descriptions.
    virtual const VariantTexts *variantTexts() const { return nullptr; }
    // The resource path of the SVG holding the cards of printedDeck().
    virtual QString cardArt() const { return {}; }
    // Every card of the variant's deck(s) as printed, one entry per copy, in
    // the deck's order; empty for a game without cards to print.
    virtual QList<PrintedCard> printedDeck(const houserules::Variant &variant) const
    {
        Q_UNUSED(variant);
        return {};
    }
};

// Each game's GameUi (app/games/<folder>/), by the one list of games.
#define HOUSERULES_DECLARE_GAME_UI(folder)                                                                             \
    namespace houserules::folder {                                                                                     \
    const GameUi &gameUi();                                                                                            \
    }
HOUSERULES_GAMES(HOUSERULES_DECLARE_GAME_UI)
#undef HOUSERULES_DECLARE_GAME_UI

// The games the app can show, in start-page order (games.h).
QList<const GameUi *> gameUis();
const GameUi *gameUi(const QString &gameId);

// A variant's title in the current language (falling back to English).
QString variantTitle(const houserules::Variant &variant);
QString variantDescription(const houserules::Variant &variant);
