#include "labchartview.h"

#include "labexport.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAccessibleWidget>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>
#include <QTextDocumentFragment>

using namespace Qt::Literals::StringLiterals;

namespace {

// A chart's title and axis titles may hold HTML ("<br><small>Mean …").
QString plain(const QString &text)
{
    return QTextDocumentFragment::fromHtml(text).toPlainText().simplified();
}

// What a screen reader says of a chart: its title as its name, its axes and
// what it draws as its description. Both are read from the chart when asked,
// so they follow every run and every change of language.
class ChartAccessible final : public QAccessibleWidget {
public:
    explicit ChartAccessible(QChartView *view) : QAccessibleWidget(view, QAccessible::Chart) {}

    QString text(QAccessible::Text t) const override
    {
        const auto *view = static_cast<const QChartView *>(widget());
        if (t == QAccessible::Name) {
            if (!view->accessibleName().isEmpty())
                return view->accessibleName();
            const QString title = plain(view->chart()->title());
            return title.isEmpty() ? LabChartView::tr("Chart, empty until a run") : title;
        }
        if (t == QAccessible::Description && view->accessibleDescription().isEmpty())
            return LabChartView::describe(view->chart());
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *chartAccessible(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<QChartView *>(object))
        return new ChartAccessible(view);
    return nullptr;
}

} // namespace

QString LabChartView::describe(const QChart *chart)
{
    QStringList axes;
    for (const QAbstractAxis *axis : chart->axes())
        if (const QString title = plain(axis->titleText()); !title.isEmpty())
            axes << title;
    QStringList shown;
    for (QAbstractSeries *series : chart->series()) {
        if (const QString name = plain(series->name()); !name.isEmpty())
            shown << name;
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series))
            for (const QBarSet *set : bars->barSets())
                if (const QString name = plain(set->label()); !name.isEmpty())
                    shown << name;
    }
    shown.removeDuplicates();
    QStringList parts;
    if (!axes.isEmpty())
        //: Said of a chart by a screen reader: the titles of its axes.
        parts << tr("Axes: %1.").arg(axes.join(u"; "_s));
    if (!shown.isEmpty())
        //: Said of a chart by a screen reader: the lines, bars or points it draws.
        parts << tr("Drawn: %1.").arg(shown.join(u"; "_s));
    return parts.join(u' ');
}

QChartView *LabChartView::make(
    const QString &objectName, std::function<void(const QString &)> report, std::function<QString()> caption)
{
    // Asked before any view's interface is made, and only once.
    static const bool accessible = [] {
        QAccessible::installFactory(chartAccessible);
        return true;
    }();
    Q_UNUSED(accessible);
    auto *chart = new QChart;
    auto *view = new QChartView(chart);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 240);
    chart->setMargins(QMargins(4, 4, 4, 4));
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (const QString &suffix : {u"png"_s, u"svg"_s}) {
        auto *action = new QAction(view);
        action->setData(suffix);
        view->addAction(action);
        QObject::connect(action, &QAction::triggered, view, [view, suffix, report, caption] {
            const QString fileName = QFileDialog::getSaveFileName(view, tr("Save chart"),
                QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                    .filePath(u"playtest-chart."_s + suffix),
                suffix == u"png"_s ? tr("PNG images (*.png)") : tr("SVG drawings (*.svg)"));
            QString error;
            if (!fileName.isEmpty() && !LabExport::saveImage(view, fileName, &error, caption ? caption() : QString()))
                report(error);
        });
    }
    retranslate(view);
    return view;
}

void LabChartView::retranslate(QChartView *view)
{
    for (QAction *action : view->actions())
        action->setText(action->data().toString() == u"png"_s ? tr("Save chart as PNG…") : tr("Save chart as SVG…"));
}
