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
