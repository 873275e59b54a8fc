// The lab's exports: results as the CLI's JSON and CSV (the comparison and
// the Measures page with their skill runs, as `simulate --compare --skill`),
// charts as PNG and SVG.

#include "playtestlab.h"

#include "comparisonpage.h"
#include "labexport.h"
#include "labrunpanel.h"
#include "labtext.h"
#include "measurespage.h"
#include "sidebysidepage.h"
#include "sweeppage.h"

#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QMap>
#include <QStandardPaths>
#include <QTabWidget>

using namespace Qt::Literals::StringLiterals;

// ---- Exports --------------------------------------------------------------------------------

QChart *PlaytestLab::chart(Charts which) const
{
    switch (which) {
    case Charts::WinRates:
    case Charts::Comparison:
        return m_comparisonPage->chartView(ComparisonPage::Chart::WinRates)->chart();
    case Charts::Scores:
        return m_comparisonPage->chartView(ComparisonPage::Chart::Scores)->chart();
    case Charts::Lengths:
        return m_comparisonPage->chartView(ComparisonPage::Chart::Lengths)->chart();
    case Charts::Figures:
        return m_comparisonPage->chartView(ComparisonPage::Chart::Figures)->chart();
    case Charts::Sweep:
        return m_sweepPage->chartView()->chart();
    case Charts::SideBySide:
        return m_sideBySidePage->chartView()->chart();
    }
    return nullptr;
}

bool PlaytestLab::exportCharts(Charts which, const QString &fileName, QString *error) const
{
    QWidget *widget = nullptr;
    QString caption;
    switch (which) {
    case Charts::Comparison:
        widget = m_comparisonPage->chartGrid();
        break;
    case Charts::WinRates:
        widget = m_comparisonPage->chartView(ComparisonPage::Chart::WinRates);
        break;
    case Charts::Scores:
        widget = m_comparisonPage->chartView(ComparisonPage::Chart::Scores);
        break;
    case Charts::Lengths:
        widget = m_comparisonPage->chartView(ComparisonPage::Chart::Lengths);
        break;
    case Charts::Figures:
        widget = m_comparisonPage->chartView(ComparisonPage::Chart::Figures);
        break;
    case Charts::Sweep:
        widget = m_sweepPage->resultView(); // the heatmap for two parameters
        caption = m_sweepPage->caption();
        break;
    case Charts::SideBySide:
        widget = m_sideBySidePage->chartView();
        break;
    }
    return LabExport::saveImage(widget, fileName, error, caption);
}

bool PlaytestLab::exportResults(Results which, const QString &fileName, QString *error) const
{
    const auto result = runResult(which);
    if (!result) {
        if (error)
            *error = tr("There are no results to export yet.");
        return false;
    }
    return LabExport::saveResults(*result, fileName, error);
}

void PlaytestLab::exportFromMenu(bool charts, const QString &suffix)
{
    const QWidget *page = m_tabs->currentWidget();
    const bool sweep = page == m_sweepPage, onSideBySide = page == m_sideBySidePage, measures = page == m_measuresPage;
    static const QMap<QString, const char *> filters {
        {u"json"_s, QT_TR_NOOP("JSON files (*.json)")},
        {u"csv"_s, QT_TR_NOOP("CSV files (*.csv)")},
        {u"png"_s, QT_TR_NOOP("PNG images (*.png)")},
        {u"svg"_s, QT_TR_NOOP("SVG drawings (*.svg)")},
    };
    const QString base = (sweep                 ? u"playtest-sweep"_s
                                 : onSideBySide ? u"playtest-side-by-side"_s
                                 : measures     ? u"playtest-measures"_s
                                                : u"playtest-comparison"_s)
        + (charts ? u"-charts"_s : QString());
    const QString fileName = QFileDialog::getSaveFileName(this, charts ? tr("Export charts") : tr("Export results"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(base + u'.' + suffix),
        tr(filters.value(suffix)));
    if (fileName.isEmpty())
        return;
    QString error;
    const bool ok = charts ? exportCharts(sweep ? Charts::Sweep
                            : onSideBySide      ? Charts::SideBySide
                                                : Charts::Comparison,
                        fileName, &error)
                           : exportResults(sweep  ? Results::Sweep
                                   : onSideBySide ? Results::SideBySide
                                   : measures     ? Results::Measures
                                                  : Results::Comparison,
                               fileName, &error);
    if (ok)
        setStatus([fileName] { return tr("Saved %1.").arg(QDir::toNativeSeparators(fileName)); });
    else
        setStatus([error] { return error; });
}
