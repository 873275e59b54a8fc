// The readable tables of one run and of a comparison of two rules (the
// CLI's default output).

#include "simreport.h"
#include "simreportparts.h"

#include "core/simulation/multiplecomparisons.h"

#include <QJsonArray>

using namespace houserules;

namespace simreport {

QString percent(double share, int decimals)
{
    return QString::number(100.0 * share, 'f', decimals) + u'%';
}

// A figure's mean with its interval: a share in percent, a count as a number.
QString figureText(const Estimate &e)
{
    if (e.share)
        return u"%1 (%2 - %3)"_s.arg(percent(e.value), percent(e.low), percent(e.high));
    return u"%1 (%2 - %3)"_s.arg(
        QString::number(e.value, 'f', 3), QString::number(e.low, 'f', 3), QString::number(e.high, 'f', 3));
}

QString headline(const RunHeader &h, qint64 covered, double seconds, int threads)
{
    const bool paired = h.mode == u"compare"_s || h.mode == u"compare-several"_s;
    QString text = h.mode == u"compare-several"_s ? h.houseRules.join(u", "_s) : h.variant;
    if (h.mode == u"compare"_s)
        text += u" against "_s + h.compareWith;
    if (h.mode == u"compare-several"_s)
        text += u" against "_s + h.variant;
    if (h.mode == u"sweep"_s)
        text += u" over "_s + h.parameter;
    text += u", %1 players, %2 %3"_s.arg(h.players).arg(covered).arg(paired
            ? u"paired games"_s
            : (h.mode != u"sweep"_s ? u"games"_s
                                    : (h.parameter.contains(u" x "_s) ? u"games per cell"_s : u"games per value"_s)));
    if (h.from != 0 || h.to != h.games)
        text += u" (games %1 to %2 of %3)"_s.arg(h.from).arg(h.to - 1).arg(h.games);
    text += u", seed %1"_s.arg(h.seed);
    if (seconds >= 0)
        text += u" (%1 s, %2 %3)"_s.arg(QString::number(seconds, 'f', 2))
                    .arg(threads)
                    .arg(threads == 1 ? u"thread"_s : u"threads"_s);
    return text;
}

void printSeats(QTextStream &out, const SimulationReport &report)
{
    out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(u"seat"_s, -4)
               .arg(u"bot"_s, -10)
               .arg(u"wins"_s, 8)
               .arg(u"win rate (95% CI)"_s, -26)
               .arg(u"mean score (95% CI)"_s, -24)
               .arg(u"median score"_s);
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const auto &s = report.seats[seat];
        out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(seat + 1, -4)
                   .arg(str(s.bot), -10)
                   .arg(s.wins, 8)
                   .arg(percent(s.winRate) + u" ("_s + percent(s.winRateLow) + u" - "_s + percent(s.winRateHigh) + u')',
                       -26)
                   .arg(u"%1 (%2 - %3)"_s.arg(QString::number(s.meanScore, 'f', 2),
                            QString::number(s.score.low, 'f', 2), QString::number(s.score.high, 'f', 2)),
                       -24)
                   .arg(s.medianScore);
    }
}

void printFigures(QTextStream &out, const SimulationReport &report)
{
    if (report.figures.empty())
        return;
    int width = 26;
    for (const auto &entry : report.figures)
        width = std::max(width, int(entry.first.size()));
    out << "\nfigures, mean per seat and game (95% CI):\n" << u"%1"_s.arg(u"seat"_s, -4);
    for (const auto &entry : report.figures)
        out << "  " << u"%1"_s.arg(str(entry.first), -width);
    out << '\n';
    for (std::size_t seat = 0; seat <= report.seats.size(); ++seat) {
        const bool all = seat == report.seats.size();
        out << u"%1"_s.arg(all ? u"all"_s : QString::number(seat + 1), -4);
        for (const auto &[name, overall] : report.figures) {
            const auto &figures = all ? report.figures : report.seats[seat].figures;
            const auto it = figures.find(name);
            out << "  " << u"%1"_s.arg(it == figures.end() ? u"-"_s : figureText(it->second), -width);
        }
        out << '\n';
    }
}

void printLength(QTextStream &out, const SimulationReport &report)
{
    out << "\nmean game length: " << QString::number(report.meanLength, 'f', 1) << " decisions (median "
        << report.medianLength << ")\n";
    out << "games without a winner: " << report.gamesWithoutWinner << " ("
        << percent(report.games > 0 ? double(report.gamesWithoutWinner) / report.games : 0) << ")\n";
}

void printCards(QTextStream &out, const SimulationReport &report)
{
    if (report.cards.empty())
        return;
    out << "\ncard impact: win rate of the seats that had a card of the kind in their starting hand, and of\n"
           "those that played one, against all other seats (difference in points, 95% CI). An association: what\n"
           "goes with winning, not what the card does (a bot plays its low cards from a losing hand); for that,\n"
           "simulate --controlled CARD.\n";
    out << u"%1  %2  %3  %4  %5  %6  %7\n"_s.arg(u"card"_s, -16)
               .arg(u"in start hand"_s, 13)
               .arg(u"others"_s, 7)
               .arg(u"difference"_s, -22)
               .arg(u"played"_s, 7)
               .arg(u"others"_s, 7)
               .arg(u"difference"_s);
    auto difference = [](const Estimate &e, bool standsOut) {
        return u"%1 (%2 to %3)%4"_s.arg(QString::number(100 * e.value, 'f', 1), QString::number(100 * e.low, 'f', 1),
            QString::number(100 * e.high, 'f', 1), standsOut ? u" *"_s : QString());
    };
    int standOut = 0;
    for (const auto &c : report.cards) {
        out << u"%1  %2  %3  %4  %5  %6  %7\n"_s.arg(str(c.kind), -16)
                   .arg(percent(c.startWinRate.value), 13)
                   .arg(percent(c.notStartWinRate.value), 7)
                   .arg(difference(c.startDifference, c.startStandsOut), -22)
                   .arg(percent(c.playedWinRate.value), 7)
                   .arg(percent(c.notPlayedWinRate.value), 7)
                   .arg(difference(c.playedDifference, c.playedStandsOut));
        standOut += int(c.startStandsOut) + int(c.playedStandsOut);
    }
    out << u"* stands out after Holm's correction for all %1 tests of this table, both columns together (%2 in "
           "all). Even if no card went with winning, about %3 of the %1 would exclude zero at the 95% level by "
           "chance alone.\n"_s.arg(report.cardsTested)
               .arg(standOut)
               .arg(QString::number(expectedByChance(std::size_t(report.cardsTested)), 'f', 1));
}

void printSimulation(QTextStream &out, const SimulationReport &report)
{
    printSeats(out, report);
    printFigures(out, report);
    printLength(out, report);
    simreport::printMeasures(out, report.measures);
    printCards(out, report);
    out << "(a shared win counts as a win for each player who shares it)\n";
}

QString signedText(double value, int decimals)
{
    return (value > 0 ? u"+"_s : QString()) + QString::number(value, 'f', decimals);
}

QString differenceText(const Estimate &e, double scale, int decimals)
{
    return u"%1 (%2 to %3)"_s.arg(signedText(scale * e.value, decimals), QString::number(scale * e.low, 'f', decimals),
        QString::number(scale * e.high, 'f', decimals));
}

void printComparison(QTextStream &out, const ComparisonReport &report)
{
    out << u"%1  %2  %3  %4  %5  %6  %7  %8\n"_s.arg(u"seat"_s, -4)
               .arg(u"bot"_s, -10)
               .arg(u"win rate base"_s, 13)
               .arg(u"house"_s, 6)
               .arg(u"difference, points (95% CI)"_s, -28)
               .arg(u"mean score base"_s, 15)
               .arg(u"house"_s, 6)
               .arg(u"difference (95% CI)"_s);
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const auto &d = report.seats[seat];
        const auto &base = report.base.seats[seat];
        const auto &house = report.house.seats[seat];
        out << u"%1  %2  %3  %4  %5  %6  %7  %8\n"_s.arg(seat + 1, -4)
                   .arg(str(base.bot), -10)
                   .arg(percent(base.winRate), 13)
                   .arg(percent(house.winRate), 6)
                   .arg(differenceText(d.winRate, 100, 1), -28)
                   .arg(base.meanScore, 15, 'f', 2)
                   .arg(house.meanScore, 6, 'f', 2)
                   .arg(differenceText(d.score, 1, 2));
    }
    if (!report.figures.empty()) {
        out << "\nfigures, mean per seat and game:\n";
        out << u"%1  %2  %3  %4\n"_s.arg(u"figure"_s, -22)
                   .arg(u"base"_s, 8)
                   .arg(u"house"_s, 8)
                   .arg(u"difference (95% CI)"_s);
        for (const auto &[name, d] : report.figures) {
            const bool share = d.share;
            const auto value = [&](const SimulationReport &r) {
                const auto it = r.figures.find(name);
                const double v = it == r.figures.end() ? 0 : it->second.value;
                return share ? percent(v) : QString::number(v, 'f', 3);
            };
            out << u"%1  %2  %3  %4\n"_s.arg(str(name), -22)
                       .arg(value(report.base), 8)
                       .arg(value(report.house), 8)
                       .arg(share ? differenceText(d, 100, 1) + u" points"_s : differenceText(d, 1, 3));
        }
    }
    out << "\nmean game length: base " << QString::number(report.base.meanLength, 'f', 1) << ", house "
        << QString::number(report.house.meanLength, 'f', 1) << ", difference " << differenceText(report.length, 1, 1)
        << '\n';
    simreport::printMeasuresComparison(out, report.base.measures, report.house.measures, report.measures);
    const DifferenceTests tests = testDifferences(report);
    const QStringList notable = notableDifferences(tests, 0);
    out << "\nnotable differences (house rule against base; " << notableHeading(tests) << "):\n";
    if (notable.isEmpty())
        out << "  none\n";
    for (const auto &line : notable)
        out << "  " << line << '\n';
    out << "(each game is played under both rules with the same seed; a difference is house minus base)\n";
}

} // namespace simreport
