#include "notabledifferences.h"

#include "multiplecomparisons.h"

#include <algorithm>

namespace houserules {

namespace {

// The differences of house rule `houseRule` against the base, untested yet.
void collect(const ComparisonReport &report, std::size_t houseRule, std::vector<TestedDifference> &into)
{
    const auto add = [&](DifferenceOf of, int seat, const std::string &figure, const Estimate &difference) {
        into.push_back({houseRule, of, seat, figure, difference, twoSidedPValue(difference), false});
    };
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat)
        add(DifferenceOf::WinRate, int(seat), {}, report.seats[seat].winRate);
    for (const auto &[figure, difference] : report.figures)
        add(DifferenceOf::Figure, -1, figure, difference);
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat)
        add(DifferenceOf::Score, int(seat), {}, report.seats[seat].score);
    add(DifferenceOf::Length, -1, {}, report.length);
    // The measures that pair (a gap picks its seats from the games, so it
    // has no paired difference); the decisions per game are the length.
    const MeasuresDifference &m = report.measures;
    if (m.firstPlayerAdvantage.n > 0)
        add(DifferenceOf::FirstPlayerAdvantage, -1, {}, m.firstPlayerAdvantage);
    for (const auto &[of, difference] : {std::pair {DifferenceOf::Turns, &m.turns},
             std::pair {DifferenceOf::Rounds, &m.rounds}, std::pair {DifferenceOf::LeadChanges, &m.leadChanges},
             std::pair {DifferenceOf::Drama, &m.drama}, std::pair {DifferenceOf::DecidedAt, &m.decidedAt}})
        if (difference->n > 0)
            add(of, -1, {}, *difference);
}

DifferenceTests tested(std::vector<TestedDifference> differences)
{
    std::vector<double> pValues;
    pValues.reserve(differences.size());
    for (const auto &d : differences)
        pValues.push_back(d.pValue);
    const std::vector<bool> rejected = holmRejects(pValues);
    for (std::size_t i = 0; i < differences.size(); ++i)
        differences[i].notable = rejected[i];
    return {std::move(differences)};
}

} // namespace

std::vector<TestedDifference> DifferenceTests::notable(std::size_t houseRule) const
{
    std::vector<TestedDifference> out;
    for (const auto &d : tested)
        if (d.houseRule == houseRule && d.notable)
            out.push_back(d);
    return out;
}

std::size_t DifferenceTests::notableCount() const
{
    return std::size_t(std::count_if(tested.begin(), tested.end(), [](const auto &d) { return d.notable; }));
}

const TestedDifference *DifferenceTests::find(
    std::size_t houseRule, DifferenceOf of, int seat, const std::string &figure) const
{
    const auto it = std::find_if(tested.begin(), tested.end(), [&](const TestedDifference &d) {
        return d.houseRule == houseRule && d.of == of && d.seat == seat && d.figure == figure;
    });
    return it == tested.end() ? nullptr : &*it;
}

DifferenceTests testDifferences(const ComparisonReport &report)
{
    std::vector<TestedDifference> differences;
    collect(report, 0, differences);
    return tested(std::move(differences));
}

DifferenceTests testDifferences(const SideBySideReport &report)
{
    std::vector<TestedDifference> differences;
    for (std::size_t i = 0; i < report.houseRules.size(); ++i)
        collect(report.houseRules[i], i, differences);
    return tested(std::move(differences));
}

} // namespace houserules
