#include "measuresreport.h"

#include "coursereport.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace simreport {

namespace {

// ---- Tallies ------------------------------------------------------------------

QJsonArray sampleJson(const Sample &s)
{
    return {qint64(s.n), qint64(s.moments.sum), qint64(s.moments.squares)};
}

QJsonObject durationJson(const Duration &d)
{
    QJsonArray pairs;
    for (const auto &[value, count] : d.histogram)
        pairs.append(QJsonArray {qint64(value), qint64(count)});
    return {{u"sample"_s, sampleJson(d.sample)}, {u"histogram"_s, pairs}};
}

// Reads whole numbers, remembering the first key that was not one.
class Reader {
public:
    QString error;

    qint64 integer(const QJsonValue &v, const QString &key)
    {
        if (!v.isDouble() || double(v.toInteger()) != v.toDouble())
            fail(key);
        return v.toInteger();
    }
    Sample sample(const QJsonValue &v, const QString &key)
    {
        Sample s;
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != 3) {
            fail(key);
            return s;
        }
        s.n = integer(a[0], key);
        s.moments.sum = integer(a[1], key);
        s.moments.squares = integer(a[2], key);
        return s;
    }
    Duration duration(const QJsonValue &v, const QString &key)
    {
        Duration d;
        const QJsonObject o = v.toObject();
        d.sample = sample(o[u"sample"_s], key + u".sample"_s);
        for (const auto &pair : o[u"histogram"_s].toArray()) {
            const QJsonArray a = pair.toArray();
            if (a.size() != 2) {
                fail(key + u".histogram"_s);
                break;
            }
            d.histogram[integer(a[0], key)] = integer(a[1], key);
        }
        return d;
    }

private:
    void fail(const QString &key)
    {
        if (error.isEmpty())
            error = u"measures.%1: expected whole numbers as written by simulate --json"_s.arg(key);
    }
};

// ---- Estimates ------------------------------------------------------------------

QJsonObject estimateJson(const Estimate &e)
{
    return {{u"mean"_s, e.value}, {u"ci95"_s, QJsonArray {e.low, e.high}}, {u"n"_s, qint64(e.n)}};
}

// The gap's interval allows for its two seats (places) being picked from
// the same games; p_value is the test of "every one wins equally often",
// below 0.05 exactly when `differs` (core/simulation/measures.h).
QJsonObject spreadJson(const WinRateSpread &s, const QString &who)
{
    return {{u"gap"_s, estimateJson(s.gap)}, {u"most_wins_"_s + who, s.most + 1},
        {u"fewest_wins_"_s + who, s.fewest + 1}, {u"p_value"_s, s.pValue}, {u"differs"_s, s.differs()}};
}

QJsonObject durationReportJson(const DurationReport &d)
{
    QJsonObject o = estimateJson(d.mean);
    o.insert(u"sd"_s, d.sd);
    o.insert(u"p10"_s, d.p10);
    o.insert(u"median"_s, d.median);
    o.insert(u"p90"_s, d.p90);
    return o;
}

QString percent(double share)
{
    return QString::number(100.0 * share, 'f', 1) + u'%';
}

QString number(double x, int decimals)
{
    return QString::number(x, 'f', decimals);
}

// "12.3% (10.1 - 14.5)" for a share, "1.23 (1.20 - 1.26)" otherwise.
QString withInterval(const Estimate &e, int decimals = 2)
{
    if (e.share)
        return u"%1 (%2 - %3)"_s.arg(percent(e.value), percent(e.low), percent(e.high));
    return u"%1 (%2 - %3)"_s.arg(number(e.value, decimals), number(e.low, decimals), number(e.high, decimals));
}

// A difference: in points for shares, with its sign.
QString differenceText(const Estimate &e, int decimals = 2)
{
    const double scale = e.share ? 100 : 1;
    const int places = e.share ? 1 : decimals;
    return u"%1%2 (%3 to %4)%5"_s.arg(e.value > 0 ? u"+"_s : QString(), number(scale * e.value, places),
        number(scale * e.low, places), number(scale * e.high, places), e.share ? u" points"_s : QString());
}

QString verdictText(const WinRateSpread &s)
{
    return s.differs() ? u"they differ"_s : u"cannot tell them apart"_s;
}

QString pValueText(double p)
{
    return p < 0.001 ? u"p < 0.001"_s : u"p = %1"_s.arg(number(p, 3));
}

// "2.3 points apart (0.0 to 5.9, allowing for the pick); equal seats p = 0.412, cannot tell them apart"
QString spreadText(const WinRateSpread &s, const QString &who)
{
    return u"%1 points apart (%2 to %3, allowing for the pick); equal %4 %5, %6"_s.arg(number(100 * s.gap.value, 1),
        number(100 * s.gap.low, 1), number(100 * s.gap.high, 1), who, pValueText(s.pValue), verdictText(s));
}

QString placeName(int place)
{
    static const char *const names[] = {"1st", "2nd", "3rd"};
    return place < 3 ? QString::fromLatin1(names[place]) : u"%1th"_s.arg(place + 1);
}

void durationRows(std::vector<MeasureRow> &rows, const QString &name, const DurationReport &d)
{
    if (!d.counted)
        return;
    rows.push_back({u"all"_s, name, d.mean, {}});
    const auto plain = [&](const QString &suffix, double x) {
        Estimate e;
        e.value = x;
        e.n = d.mean.n;
        rows.push_back({u"all"_s, name + suffix, e, {}, true});
    };
    plain(u"_sd"_s, d.sd);
    plain(u"_p10"_s, d.p10);
    plain(u"_median"_s, d.median);
    plain(u"_p90"_s, d.p90);
}

QString durationLine(const QString &name, const DurationReport &d)
{
    return u"  %1 %2, sd %3; 10%, 50%, 90% of games: %4, %5, %6\n"_s.arg(u"%1"_s.arg(name + u':', -10),
        withInterval(d.mean, 1), number(d.sd, 1), number(d.p10, 0), number(d.median, 0), number(d.p90, 0));
}

} // namespace

QJsonObject measuresTallyJson(const MeasuresTally &t)
{
    QJsonArray joint;
    for (const auto count : t.orderJointWins)
        joint.append(qint64(count));
    return {{u"order_joint_wins"_s, joint}, {u"first_player_edge"_s, sampleJson(t.firstPlayerEdge)},
        {u"seat_one_edge"_s, sampleJson(t.seatOneEdge)}, {u"decisions"_s, durationJson(t.decisions)},
        {u"turns"_s, durationJson(t.turns)}, {u"rounds"_s, durationJson(t.rounds)},
        {u"lead_changes"_s, sampleJson(t.leadChanges)}, {u"winner_behind"_s, sampleJson(t.winnerBehind)},
        {u"winner_deficit"_s, sampleJson(t.winnerDeficit)}, {u"decided_at"_s, sampleJson(t.decidedAt)},
        {u"course"_s, courseTallyJson(t.course)}};
}

QJsonObject pairedMeasuresTallyJson(const PairedMeasuresTally &t)
{
    return {{u"first_player_edge"_s, sampleJson(t.firstPlayerEdge)}, {u"seat_one_edge"_s, sampleJson(t.seatOneEdge)},
        {u"decisions"_s, sampleJson(t.decisions)}, {u"turns"_s, sampleJson(t.turns)},
        {u"rounds"_s, sampleJson(t.rounds)}, {u"lead_changes"_s, sampleJson(t.leadChanges)},
        {u"winner_behind"_s, sampleJson(t.winnerBehind)}, {u"decided_at"_s, sampleJson(t.decidedAt)},
        {u"course"_s, courseTallyJson(t.course)}};
}

bool readMeasuresTally(const QJsonValue &json, MeasuresTally &t, QString *error)
{
    if (json.isUndefined())
        return true;
    Reader in;
    const QJsonObject o = json.toObject();
    const QJsonArray joint = o[u"order_joint_wins"_s].toArray();
    if (!json.isObject() || joint.size() != qsizetype(t.orderJointWins.size()))
        in.integer({}, u"order_joint_wins"_s);
    for (qsizetype i = 0; i < joint.size() && i < qsizetype(t.orderJointWins.size()); ++i)
        t.orderJointWins[std::size_t(i)] = in.integer(joint[i], u"order_joint_wins"_s);
    t.firstPlayerEdge = in.sample(o[u"first_player_edge"_s], u"first_player_edge"_s);
    t.seatOneEdge = in.sample(o[u"seat_one_edge"_s], u"seat_one_edge"_s);
    t.decisions = in.duration(o[u"decisions"_s], u"decisions"_s);
    t.turns = in.duration(o[u"turns"_s], u"turns"_s);
    t.rounds = in.duration(o[u"rounds"_s], u"rounds"_s);
    t.leadChanges = in.sample(o[u"lead_changes"_s], u"lead_changes"_s);
    t.winnerBehind = in.sample(o[u"winner_behind"_s], u"winner_behind"_s);
    t.winnerDeficit = in.sample(o[u"winner_deficit"_s], u"winner_deficit"_s);
    t.decidedAt = in.sample(o[u"decided_at"_s], u"decided_at"_s);
    if (in.error.isEmpty())
        readCourseTally(o[u"course"_s], t.course, &in.error);
    if (error && !in.error.isEmpty())
        *error = in.error;
    return in.error.isEmpty();
}

bool readPairedMeasuresTally(const QJsonValue &json, PairedMeasuresTally &t, QString *error)
{
    if (json.isUndefined())
        return true;
    Reader in;
    const QJsonObject o = json.toObject();
    t.firstPlayerEdge = in.sample(o[u"first_player_edge"_s], u"first_player_edge"_s);
    t.seatOneEdge = in.sample(o[u"seat_one_edge"_s], u"seat_one_edge"_s);
    t.decisions = in.sample(o[u"decisions"_s], u"decisions"_s);
    t.turns = in.sample(o[u"turns"_s], u"turns"_s);
    t.rounds = in.sample(o[u"rounds"_s], u"rounds"_s);
    t.leadChanges = in.sample(o[u"lead_changes"_s], u"lead_changes"_s);
    t.winnerBehind = in.sample(o[u"winner_behind"_s], u"winner_behind"_s);
    t.decidedAt = in.sample(o[u"decided_at"_s], u"decided_at"_s);
    if (in.error.isEmpty())
        readCourseTally(o[u"course"_s], t.course, &in.error);
    if (error && !in.error.isEmpty())
        *error = in.error;
    return in.error.isEmpty();
}

QJsonObject measuresJson(const MeasuresReport &r)
{
    QJsonArray order;
    for (const auto &e : r.orderWinRates)
        order.append(estimateJson(e));
    QJsonObject turnOrder = spreadJson(r.orderBalance, u"place"_s);
    turnOrder.insert(u"win_rates"_s, order);
    QJsonObject duration {{u"decisions"_s, durationReportJson(r.decisions)}};
    if (r.turns.counted)
        duration.insert(u"turns"_s, durationReportJson(r.turns));
    if (r.rounds.counted)
        duration.insert(u"rounds"_s, durationReportJson(r.rounds));
    QJsonObject o {{u"seat_balance"_s, spreadJson(r.seatBalance, u"seat"_s)}, {u"turn_order"_s, turnOrder},
        {u"fair_share"_s, r.fairShare}, {u"first_player_advantage"_s, estimateJson(r.firstPlayerAdvantage)},
        {u"seat_one_edge"_s, estimateJson(r.seatOneEdge)}, {u"duration"_s, duration}};
    if (r.scoredGames > 0)
        o.insert(u"running_score"_s,
            QJsonObject {{u"games"_s, qint64(r.scoredGames)}, {u"lead_changes"_s, estimateJson(r.leadChanges)},
                {u"drama"_s, estimateJson(r.drama)}, {u"drama_deficit"_s, estimateJson(r.dramaDeficit)},
                {u"decided_at"_s, estimateJson(r.decidedAt)}});
    if (r.course.has(CourseFigure::Total))
        o.insert(u"course"_s, courseJson(r.course));
    return o;
}

QJsonObject measuresDifferenceJson(const MeasuresDifference &d)
{
    QJsonObject o {{u"first_player_advantage"_s, estimateJson(d.firstPlayerAdvantage)},
        {u"seat_one_edge"_s, estimateJson(d.seatOneEdge)}, {u"decisions"_s, estimateJson(d.decisions)}};
    if (d.turns.n > 0)
        o.insert(u"turns"_s, estimateJson(d.turns));
    if (d.rounds.n > 0)
        o.insert(u"rounds"_s, estimateJson(d.rounds));
    if (d.leadChanges.n > 0) {
        o.insert(u"lead_changes"_s, estimateJson(d.leadChanges));
        o.insert(u"drama"_s, estimateJson(d.drama));
        o.insert(u"decided_at"_s, estimateJson(d.decidedAt));
    }
    if (d.course.has(CourseFigure::Total))
        o.insert(u"course"_s, courseJson(d.course));
    return o;
}

std::vector<MeasureRow> measureRows(const MeasuresReport &r)
{
    std::vector<MeasureRow> rows;
    const auto pValueRow = [&](const QString &metric, const WinRateSpread &s) {
        Estimate p;
        p.value = s.pValue;
        p.n = s.gap.n;
        rows.push_back({u"all"_s, metric, p, {}, true});
    };
    if (r.seatBalance.most >= 0) {
        rows.push_back({u"all"_s, u"seat_balance"_s, r.seatBalance.gap,
            u"seat %1 wins most and seat %2 least; interval allowing for the pick; %3"_s.arg(r.seatBalance.most + 1)
                .arg(r.seatBalance.fewest + 1)
                .arg(verdictText(r.seatBalance))});
        pValueRow(u"seat_balance_p_value"_s, r.seatBalance);
    }
    for (std::size_t place = 0; place < r.orderWinRates.size(); ++place)
        rows.push_back({u"all"_s, u"win_rate_place_%1"_s.arg(place + 1), r.orderWinRates[place],
            u"the %1 to play"_s.arg(placeName(int(place)))});
    if (r.orderBalance.most >= 0) {
        rows.push_back({u"all"_s, u"turn_order_balance"_s, r.orderBalance.gap,
            u"place %1 wins most and place %2 least; interval allowing for the pick; %3"_s.arg(r.orderBalance.most + 1)
                .arg(r.orderBalance.fewest + 1)
                .arg(verdictText(r.orderBalance))});
        pValueRow(u"turn_order_balance_p_value"_s, r.orderBalance);
    }
    rows.push_back({u"all"_s, u"first_player_advantage"_s, r.firstPlayerAdvantage,
        u"fair share %1"_s.arg(QString::number(r.fairShare, 'g', 6))});
    rows.push_back({u"1"_s, u"seat_one_edge"_s, r.seatOneEdge, u"over the mean of the other seats"_s});
    durationRows(rows, u"duration_decisions"_s, r.decisions);
    durationRows(rows, u"duration_turns"_s, r.turns);
    durationRows(rows, u"duration_rounds"_s, r.rounds);
    if (r.scoredGames > 0) {
        rows.push_back({u"all"_s, u"lead_changes"_s, r.leadChanges, u"per game"_s});
        rows.push_back({u"all"_s, u"drama"_s, r.drama, u"share of games whose winner was behind"_s});
        rows.push_back({u"all"_s, u"drama_deficit"_s, r.dramaDeficit, u"points behind in those games"_s});
        rows.push_back({u"all"_s, u"decided_at"_s, r.decidedAt, u"fraction of the game"_s});
    }
    appendCourseRows(rows, r.course);
    return rows;
}

std::vector<MeasureRow> measureRows(const MeasuresDifference &d)
{
    std::vector<MeasureRow> rows {{u"all"_s, u"first_player_advantage"_s, d.firstPlayerAdvantage, {}},
        {u"1"_s, u"seat_one_edge"_s, d.seatOneEdge, {}}, {u"all"_s, u"duration_decisions"_s, d.decisions, {}}};
    if (d.turns.n > 0)
        rows.push_back({u"all"_s, u"duration_turns"_s, d.turns, {}});
    if (d.rounds.n > 0)
        rows.push_back({u"all"_s, u"duration_rounds"_s, d.rounds, {}});
    if (d.leadChanges.n > 0) {
        rows.push_back({u"all"_s, u"lead_changes"_s, d.leadChanges, {}});
        rows.push_back({u"all"_s, u"drama"_s, d.drama, {}});
        rows.push_back({u"all"_s, u"decided_at"_s, d.decidedAt, {}});
    }
    appendCourseRows(rows, d.course);
    return rows;
}

void printMeasures(QTextStream &out, const MeasuresReport &r)
{
    out << "\nmeasures of a good game (95% CI):\n";
    if (r.seatBalance.most >= 0)
        out << u"  seat balance: seat %1 wins most, seat %2 least, %3\n"_s.arg(r.seatBalance.most + 1)
                   .arg(r.seatBalance.fewest + 1)
                   .arg(spreadText(r.seatBalance, u"seats"_s));
    out << "  turn order, win rate of the player who was:";
    for (std::size_t place = 0; place < r.orderWinRates.size(); ++place)
        out << (place ? "," : "") << ' ' << placeName(int(place)) << ' ' << withInterval(r.orderWinRates[place]);
    out << '\n';
    if (r.orderBalance.most >= 0)
        out << u"  turn order balance: the %1 to play wins most, the %2 least, %3\n"_s.arg(
            placeName(r.orderBalance.most), placeName(r.orderBalance.fewest), spreadText(r.orderBalance, u"places"_s));
    out << u"  first player advantage: %1 over the fair share of %2\n"_s.arg(
        differenceText(r.firstPlayerAdvantage), percent(r.fairShare));
    out << u"  seat 1 against the mean of the others: %1\n"_s.arg(differenceText(r.seatOneEdge));
    out << durationLine(u"decisions"_s, r.decisions);
    if (r.turns.counted)
        out << durationLine(u"turns"_s, r.turns);
    if (r.rounds.counted)
        out << durationLine(u"rounds"_s, r.rounds);
    if (r.scoredGames == 0) {
        out << "  (this game keeps no public running score: no lead changes, drama or decisiveness)\n";
        return;
    }
    out << u"  lead changes per game: %1\n"_s.arg(withInterval(r.leadChanges));
    out << u"  drama: the winner was behind at some point in %1 of the games, by %2 points on average\n"_s.arg(
        withInterval(r.drama), withInterval(r.dramaDeficit));
    out << u"  decisiveness: the winner took the lead for good after %1 of the game\n"_s.arg(withInterval(r.decidedAt));
    printCourse(out, r.course);
}

void printMeasuresComparison(
    QTextStream &out, const MeasuresReport &base, const MeasuresReport &house, const MeasuresDifference &d)
{
    out << "\nmeasures of a good game:\n";
    out << u"%1  %2  %3  %4\n"_s.arg(u"measure"_s, -26)
               .arg(u"base"_s, 8)
               .arg(u"house"_s, 8)
               .arg(u"difference (95% CI)"_s);
    const auto line = [&](const QString &name, const Estimate &b, const Estimate &h, const Estimate &diff) {
        const auto value = [](const Estimate &e) { return e.share ? percent(e.value) : number(e.value, 2); };
        out << u"%1  %2  %3  %4\n"_s.arg(name, -26).arg(value(b), 8).arg(value(h), 8).arg(differenceText(diff));
    };
    line(u"first player advantage"_s, base.firstPlayerAdvantage, house.firstPlayerAdvantage, d.firstPlayerAdvantage);
    line(u"seat 1 edge"_s, base.seatOneEdge, house.seatOneEdge, d.seatOneEdge);
    line(u"decisions"_s, base.decisions.mean, house.decisions.mean, d.decisions);
    if (d.turns.n > 0)
        line(u"turns"_s, base.turns.mean, house.turns.mean, d.turns);
    if (d.rounds.n > 0)
        line(u"rounds"_s, base.rounds.mean, house.rounds.mean, d.rounds);
    if (d.leadChanges.n > 0) {
        line(u"lead changes per game"_s, base.leadChanges, house.leadChanges, d.leadChanges);
        line(u"drama (winner was behind)"_s, base.drama, house.drama, d.drama);
        line(u"decided after"_s, base.decidedAt, house.decidedAt, d.decidedAt);
    }
    out << u"seat balance (the gap between the seats that win most and least):\n  base: %1\n  house: %2\n"_s.arg(
        spreadText(base.seatBalance, u"seats"_s), spreadText(house.seatBalance, u"seats"_s));
    printCourseComparison(out, base.course, house.course, d.course);
}

} // namespace simreport
