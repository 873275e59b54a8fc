#include "labchartview.h"

#include "labexport.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

QChartView *LabChartView::make(
    const QString &objectName, std::function<void(const QString &)> report, std::function<QString()> caption)
{
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
