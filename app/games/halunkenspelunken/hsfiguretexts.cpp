#include "hsfiguretexts.h"

#include "hsnames.h"

#include <QCoreApplication>

QString HsFigureTexts::figureLabel(const QString &figure) const
{
    if (figure == QLatin1StringView("villains"))
        return QCoreApplication::translate("HsFigureTexts", "Villains at the end");
    if (figure == QLatin1StringView("hired_black_jack"))
        return QCoreApplication::translate("HsFigureTexts", "Black Jack hired");
    return figure;
}

QString HsFigureTexts::sentence(const Change &c) const
{
    // Both figures are numbers per game; shares get the lab's own sentence.
    if (c.share)
        return {};
    const bool all = c.seat < 0;
    QString text;
    if (c.figure == QLatin1StringView("villains")) {
        if (all)
            text = c.more ? QCoreApplication::translate("HsFigureTexts", "Players end with %1 more villains (±%2).")
                          : QCoreApplication::translate("HsFigureTexts", "Players end with %1 fewer villains (±%2).");
        else
            text = c.more ? QCoreApplication::translate("HsFigureTexts", "Seat %3 ends with %1 more villains (±%2).")
                          : QCoreApplication::translate("HsFigureTexts", "Seat %3 ends with %1 fewer villains (±%2).");
    } else if (c.figure == QLatin1StringView("hired_black_jack")) {
        if (all)
            text = c.more
                ? QCoreApplication::translate("HsFigureTexts", "Players hire Black Jack %1 more times a game (±%2).")
                : QCoreApplication::translate("HsFigureTexts", "Players hire Black Jack %1 fewer times a game (±%2).");
        else
            text = c.more
                ? QCoreApplication::translate("HsFigureTexts", "Seat %3 hires Black Jack %1 more times a game (±%2).")
                : QCoreApplication::translate("HsFigureTexts", "Seat %3 hires Black Jack %1 fewer times a game (±%2).");
    }
    if (text.isEmpty())
        return {};
    text = text.arg(c.amount, c.margin);
    return all ? text : text.arg(c.seat + 1);
}

QString HsFigureTexts::cardLabel(const QString &kind) const
{
    // "red-9": a colour and a value.
    const qsizetype dash = kind.lastIndexOf(u'-');
    if (dash <= 0)
        return kind;
    //: A villain card in the playtest lab: its colour and value, e.g. "Red 9".
    return QCoreApplication::translate("HsFigureTexts", "%1 %2")
        .arg(hsnames::colour(kind.left(dash)), kind.mid(dash + 1));
}
