#pragma once

// What the notebook's tables share in their SQL: times as text, LIKE
// patterns, texts bound never NULL. Inside the notebook's own files only.

#include "notebook.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <utility>

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

// The SELECT of `columns` from `table` that `filter` lets through, newest
// first, and its values to bind in order; its text is looked for in the
// lower-case `searchIn` (a column, or an expression of them).
inline std::pair<QString, QVariantList> filteredQuery(
    const QString &table, const QString &columns, const QString &searchIn, const NotebookFilter &filter)
{
    QString sql = QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM ") + table;
    QStringList where;
    QVariantList values;
    if (!filter.game.isEmpty()) {
        where << QStringLiteral("game = ?");
        values << filter.game;
    }
    if (!filter.text.trimmed().isEmpty()) {
        where << searchIn + QStringLiteral(" LIKE ? ESCAPE '\\'");
        values << likePattern(filter.text.trimmed());
    }
    if (filter.since.isValid()) {
        where << QStringLiteral("ran_at >= ?");
        values << timeText(filter.since);
    }
    if (filter.until.isValid()) {
        where << QStringLiteral("ran_at < ?");
        values << timeText(filter.until);
    }
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY ran_at DESC, id DESC");
    if (filter.limit > 0)
        sql += QStringLiteral(" LIMIT ") + QString::number(filter.limit);
    return {sql, values};
}

} // namespace notebooksql
