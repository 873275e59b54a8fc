#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>

// A rendering kept between runs as a PNG in the user's cache folder, named
// by what it is drawn from (`source`, for instance a digest of the SVG file,
// and `what` within it), so new art is never read from an old cache. Reads
// it when kept (at `pixels`, unless that is empty), else draws it and keeps
// it, written off the GUI thread; the folder keeps the newest few thousand.
// Drawing an SVG element takes about a millisecond: the start page's covers
// and a table's cards were most of their start-up. Safe off the GUI thread.
QImage keptRendering(const QByteArray &source, const QString &what, QSize pixels, const std::function<QImage()> &draw);
