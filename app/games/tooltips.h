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
};
