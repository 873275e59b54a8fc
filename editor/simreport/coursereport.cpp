#include "coursereport.h"

#include "simreportparts.h"

#include <QJsonArray>
#include <QTextStream>

using namespace houserules;

namespace simreport {

namespace {

constexpr std::array<CourseFigure, kCourseFigures> kFigures {
    CourseFigure::LeaderMargin, CourseFigure::LeaderScore, CourseFigure::Total, CourseFigure::CardsLeft};

QString figureWords(CourseFigure figure)
{
    switch (figure) {
    case CourseFigure::LeaderMargin:
        return u"leader's margin"_s;
    case CourseFigure::LeaderScore:
        return u"leader's score"_s;
    case CourseFigure::Total:
        return u"total of the scores"_s;
    case CourseFigure::CardsLeft:
        return u"cards left to draw"_s;
    }
    return {};
}

// "1.2 1.5 ... 3.4" at 10% ... 100%, and the end's interval.
QString courseLine(const CourseReport &report, CourseFigure figure)
{
    QStringList means;
    for (int tenth = 1; tenth <= kCourseTenths; ++tenth)
        means << QString::number(report.at(figure, tenth).value, 'f', 1);
    const Estimate &end = report.at(figure, kCourseTenths);
    return u"%1 (end %2 - %3)"_s.arg(
        means.join(u' '), QString::number(end.low, 'f', 1), QString::number(end.high, 'f', 1));
}

} // namespace

QString courseFigureId(CourseFigure figure)
{
    switch (figure) {
    case CourseFigure::LeaderMargin:
        return u"leader_margin"_s;
    case CourseFigure::LeaderScore:
        return u"leader_score"_s;
    case CourseFigure::Total:
        return u"total"_s;
    case CourseFigure::CardsLeft:
        return u"cards_left"_s;
    }
    return {};
}

QJsonObject courseTallyJson(const CourseTally &tally)
{
    QJsonObject o;
    for (const CourseFigure figure : kFigures) {
        QJsonArray tenths;
        for (const auto &perFigure : tally.tenths) {
            const Sample &s = perFigure[std::size_t(figure)];
            tenths.append(QJsonArray {qint64(s.n), qint64(s.moments.sum), qint64(s.moments.squares)});
        }
        o.insert(courseFigureId(figure), tenths);
    }
    return o;
}

bool readCourseTally(const QJsonValue &json, CourseTally &tally, QString *error)
{
    tally = {};
    if (json.isUndefined())
        return true;
    const auto whole = [](const QJsonValue &v) { return v.isDouble() && double(v.toInteger()) == v.toDouble(); };
    const QJsonObject o = json.toObject();
    for (const CourseFigure figure : kFigures) {
        const QString key = courseFigureId(figure);
        const QJsonArray tenths = o[key].toArray();
        bool ok = json.isObject() && tenths.size() == kCourseTenths;
        for (qsizetype t = 0; ok && t < tenths.size(); ++t) {
            const QJsonArray a = tenths[t].toArray();
            ok = a.size() == 3 && whole(a[0]) && whole(a[1]) && whole(a[2]);
            if (!ok)
                break;
            Sample &s = tally.tenths[std::size_t(t)][std::size_t(figure)];
            s.n = a[0].toInteger();
            s.moments.sum = a[1].toInteger();
            s.moments.squares = a[2].toInteger();
        }
        if (!ok) {
            if (error)
                *error = u"measures.course.%1: expected ten [n, sum, squares] of whole numbers as written by "
                         u"simulate --json"_s.arg(key);
            return false;
        }
    }
    return true;
}

QJsonArray courseJson(const CourseReport &report)
{
    QJsonArray tenths;
    for (int tenth = 1; tenth <= kCourseTenths; ++tenth) {
        QJsonObject o {{u"tenth"_s, tenth}, {u"share"_s, tenth / double(kCourseTenths)}};
        for (const CourseFigure figure : kFigures)
            if (report.has(figure))
                o.insert(courseFigureId(figure), estimateJson(report.at(figure, tenth)));
        tenths.append(o);
    }
    return tenths;
}

void appendCourseRows(std::vector<MeasureRow> &rows, const CourseReport &report)
{
    for (const CourseFigure figure : kFigures) {
        if (!report.has(figure))
            continue;
        for (int tenth = 1; tenth <= kCourseTenths; ++tenth)
            rows.push_back({u"all"_s, u"course_%1_%2"_s.arg(courseFigureId(figure)).arg(tenth * 10),
                report.at(figure, tenth), u"%1 at %2% of the game"_s.arg(figureWords(figure)).arg(tenth * 10)});
    }
}

void printCourse(QTextStream &out, const CourseReport &report)
{
    if (!report.has(CourseFigure::Total))
        return;
    out << "  over the course of a game, mean at 10%, 20% ... 100% of the decisions (95% CI at the end):\n";
    for (const CourseFigure figure : kFigures)
        if (report.has(figure))
            out << u"    %1 %2\n"_s.arg(figureWords(figure) + u':', -21).arg(courseLine(report, figure));
}

void printCourseComparison(
    QTextStream &out, const CourseReport &base, const CourseReport &house, const CourseReport &difference)
{
    if (!base.has(CourseFigure::Total) || !house.has(CourseFigure::Total))
        return;
    out << "over the course of a game, mean at 10%, 20% ... 100% of the decisions (95% CI at the end):\n";
    for (const CourseFigure figure : kFigures) {
        if (!base.has(figure) || !house.has(figure))
            continue;
        out << u"  %1 base  %2\n"_s.arg(figureWords(figure) + u':', -21).arg(courseLine(base, figure));
        out << u"  %1 house %2\n"_s.arg(QString(), -21).arg(courseLine(house, figure));
        if (difference.has(figure))
            out << u"  %1 diff. %2\n"_s.arg(QString(), -21).arg(courseLine(difference, figure));
    }
}

} // namespace simreport
