#pragma once

#include "models/varianttexts.h"

#include <span>

// One entry of a game's words for the variant editor: a key (a group's id, a
// parameter's path, or "path/choice" for a text parameter's choice) and its
// label and help text, marked with QT_TRANSLATE_NOOP in the game's context.
struct ParameterWords {
    const char *key;
    const char *label;
    const char *help;
};

// One problem a game's checks report (Schema::problems): its code and its
// words, marked with QT_TRANSLATE_NOOP in the game's context, with %1, %2, …
// standing for the diagnostic's values in order.
struct ProblemWords {
    const char *code;
    const char *text;
};

// A game's VariantTexts whose groups, parameters and choices are looked up in
// its tables and translated in its context; the game adds what is its own
// (the title, suits, ranks, the deck's words).
class TabledTexts : public VariantTexts {
public:
    QString groupTitle(const QString &group) const override;
    QString label(const QString &path) const override;
    QString help(const QString &path) const override;
    QString choiceName(const QString &path, const QString &choice) const override;
    // The words of `code` from the table, with `args` in place of %1, %2, …;
    // empty for a code not in it, or with fewer values than its words use.
    QString problem(const QString &code, const QStringList &args) const override;

protected:
    TabledTexts(const char *context, std::span<const ParameterWords> groups, std::span<const ParameterWords> parameters,
        std::span<const ParameterWords> choices = {}, std::span<const ProblemWords> problems = {})
        : m_context(context), m_groups(groups), m_parameters(parameters), m_choices(choices), m_problems(problems)
    {}
    // `text` (a QT_TRANSLATE_NOOP of the context) in the current language.
    QString translated(const char *text) const;

private:
    static const ParameterWords *find(std::span<const ParameterWords> table, const QString &key);

    const char *m_context;
    std::span<const ParameterWords> m_groups;
    std::span<const ParameterWords> m_parameters;
    std::span<const ParameterWords> m_choices;
    std::span<const ProblemWords> m_problems;
};
