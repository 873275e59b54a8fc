#pragma once

#include <QString>

// Words that depend on the name they go with. Italian writes "ad" for "a"
// before a vowel ("Passa lo schermo ad Alice"): a sentence that puts a name
// after such a word has a second source text, disambiguated "the name
// begins with a vowel" (lupdate reads only literals, so each tr() call
// spells it out), which the other languages translate as the first.
namespace wording {

inline bool beginsWithVowel(const QString &name)
{
    const QString first = name.trimmed().left(1).normalized(QString::NormalizationForm_D).left(1).toLower();
    return !first.isEmpty() && QStringLiteral("aeiou").contains(first);
}

} // namespace wording
