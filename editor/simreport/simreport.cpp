#include "simreport.h"
#include "simreportparts.h"

#include "measuresreport.h"

#include "core/simulation/skillgames.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

// The helpers simreportparts.h shares with simreportsidebyside.cpp, and this file's own.
namespace simreport {

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

std::vector<std::string> botNames(const RunHeader &header)
{
    std::vector<std::string> bots;
    for (const auto &bot : header.bots)
        bots.push_back(bot.toStdString());
    return bots;
}

// ---- Writing JSON -----------------------------------------------------------

QJsonArray momentsJson(const Moments &m)
{
    return {qint64(m.sum), qint64(m.squares)};
}

QJsonArray histogramJson(const Histogram &h)
{
    QJsonArray pairs;
    for (const auto &[value, count] : h)
        pairs.append(QJsonArray {qint64(value), qint64(count)});
    return pairs;
}

QJsonObject figuresMomentsJson(const std::map<std::string, Moments> &figures)
{
    QJsonObject o;
    for (const auto &[name, moments] : figures)
        o.insert(str(name), momentsJson(moments));
    return o;
}

QJsonObject estimateJson(const Estimate &e)
{
    return {{u"mean"_s, e.value}, {u"ci95"_s, QJsonArray {e.low, e.high}}};
}

QJsonObject figuresJson(const std::map<std::string, Estimate> &figures)
{
    QJsonObject o;
    for (const auto &[name, estimate] : figures)
        o.insert(str(name), estimateJson(estimate));
    return o;
}

QJsonObject diagnosticJson(const Diagnostic &d)
{
    return {{u"file"_s, str(d.where.file)}, {u"line"_s, d.where.line}, {u"column"_s, d.where.column},
        {u"key"_s, str(d.keyPath)}, {u"message"_s, str(d.message)}};
}

QJsonObject tallyJson(const SimulationTally &t)
{
    QJsonArray seats;
    for (const auto &s : t.seats)
        seats.append(QJsonObject {{u"wins"_s, qint64(s.wins)}, {u"score"_s, momentsJson(s.score)},
            {u"scores"_s, histogramJson(s.scores)}, {u"figures"_s, figuresMomentsJson(s.figures)}});
    QJsonArray joint;
    for (const auto count : t.jointWins)
        joint.append(qint64(count));
    QJsonObject o {{u"players"_s, t.players}, {u"games"_s, qint64(t.games)},
        {u"games_without_winner"_s, qint64(t.gamesWithoutWinner)}, {u"length"_s, momentsJson(t.length)},
        {u"lengths"_s, histogramJson(t.lengths)}, {u"seats"_s, seats}, {u"joint_wins"_s, joint},
        {u"figures"_s, figuresMomentsJson(t.figures)}};
    if (!t.cardKinds.empty()) {
        QJsonArray kinds, cards;
        for (std::size_t k = 0; k < t.cardKinds.size(); ++k) {
            const CardTally &c = t.cards[k];
            kinds.append(str(t.cardKinds[k]));
            cards.append(QJsonArray {
                qint64(c.startSeatGames), qint64(c.startWins), qint64(c.playedSeatGames), qint64(c.playedWins)});
        }
        o.insert(u"card_kinds"_s, kinds);
        o.insert(u"cards"_s, cards);
    }
    o.insert(u"measures"_s, simreport::measuresTallyJson(t.measures));
    return o;
}

QJsonObject pairedJson(const PairedTally &t)
{
    QJsonArray wins, scores, seatFigures;
    for (int seat = 0; seat < t.players; ++seat) {
        wins.append(momentsJson(t.wins[std::size_t(seat)]));
        scores.append(momentsJson(t.scores[std::size_t(seat)]));
        seatFigures.append(figuresMomentsJson(t.seatFigures[std::size_t(seat)]));
    }
    return {{u"players"_s, t.players}, {u"games"_s, qint64(t.games)}, {u"length"_s, momentsJson(t.length)},
        {u"wins"_s, wins}, {u"scores"_s, scores}, {u"seat_figures"_s, seatFigures},
        {u"figures"_s, figuresMomentsJson(t.figures)}, {u"measures"_s, simreport::pairedMeasuresTallyJson(t.measures)}};
}

QJsonObject reportJson(const SimulationReport &report)
{
    QJsonArray seats;
    for (const auto &s : report.seats)
        seats.append(QJsonObject {
            {u"bot"_s, str(s.bot)},
            {u"wins"_s, s.wins},
            {u"win_rate"_s, s.winRate},
            {u"win_rate_ci95"_s, QJsonArray {s.winRateLow, s.winRateHigh}},
            {u"mean_score"_s, s.meanScore},
            {u"score_ci95"_s, QJsonArray {s.score.low, s.score.high}},
            {u"median_score"_s, s.medianScore},
            {u"score_histogram"_s, histogramJson(s.scores)},
            {u"figures"_s, figuresJson(s.figures)},
        });
    QJsonObject o {
        {u"games"_s, report.games},
        {u"mean_length"_s, report.meanLength},
        {u"length_ci95"_s, QJsonArray {report.length.low, report.length.high}},
        {u"median_length"_s, report.medianLength},
        {u"length_histogram"_s, histogramJson(report.lengths)},
        {u"games_without_winner"_s, report.gamesWithoutWinner},
        {u"seats"_s, seats},
        {u"figures"_s, figuresJson(report.figures)},
        {u"measures"_s, simreport::measuresJson(report.measures)},
    };
    if (!report.cards.empty()) {
        QJsonArray cards;
        for (const auto &c : report.cards)
            cards.append(QJsonObject {
                {u"card"_s, str(c.kind)},
                {u"start"_s,
                    QJsonObject {{u"win_rate"_s, estimateJson(c.startWinRate)},
                        {u"others_win_rate"_s, estimateJson(c.notStartWinRate)},
                        {u"difference"_s, estimateJson(c.startDifference)}, {u"stands_out"_s, c.startStandsOut},
                        {u"seat_games"_s, qint64(c.startWinRate.n)}}},
                {u"played"_s,
                    QJsonObject {{u"win_rate"_s, estimateJson(c.playedWinRate)},
                        {u"others_win_rate"_s, estimateJson(c.notPlayedWinRate)},
                        {u"difference"_s, estimateJson(c.playedDifference)}, {u"stands_out"_s, c.playedStandsOut},
                        {u"seat_games"_s, qint64(c.playedWinRate.n)}}},
            });
        o.insert(u"cards"_s, cards);
        o.insert(u"cards_tested"_s, report.cardsTested); // both columns: Holm's correction covers them together
    }
    return o;
}

// ---- Sentences for the notable differences of a comparison -------------------

QString points(double share, int decimals = 1)
{
    return QString::number(100.0 * std::abs(share), 'f', decimals);
}

QString figureSentence(const QString &who, const std::string &name, const Estimate &d)
{
    if (d.share)
        return u"%1: %2 %3 points %4 often (±%5)."_s.arg(
            who, str(name), points(d.value), d.value > 0 ? u"more"_s : u"less"_s, points(d.halfWidth()));
    return u"%1: %2 %3 %4 per game (±%5)."_s.arg(who, str(name), QString::number(std::abs(d.value), 'f', 3),
        d.value > 0 ? u"more"_s : u"less"_s, QString::number(d.halfWidth(), 'f', 3));
}

// One plain sentence for a notable difference.
QString notableSentence(const TestedDifference &t)
{
    const Estimate &d = t.difference;
    const bool more = d.value > 0;
    const auto number = [&](int decimals) {
        return std::pair {
            QString::number(std::abs(d.value), 'f', decimals), QString::number(d.halfWidth(), 'f', decimals)};
    };
    const auto [pts, ptsMargin] = std::pair {points(d.value), points(d.halfWidth())};
    switch (t.of) {
    case DifferenceOf::WinRate:
        return u"Seat %1 wins %2 points %3 often (±%4)."_s.arg(t.seat + 1)
            .arg(pts, more ? u"more"_s : u"less"_s, ptsMargin);
    case DifferenceOf::Score: {
        const auto [amount, margin] = number(2);
        return u"Seat %1 scores %2 %3 on average (±%4)."_s.arg(t.seat + 1)
            .arg(amount, more ? u"more"_s : u"less"_s, margin);
    }
    case DifferenceOf::Figure:
        return figureSentence(u"All seats"_s, t.figure, d);
    case DifferenceOf::Length: {
        const auto [amount, margin] = number(1);
        return u"Games last %1 decisions %2 (±%3)."_s.arg(amount, more ? u"longer"_s : u"shorter"_s, margin);
    }
    case DifferenceOf::FirstPlayerAdvantage:
        return u"The first player's advantage is %1 points %2 (±%3)."_s.arg(
            pts, more ? u"larger"_s : u"smaller"_s, ptsMargin);
    case DifferenceOf::Turns: {
        const auto [amount, margin] = number(1);
        return u"Games last %1 turns %2 (±%3)."_s.arg(amount, more ? u"longer"_s : u"shorter"_s, margin);
    }
    case DifferenceOf::Rounds: {
        const auto [amount, margin] = number(1);
        return u"Games last %1 rounds %2 (±%3)."_s.arg(amount, more ? u"longer"_s : u"shorter"_s, margin);
    }
    case DifferenceOf::LeadChanges: {
        const auto [amount, margin] = number(2);
        return u"The lead changes %1 times %2 per game (±%3)."_s.arg(amount, more ? u"more"_s : u"less"_s, margin);
    }
    case DifferenceOf::Drama:
        return u"The winner was behind %1 points %2 often (±%3)."_s.arg(pts, more ? u"more"_s : u"less"_s, ptsMargin);
    case DifferenceOf::DecidedAt:
        return u"The winner takes the lead for good %1 points of the game %2 (±%3)."_s.arg(
            pts, more ? u"later"_s : u"earlier"_s, ptsMargin);
    }
    return {};
}

QStringList notableDifferences(const DifferenceTests &tests, std::size_t houseRule)
{
    QStringList lines;
    for (const TestedDifference &t : tests.notable(houseRule))
        lines << notableSentence(t);
    return lines;
}

QString notableHeading(const DifferenceTests &tests)
{
    return u"those that stand out after Holm's correction over the %1 differences tested, family-wise 5%"_s.arg(
        tests.count());
}

QJsonObject differenceJson(const ComparisonReport &report)
{
    QJsonArray seats;
    for (const auto &s : report.seats)
        seats.append(QJsonObject {{u"win_rate"_s, estimateJson(s.winRate)}, {u"score"_s, estimateJson(s.score)},
            {u"figures"_s, figuresJson(s.figures)}});
    return {{u"length"_s, estimateJson(report.length)}, {u"seats"_s, seats},
        {u"figures"_s, figuresJson(report.figures)}, {u"measures"_s, measuresDifferenceJson(report.measures)}};
}

QJsonObject comparisonJson(const ComparisonReport &report)
{
    const DifferenceTests tests = testDifferences(report);
    return {
        {u"games"_s, report.games},
        {u"house"_s, reportJson(report.house)},
        {u"base"_s, reportJson(report.base)},
        {u"difference"_s, differenceJson(report)},
        {u"notable"_s, QJsonArray::fromStringList(notableDifferences(tests, 0))},
        {u"differences_tested"_s, qint64(tests.count())},
    };
}

QJsonObject sweepTallyJson(const SweepTally &t)
{
    QJsonArray axes, points;
    for (const auto &axis : t.axes) {
        QJsonArray values;
        for (std::size_t i = 0; i < axis.size(); ++i)
            values.append(axisValueJson(axis, i));
        axes.append(QJsonObject {{u"parameter"_s, str(axis.parameter)}, {u"values"_s, values}});
    }
    for (std::size_t i = 0; i < t.cells(); ++i) {
        QJsonArray errors;
        for (const auto &e : t.errors[i])
            errors.append(diagnosticJson(e));
        points.append(QJsonObject {{u"errors"_s, errors}, {u"tally"_s, tallyJson(t.tallies[i])}});
    }
    return {{u"axes"_s, axes}, {u"points"_s, points}};
}

QJsonObject sideBySideTallyJson(const SideBySideTally &t)
{
    QJsonArray variants, differences;
    for (const auto &v : t.variants)
        variants.append(tallyJson(v));
    for (const auto &d : t.differences)
        differences.append(pairedJson(d));
    return {{u"variants"_s, variants}, {u"differences"_s, differences}};
}

void printTable(QTextStream &out, const RunResult &result, double seconds, int threads);

} // namespace simreport

using namespace simreport;

namespace {

std::vector<std::string> skillBotNames(const SkillRun &run, int players)
{
    return skillBots({run.rung.toStdString(), run.strong.toStdString(), run.weak.toStdString()}, players);
}

// A rung of the skill ladder: its gradient (seat 1's edge) and its tallies.
QJsonObject skillJson(const SkillRun &run, int players)
{
    QJsonObject o {{u"rung"_s, run.rung}, {u"strong"_s, run.strong}, {u"weak"_s, run.weak}, {u"games"_s, run.games}};
    const auto bots = skillBotNames(run, players);
    // Whether a gradient can be read (its interval within ±3 points), and
    // the games that would make it so.
    o.insert(u"games_for_3_points"_s, skillGamesFor(players));
    if (const auto *t = std::get_if<SimulationTally>(&run.tally)) {
        const Estimate gradient = summarize(*t, bots).measures.seatOneEdge;
        o.insert(u"gradient"_s, estimateJson(gradient));
        o.insert(u"readable"_s, skillReadable(gradient));
        o.insert(u"tally"_s, tallyJson(*t));
    } else if (const auto *c = std::get_if<ComparisonTally>(&run.tally)) {
        const ComparisonReport r = summarize(*c, bots);
        o.insert(u"gradient"_s,
            QJsonObject {{u"house"_s, estimateJson(r.house.measures.seatOneEdge)},
                {u"base"_s, estimateJson(r.base.measures.seatOneEdge)},
                {u"difference"_s, estimateJson(r.measures.seatOneEdge)}});
        o.insert(u"readable"_s,
            QJsonObject {{u"house"_s, skillReadable(r.house.measures.seatOneEdge)},
                {u"base"_s, skillReadable(r.base.measures.seatOneEdge)}});
        o.insert(u"tally"_s,
            QJsonObject {{u"house"_s, tallyJson(c->house)}, {u"base"_s, tallyJson(c->base)},
                {u"difference"_s, pairedJson(c->difference)}});
    }
    return o;
}

void printSkill(QTextStream &out, const RunResult &result)
{
    if (result.skill.empty())
        return;
    const int players = result.header.players;
    out << "\nskill gradient: the win rate of a stronger bot in seat 1 minus the mean of the weaker bots in the "
           "other seats (95% CI; read only within ±3 points):\n";
    // A gradient wider than ±3 points is no finding: it says so instead.
    const auto gradient = [players](const Estimate &e) -> QString {
        if (skillReadable(e))
            return differenceText(e, 100, 1) + u" points"_s;
        return u"cannot tell (±%1 points, wider than ±3; about %2 games would do)"_s.arg(100 * e.halfWidth(), 0, 'f', 1)
            .arg(skillGamesFor(players));
    };
    for (const auto &run : result.skill) {
        const auto bots = skillBotNames(run, players);
        out << u"  %1 (%2 against %3, %4 games): "_s.arg(run.rung, run.strong, run.weak).arg(run.games);
        if (const auto *t = std::get_if<SimulationTally>(&run.tally)) {
            out << gradient(summarize(*t, bots).measures.seatOneEdge) << '\n';
        } else if (const auto *c = std::get_if<ComparisonTally>(&run.tally)) {
            const ComparisonReport r = summarize(*c, bots);
            out << u"base %1, house %2, difference %3 points\n"_s.arg(gradient(r.base.measures.seatOneEdge),
                gradient(r.house.measures.seatOneEdge), differenceText(r.measures.seatOneEdge, 100, 1));
        }
    }
}

} // namespace

QString RunRules::sha256() const
{
    return QString::fromLatin1(QCryptographicHash::hash(yaml.toUtf8(), QCryptographicHash::Sha256).toHex());
}

const RunRules *RunHeader::rulesOf(const QString &id) const
{
    const auto it = std::find_if(rules.begin(), rules.end(), [&](const RunRules &r) { return r.id == id; });
    return it == rules.end() ? nullptr : &*it;
}

QJsonObject resultJson(const RunResult &result)
{
    const RunHeader &h = result.header;
    QJsonObject o {
        {u"mode"_s, h.mode},
        {u"variant"_s, h.variant},
        {u"players"_s, h.players},
        {u"bots"_s, QJsonArray::fromStringList(h.bots)},
        {u"seed"_s, QString::number(h.seed)},
        {u"card_impact"_s, h.cardImpact},
        {u"run"_s, QJsonObject {{u"games"_s, h.games}, {u"from"_s, h.from}, {u"to"_s, h.to}}},
        {u"cancelled"_s, result.cancelled},
    };
    const auto bots = botNames(h);
    QJsonObject body;
    if (const auto *t = std::get_if<SimulationTally>(&result.tally)) {
        body = reportJson(summarize(*t, bots));
        body.insert(u"tally"_s, tallyJson(*t));
    } else if (const auto *c = std::get_if<ComparisonTally>(&result.tally)) {
        o.insert(u"compare_with"_s, h.compareWith);
        body = comparisonJson(summarize(*c, bots));
        body.insert(u"tally"_s,
            QJsonObject {{u"house"_s, tallyJson(c->house)}, {u"base"_s, tallyJson(c->base)},
                {u"difference"_s, pairedJson(c->difference)}});
    } else if (const auto *s = std::get_if<SweepTally>(&result.tally)) {
        o.insert(u"parameter"_s, h.parameter);
        body = sweepJson(summarize(*s, bots));
        body.insert(u"games"_s, h.to - h.from);
        body.insert(u"tally"_s, sweepTallyJson(*s));
    } else if (const auto *m = std::get_if<SideBySideTally>(&result.tally)) {
        o.insert(u"house_rules"_s, QJsonArray::fromStringList(h.houseRules));
        body = sideBySideJson(summarize(*m, bots), h);
        body.insert(u"tally"_s, sideBySideTallyJson(*m));
    }
    for (auto it = body.begin(); it != body.end(); ++it)
        o.insert(it.key(), it.value());
    if (!result.skill.empty()) {
        QJsonArray rungs;
        for (const auto &run : result.skill)
            rungs.append(skillJson(run, h.players));
        o.insert(u"skill"_s, rungs);
    }
    if (!h.rules.empty()) {
        QJsonArray rules;
        for (const auto &r : h.rules)
            rules.append(QJsonObject {{u"id"_s, r.id}, {u"sha256"_s, r.sha256()}, {u"yaml"_s, r.yaml}});
        o.insert(u"rules"_s, rules);
    }
    return o;
}

void printResult(const RunResult &result, Format format, double seconds, int threads)
{
    QTextStream out(stdout);
    writeResult(out, result, format, seconds, threads);
}

void writeResult(QTextStream &out, const RunResult &result, Format format, double seconds, int threads)
{
    const RunHeader &h = result.header;
    const auto bots = botNames(h);
    if (format == Format::Json) {
        out << QJsonDocument(resultJson(result)).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Csv) {
        Csv csv(out);
        if (const auto *t = std::get_if<SimulationTally>(&result.tally)) {
            csv.report(summarize(*t, bots));
        } else if (const auto *c = std::get_if<ComparisonTally>(&result.tally)) {
            const ComparisonReport r = summarize(*c, bots);
            csv.variant = u"base"_s;
            csv.report(r.base);
            csv.variant = u"house"_s;
            csv.report(r.house);
            csv.variant = u"difference"_s;
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
            csv.measures(simreport::measureRows(r.measures));
        } else if (const auto *s = std::get_if<SweepTally>(&result.tally)) {
            csvSweep(csv, summarize(*s, bots));
        } else if (const auto *m = std::get_if<SideBySideTally>(&result.tally)) {
            csvSideBySide(csv, summarize(*m, bots), h);
        }
        for (const auto &run : result.skill) {
            const auto skillBots = skillBotNames(run, h.players);
            const QString note = u"%1: %2 against %3"_s.arg(run.rung, run.strong, run.weak);
            if (const auto *t = std::get_if<SimulationTally>(&run.tally)) {
                csv.variant = QString();
                csv.row(u"1"_s, {}, u"skill_gradient"_s, summarize(*t, skillBots).measures.seatOneEdge, note);
            } else if (const auto *c = std::get_if<ComparisonTally>(&run.tally)) {
                const ComparisonReport r = summarize(*c, skillBots);
                csv.variant = u"base"_s;
                csv.row(u"1"_s, {}, u"skill_gradient"_s, r.base.measures.seatOneEdge, note);
                csv.variant = u"house"_s;
                csv.row(u"1"_s, {}, u"skill_gradient"_s, r.house.measures.seatOneEdge, note);
                csv.variant = u"difference"_s;
                csv.row(u"1"_s, {}, u"skill_gradient"_s, r.measures.seatOneEdge, note);
            }
        }
        return;
    }

    // Tables are written whole, then the padding at the ends of lines goes.
    QString table;
    QTextStream text(&table);
    printTable(text, result, seconds, threads);
    text.flush();
    static const QRegularExpression padding(u" +\n"_s);
    out << table.replace(padding, u"\n"_s);
}

namespace simreport {

void printTable(QTextStream &out, const RunResult &result, double seconds, int threads)
{
    const RunHeader &h = result.header;
    const auto bots = botNames(h);
    if (const auto *t = std::get_if<SimulationTally>(&result.tally)) {
        out << headline(h, t->games, seconds, threads) << (result.cancelled ? u" - cancelled"_s : QString()) << "\n\n";
        printSimulation(out, summarize(*t, bots));
    } else if (const auto *c = std::get_if<ComparisonTally>(&result.tally)) {
        out << headline(h, c->difference.games, seconds, threads) << (result.cancelled ? u" - cancelled"_s : QString())
            << "\n\n";
        printComparison(out, summarize(*c, bots));
    } else if (const auto *s = std::get_if<SweepTally>(&result.tally)) {
        out << headline(h, h.to - h.from, seconds, threads) << (result.cancelled ? u" - cancelled"_s : QString())
            << "\n\n";
        printSweep(out, summarize(*s, bots), h.players);
    } else if (const auto *m = std::get_if<SideBySideTally>(&result.tally)) {
        out << headline(h, m->variants.empty() ? 0 : m->variants[0].games, seconds, threads)
            << (result.cancelled ? u" - cancelled"_s : QString()) << "\n\n";
        printSideBySide(out, summarize(*m, bots), h);
    }
    printSkill(out, result);
}

} // namespace simreport
