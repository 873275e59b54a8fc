#pragma once

// The course of a game (engine/core/simulation/course.h) as the simulator writes it:
// the exact tallies (read back for `merge`), the estimates per tenth in
// JSON, CSV rows and a short table line per figure. measuresreport.cpp calls
// these; English and machine-readable, never translated.

#include "core/simulation/course.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <vector>

class QTextStream;

namespace simreport {

// The figures' ids in JSON and CSV: "leader_margin", "leader_score",
// "total", "cards_left".
QString courseFigureId(houserules::CourseFigure figure);

// {"leader_margin": [[n, sum, squares] × 10], ...}
QJsonObject courseTallyJson(const houserules::CourseTally &tally);
// What courseTallyJson wrote (a missing object reads as empty); false and
// `error` (naming the key) when it is not that.
bool readCourseTally(const QJsonValue &json, houserules::CourseTally &tally, QString *error);

// [{"tenth": 1, "share": 0.1, "leader_margin": {mean, ci95, n}, ...} × 10],
// with the figures the run keeps.
QJsonArray courseJson(const houserules::CourseReport &report);

// Appends one CSV row per kept figure and tenth: metric
// "course_<figure>_<percent>" (course_total_30: the total at 30% of the game).
struct MeasureRow;
void appendCourseRows(std::vector<MeasureRow> &rows, const houserules::CourseReport &report);

// A line per kept figure, its mean at 10%, 20% ... 100% of the game; in a
// comparison, one each for the base and the house rule, and one for the
// paired difference (house − base).
void printCourse(QTextStream &out, const houserules::CourseReport &report);
void printCourseComparison(QTextStream &out, const houserules::CourseReport &base,
    const houserules::CourseReport &house, const houserules::CourseReport &difference);

} // namespace simreport
