#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QChart;
class QChartView;
class QWidget;

// A chart view as every page of the lab has it: antialiased, a sensible
// least size, and a right-click menu that saves that one chart as PNG or SVG.
class LabChartView {
    // The lab's words share one translation context, so moving code between
    // its files never loses a translation.
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab)
public:
    // `report` hears why a save failed (for the lab's status line);
    // `caption`, when given, says what the saved picture shows, beneath it.
    static QChartView *make(
        const QString &objectName, std::function<void(const QString &)> report, std::function<QString()> caption = {});
    // The menu's words in the current language.
    static void retranslate(QChartView *view);
    // What a screen reader says of `chart` besides its title: its axes and
    // what it draws.
    static QString describe(const QChart *chart);
};
