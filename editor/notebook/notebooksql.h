#pragma once

// What the notebook's tables share in their SQL: times as text, LIKE
// patterns, texts bound never NULL. Inside the notebook's own files only.

#include <QDateTime>
#include <QString>

namespace notebooksql {

inline QString timeText(const QDateTime &when)
{
    return when.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

// `text` with LIKE's own % and _ (and the escape) taken literally.
inline QString likeEscaped(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', QStringLiteral("\\\\"))
        .replace(u'%', QStringLiteral("\\%"))
        .replace(u'_', QStringLiteral("\\_"));
    return escaped;
}

// A text to find inside a column with LIKE (any case: the column is lower case).
inline QString likePattern(const QString &text)
{
    return u'%' + likeEscaped(text.toLower()) + u'%';
}

// The ids that begin with `id`.
inline QString prefixOf(const QString &id)
{
    return likeEscaped(id) + u'%';
}

// An empty text, never NULL (a QString without text binds as NULL).
inline QString nonNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace notebooksql
