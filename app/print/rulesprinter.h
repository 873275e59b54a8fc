#pragma once

#include "basedifference.h"
#include "deckpages.h"

#include "games/rulespage.h"

#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QString>

class GameUi;

// A variant's rule sheet: the in-app rules reference (GameUi::rulesPage, with
// the variant's numbers and its pictures) in the current language, under a
// box that says in words what this house rule changes from its base. As a
// page, and as a PDF written through QPdfWriter (a QTextDocument, paged).
// The variant's title and description as printedtext.h elides them.
class RulesPrinter {
    Q_DECLARE_TR_FUNCTIONS(RulesPrinter)
public:
    static RulesPage page(const GameUi &ui, const houserules::Variant &variant, const BaseDifference &difference);
    // Writes `page` as a PDF through a QSaveFile, its pictures at print
    // resolution; the error in words, empty when written.
    static QString writePdf(
        const RulesPage &page, const QString &title, const QString &fileName, deckpages::Paper paper);
};
