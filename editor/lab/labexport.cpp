#include "labexport.h"

#include "simreport/simreport.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QWidget>

using namespace Qt::Literals::StringLiterals;

namespace {

QString suffixOf(const QString &fileName)
{
    return QFileInfo(fileName).suffix().toLower();
}

void fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

// A chart lays out its axes and legend when the event loop next turns; a
// chart drawn anew and saved at once (as a test or a script does) would
// lack them. Lay them out now.
void layOut(QWidget *widget)
{
    QList<QChartView *> views = widget->findChildren<QChartView *>();
    if (auto *view = qobject_cast<QChartView *>(widget))
        views << view;
    for (QChartView *view : std::as_const(views))
        if (QGraphicsLayout *layout = view->chart()->layout())
            layout->activate();
}

// The caption's box under a widget `width` wide: the text wrapped, with a margin.
constexpr int kCaptionMargin = 12;

QRect captionBox(const QWidget *widget, const QString &caption)
{
    if (caption.isEmpty())
        return {};
    const QFontMetrics metrics(widget->font());
    const int width = widget->width() - 2 * kCaptionMargin;
    const QRect text = metrics.boundingRect(QRect(0, 0, width, 10000), Qt::AlignLeft | Qt::TextWordWrap, caption);
    return QRect(kCaptionMargin, widget->height() + kCaptionMargin / 2, width, text.height() + kCaptionMargin);
}

// The widget, then its caption beneath it on the widget's background.
void paintWithCaption(QPainter &painter, QWidget *widget, const QString &caption, const QRect &box)
{
    widget->render(&painter, {}, {}, QWidget::DrawWindowBackground | QWidget::DrawChildren);
    if (caption.isEmpty())
        return;
    painter.fillRect(QRect(0, widget->height(), widget->width(), box.bottom() + kCaptionMargin - widget->height()),
        widget->palette().base());
    painter.setPen(widget->palette().text().color());
    painter.setFont(widget->font());
    painter.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
}

} // namespace

bool LabExport::saveResults(const RunResult &result, const QString &fileName, QString *error)
{
    const QString suffix = suffixOf(fileName);
    if (suffix != u"json"_s && suffix != u"csv"_s) {
        fail(error, tr("Results are saved as .json or .csv, not .%1.").arg(suffix));
        return false;
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(error, tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString()));
        return false;
    }
    if (suffix == u"json"_s) {
        file.write(QJsonDocument(resultJson(result)).toJson(QJsonDocument::Indented));
    } else {
        QTextStream out(&file);
        writeResult(out, result, Format::Csv);
        out.flush();
    }
    if (!file.commit()) {
        fail(error, tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString()));
        return false;
    }
    return true;
}

bool LabExport::saveImage(QWidget *widget, const QString &fileName, QString *error, const QString &caption)
{
    layOut(widget);
    const QString suffix = suffixOf(fileName);
    const QRect box = captionBox(widget, caption);
    const QSize size(widget->width(), caption.isEmpty() ? widget->height() : box.bottom() + kCaptionMargin);
    if (suffix == u"png"_s) {
        QImage image = caption.isEmpty() ? widget->grab().toImage() : QImage();
        if (!caption.isEmpty()) {
            const qreal ratio = widget->devicePixelRatioF();
            image = QImage(size * ratio, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(ratio);
            image.fill(widget->palette().base().color());
            QPainter painter(&image);
            paintWithCaption(painter, widget, caption, box);
        }
        if (!image.save(fileName, "PNG")) {
            fail(error, tr("Could not write %1.").arg(QDir::toNativeSeparators(fileName)));
            return false;
        }
        return true;
    }
    if (suffix != u"svg"_s) {
        fail(error, tr("Charts are saved as .png or .svg, not .%1.").arg(suffix));
        return false;
    }
    // The generator writes as it is painted: into a temporary file, moved
    // into place only when whole.
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(error, tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString()));
        return false;
    }
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(widget->windowTitle());
    svg.setDescription(caption);
    {
        QPainter painter(&svg);
        paintWithCaption(painter, widget, caption, box);
    }
    if (!file.commit()) {
        fail(error, tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString()));
        return false;
    }
    return true;
}
