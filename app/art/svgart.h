#pragma once

#include <QByteArray>
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

// One SVG file of art with elements by id (a deck of cards, a set of icons),
// rendered to pixmaps once per element, size and device pixel ratio, then
// served from QPixmapCache. A missing element draws the file's `placeholder`
// (a visible "missing art" card), never nothing.
// Each rendering is also kept between runs (keptrendering.h), as KDE's card
// games keep theirs.
class SvgArt {
public:
    explicit SvgArt(const QString &fileName);

    bool isValid() const { return m_renderer.isValid(); }
    bool has(const QString &elementId) const { return m_renderer.elementExists(elementId); }
    // The element rendered to exactly `size` device-independent pixels.
    QPixmap pixmap(const QString &elementId, QSize size, qreal devicePixelRatio) const;

private:
    mutable QSvgRenderer m_renderer;
    QString m_key;
    QByteArray m_content; // a digest of the file: new art is never read from an old cache
};
