#include "wefiguretexts.h"

#include "wenames.h"

#include <QCoreApplication>

namespace {

QString said(const char *text)
{
    return QCoreApplication::translate("WeFigureTexts", text);
}

} // namespace

QString WeFigureTexts::figureLabel(const QString &figure) const
{
    if (figure == QLatin1StringView("shares"))
        return said(QT_TRANSLATE_NOOP("WeFigureTexts", "Shares at the end"));
    if (figure == QLatin1StringView("complete_businesses"))
        return said(QT_TRANSLATE_NOOP("WeFigureTexts", "Complete businesses"));
    if (figure == QLatin1StringView("bills"))
        return said(QT_TRANSLATE_NOOP("WeFigureTexts", "Bills at the end"));
    if (figure == QLatin1StringView("broke"))
        return said(QT_TRANSLATE_NOOP("WeFigureTexts", "Broke"));
    return figure;
}

QString WeFigureTexts::sentence(const Change &c) const
{
    const bool all = c.seat < 0;
    const char *text = nullptr;
    if (c.figure == QLatin1StringView("broke") && c.share) {
        if (all)
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Players go broke %1 points more often (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Players go broke %1 points less often (±%2).");
        else
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 goes broke %1 points more often (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 goes broke %1 points less often (±%2).");
    } else if (c.figure == QLatin1StringView("shares") && !c.share) {
        if (all)
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Players end with %1 more shares (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Players end with %1 fewer shares (±%2).");
        else
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 ends with %1 more shares (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 ends with %1 fewer shares (±%2).");
    } else if (c.figure == QLatin1StringView("complete_businesses") && !c.share) {
        if (all)
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Players complete %1 more businesses a game (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Players complete %1 fewer businesses a game (±%2).");
        else
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 completes %1 more businesses a game (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 completes %1 fewer businesses a game (±%2).");
    } else if (c.figure == QLatin1StringView("bills") && !c.share) {
        if (all)
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Players end with %1 more bills (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Players end with %1 fewer bills (±%2).");
        else
            text = c.more ? QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 ends with %1 more bills (±%2).")
                          : QT_TRANSLATE_NOOP("WeFigureTexts", "Seat %3 ends with %1 fewer bills (±%2).");
    }
    if (!text)
        return {};
    const QString sentence = said(text).arg(c.amount, c.margin);
    return all ? sentence : sentence.arg(c.seat + 1);
}

QString WeFigureTexts::cardLabel(const QString &kind) const
{
    // A share "business-attribute", or a gunfighter's id.
    const qsizetype dash = kind.lastIndexOf(u'-');
    if (dash <= 0)
        return wenames::gunfighter(kind);
    //: A share in the playtest lab: its business and attribute, e.g. "Gunsmith (Speed)".
    return QCoreApplication::translate("WeFigureTexts", "%1 (%2)")
        .arg(wenames::business(kind.left(dash)), wenames::attribute(kind.mid(dash + 1)));
}
