// The results that hold many runs side by side: several house rules against
// one base, and sweeps of one or two parameters (with the values that cannot
// be told apart from the most balanced one).

#include "simreportparts.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace houserules;

namespace simreport {

namespace {

// "A", "B", ... for the house rules in the table's columns.
QString letter(std::size_t houseRule)
{
    return QString(QChar(u'A' + int(houseRule)));
}

// Every row of the side-by-side table: a label, the base's value and per
// house rule its value and its paired difference from the base.
struct Row {
    QString label;
    QString base;
    QStringList houses;
};

QString valueText(const Estimate &e, bool share)
{
    return share ? percent(e.value) : QString::number(e.value, 'f', 3);
}

QString pairedText(const Estimate &e, const Estimate &difference, bool share, int decimals = 1)
{
    return share ? percent(e.value) + u" "_s + differenceText(difference, 100, decimals)
                 : QString::number(e.value, 'f', 2) + u" "_s + differenceText(difference, 1, 2);
}

std::vector<Row> sideBySideRows(const SideBySideReport &report)
{
    std::vector<Row> rows;
    const SimulationReport &base = report.variants.front();
    for (std::size_t seat = 0; seat < base.seats.size(); ++seat) {
        Row wins {u"seat %1 win rate"_s.arg(seat + 1), percent(base.seats[seat].winRate), {}};
        Row score {u"seat %1 mean score"_s.arg(seat + 1), QString::number(base.seats[seat].meanScore, 'f', 2), {}};
        for (const auto &c : report.houseRules) {
            wins.houses << pairedText(
                shareEstimate(c.house.seats[seat].wins, c.house.games), c.seats[seat].winRate, true);
            score.houses << pairedText(c.house.seats[seat].score, c.seats[seat].score, false);
        }
        rows.push_back(wins);
        rows.push_back(score);
    }
    std::vector<std::string> names;
    for (const auto &c : report.houseRules)
        for (const auto &entry : c.figures)
            if (std::find(names.begin(), names.end(), entry.first) == names.end())
                names.push_back(entry.first);
    for (const auto &name : names) {
        const auto it = base.figures.find(name);
        const bool share = it != base.figures.end() && it->second.share;
        Row row {str(name) + u", per seat"_s, it == base.figures.end() ? u"-"_s : valueText(it->second, share), {}};
        for (const auto &c : report.houseRules) {
            const auto h = c.house.figures.find(name);
            const auto d = c.figures.find(name);
            row.houses << (h == c.house.figures.end() || d == c.figures.end()
                    ? u"-"_s
                    : (share ? percent(h->second.value) + u" "_s + differenceText(d->second, 100, 1)
                             : QString::number(h->second.value, 'f', 3) + u" "_s + differenceText(d->second, 1, 3)));
        }
        rows.push_back(row);
    }
    Row length {u"mean game length"_s, QString::number(base.meanLength, 'f', 1), {}};
    for (const auto &c : report.houseRules)
        length.houses << QString::number(c.house.meanLength, 'f', 1) + u" "_s + differenceText(c.length, 1, 1);
    rows.push_back(length);
    return rows;
}

} // namespace

QJsonObject sideBySideJson(const SideBySideReport &report, const RunHeader &header)
{
    const DifferenceTests tests = testDifferences(report);
    QJsonArray variants, differences;
    for (std::size_t v = 0; v < report.variants.size(); ++v)
        variants.append(QJsonObject {
            {u"variant"_s, v == 0 ? header.variant : header.houseRules.value(qsizetype(v) - 1)},
            {u"report"_s, reportJson(report.variants[v])},
        });
    for (std::size_t i = 0; i < report.houseRules.size(); ++i)
        differences.append(QJsonObject {
            {u"variant"_s, header.houseRules.value(qsizetype(i))},
            {u"difference"_s, differenceJson(report.houseRules[i])},
            {u"notable"_s, QJsonArray::fromStringList(notableDifferences(tests, i))},
        });
    return {{u"games"_s, report.games}, {u"variants"_s, variants}, {u"differences"_s, differences},
        {u"differences_tested"_s, qint64(tests.count())}};
}

void printSideBySide(QTextStream &out, const SideBySideReport &report, const RunHeader &header)
{
    out << "base: " << header.variant << '\n';
    for (std::size_t i = 0; i < report.houseRules.size(); ++i)
        out << letter(i) << ": " << header.houseRules.value(qsizetype(i)) << '\n';
    out << "\nper house rule its value, then its difference from the base (house rule minus base) with the paired "
           "95% interval;\nwin rates and shares in percent, their differences in points:\n";
    const std::vector<Row> rows = sideBySideRows(report);
    int labelWidth = 6, baseWidth = 4;
    std::vector<int> widths(report.houseRules.size(), 1);
    for (const auto &row : rows) {
        labelWidth = std::max(labelWidth, int(row.label.size()));
        baseWidth = std::max(baseWidth, int(row.base.size()));
        for (qsizetype i = 0; i < row.houses.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], int(row.houses[i].size()));
    }
    out << u"%1  %2"_s.arg(u"figure"_s, -labelWidth).arg(u"base"_s, -baseWidth);
    for (std::size_t i = 0; i < widths.size(); ++i)
        out << "  " << u"%1"_s.arg(letter(i), -widths[i]);
    out << '\n';
    for (const auto &row : rows) {
        out << u"%1  %2"_s.arg(row.label, -labelWidth).arg(row.base, -baseWidth);
        for (qsizetype i = 0; i < row.houses.size(); ++i)
            out << "  " << u"%1"_s.arg(row.houses[i], -widths[std::size_t(i)]);
        out << '\n';
    }
    const DifferenceTests tests = testDifferences(report);
    out << "\nnotable differences (" << notableHeading(tests) << "):\n";
    for (std::size_t i = 0; i < report.houseRules.size(); ++i) {
        const QStringList notable = notableDifferences(tests, i);
        out << "  " << letter(i) << ": " << (notable.isEmpty() ? u"none"_s : notable.join(u"\n     "_s)) << '\n';
    }
    out << "(each game is played under every rule with the same seed)\n";
}

void csvSideBySide(Csv &csv, const SideBySideReport &report, const RunHeader &header)
{
    csv.variant = header.variant;
    csv.report(report.variants.front());
    for (std::size_t i = 0; i < report.houseRules.size(); ++i) {
        const ComparisonReport &r = report.houseRules[i];
        const QString id = header.houseRules.value(qsizetype(i));
        csv.variant = id;
        csv.report(r.house);
        csv.variant = u"difference:"_s + id;
        for (std::size_t seat = 0; seat < r.seats.size(); ++seat) {
            const QString who = QString::number(seat + 1);
            csv.row(who, {}, u"win_rate"_s, r.seats[seat].winRate);
            csv.row(who, {}, u"score"_s, r.seats[seat].score);
            for (const auto &[name, e] : r.seats[seat].figures)
                csv.row(who, {}, str(name), e);
        }
        for (const auto &[name, e] : r.figures)
            csv.row(u"all"_s, {}, str(name), e);
        csv.row(u"all"_s, {}, u"length"_s, r.length);
    }
}

// ---- Sweeps ---------------------------------------------------------------------

QJsonValue axisValueJson(const SweepAxis &axis, std::size_t i)
{
    if (!axis.isList())
        return qint64(axis.values[i]);
    QJsonArray list;
    for (const auto item : axis.lists[i])
        list.append(qint64(item));
    return list;
}

namespace {

QString axisValueText(const SweepAxis &axis, std::size_t i)
{
    return QString::fromStdString(axis.valueText(i));
}

// "hand_size = 3" or "hand_size = 3, deck.dynamite_per_colour = 2".
QString cellText(const SweepReport &report, std::size_t cell)
{
    QStringList parts;
    const SweepPoint &p = report.points[cell];
    for (std::size_t a = 0; a < report.axes.size(); ++a)
        parts << str(report.axes[a].parameter) + u" = "_s + axisValueText(report.axes[a], p.at[a]);
    return parts.join(u", "_s);
}

QJsonValue cellJson(const SweepReport &report, int cell)
{
    if (cell < 0)
        return QJsonValue::Null;
    const SweepPoint &p = report.points[std::size_t(cell)];
    if (report.axes.size() == 1)
        return axisValueJson(report.axes[0], p.at[0]);
    QJsonArray values;
    for (std::size_t a = 0; a < report.axes.size(); ++a)
        values.append(axisValueJson(report.axes[a], p.at[a]));
    return values;
}

bool alikeWithBest(const SweepReport &report, std::size_t cell)
{
    const auto &alike = report.balance.alike;
    return std::find(alike.begin(), alike.end(), int(cell)) != alike.end();
}

// The mark of a cell in a table: "*" the most balanced one, standing out;
// "~" one of those that cannot be told apart from the most balanced.
QString mark(const SweepReport &report, std::size_t cell)
{
    if (report.balance.standsOut)
        return int(cell) == report.balance.best ? u" *"_s : QString();
    return alikeWithBest(report, cell) ? u" ~"_s : QString();
}

// Rounded up to two significant digits: an estimate, not a count.
qint64 roughly(double games)
{
    const double unit = std::pow(10.0, std::max(0.0, std::floor(std::log10(std::max(games, 1.0))) - 1));
    return qint64(std::ceil(games / unit) * unit);
}

QString gapText(const Estimate &gap)
{
    return differenceText(gap, 100, 1);
}

// What the marks say, in sentences.
void printBalance(QTextStream &out, const SweepReport &report)
{
    const BestChoice &b = report.balance;
    if (b.best < 0)
        return;
    const SweepPoint &best = report.points[std::size_t(b.best)];
    const QString where = cellText(report, std::size_t(b.best));
    const QString gap = u"a gap of %1 points (95% CI %2 to %3)"_s.arg(QString::number(100 * best.gap.value, 'f', 1),
        QString::number(100 * best.gap.low, 'f', 1), QString::number(100 * best.gap.high, 'f', 1));
    if (b.runnerUp < 0) {
        out << u"\nonly %1 was played: %2\n"_s.arg(where, gap);
        return;
    }
    if (b.standsOut) {
        out << u"\nmost balanced (*): %1, where seat %2 wins most and seat %3 least: %4; every other value is "
               "less balanced by more than the uncertainty\n"_s.arg(where)
                   .arg(best.mostWins + 1)
                   .arg(best.fewestWins + 1)
                   .arg(gap);
    } else {
        const QString unit = report.axes.size() > 1 ? u"cell"_s : u"value"_s;
        out << u"\nno %1 stands out at this number of games: the smallest gap, at %2, is %3, and %4 of the %5 "
               "%1s played (~) cannot be told apart from it"_s.arg(unit, where, gap)
                   .arg(b.alike.size())
                   .arg(std::count_if(
                       report.points.begin(), report.points.end(), [](const SweepPoint &p) { return p.played(); }));
        if (std::isfinite(b.gamesToTell))
            out << u";\nabout %1 games per %2 would tell them apart (%3 from %4, the runner-up)\n"_s
                       .arg(roughly(b.gamesToTell))
                       .arg(unit, where, cellText(report, std::size_t(b.runnerUp)));
        else
            out << u";\nthe best two have the same gap, so no number of games can be named that would tell them "
                   "apart\n"_s;
    }
    out << "(a value is out when its gap is larger than the smallest by more than the uncertainty of the "
           "difference, Holm-corrected over the comparisons with the smallest)\n";
}

void printSweep1D(QTextStream &out, const SweepReport &report, int players)
{
    const QString parameter = str(report.parameter);
    const SweepAxis &axis = report.axes.front();
    int valueWidth = 12;
    for (std::size_t i = 0; i < axis.size(); ++i)
        valueWidth = std::max(valueWidth, int(axisValueText(axis, i).size()) + 2);
    out << u"%1"_s.arg(parameter, -valueWidth);
    for (int seat = 0; seat < players; ++seat)
        out << "  " << u"%1"_s.arg(u"seat %1 win rate"_s.arg(seat + 1), -24);
    out << "  " << u"%1"_s.arg(u"gap, points (95% CI)"_s, -24) << "  " << u"mean length"_s;
    std::vector<std::string> figureNames;
    for (const auto &p : report.points)
        if (p.played())
            for (const auto &entry : p.report.figures)
                if (std::find(figureNames.begin(), figureNames.end(), entry.first) == figureNames.end())
                    figureNames.push_back(entry.first);
    for (const auto &name : figureNames)
        out << "  " << u"%1"_s.arg(str(name), -26);
    out << '\n';
    for (std::size_t i = 0; i < report.points.size(); ++i) {
        const auto &p = report.points[i];
        out << u"%1"_s.arg(axisValueText(axis, p.at[0]) + mark(report, i), -valueWidth);
        if (!p.errors.empty()) {
            out << "  rejected: " << str(p.errors.front().keyPath + ": " + p.errors.front().message) << '\n';
            continue;
        }
        if (!p.played()) {
            out << "  not played (cancelled)\n";
            continue;
        }
        for (const auto &s : p.report.seats)
            out << "  "
                << u"%1"_s.arg(
                       percent(s.winRate) + u" ("_s + percent(s.winRateLow) + u" - "_s + percent(s.winRateHigh) + u')',
                       -24);
        out << "  " << u"%1"_s.arg(gapText(p.gap), -24) << "  "
            << u"%1"_s.arg(QString::number(p.report.meanLength, 'f', 1), -11);
        for (const auto &name : figureNames) {
            const auto it = p.report.figures.find(name);
            out << "  " << u"%1"_s.arg(it == p.report.figures.end() ? u"-"_s : figureText(it->second), -26);
        }
        out << '\n';
    }
}

// Two parameters: the gap of every cell in a grid, rows the first
// parameter's values, columns the second's.
void printSweep2D(QTextStream &out, const SweepReport &report)
{
    const SweepAxis &rows = report.axes[0], &columns = report.axes[1];
    out << "gap between the seats that win most and least, points (95% CI); rows " << str(rows.parameter)
        << ", columns " << str(columns.parameter) << ":\n";
    const auto cellAt = [&](std::size_t r, std::size_t c) -> QString {
        const std::size_t cell = r * columns.size() + c;
        const SweepPoint &p = report.points[cell];
        if (!p.errors.empty())
            return u"rejected"_s;
        if (!p.played())
            return u"not played"_s;
        return gapText(p.gap) + mark(report, cell);
    };
    int rowWidth = int(rows.parameter.size());
    for (std::size_t r = 0; r < rows.size(); ++r)
        rowWidth = std::max(rowWidth, int(axisValueText(rows, r).size()));
    std::vector<int> widths(columns.size());
    for (std::size_t c = 0; c < columns.size(); ++c) {
        widths[c] = int(axisValueText(columns, c).size());
        for (std::size_t r = 0; r < rows.size(); ++r)
            widths[c] = std::max(widths[c], int(cellAt(r, c).size()));
    }
    out << u"%1"_s.arg(str(rows.parameter), -rowWidth);
    for (std::size_t c = 0; c < columns.size(); ++c)
        out << "  " << u"%1"_s.arg(axisValueText(columns, c), -widths[c]);
    out << '\n';
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out << u"%1"_s.arg(axisValueText(rows, r), -rowWidth);
        for (std::size_t c = 0; c < columns.size(); ++c)
            out << "  " << u"%1"_s.arg(cellAt(r, c), -widths[c]);
        out << '\n';
    }
    bool rejected = false;
    for (std::size_t cell = 0; cell < report.points.size(); ++cell)
        if (const auto &p = report.points[cell]; !p.errors.empty()) {
            if (!rejected)
                out << "\nrejected:\n";
            rejected = true;
            out << "  " << cellText(report, cell) << ": "
                << str(p.errors.front().keyPath + ": " + p.errors.front().message) << '\n';
        }
    out << "(every cell's win rates, scores, figures and length with their intervals: --json or --csv)\n";
}

} // namespace

QJsonObject sweepJson(const SweepReport &report)
{
    QJsonArray axes, points;
    for (const auto &axis : report.axes) {
        QJsonArray values;
        for (std::size_t i = 0; i < axis.size(); ++i)
            values.append(axisValueJson(axis, i));
        axes.append(QJsonObject {{u"parameter"_s, str(axis.parameter)}, {u"values"_s, values}});
    }
    for (std::size_t i = 0; i < report.points.size(); ++i) {
        const SweepPoint &p = report.points[i];
        QJsonObject point {{report.axes.size() == 1 ? u"value"_s : u"values"_s, cellJson(report, int(i))}};
        if (!p.errors.empty()) {
            QJsonArray errors;
            for (const auto &e : p.errors)
                errors.append(str(e.keyPath + ": " + e.message));
            point.insert(u"errors"_s, errors);
        } else {
            point.insert(u"report"_s, reportJson(p.report));
            point.insert(u"gap"_s, estimateJson(p.gap));
            point.insert(u"most_wins"_s, p.mostWins);
            point.insert(u"fewest_wins"_s, p.fewestWins);
            point.insert(u"gap_p_value"_s, p.gapPValue);
            point.insert(u"alike_with_most_balanced"_s, alikeWithBest(report, i));
        }
        points.append(point);
    }
    const BestChoice &b = report.balance;
    QJsonArray alike;
    for (const int cell : b.alike)
        alike.append(cellJson(report, cell));
    const QJsonObject balance {
        {u"smallest_gap"_s, cellJson(report, b.best)},
        {u"stands_out"_s, b.standsOut},
        {u"alike"_s, alike},
        {u"runner_up"_s, cellJson(report, b.runnerUp)},
        {u"difference"_s, QJsonObject {{u"mean"_s, b.difference}, {u"standard_error"_s, b.differenceError}}},
        {u"games_to_tell"_s,
            std::isfinite(b.gamesToTell) && b.runnerUp >= 0 ? QJsonValue(b.gamesToTell) : QJsonValue::Null},
        {u"method"_s, u"Holm over the comparisons with the smallest gap, 5% familywise"_s},
    };
    QJsonValue balanced = QJsonValue::Null;
    if (b.standsOut) {
        const auto &p = report.points[std::size_t(b.best)];
        balanced = QJsonObject {{u"value"_s, cellJson(report, b.best)}, {u"gap"_s, estimateJson(p.gap)}};
    }
    return {{u"axes"_s, axes}, {u"points"_s, points}, {u"balance"_s, balance}, {u"most_balanced"_s, balanced}};
}

void printSweep(QTextStream &out, const SweepReport &report, int players)
{
    if (report.axes.size() == 1)
        printSweep1D(out, report, players);
    else
        printSweep2D(out, report);
    printBalance(out, report);
    out << "(gap: the win rate of the seat that wins most minus that of the seat that wins least; its interval "
           "allows for those two seats being picked from the same games)\n";
}

void csvSweep(Csv &csv, const SweepReport &report)
{
    for (std::size_t i = 0; i < report.points.size(); ++i) {
        const auto &p = report.points[i];
        QStringList values;
        for (std::size_t a = 0; a < report.axes.size(); ++a)
            values << axisValueText(report.axes[a], p.at[a]);
        csv.value = values.join(u';');
        if (!p.errors.empty()) {
            csv.note(u"error"_s, str(p.errors.front().keyPath + ": " + p.errors.front().message));
            continue;
        }
        csv.report(p.report);
        const bool best = int(i) == report.balance.best;
        csv.row(u"all"_s, {}, u"gap"_s, p.gap,
            report.balance.standsOut ? (best ? u"most balanced"_s : QString())
                                     : (alikeWithBest(report, i) ? u"alike with the smallest gap"_s : QString()));
    }
}

} // namespace simreport
