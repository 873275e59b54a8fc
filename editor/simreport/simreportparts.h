#pragma once

// Internal to houserules_simreport: the helpers its files share
// (simreport.cpp: JSON and CSV of a run; simreportread.cpp: reading it back;
// simreporttable.cpp: the tables of a run and a pair; simreportsidebyside.cpp:
// several house rules, sweeps of one or two parameters).

#include "core/simulation/notabledifferences.h"
#include "measuresreport.h"
#include "simreport.h"

#include <QJsonObject>
#include <QLocale>
#include <QStringList>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace simreport {

using houserules::ComparisonReport;
using houserules::Estimate;
using houserules::shareEstimate;
using houserules::SimulationReport;

QString str(const std::string &text);
QJsonObject estimateJson(const Estimate &e);
QJsonObject reportJson(const SimulationReport &report);
QJsonObject tallyJson(const houserules::SimulationTally &t);
QJsonObject pairedJson(const houserules::PairedTally &t);
// A comparison's differences, house rule minus base: length, seats, figures.
QJsonObject differenceJson(const ComparisonReport &report);
// One plain sentence per notable difference of house rule `houseRule`
// (core/simulation/notabledifferences.h), in order.
QStringList notableDifferences(const houserules::DifferenceTests &tests, std::size_t houseRule);
// What the notable differences are: "those that stand out after Holm's
// correction over the 21 differences tested, family-wise 5%".
QString notableHeading(const houserules::DifferenceTests &tests);
QString percent(double share, int decimals = 1);
// A figure's mean with its interval: a share in percent, a count as a number.
QString figureText(const Estimate &e);
// "+1.2 (0.3 to 2.1)", the numbers times `scale`.
QString differenceText(const Estimate &e, double scale, int decimals);
// The tables' first line: what was played, how many games, how long it took.
QString headline(const RunHeader &h, qint64 covered, double seconds, int threads);
// The readable tables of one run, and of a house rule against its base.
void printSimulation(QTextStream &out, const SimulationReport &report);
void printComparison(QTextStream &out, const ComparisonReport &report);

// Several house rules against one base (mode "compare-several").
QJsonObject sideBySideJson(const houserules::SideBySideReport &report, const RunHeader &header);
QJsonObject sideBySideTallyJson(const houserules::SideBySideTally &tally);
void printSideBySide(QTextStream &out, const houserules::SideBySideReport &report, const RunHeader &header);

// Sweeps of one or two parameters.
QJsonObject sweepJson(const houserules::SweepReport &report);
void printSweep(QTextStream &out, const houserules::SweepReport &report, int players);
// A value of an axis as JSON: a number, or a list of numbers.
QJsonValue axisValueJson(const houserules::SweepAxis &axis, std::size_t i);

// One tidy table for every mode: a row per number.
class Csv {
public:
    explicit Csv(QTextStream &out) : m_out(out)
    {
        m_out << "value,variant,seat,card,metric,estimate,ci_low,ci_high,n,note\n";
    }

    QString value, variant;

    void row(
        const QString &seat, const QString &card, const QString &metric, const Estimate &e, const QString &note = {})
    {
        m_out << quoted(value) << ',' << variant << ',' << seat << ',' << quoted(card) << ',' << quoted(metric) << ','
              << number(e.value) << ',' << number(e.low) << ',' << number(e.high) << ',' << e.n << ',' << quoted(note)
              << '\n';
    }
    void number(const QString &seat, const QString &metric, double x, std::int64_t n)
    {
        m_out << quoted(value) << ',' << variant << ',' << seat << ",," << quoted(metric) << ',' << number(x) << ",,,"
              << n << ",\n";
    }
    void note(const QString &metric, const QString &note)
    {
        m_out << quoted(value) << ',' << variant << ",,," << quoted(metric) << ",,,,," << quoted(note) << '\n';
    }

    void report(const SimulationReport &r)
    {
        for (std::size_t seat = 0; seat < r.seats.size(); ++seat) {
            const auto &s = r.seats[seat];
            const QString who = QString::number(seat + 1);
            row(who, {}, u"win_rate"_s, shareEstimate(s.wins, r.games), str(s.bot));
            row(who, {}, u"score"_s, s.score);
            number(who, u"median_score"_s, s.medianScore, r.games);
            for (const auto &[name, e] : s.figures)
                row(who, {}, str(name), e);
        }
        for (const auto &[name, e] : r.figures)
            row(u"all"_s, {}, str(name), e);
        row(u"all"_s, {}, u"length"_s, r.length);
        number(u"all"_s, u"median_length"_s, r.medianLength, r.games);
        row(u"all"_s, {}, u"games_without_winner"_s, shareEstimate(r.gamesWithoutWinner, r.games));
        measures(measureRows(r.measures));
        for (const auto &c : r.cards) {
            const QString card = str(c.kind);
            row(u"all"_s, card, u"start_win_rate"_s, c.startWinRate);
            row(u"all"_s, card, u"not_start_win_rate"_s, c.notStartWinRate);
            row(u"all"_s, card, u"start_difference"_s, c.startDifference);
            row(u"all"_s, card, u"played_win_rate"_s, c.playedWinRate);
            row(u"all"_s, card, u"not_played_win_rate"_s, c.notPlayedWinRate);
            row(u"all"_s, card, u"played_difference"_s, c.playedDifference);
        }
    }

    void measures(const std::vector<MeasureRow> &rows)
    {
        for (const auto &m : rows) {
            if (m.plain)
                number(m.seat, m.metric, m.estimate.value, m.estimate.n);
            else
                row(m.seat, {}, m.metric, m.estimate, m.note);
        }
    }

private:
    static QString number(double x) { return QString::number(x, 'g', QLocale::FloatingPointShortest); }
    static QString quoted(const QString &text)
    {
        if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
            return text;
        return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
    }

    QTextStream &m_out;
};

void csvSideBySide(Csv &csv, const houserules::SideBySideReport &report, const RunHeader &header);
void csvSweep(Csv &csv, const houserules::SweepReport &report);

} // namespace simreport
