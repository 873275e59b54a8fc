#include "boomofiguretexts.h"

#include "boomonames.h"

#include <QCoreApplication>

QString BoomoFigureTexts::figureLabel(const QString &figure) const
{
    if (figure == QLatin1StringView("bombs_flipped"))
        return QCoreApplication::translate("BoomoFigureTexts", "Bombs exploded");
    if (figure == QLatin1StringView("eliminated"))
        return QCoreApplication::translate("BoomoFigureTexts", "Out of the game");
    if (figure == QLatin1StringView("rounds"))
        return QCoreApplication::translate("BoomoFigureTexts", "Rounds");
    return figure;
}

bool BoomoFigureTexts::sameForEverySeat(const QString &figure) const
{
    return figure == QLatin1StringView("rounds");
}

QString BoomoFigureTexts::sentence(const Change &c) const
{
    const bool all = c.seat < 0;
    QString text;
    if (c.figure == QLatin1StringView("eliminated") && c.share) {
        if (all)
            text = c.more
                ? QCoreApplication::translate("BoomoFigureTexts", "Players go out %1 points more often (±%2).")
                : QCoreApplication::translate("BoomoFigureTexts", "Players go out %1 points less often (±%2).");
        else
            text = c.more
                ? QCoreApplication::translate("BoomoFigureTexts", "Seat %3 goes out %1 points more often (±%2).")
                : QCoreApplication::translate("BoomoFigureTexts", "Seat %3 goes out %1 points less often (±%2).");
    } else if (c.figure == QLatin1StringView("bombs_flipped") && !c.share) {
        if (all)
            text = c.more
                ? QCoreApplication::translate("BoomoFigureTexts", "Players lose %1 more bombs a game (±%2).")
                : QCoreApplication::translate("BoomoFigureTexts", "Players lose %1 fewer bombs a game (±%2).");
        else
            text = c.more
                ? QCoreApplication::translate("BoomoFigureTexts", "Seat %3 loses %1 more bombs a game (±%2).")
                : QCoreApplication::translate("BoomoFigureTexts", "Seat %3 loses %1 fewer bombs a game (±%2).");
    } else if (c.figure == QLatin1StringView("rounds") && !c.share) {
        text = c.more ? QCoreApplication::translate("BoomoFigureTexts", "A game lasts %1 more rounds (±%2).")
                      : QCoreApplication::translate("BoomoFigureTexts", "A game lasts %1 fewer rounds (±%2).");
    }
    if (text.isEmpty())
        return {};
    text = text.arg(c.amount, c.margin);
    return all ? text : text.arg(c.seat + 1);
}

QString BoomoFigureTexts::cardLabel(const QString &kind) const
{
    return boomonames::kind(kind);
}
