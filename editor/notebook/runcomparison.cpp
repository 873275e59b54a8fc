#include "runcomparison.h"

#include "core/simulation/multiplecomparisons.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// The tally of the rules a run played: a simulation's, or a comparison's house rule's.
const SimulationTally *playedTally(const RunResult &result)
{
    if (const auto *t = std::get_if<SimulationTally>(&result.tally))
        return t;
    if (const auto *c = std::get_if<ComparisonTally>(&result.tally))
        return &c->house;
    return nullptr;
}

Diagnostic refusal(const std::string &why)
{
    return Diagnostic {{}, "notebook compare", why};
}

QString shortId(const QString &id)
{
    return id.left(8);
}

QJsonObject estimateJson(const Estimate &e)
{
    return {{u"value"_s, e.value}, {u"low"_s, e.low}, {u"high"_s, e.high}};
}

QString number(double value, bool share, bool sign = false)
{
    const QString text = QString::number(share ? 100 * value : value, 'f', share ? 1 : 2) + (share ? u"%"_s : u""_s);
    return sign && value >= 0 ? u'+' + text : text;
}

} // namespace

bool shareSeeds(const NotebookEntry &a, const NotebookEntry &b)
{
    return a.game == b.game && a.players == b.players && a.bots == b.bots && a.games == b.games && a.seed == b.seed;
}

Expected<RunComparison> compareRuns(const NotebookEntry &a, const NotebookEntry &b, const RunOptions &options)
{
    if (!a.result || !b.result)
        return refusal("the runs must be read whole");
    if (a.game != b.game)
        return refusal("runs of two games (" + a.game.toStdString() + ", " + b.game.toStdString() + ") do not compare");
    if (a.players != b.players)
        return refusal("the runs had different numbers of players; compare seat by seat only at one number");
    const SimulationTally *ta = playedTally(*a.result), *tb = playedTally(*b.result);
    if (!ta || !tb)
        return refusal("only plain runs and comparisons compare (not sweeps or several house rules side by side)");
    RunComparison comparison;
    comparison.a = a.id;
    comparison.b = b.id;
    if (shareSeeds(a, b)) {
        // Both rules again on the same games: A's as the house rule, B's as the base.
        const RunHeader &ha = a.result->header, &hb = b.result->header;
        const RunRules *ra = ha.rulesOf(ha.variant), *rb = hb.rulesOf(hb.variant);
        if (!ra || !rb)
            return refusal("a run does not carry its rules (recorded before runs kept them)");
        RunPlan plan;
        plan.header = ha;
        plan.header.mode = u"compare"_s;
        plan.header.variant = u"A %1 %2"_s.arg(shortId(a.id), ha.variant);
        plan.header.compareWith = u"B %1 %2"_s.arg(shortId(b.id), hb.variant);
        plan.header.houseRules.clear();
        plan.header.rules = {{plan.header.variant, ra->yaml}, {plan.header.compareWith, rb->yaml}};
        auto played = play(plan, options);
        if (!played)
            return played.errors();
        comparison.paired = true;
        comparison.pairedResult = std::move(*played);
        return comparison;
    }
    std::vector<RunComparison::Row> rows;
    for (int seat = 0; seat < a.players; ++seat) {
        const SeatTally &sa = ta->seats[std::size_t(seat)], &sb = tb->seats[std::size_t(seat)];
        rows.push_back({seat, u"win rate"_s, shareEstimate(sa.wins, ta->games), shareEstimate(sb.wins, tb->games),
            shareDifference(sa.wins, ta->games, sb.wins, tb->games)});
        rows.push_back({seat, u"score"_s, meanEstimate(sa.score, ta->games), meanEstimate(sb.score, tb->games),
            meanDifference(sa.score, ta->games, sb.score, tb->games)});
    }
    rows.push_back({-1, u"length"_s, meanEstimate(ta->length, ta->games), meanEstimate(tb->length, tb->games),
        meanDifference(ta->length, ta->games, tb->length, tb->games)});
    std::vector<double> p;
    for (const auto &row : rows)
        p.push_back(twoSidedPValue(row.difference));
    const auto rejects = holmRejects(p);
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].standsOut = rejects[i];
    comparison.rows = std::move(rows);
    return comparison;
}

void writeComparison(QTextStream &out, const RunComparison &comparison, Format format)
{
    if (comparison.paired) {
        if (format == Format::Table)
            out << u"Runs %1 (A) and %2 (B) played the same games: a paired comparison, both rules played again on "
                   "those seeds.\n\n"_s.arg(shortId(comparison.a), shortId(comparison.b));
        if (format == Format::Json) {
            QJsonObject o {{u"a"_s, comparison.a}, {u"b"_s, comparison.b}, {u"paired"_s, true},
                {u"comparison"_s, resultJson(comparison.pairedResult)}};
            out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        } else {
            writeResult(out, comparison.pairedResult, format);
        }
        return;
    }
    const auto seatText = [](int seat) { return seat < 0 ? u"game"_s : QString::number(seat + 1); };
    if (format == Format::Json) {
        QJsonArray rows;
        for (const auto &r : comparison.rows)
            rows.append(QJsonObject {{u"seat"_s, r.seat < 0 ? QJsonValue() : QJsonValue(r.seat + 1)},
                {u"figure"_s, r.figure}, {u"a"_s, estimateJson(r.a)}, {u"b"_s, estimateJson(r.b)},
                {u"difference"_s, estimateJson(r.difference)}, {u"stands_out"_s, r.standsOut}});
        out << QJsonDocument(
            QJsonObject {{u"a"_s, comparison.a}, {u"b"_s, comparison.b}, {u"paired"_s, false}, {u"rows"_s, rows}})
                   .toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Csv) {
        out << "seat,figure,a,b,difference,low,high,stands_out\n";
        for (const auto &r : comparison.rows)
            out << seatText(r.seat) << ',' << r.figure << ',' << r.a.value << ',' << r.b.value << ','
                << r.difference.value << ',' << r.difference.low << ',' << r.difference.high << ','
                << (r.standsOut ? "yes" : "no") << '\n';
        return;
    }
    out << u"Runs %1 (A) and %2 (B) played different games: an unpaired comparison, A minus B with 95% "
           "intervals.\n* stands out after Holm's correction for %3 comparisons.\n\n"_s
               .arg(shortId(comparison.a), shortId(comparison.b))
               .arg(comparison.rows.size());
    out << u"%1  %2  %3  %4  %5\n"_s.arg(u"seat"_s, -5)
               .arg(u"figure"_s, -9)
               .arg(u"A"_s, 22)
               .arg(u"B"_s, 22)
               .arg(u"A - B"_s);
    for (const auto &r : comparison.rows) {
        const bool share = r.figure == u"win rate"_s;
        const auto cell = [share](const Estimate &e) {
            return u"%1 [%2, %3]"_s.arg(number(e.value, share), number(e.low, share), number(e.high, share));
        };
        out << u"%1  %2  %3  %4  %5 [%6, %7]%8\n"_s.arg(seatText(r.seat), -5)
                   .arg(r.figure, -9)
                   .arg(cell(r.a), 22)
                   .arg(cell(r.b), 22)
                   .arg(number(r.difference.value, share, true), number(r.difference.low, share, true),
                       number(r.difference.high, share, true), r.standsOut ? u" *"_s : QString());
    }
}
