#include "findruleprogress.h"

#include <algorithm>

using namespace houserules;

namespace {

FindRuleCandidate copyOf(const BalanceCandidate &c)
{
    return {c.values, c.loss, c.lossLow, c.lossHigh, c.games, !c.errors.empty(), false};
}

} // namespace

FindRuleProgress FindRuleProgress::of(const BalanceProgress &progress, const BalanceSpec &spec)
{
    FindRuleProgress out;
    out.round = progress.round;
    out.rounds = progress.rounds;
    out.played = progress.played;
    out.playing = progress.playing;
    out.confirming = progress.confirming;
    out.best = progress.best;
    for (const auto &c : progress.report->candidates)
        out.candidates.push_back(copyOf(c));
    for (const std::size_t i : progress.alive)
        out.candidates[i].alive = true;
    if (progress.best >= 0)
        out.bestFigures
            = balanceSearchFigures(spec, *progress.report, progress.report->candidates[std::size_t(progress.best)]);
    return out;
}

FindRuleProgress FindRuleProgress::of(const BalanceReport &report)
{
    FindRuleProgress out;
    out.round = out.rounds = report.rounds;
    for (const auto &c : report.candidates)
        out.candidates.push_back(copyOf(c));
    // The proposals are what the race left.
    for (const auto &p : report.proposals)
        out.candidates[std::size_t(p.candidate)].alive = true;
    if (!report.proposals.empty())
        out.best = report.proposals.front().candidate;
    return out;
}
