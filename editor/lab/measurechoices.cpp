#include "measurechoices.h"

#include "measurelines.h"

#include "core/simulation/balancer.h"

#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr const char *kFigure = "figure:";

std::optional<MeasureLines::Measure> lineOf(const std::string &measure)
{
    using M = MeasureLines::Measure;
    if (measure == "first_player_advantage")
        return M::FirstPlayer;
    if (measure == "seat_gap")
        return M::SeatBalance;
    if (measure == "length")
        return M::Decisions;
    if (measure == "turns")
        return M::Turns;
    if (measure == "rounds")
        return M::Rounds;
    if (measure == "lead_changes")
        return M::LeadChanges;
    if (measure == "drama")
        return M::Drama;
    if (measure == "decided_at")
        return M::DecidedAt;
    return std::nullopt;
}

} // namespace

std::vector<std::string> MeasureChoices::available(const std::vector<const SimulationReport *> &reports)
{
    std::vector<std::string> out;
    const auto anyHas = [&](const std::string &measure) {
        for (const SimulationReport *r : reports)
            if (r && balanceFigure(*r, measure))
                return true;
        return false;
    };
    for (const BalanceMeasure &m : balanceMeasures())
        if (!m.name.starts_with(kFigure) && !m.ownGames && anyHas(m.name))
            out.push_back(m.name);
    std::set<std::string> figures;
    for (const SimulationReport *r : reports)
        if (r)
            for (const auto &entry : r->figures)
                figures.insert(kFigure + entry.first);
    out.insert(out.end(), figures.begin(), figures.end());
    return out;
}

std::optional<Estimate> MeasureChoices::value(const SimulationReport &report, const std::string &measure)
{
    return balanceFigure(report, measure);
}

QString MeasureChoices::name(const std::string &measure, const FigureTexts &texts)
{
    if (measure.starts_with(kFigure))
        return texts.figureLabel(QString::fromStdString(measure.substr(std::string(kFigure).size())));
    if (const auto line = lineOf(measure))
        return MeasureLines::name(*line);
    if (measure == "skill_gradient")
        //: A target on how much better a good player does than random ones (the skill gradient).
        return tr("Skill gradient");
    return QString::fromStdString(measure);
}

QString MeasureChoices::unit(const std::string &measure, bool share)
{
    if (measure == "first_player_advantage" || measure == "seat_gap")
        //: The unit of a difference between win rates, in percentage points.
        return tr("points");
    if (measure == "drama" || measure == "decided_at" || (measure.starts_with(kFigure) && share))
        return u"%"_s;
    // The name says what is counted ("Duration in decisions"): the unit, how often.
    if (measure == "length" || measure == "turns" || measure == "rounds" || measure == "lead_changes")
        return tr("per game");
    return tr("per player and game");
}

QString MeasureChoices::nameWithUnit(const std::string &measure, bool share, const FigureTexts &texts)
{
    if (measure == "lead_changes")
        return name(measure, texts); // "Lead changes per game" says its unit
    //: A measure and its unit, as an axis or a legend reads: "First player advantage (points)".
    return tr("%1 (%2)").arg(name(measure, texts), unit(measure, share));
}

int MeasureChoices::decimals(const std::string &measure, bool share)
{
    if (measure.starts_with(kFigure))
        return share ? 1 : 2;
    if (measure == "first_player_advantage" || measure == "seat_gap" || measure == "drama" || measure == "decided_at"
        || measure == "length" || measure == "turns" || measure == "rounds")
        return 1;
    return 2;
}
