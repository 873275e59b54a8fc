#pragma once

// Shared by the files of WeScene — the street, the dice, the choices, poker
// and hasard (wescene.cpp), the players' panels and the viewer's gunfighter
// (wepanels.cpp): the layout and the colours of wood.

#include "wescene.h"

#include <QColor>
#include <QList>
#include <QRectF>

inline const QColor kWood(86, 56, 32);

struct WeScene::Layout {
    QRectF street, waiting, messageStrip, decks, dice, actions, game, panels, character;
    qreal s = 0;          // a field's side
    qreal northTop = 0;   // the north sidewalk's top
    qreal southTop = 0;   // the south sidewalk's top
    qreal fieldsLeft = 0; // field 1's left edge
    QList<QRectF> panelRects;
    QList<QRectF> diceRects;
};
