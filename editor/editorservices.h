#pragma once

#include "core/variants/variant.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class FigureTexts;
class Notebook;
class VariantTexts;
class QWidget;

// What the app gives the editor: where variants are found and saved, the
// games' words, and what to do with a saved file. The editor includes
// nothing of the app; the app fills this in (app/shell/).
struct EditorServices {
    houserules::VariantLoader loader;                  // searches the user's folder first
    houserules::VariantLoader::SchemaLookup schemaFor; // a game's schema by id
    // A game's words in the current language; null for a game without them.
    std::function<const VariantTexts *(const QString &game)> textsFor;
    // A game's words for the playtest lab's figures and cards; null: the ids.
    std::function<const FigureTexts *(const QString &game)> figureTextsFor;
    QString userVariantDir;  // new house rules are proposed in <dir>/<game>/
    QStringList shippedDirs; // files under these folders open read-only
    // After every save (the app lists the new file at once); may be empty.
    std::function<void(const QString &file)> saved;
    // "Play with these rules" for a saved, valid file; empty: no such action.
    std::function<void(const QString &file)> play;
    // File › Print deck…: a preview of the variant's deck as print-and-play
    // pages, and the PDF (app/shell/printdeckdialog.h); empty: no such action.
    std::function<void(const houserules::Variant &variant, QWidget *parent)> printDeck;
    // True when the game has cards to print (printDeck is offered for it).
    std::function<bool(const QString &game)> hasDeck;
    // A game's name in the current language (the Notebook view's list); empty: the ids.
    std::function<QString(const QString &game)> gameTitle;
    // Where the lab keeps every finished run and the Notebook view lists
    // them: one for the app, held while it runs; null: no notebook.
    std::shared_ptr<Notebook> notebook;
};
