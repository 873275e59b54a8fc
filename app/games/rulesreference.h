#pragma once

// What every game's rules reference is made of: HTML headings, paragraphs
// and list items of translated sentences (escaped here, so no sentence can
// break the page).

#include <QString>
#include <QStringList>

namespace rulesreference {

inline QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}
inline QString heading(const QString &text)
{
    return QStringLiteral("<h3>") + esc(text) + QStringLiteral("</h3>");
}
inline QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + esc(text) + QStringLiteral("</p>");
}
inline QString paragraph(const QStringList &sentences)
{
    return paragraph(sentences.join(u' '));
}
// A list item that opens with a few words in bold ("Keep it.").
inline QString item(const QString &lead, const QString &text)
{
    return QStringLiteral("<li><b>") + esc(lead) + QStringLiteral("</b> ") + esc(text) + QStringLiteral("</li>");
}
inline QString item(const QString &text)
{
    return QStringLiteral("<li>") + esc(text) + QStringLiteral("</li>");
}

} // namespace rulesreference
