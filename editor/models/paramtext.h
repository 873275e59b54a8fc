#pragma once

#include "editorroles.h"
#include "varianttexts.h"

#include "core/variants/schema.h"
#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QVariant>

#include <optional>

// Parameters and decks in words and back: labels, help texts and names with
// the schema's fallbacks when a game's VariantTexts has none, values as
// text for display, and the values the delegates edit (Qt::EditRole).
class ParamText {
    Q_DECLARE_TR_FUNCTIONS(ParamText)
public:
    // `texts` may be null (a game without words of its own).
    static QString groupTitle(const VariantTexts *texts, const houserules::Schema &schema, const std::string &group);
    static QString label(const VariantTexts *texts, const houserules::ParamSpec &spec);
    static QString help(const VariantTexts *texts, const houserules::ParamSpec &spec);
    static QString choiceName(const VariantTexts *texts, const houserules::ParamSpec &spec, const std::string &choice);
    static QString suitName(const VariantTexts *texts, const std::string &suit);
    static QString rankName(const VariantTexts *texts, const houserules::DeckRank &rank);
    // One kind of card as a count of it is said (VariantTexts::cardName),
    // else the suit's name and the rank's.
    static QString cardName(const VariantTexts *texts, const std::string &suit, const houserules::DeckRank &rank);
    // An item of a name list by its name (a field kind, a gunfighter, a
    // business), else as written.
    static QString itemName(const VariantTexts *texts, const houserules::ParamSpec &spec, const std::string &item);
    // "9", "9 and 10", "8, 9 and 10".
    static QString listed(const QStringList &items);
    static QString deckWord(const VariantTexts *texts, VariantTexts::DeckWord word);
    static QString players(int count); // "3 players"
    // A share (0..1) as a percentage in the current locale: "23.5%", "23,5 %".
    static QString percent(double share, int decimals = 1);
    // A diagnostic in the current language: in the game's words (VariantTexts::problem)
    // or the editor's when it has a code either knows, else the engine's English message.
    static QString problem(const VariantTexts *texts, const houserules::Diagnostic &diagnostic);
    // problem() after where it is, "file:line:column: ", as the engine's
    // toString() has it (which it is, for a diagnostic without a code).
    static QString located(const VariantTexts *texts, const houserules::Diagnostic &diagnostic);

    static EditorKind kindOf(const houserules::ParamSpec &spec);
    static QString display(
        const houserules::ParamSpec &spec, const houserules::ParamValue &value, const VariantTexts *texts);
    // The value as its editor takes it (see EditorKind).
    static QVariant editValue(const houserules::ParamSpec &spec, const houserules::ParamValue &value);
    // What an editor gave back, read as typed: nothing, and `error` says why,
    // only when it cannot be read (a number that is not one, a name that is
    // not one, a choice not offered). A number out of range or a list of the
    // wrong length is taken: the document's validation (the loader) says why
    // it cannot be used, with its line and column, and the editor shows it.
    static std::optional<houserules::ParamValue> fromEdit(
        const houserules::ParamSpec &spec, const QVariant &edit, QString *error = nullptr);
};
