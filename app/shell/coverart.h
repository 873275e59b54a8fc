#pragma once

#include <QImage>
#include <QString>

// A game's cover at `width` logical pixels for a screen's pixel ratio (crisp
// on high-DPI displays). Drawing the SVG art takes a few milliseconds per
// game, most of the start page's start-up: each size is drawn once and kept
// as a PNG in the user's cache folder. Missing art gives a plain tile with
// the title. Safe off the GUI thread (an image, not a pixmap).
QImage coverArt(const QString &resource, const QString &title, int width, qreal ratio);
