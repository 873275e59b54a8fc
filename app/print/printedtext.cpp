#include "printedtext.h"

#include <QTextBoundaryFinder>

namespace printedtext {

QString elided(const QString &text, qsizetype maxCharacters)
{
    if (text.size() <= maxCharacters)
        return text;
    const QChar ellipsis(0x2026);
    // The last boundary between graphemes at or before the room left for
    // the ellipsis: never half of a surrogate pair or a letter without its accent.
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
    graphemes.setPosition(std::max<qsizetype>(0, maxCharacters - 1));
    const qsizetype cut = graphemes.isAtBoundary() ? graphemes.position() : graphemes.toPreviousBoundary();
    QString start = text.left(std::max<qsizetype>(0, cut));
    while (!start.isEmpty() && start.back().isSpace())
        start.chop(1);
    return start + ellipsis;
}

houserules::Variant printable(const houserules::Variant &variant)
{
    const auto elide = [](std::map<std::string, std::string> &texts, qsizetype maxCharacters) {
        for (auto &[language, text] : texts)
            text = elided(QString::fromStdString(text), maxCharacters).toStdString();
    };
    houserules::Variant copy = variant;
    elide(copy.title, kMaxTitle);
    elide(copy.description, kMaxDescription);
    return copy;
}

} // namespace printedtext
