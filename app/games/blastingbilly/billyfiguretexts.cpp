#include "billyfiguretexts.h"

#include "billynames.h"

#include <QCoreApplication>

QString BillyFigureTexts::figureLabel(const QString &figure) const
{
    if (figure == QLatin1StringView("shot_down"))
        return QCoreApplication::translate("BillyFigureTexts", "Shot down");
    if (figure == QLatin1StringView("billy_wins"))
        return QCoreApplication::translate("BillyFigureTexts", "Billy wins");
    if (figure == QLatin1StringView("dynamite_hit_leader"))
        //: A figure: the share of players whose dynamite got the leader shot down.
        return QCoreApplication::translate("BillyFigureTexts", "Dynamite hit the leader");
    return figure;
}

bool BillyFigureTexts::sameForEverySeat(const QString &figure) const
{
    return figure == QLatin1StringView("billy_wins");
}

QString BillyFigureTexts::sentence(const Change &c) const
{
    // All three are shares of seat-games: amounts are percentage points.
    if (!c.share)
        return {};
    const bool all = c.seat < 0;
    QString text;
    if (c.figure == QLatin1StringView("shot_down")) {
        if (all)
            text = c.more
                ? QCoreApplication::translate("BillyFigureTexts", "Players are shot down %1 points more often (±%2).")
                : QCoreApplication::translate("BillyFigureTexts", "Players are shot down %1 points less often (±%2).");
        else
            text = c.more
                ? QCoreApplication::translate("BillyFigureTexts", "Seat %3 is shot down %1 points more often (±%2).")
                : QCoreApplication::translate("BillyFigureTexts", "Seat %3 is shot down %1 points less often (±%2).");
    } else if (c.figure == QLatin1StringView("billy_wins")) {
        text = c.more ? QCoreApplication::translate("BillyFigureTexts", "Billy wins %1 points more often (±%2).")
                      : QCoreApplication::translate("BillyFigureTexts", "Billy wins %1 points less often (±%2).");
    } else if (c.figure == QLatin1StringView("dynamite_hit_leader")) {
        if (all)
            text = c.more ? QCoreApplication::translate(
                       "BillyFigureTexts", "Players' dynamite hits the leader %1 points more often (±%2).")
                          : QCoreApplication::translate(
                              "BillyFigureTexts", "Players' dynamite hits the leader %1 points less often (±%2).");
        else
            text = c.more ? QCoreApplication::translate(
                       "BillyFigureTexts", "The dynamite of seat %3 hits the leader %1 points more often (±%2).")
                          : QCoreApplication::translate("BillyFigureTexts",
                              "The dynamite of seat %3 hits the leader %1 points less often (±%2).");
    }
    if (text.isEmpty())
        return {};
    text = text.arg(c.amount, c.margin);
    return all ? text : text.arg(c.seat + 1);
}

QString BillyFigureTexts::cardLabel(const QString &kind) const
{
    return billynames::card(kind);
}
