#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;
struct RunResult;

// Files the lab writes. Results go out in the CLI's own forms (the shared
// houserules_simreport library), so a file exported here reads like
// `houserules-cli simulate --json` or `--csv` and `houserules-cli merge`
// accepts the JSON; charts as pixels or as a drawing.
class LabExport {
    Q_DECLARE_TR_FUNCTIONS(LabExport)
public:
    // `result` as JSON (".json") or CSV (".csv"), written whole or not at all.
    static bool saveResults(const RunResult &result, const QString &fileName, QString *error);
    // What `widget` shows (a chart, or several together) as PNG (".png") or
    // SVG (".svg", vector shapes and text), with `caption` (lines of text;
    // none when empty) beneath it, so that the picture says what it shows
    // wherever it goes.
    static bool saveImage(QWidget *widget, const QString &fileName, QString *error, const QString &caption = {});
};
