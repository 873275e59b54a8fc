#pragma once

#include "palette/colourvision.h"

#include <QByteArray>
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

// One SVG file of art with elements by id (a deck of cards, a set of icons),
// rendered to pixmaps once per element, size, device pixel ratio and
// colour-vision palette, then served from QPixmapCache. A missing element
// draws the file's `placeholder` (a visible "missing art" card), never nothing.
// Each rendering is also kept between runs (keptrendering.h), as KDE's card
// games keep theirs.
class SvgArt {
public:
    explicit SvgArt(const QString &fileName);

    bool isValid() const { return renderer().isValid(); }
    bool has(const QString &elementId) const { return renderer().elementExists(elementId); }
    // The element rendered to exactly `size` device-independent pixels, in
    // the current palette (colourvision::current()).
    QPixmap pixmap(const QString &elementId, QSize size, qreal devicePixelRatio) const;

private:
    // The art in the current palette, loaded again when the palette changed.
    QSvgRenderer &renderer() const;
    void load() const;

    mutable QSvgRenderer m_renderer;
    mutable colourvision::Palette m_palette;
    QString m_key;
    // A digest of the art as drawn: new art (or a new palette) is never read from an old cache.
    mutable QByteArray m_content;
};
