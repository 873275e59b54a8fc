#include "course.h"

#include "core/game/state.h"

#include <algorithm>
#include <limits>
#include <span>

namespace houserules {

CourseRecorder::Point CourseRecorder::pointOf(const State &state, const std::vector<std::int64_t> &scores)
{
    Point p;
    p.decision = state.decisionCount();
    constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::min();
    std::int64_t top = kNone, second = kNone, total = 0;
    for (const std::int64_t s : scores) {
        total += s;
        if (s > top) {
            second = top;
            top = s;
        } else if (s > second) {
            second = s;
        }
    }
    if (top == kNone)
        top = 0;
    if (second == kNone) // a single seat leads by nothing
        second = top;
    p.figures[std::size_t(CourseFigure::LeaderMargin)] = top - second;
    p.figures[std::size_t(CourseFigure::LeaderScore)] = top;
    p.figures[std::size_t(CourseFigure::Total)] = total;
    p.figures[std::size_t(CourseFigure::CardsLeft)] = std::max(0, state.publicCardsLeft());
    return p;
}

void CourseRecorder::begin(const State &state, std::vector<std::int64_t> &scratch)
{
    m_points.clear(); // keeps its memory
    m_cardsKept = state.publicCardsLeft() >= 0;
    state.publicScore(std::span<std::int64_t>(scratch));
    m_points.push_back(pointOf(state, scratch));
}

void CourseRecorder::take(const State &state, const std::vector<std::int64_t> &scores)
{
    m_points.push_back(pointOf(state, scores));
}

void CourseRecorder::finish(const State &state, std::vector<std::int64_t> &scratch, GameCourse &out) const
{
    out = {};
    if (m_points.empty())
        return;
    out.kept = true;
    out.cardsKept = m_cardsKept;
    const std::int64_t decisions = state.decisionCount();
    // Tenth 10 is the end: the table as it stands then, if the last score
    // was taken before the last decision.
    Point end;
    const bool takenAtEnd = m_points.back().decision == decisions;
    if (!takenAtEnd) {
        state.publicScore(std::span<std::int64_t>(scratch));
        end = pointOf(state, scratch);
    }
    std::size_t i = 0;
    for (int tenth = 1; tenth <= kCourseTenths; ++tenth) {
        const std::int64_t at = (tenth * decisions + kCourseTenths - 1) / kCourseTenths; // ceil(tenth·D/10)
        while (i + 1 < m_points.size() && m_points[i + 1].decision <= at)
            ++i;
        const Point &p = tenth == kCourseTenths && !takenAtEnd ? end : m_points[i];
        out.figures[std::size_t(tenth - 1)] = p.figures;
    }
}

void CourseTally::addGame(const GameCourse &game)
{
    if (!game.kept)
        return;
    for (std::size_t t = 0; t < std::size_t(kCourseTenths); ++t)
        for (std::size_t f = 0; f < std::size_t(kCourseFigures); ++f)
            if (f != std::size_t(CourseFigure::CardsLeft) || game.cardsKept)
                tenths[t][f].add(game.figures[t][f]);
}

void CourseTally::addPair(const GameCourse &house, const GameCourse &base)
{
    if (!house.kept || !base.kept)
        return;
    for (std::size_t t = 0; t < std::size_t(kCourseTenths); ++t)
        for (std::size_t f = 0; f < std::size_t(kCourseFigures); ++f)
            if (f != std::size_t(CourseFigure::CardsLeft) || (house.cardsKept && base.cardsKept))
                tenths[t][f].add(house.figures[t][f] - base.figures[t][f]);
}

CourseTally &CourseTally::operator+=(const CourseTally &other)
{
    for (std::size_t t = 0; t < std::size_t(kCourseTenths); ++t)
        for (std::size_t f = 0; f < std::size_t(kCourseFigures); ++f)
            tenths[t][f] += other.tenths[t][f];
    return *this;
}

CourseReport summarize(const CourseTally &tally)
{
    CourseReport r;
    for (std::size_t f = 0; f < std::size_t(kCourseFigures); ++f) {
        r.kept[f] = tally.tenths.back()[f].n > 0;
        for (std::size_t t = 0; t < std::size_t(kCourseTenths); ++t)
            r.figures[f][t] = tally.tenths[t][f].mean();
    }
    return r;
}

} // namespace houserules
