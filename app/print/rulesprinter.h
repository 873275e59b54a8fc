#pragma once

#include "basedifference.h"
#include "deckpages.h"

#include "core/variant.h"

#include <QCoreApplication>
#include <QString>

class GameUi;

// A variant's rule sheet: the in-app rules reference (GameUi::rulesHtml, with
// the variant's numbers) in the current language, under a box that says in
// words what this house rule changes from its base. As HTML, and as a PDF
// written through QPdfWriter (a QTextDocument, paged).
class RulesPrinter {
    Q_DECLARE_TR_FUNCTIONS(RulesPrinter)
public:
    static QString html(const GameUi &ui, const houserules::Variant &variant, const BaseDifference &difference);
    // Writes `html` as a PDF through a QSaveFile; the error in words, empty when written.
    static QString writePdf(const QString &html, const QString &title, const QString &fileName, deckpages::Paper paper);
};
