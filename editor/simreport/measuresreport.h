#pragma once

// The measures of a good game (engine/core/simulation/measures.h) as the simulator's
// JSON (the exact tallies, read back for `merge`, and the estimates), CSV
// rows and table lines: simreport.cpp calls these at one place per format.
// English and machine-readable, never translated.

#include "core/simulation/measures.h"

#include <QJsonObject>
#include <QString>

#include <vector>

class QTextStream;

namespace simreport {

QJsonObject measuresTallyJson(const houserules::MeasuresTally &tally);
QJsonObject pairedMeasuresTallyJson(const houserules::PairedMeasuresTally &tally);
// What the two above wrote; false and `error` (naming the key) when it is
// not that. A missing object (a result written before the measures) reads
// as an empty tally.
bool readMeasuresTally(const QJsonValue &json, houserules::MeasuresTally &tally, QString *error);
bool readPairedMeasuresTally(const QJsonValue &json, houserules::PairedMeasuresTally &tally, QString *error);

QJsonObject measuresJson(const houserules::MeasuresReport &report);
QJsonObject measuresDifferenceJson(const houserules::MeasuresDifference &difference);

// One CSV row: seat ("all", "1"...), metric, the estimate, a note; a row
// with `plain` set has a number without an interval.
struct MeasureRow {
    QString seat;
    QString metric;
    houserules::Estimate estimate;
    QString note;
    bool plain = false;
};
std::vector<MeasureRow> measureRows(const houserules::MeasuresReport &report);
std::vector<MeasureRow> measureRows(const houserules::MeasuresDifference &difference);

// The table's section of a run, and of a comparison (base, house, difference).
void printMeasures(QTextStream &out, const houserules::MeasuresReport &report);
void printMeasuresComparison(QTextStream &out, const houserules::MeasuresReport &base,
    const houserules::MeasuresReport &house, const houserules::MeasuresDifference &difference);

} // namespace simreport
