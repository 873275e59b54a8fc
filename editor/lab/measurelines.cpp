#include "measurelines.h"

#include "labjobs.h"
#include "labtext.h"

#include <QLocale>

#include <cmath>

using namespace houserules;
using Measure = MeasureLines::Measure;

const std::vector<Measure> &MeasureLines::all()
{
    static const std::vector<Measure> measures {Measure::SeatBalance, Measure::FirstPlayer, Measure::TurnOrder,
        Measure::Decisions, Measure::Turns, Measure::Rounds, Measure::LeadChanges, Measure::Drama,
        Measure::DramaDeficit, Measure::DecidedAt};
    return measures;
}

QString MeasureLines::name(Measure measure)
{
    switch (measure) {
    case Measure::SeatBalance:
        return tr("Seat balance");
    case Measure::FirstPlayer:
        return tr("First player advantage");
    case Measure::TurnOrder:
        return tr("Turn order balance");
    case Measure::Decisions:
        return tr("Duration in decisions");
    case Measure::Turns:
        return tr("Duration in turns");
    case Measure::Rounds:
        return tr("Duration in rounds");
    case Measure::LeadChanges:
        return tr("Lead changes per game");
    case Measure::Drama:
        //: A measure of a good game: how often the eventual winner was behind.
        return tr("Drama: winner was behind");
    case Measure::DramaDeficit:
        return tr("Drama: by how much");
    case Measure::DecidedAt:
        //: A measure of a good game: how far into the game the winner took the lead for good.
        return tr("Decisiveness");
    }
    return {};
}

QString MeasureLines::definition(Measure measure)
{
    switch (measure) {
    case Measure::SeatBalance:
        return tr("How far apart the seats' win rates lie, as they sit: the best seat's win rate minus the worst's. "
                  "Its interval allows for those two seats being picked from the same games, and leaves out zero "
                  "only when the test of equal seats finds a difference.");
    case Measure::FirstPlayer:
        return tr("How much more often the first player wins than the fair share");
    case Measure::TurnOrder:
        return tr("How far apart the win rates of the places in the turn order lie: the best place's minus the "
                  "worst's. Its interval allows for those two places being picked from the same games.");
    case Measure::Decisions:
    case Measure::Turns:
    case Measure::Rounds:
        return tr("How long games last and how much that varies: the mean, its standard deviation (sd) and the range "
                  "of the middle 80% of games (10% are shorter, 10% longer)");
    case Measure::LeadChanges:
        return tr("How often per game a player takes the sole lead of the public running score from another");
    case Measure::Drama:
        return tr("How often the eventual winner was behind in the running score at some point");
    case Measure::DramaDeficit:
        return tr("In the games whose winner was behind: by how many points at most, on average");
    case Measure::DecidedAt:
        return tr("How far into the game the eventual winner took the lead they never lost (0%: led from the start)");
    }
    return {};
}

QString MeasureLines::missing(Measure measure, const MeasuresReport &report)
{
    switch (measure) {
    case Measure::Turns:
        return report.turns.counted ? QString() : tr("This game counts no turns.");
    case Measure::Rounds:
        return report.rounds.counted ? QString() : tr("This game counts no rounds.");
    case Measure::LeadChanges:
    case Measure::Drama:
    case Measure::DramaDeficit:
    case Measure::DecidedAt:
        return report.scoredGames > 0 ? QString() : tr("This game keeps no public running score.");
    case Measure::SeatBalance:
        return report.seatBalance.most >= 0 ? QString() : tr("Needs at least two seats.");
    case Measure::TurnOrder:
        return report.orderBalance.most >= 0 ? QString() : tr("Needs at least two seats.");
    case Measure::FirstPlayer:
    case Measure::Decisions:
        return {};
    }
    return {};
}

Estimate MeasureLines::value(Measure measure, const MeasuresReport &r)
{
    switch (measure) {
    case Measure::SeatBalance:
        return r.seatBalance.gap;
    case Measure::FirstPlayer:
        return r.firstPlayerAdvantage;
    case Measure::TurnOrder:
        return r.orderBalance.gap;
    case Measure::Decisions:
        return r.decisions.mean;
    case Measure::Turns:
        return r.turns.mean;
    case Measure::Rounds:
        return r.rounds.mean;
    case Measure::LeadChanges:
        return r.leadChanges;
    case Measure::Drama:
        return r.drama;
    case Measure::DramaDeficit:
        return r.dramaDeficit;
    case Measure::DecidedAt:
        return r.decidedAt;
    }
    return {};
}

const DurationReport *MeasureLines::duration(Measure measure, const MeasuresReport &r)
{
    switch (measure) {
    case Measure::Decisions:
        return &r.decisions;
    case Measure::Turns:
        return &r.turns;
    case Measure::Rounds:
        return &r.rounds;
    default:
        return nullptr;
    }
}

std::optional<Estimate> MeasureLines::difference(Measure measure, const MeasuresDifference &d)
{
    switch (measure) {
    case Measure::FirstPlayer:
        return d.firstPlayerAdvantage;
    case Measure::Decisions:
        return d.decisions;
    case Measure::Turns:
        return d.turns.n > 0 ? std::optional(d.turns) : std::nullopt;
    case Measure::Rounds:
        return d.rounds.n > 0 ? std::optional(d.rounds) : std::nullopt;
    case Measure::LeadChanges:
        return d.leadChanges.n > 0 ? std::optional(d.leadChanges) : std::nullopt;
    case Measure::Drama:
        return d.drama.n > 0 ? std::optional(d.drama) : std::nullopt;
    case Measure::DecidedAt:
        return d.decidedAt.n > 0 ? std::optional(d.decidedAt) : std::nullopt;
    case Measure::SeatBalance:
    case Measure::TurnOrder:
    case Measure::DramaDeficit:
        return std::nullopt;
    }
    return std::nullopt;
}

QString MeasureLines::unpaired(Measure measure)
{
    if (measure == Measure::DramaDeficit)
        return tr("No paired difference: the games whose winner was behind differ between the rules.");
    return tr("No paired difference: a gap is the largest of several differences, so it runs a little high. "
              "Compare the two rules' values instead.");
}

bool MeasureLines::inPoints(Measure measure)
{
    return measure == Measure::SeatBalance || measure == Measure::FirstPlayer || measure == Measure::TurnOrder;
}

int MeasureLines::decimals(Measure measure)
{
    switch (measure) {
    case Measure::Decisions:
    case Measure::Turns:
    case Measure::Rounds:
        return 1;
    default:
        return 2;
    }
}

QString MeasureLines::valueText(Measure measure, const Estimate &value)
{
    if (inPoints(measure)) {
        // A gap is never below zero; an advantage has a side.
        const bool gap = measure == Measure::SeatBalance || measure == Measure::TurnOrder;
        return tr("%1 points")
            .arg(gap ? LabText::fixed(100 * value.value, 1) : LabText::signedFixed(100 * value.value, 1));
    }
    return LabText::value(value, decimals(measure));
}

QString MeasureLines::valueText(Measure measure, const MeasuresReport &report)
{
    const QString text = valueText(measure, value(measure, report));
    const DurationReport *d = duration(measure, report);
    if (!d)
        return text;
    //: A mean duration, its standard deviation and the range of the middle 80% of games, e.g. "52.3 (sd 8.1; 42–63)".
    return tr("%1 (sd %2; %3–%4)")
        .arg(text, LabText::fixed(d->sd, 1), LabText::fixed(d->p10, 0), LabText::fixed(d->p90, 0));
}

QString MeasureLines::valueTip(Measure measure, const Estimate &value)
{
    if (inPoints(measure))
        return LabText::interval(100 * value.low, 100 * value.high, false, 1);
    return LabText::interval(value, decimals(measure));
}

QString MeasureLines::valueTip(Measure measure, const MeasuresReport &report)
{
    const QString tip = valueTip(measure, value(measure, report));
    const QString test = verdict(measure, report);
    return test.isEmpty() ? tip : tip + u'\n' + test;
}

QString MeasureLines::verdict(Measure measure, const MeasuresReport &report)
{
    if (measure != Measure::SeatBalance && measure != Measure::TurnOrder)
        return {};
    const WinRateSpread &s = measure == Measure::SeatBalance ? report.seatBalance : report.orderBalance;
    if (s.most < 0)
        return {};
    const QString p = s.pValue < 0.001
        //: A p-value below a thousandth.
        ? tr("p < %1").arg(QLocale().toString(0.001, 'f', 3))
        //: A p-value: the chance of so large a difference if the seats were equal.
        : tr("p = %1").arg(QLocale().toString(s.pValue, 'f', 3));
    if (measure == Measure::SeatBalance)
        return s.differs() ? tr("The seats' win rates differ beyond chance (%1).").arg(p)
                           : tr("These games cannot tell the seats' win rates apart (%1).").arg(p);
    return s.differs() ? tr("The places' win rates differ beyond chance (%1).").arg(p)
                       : tr("These games cannot tell the places' win rates apart (%1).").arg(p);
}

QString MeasureLines::seatBalanceSummary(const QStringList &names, const std::vector<const MeasuresReport *> &reports)
{
    QStringList differing;
    for (std::size_t i = 0; i < reports.size() && i < std::size_t(names.size()); ++i)
        if (reports[i]->seatBalance.differs())
            differing << names[qsizetype(i)];
    if (differing.isEmpty())
        return tr("Seat balance: in none of these rules do the seats' win rates differ beyond chance (a test of "
                  "equal seats at the 5% level).");
    return tr("Seat balance: the seats' win rates differ beyond chance under %1 (a test of equal seats at the 5% "
              "level).")
        .arg(QLocale().createSeparatedList(differing));
}

QString MeasureLines::differenceText(const Estimate &d, int decimals)
{
    return d.share ? tr("%1 points").arg(LabText::pointsDifference(d)) : LabText::numberDifference(d, decimals);
}

QString MeasureLines::differenceTip(const Estimate &d, int decimals)
{
    const double scale = d.share ? 100 : 1;
    return LabText::interval(d.low * scale, d.high * scale, false, d.share ? 1 : decimals);
}

QString MeasureLines::skillName(const SkillRung &rung)
{
    if (rung.name == "hard-normal")
        //: The skill gradient of the search bot against heuristic bots.
        return tr("Skill gradient: hard vs normal");
    //: The skill gradient of the heuristic bot against random bots.
    return tr("Skill gradient: normal vs random");
}

QString MeasureLines::skillDefinition(const SkillRung &rung, int games)
{
    return tr("How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the "
              "other seats, over %L3 games: more skill or more luck?")
        .arg(LabText::botLabel(QString::fromStdString(rung.strong).section(u':', 0, 0)),
            LabText::botLabel(QString::fromStdString(rung.weak).section(u':', 0, 0)))
        .arg(games);
}

QString MeasureLines::skillUnreadable(const Estimate &gradient)
{
    //: A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. "8.4".
    return tr("Cannot tell (±%1)").arg(LabText::fixed(100 * gradient.halfWidth(), 1));
}

QString MeasureLines::skillUnreadableTip(const Estimate &gradient, int games, int gamesNeeded)
{
    return tr("Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts "
              "under these rules. About %L3 games would.")
        .arg(LabText::fixed(100 * gradient.halfWidth(), 1))
        .arg(games)
        .arg(gamesNeeded);
}

QString MeasureLines::skillTooLong(int games, double seconds)
{
    //: %L1: games; %2: how long, e.g. "about 45 minutes"; %3: the lab's limit in minutes.
    return tr("A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the "
              "lab's limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill "
              "hard) has no such limit.")
        .arg(games)
        .arg(LabText::duration(seconds))
        .arg(LabJobs::kMaxHardSkillMinutes);
}
