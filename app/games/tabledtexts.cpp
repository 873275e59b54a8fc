#include "tabledtexts.h"

#include <QCoreApplication>

const ParameterWords *TabledTexts::find(std::span<const ParameterWords> table, const QString &key)
{
    for (const ParameterWords &words : table)
        if (key == QLatin1StringView(words.key))
            return &words;
    return nullptr;
}

QString TabledTexts::translated(const char *text) const
{
    return text ? QCoreApplication::translate(m_context, text) : QString();
}

QString TabledTexts::groupTitle(const QString &group) const
{
    const ParameterWords *words = find(m_groups, group);
    return words ? translated(words->label) : QString();
}

QString TabledTexts::label(const QString &path) const
{
    const ParameterWords *words = find(m_parameters, path);
    return words ? translated(words->label) : QString();
}

QString TabledTexts::help(const QString &path) const
{
    const ParameterWords *words = find(m_parameters, path);
    return words ? translated(words->help) : QString();
}

QString TabledTexts::choiceName(const QString &path, const QString &choice) const
{
    const ParameterWords *words = find(m_choices, path + u'/' + choice);
    return words ? translated(words->label) : QString();
}

QString TabledTexts::problem(const QString &code, const QStringList &args) const
{
    for (const ProblemWords &words : m_problems) {
        if (code != QLatin1StringView(words.code))
            continue;
        // %1 to %9 by number, in one pass: the words may leave a value out
        // or use one twice (QString::arg would shift the others), and a value
        // holding "%2" stays as it is.
        const QString text = translated(words.text);
        QString result;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const int n = i + 1 < text.size() ? text[i + 1].digitValue() : -1;
            if (text[i] != u'%' || n < 1) {
                result += text[i];
                continue;
            }
            // A message with a bare "%3" would be worse than the engine's English.
            if (n > args.size())
                return {};
            result += args[n - 1];
            ++i;
        }
        return result;
    }
    return {};
}
