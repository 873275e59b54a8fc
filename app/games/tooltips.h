#pragma once

#include <QCoreApplication>
#include <QString>

// A tooltip on a table says what a thing is, then what it does, in one form
// for every game and language: "Skip: the next player misses a turn."
// A tooltip is a view: for a card the viewer cannot see, it says what kind
// of hidden card it is, never its face.
class Tooltips {
    Q_DECLARE_TR_FUNCTIONS(Tooltips)
public:
    static QString says(const QString &what, const QString &does)
    {
        //: A tooltip: a card's or an area's name, then what it does ("Skip: the next player misses a turn.").
        return tr("%1: %2").arg(what, does);
    }

    // A player's colour with the shape every piece of theirs carries, so
    // that the words say what a colour blind player sees: "red, circle".
    // `shape` as colourvision::playerMark() names it.
    static QString colourAndMark(const QString &colour, const QString &shape)
    {
        QString mark = shape;
        if (shape == QLatin1StringView("circle"))
            mark = tr("circle");
        else if (shape == QLatin1StringView("triangle"))
            mark = tr("triangle");
        else if (shape == QLatin1StringView("square"))
            mark = tr("square");
        else if (shape == QLatin1StringView("diamond"))
            //: The shape on a player's pieces, not the gem.
            mark = tr("diamond");
        else if (shape == QLatin1StringView("star"))
            mark = tr("star");
        else if (shape == QLatin1StringView("cross"))
            mark = tr("cross");
        //: A player's colour and the shape on their pieces: "red, circle".
        return tr("%1, %2").arg(colour, mark);
    }
};
