// svgtopng: renders an SVG to a square PNG of the given size, at build time,
// so the PNG icons come from our own SVG and need nothing but Qt Svg.
//
//     svgtopng INPUT.svg OUTPUT.png SIZE

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // Raster painting of shapes needs no QGuiApplication (only text would, and
    // the icon has none), so no platform plugin and no display.
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    bool ok = false;
    const int size = arguments.size() == 4 ? arguments.at(3).toInt(&ok) : 0;
    if (!ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: svgtopng INPUT.svg OUTPUT.png SIZE (1 to 4096)\n");
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "svgtopng: cannot read %s as SVG\n", qPrintable(arguments.at(1)));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    renderer.render(&painter);
    painter.end();
    if (!image.save(arguments.at(2), "PNG")) {
        std::fprintf(stderr, "svgtopng: cannot write %s\n", qPrintable(arguments.at(2)));
        return 1;
    }
    return 0;
}
