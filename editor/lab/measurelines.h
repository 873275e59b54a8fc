#pragma once

#include "core/simulation/measures.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

// The measures of a good game (core/simulation/measures.h) as the lab's rows, for the
// Measures and the Side by side pages alike: each measure's name, its plain
// definition (docs/DESIGNING.md's), its value in a report with its 95% interval,
// its paired difference where the engine pairs it, and why a game has no
// such figure. Gaps and advantages between win rates read in percentage
// points, shares in percent, the rest as numbers.
class MeasureLines {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    enum class Measure {
        SeatBalance,
        FirstPlayer,
        TurnOrder,
        Decisions,
        Turns,
        Rounds,
        LeadChanges,
        Drama,
        DramaDeficit,
        DecidedAt,
    };
    // In the order the pages show them.
    static const std::vector<Measure> &all();

    static QString name(Measure measure);
    static QString definition(Measure measure);
    // Why a game has no such figure (no turns, no rounds, no running score);
    // empty when `report` has it.
    static QString missing(Measure measure, const houserules::MeasuresReport &report);
    static houserules::Estimate value(Measure measure, const houserules::MeasuresReport &report);
    // The spread of a duration (null for the other measures).
    static const houserules::DurationReport *duration(Measure measure, const houserules::MeasuresReport &report);
    // House − base, paired; nullopt where the engine pairs no difference
    // (the gaps, the deficit) or the game has no such figure.
    static std::optional<houserules::Estimate> difference(
        Measure measure, const houserules::MeasuresDifference &difference);
    // Why a measure has no paired difference.
    static QString unpaired(Measure measure);

    // In points (a gap or advantage between win rates) rather than a percent.
    static bool inPoints(Measure measure);
    static int decimals(Measure measure);

    // A value as its cell reads: "12.3 points", "41.2%", "3.25"; a duration
    // with its sd and the range of the middle 80% of games.
    static QString valueText(Measure measure, const houserules::MeasuresReport &report);
    static QString valueText(Measure measure, const houserules::Estimate &value);
    static QString valueTip(Measure measure, const houserules::Estimate &value);
    // The same, with the test's verdict for a gap (verdict()).
    static QString valueTip(Measure measure, const houserules::MeasuresReport &report);
    // For seat and turn order balance, the test of "every seat (place) wins
    // equally often" that goes with the gap's interval: "The seats' win
    // rates differ beyond chance (p = 0.004)." or "These games cannot tell
    // … (p = 0.41)."; empty for the other measures.
    static QString verdict(Measure measure, const houserules::MeasuresReport &report);
    // One sentence for a page: in which of the rules (`names`, one per
    // report) the seats' win rates differ beyond chance, or in none.
    static QString seatBalanceSummary(
        const QStringList &names, const std::vector<const houserules::MeasuresReport *> &reports);
    // "+1.2 ±0.8 points" or "+0.35 ±0.12", and its interval for the tooltip.
    static QString differenceText(const houserules::Estimate &difference, int decimals);
    static QString differenceTip(const houserules::Estimate &difference, int decimals);

    // The skill gradient of a rung ("normal-random", "hard-normal").
    static QString skillName(const houserules::SkillRung &rung);
    static QString skillDefinition(const houserules::SkillRung &rung, int games);
    // A gradient whose interval is wider than ±3 points: "Cannot tell (±8.4)",
    // and why, with the games that would tell.
    static QString skillUnreadable(const houserules::Estimate &gradient);
    static QString skillUnreadableTip(const houserules::Estimate &gradient, int games, int gamesNeeded);
    // Why a rung too long for the lab was not played.
    static QString skillTooLong(int games, double seconds);
};
