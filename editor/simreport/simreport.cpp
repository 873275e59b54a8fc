#include "simreport.h"
#include "simreportparts.h"

#include "core/multiplecomparisons.h"

#include "measuresreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

// The helpers simreportparts.h shares with simreportseveral.cpp, and this file's own.
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
        o.insert(u"cards_tested"_s, report.cardsTested);
        o.insert(u"cards_tested"_s, report.cardsTested);
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

// One plain sentence per difference whose paired interval excludes zero.
QStringList notableDifferences(const ComparisonReport &report)
{
    QStringList lines;
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const auto &s = report.seats[seat];
        const QString who = u"Seat %1"_s.arg(seat + 1);
        if (s.winRate.excludesZero())
            lines << u"%1 wins %2 points %3 often (±%4)."_s.arg(who, points(s.winRate.value),
                s.winRate.value > 0 ? u"more"_s : u"less"_s, points(s.winRate.halfWidth()));
        if (s.score.excludesZero())
            lines << u"%1 scores %2 %3 on average (±%4)."_s.arg(who, QString::number(std::abs(s.score.value), 'f', 2),
                s.score.value > 0 ? u"more"_s : u"less"_s, QString::number(s.score.halfWidth(), 'f', 2));
        for (const auto &[name, d] : s.figures)
            if (d.excludesZero())
                lines << figureSentence(who, name, d);
    }
    for (const auto &[name, d] : report.figures)
        if (d.excludesZero())
            lines << figureSentence(u"All seats"_s, name, d);
    if (report.length.excludesZero())
        lines << u"Games last %1 decisions %2 (±%3)."_s.arg(QString::number(std::abs(report.length.value), 'f', 1),
            report.length.value > 0 ? u"longer"_s : u"shorter"_s, QString::number(report.length.halfWidth(), 'f', 1));
    return lines;
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
    return {
        {u"games"_s, report.games},
        {u"house"_s, reportJson(report.house)},
        {u"base"_s, reportJson(report.base)},
        {u"difference"_s, differenceJson(report)},
        {u"notable"_s, QJsonArray::fromStringList(notableDifferences(report))},
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

QJsonObject severalTallyJson(const MultiComparisonTally &t)
{
    QJsonArray variants, differences;
    for (const auto &v : t.variants)
        variants.append(tallyJson(v));
    for (const auto &d : t.differences)
        differences.append(pairedJson(d));
    return {{u"variants"_s, variants}, {u"differences"_s, differences}};
}

// ---- Reading JSON back ---------------------------------------------------------

// Reads the pieces written above, remembering the first thing that was not
// what it should be.
class Reader {
public:
    QString error;

    bool ok() const { return error.isEmpty(); }

    qint64 integer(const QJsonValue &v, const QString &what)
    {
        if (!v.isDouble() || double(v.toInteger()) != v.toDouble())
            fail(u"%1: expected a whole number"_s.arg(what));
        return v.toInteger();
    }
    QJsonArray array(const QJsonValue &v, const QString &what, qsizetype size = -1)
    {
        if (!v.isArray() || (size >= 0 && v.toArray().size() != size))
            fail(size >= 0 ? u"%1: expected a list of %2"_s.arg(what).arg(size) : u"%1: expected a list"_s.arg(what));
        return v.toArray();
    }
    QJsonObject object(const QJsonValue &v, const QString &what)
    {
        if (!v.isObject())
            fail(u"%1: expected an object"_s.arg(what));
        return v.toObject();
    }
    QString string(const QJsonValue &v, const QString &what)
    {
        if (!v.isString())
            fail(u"%1: expected a text"_s.arg(what));
        return v.toString();
    }

    Moments moments(const QJsonValue &v, const QString &what)
    {
        const QJsonArray a = array(v, what, 2);
        Moments m;
        if (a.size() == 2) {
            m.sum = integer(a[0], what);
            m.squares = integer(a[1], what);
        }
        return m;
    }
    Histogram histogram(const QJsonValue &v, const QString &what)
    {
        Histogram h;
        for (const auto &pair : array(v, what)) {
            const QJsonArray a = array(pair, what, 2);
            if (a.size() == 2)
                h[integer(a[0], what)] = integer(a[1], what);
        }
        return h;
    }
    std::map<std::string, Moments> figures(const QJsonValue &v, const QString &what)
    {
        std::map<std::string, Moments> f;
        const QJsonObject o = object(v, what);
        for (auto it = o.begin(); it != o.end(); ++it)
            f[it.key().toStdString()] = moments(it.value(), what + u'.' + it.key());
        return f;
    }

    SimulationTally tally(const QJsonValue &v, int players)
    {
        const QJsonObject o = object(v, u"tally"_s);
        SimulationTally t(players);
        if (integer(o[u"players"_s], u"tally.players"_s) != players)
            fail(u"tally.players: expected %1"_s.arg(players));
        if (!ok())
            return t;
        t.games = integer(o[u"games"_s], u"tally.games"_s);
        t.gamesWithoutWinner = integer(o[u"games_without_winner"_s], u"tally.games_without_winner"_s);
        t.length = moments(o[u"length"_s], u"tally.length"_s);
        t.lengths = histogram(o[u"lengths"_s], u"tally.lengths"_s);
        const QJsonArray seats = array(o[u"seats"_s], u"tally.seats"_s, players);
        for (qsizetype seat = 0; seat < seats.size() && seat < players; ++seat) {
            const QJsonObject s = object(seats[seat], u"tally.seats"_s);
            SeatTally &st = t.seats[std::size_t(seat)];
            st.wins = integer(s[u"wins"_s], u"tally.seats.wins"_s);
            st.score = moments(s[u"score"_s], u"tally.seats.score"_s);
            st.scores = histogram(s[u"scores"_s], u"tally.seats.scores"_s);
            st.figures = figures(s[u"figures"_s], u"tally.seats.figures"_s);
        }
        const QJsonArray joint = array(o[u"joint_wins"_s], u"tally.joint_wins"_s, qsizetype(players) * players);
        for (qsizetype i = 0; i < joint.size() && i < qsizetype(t.jointWins.size()); ++i)
            t.jointWins[std::size_t(i)] = integer(joint[i], u"tally.joint_wins"_s);
        t.figures = figures(o[u"figures"_s], u"tally.figures"_s);
        if (o.contains(u"card_kinds"_s)) {
            const QJsonArray kinds = array(o[u"card_kinds"_s], u"tally.card_kinds"_s);
            const QJsonArray cards = array(o[u"cards"_s], u"tally.cards"_s, kinds.size());
            for (qsizetype k = 0; k < kinds.size() && k < cards.size(); ++k) {
                t.cardKinds.push_back(string(kinds[k], u"tally.card_kinds"_s).toStdString());
                const QJsonArray c = array(cards[k], u"tally.cards"_s, 4);
                if (c.size() == 4)
                    t.cards.push_back({integer(c[0], u"tally.cards"_s), integer(c[1], u"tally.cards"_s),
                        integer(c[2], u"tally.cards"_s), integer(c[3], u"tally.cards"_s)});
            }
        }
        if (QString why; !simreport::readMeasuresTally(o[u"measures"_s], t.measures, &why))
            fail(u"tally."_s + why);
        return t;
    }

    PairedTally paired(const QJsonValue &v, int players)
    {
        const QJsonObject o = object(v, u"tally.difference"_s);
        PairedTally t(players);
        t.games = integer(o[u"games"_s], u"tally.difference.games"_s);
        t.length = moments(o[u"length"_s], u"tally.difference.length"_s);
        const QJsonArray wins = array(o[u"wins"_s], u"tally.difference.wins"_s, players);
        const QJsonArray scores = array(o[u"scores"_s], u"tally.difference.scores"_s, players);
        const QJsonArray seatFigures = array(o[u"seat_figures"_s], u"tally.difference.seat_figures"_s, players);
        for (int seat = 0; ok() && seat < players; ++seat) {
            t.wins[std::size_t(seat)] = moments(wins[seat], u"tally.difference.wins"_s);
            t.scores[std::size_t(seat)] = moments(scores[seat], u"tally.difference.scores"_s);
            t.seatFigures[std::size_t(seat)] = figures(seatFigures[seat], u"tally.difference.seat_figures"_s);
        }
        t.figures = figures(o[u"figures"_s], u"tally.difference.figures"_s);
        if (QString why; !simreport::readPairedMeasuresTally(o[u"measures"_s], t.measures, &why))
            fail(u"tally.difference."_s + why);
        return t;
    }

    SweepTally sweep(const QJsonValue &v, int players)
    {
        const QJsonObject o = object(v, u"tally"_s);
        SweepTally t;
        std::size_t cells = 1;
        for (const auto &a : array(o[u"axes"_s], u"tally.axes"_s)) {
            const QJsonObject axisJson = object(a, u"tally.axes"_s);
            SweepAxis axis;
            axis.parameter = string(axisJson[u"parameter"_s], u"tally.axes.parameter"_s).toStdString();
            for (const auto &value : array(axisJson[u"values"_s], u"tally.axes.values"_s)) {
                if (value.isArray()) {
                    std::vector<std::int64_t> list;
                    for (const auto &item : value.toArray())
                        list.push_back(integer(item, u"tally.axes.values"_s));
                    axis.lists.push_back(std::move(list));
                } else {
                    axis.values.push_back(integer(value, u"tally.axes.values"_s));
                }
            }
            if (!axis.values.empty() && !axis.lists.empty())
                fail(u"tally.axes.values: expected all numbers or all lists"_s);
            if (axis.size() == 0)
                fail(u"tally.axes.values: expected at least one value"_s);
            cells *= std::max<std::size_t>(1, axis.size());
            t.axes.push_back(std::move(axis));
        }
        if (t.axes.empty() || t.axes.size() > kMaxSweepAxes)
            fail(u"tally.axes: expected one or two parameters"_s);
        if (!ok())
            return t;
        const QJsonArray points = array(o[u"points"_s], u"tally.points"_s, qsizetype(cells));
        for (qsizetype i = 0; ok() && i < points.size(); ++i) {
            const QJsonObject p = object(points[i], u"tally.points"_s);
            Diagnostics errors;
            for (const auto &e : array(p[u"errors"_s], u"tally.points.errors"_s)) {
                const QJsonObject d = object(e, u"tally.points.errors"_s);
                Diagnostic diagnostic;
                diagnostic.where.file = d[u"file"_s].toString().toStdString();
                diagnostic.where.line = d[u"line"_s].toInt();
                diagnostic.where.column = d[u"column"_s].toInt();
                diagnostic.keyPath = d[u"key"_s].toString().toStdString();
                diagnostic.message = string(d[u"message"_s], u"tally.points.errors.message"_s).toStdString();
                errors.push_back(std::move(diagnostic));
            }
            t.errors.push_back(std::move(errors));
            t.tallies.push_back(tally(p[u"tally"_s], players));
        }
        return t;
    }

private:
    void fail(const QString &message)
    {
        if (error.isEmpty())
            error = message;
    }
};

// ---- Tables -------------------------------------------------------------------

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
           "those that played one, against all other seats (difference in points, 95% CI):\n";
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
    out << u"* stands out after Holm's correction for the %1 kinds tested (%2 in all). Even if no card mattered, "
           "about %3 of the %1 in each column would exclude zero at the 95% level by chance alone.\n"_s
               .arg(report.cardsTested)
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
    const QStringList notable = notableDifferences(report);
    out << "\nnotable differences (house rule against base; 95% paired intervals that exclude zero):\n";
    if (notable.isEmpty())
        out << "  none\n";
    for (const auto &line : notable)
        out << "  " << line << '\n';
    out << "(each game is played under both rules with the same seed; a difference is house minus base)\n";
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
    if (const auto *t = std::get_if<SimulationTally>(&run.tally)) {
        o.insert(u"gradient"_s, estimateJson(summarize(*t, bots).measures.seatOneEdge));
        o.insert(u"tally"_s, tallyJson(*t));
    } else if (const auto *c = std::get_if<ComparisonTally>(&run.tally)) {
        const ComparisonReport r = summarize(*c, bots);
        o.insert(u"gradient"_s,
            QJsonObject {{u"house"_s, estimateJson(r.house.measures.seatOneEdge)},
                {u"base"_s, estimateJson(r.base.measures.seatOneEdge)},
                {u"difference"_s, estimateJson(r.measures.seatOneEdge)}});
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
    out << "\nskill gradient: the win rate of a stronger bot in seat 1 minus the mean of the weaker bots in the "
           "other seats (95% CI):\n";
    for (const auto &run : result.skill) {
        const auto bots = skillBotNames(run, result.header.players);
        out << u"  %1 (%2 against %3, %4 games): "_s.arg(run.rung, run.strong, run.weak).arg(run.games);
        if (const auto *t = std::get_if<SimulationTally>(&run.tally)) {
            out << differenceText(summarize(*t, bots).measures.seatOneEdge, 100, 1) << " points\n";
        } else if (const auto *c = std::get_if<ComparisonTally>(&run.tally)) {
            const ComparisonReport r = summarize(*c, bots);
            out << u"base %1, house %2, difference %3 points\n"_s.arg(
                differenceText(r.base.measures.seatOneEdge, 100, 1),
                differenceText(r.house.measures.seatOneEdge, 100, 1), differenceText(r.measures.seatOneEdge, 100, 1));
        }
    }
}

} // namespace

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
    } else if (const auto *m = std::get_if<MultiComparisonTally>(&result.tally)) {
        o.insert(u"house_rules"_s, QJsonArray::fromStringList(h.houseRules));
        body = severalJson(summarize(*m, bots), h);
        body.insert(u"tally"_s, severalTallyJson(*m));
    }
    for (auto it = body.begin(); it != body.end(); ++it)
        o.insert(it.key(), it.value());
    if (!result.skill.empty()) {
        QJsonArray rungs;
        for (const auto &run : result.skill)
            rungs.append(skillJson(run, h.players));
        o.insert(u"skill"_s, rungs);
    }
    return o;
}

std::optional<RunResult> resultFromJson(const QJsonObject &json, QString *error)
{
    Reader in;
    RunResult result;
    RunHeader &h = result.header;
    h.mode = in.string(json[u"mode"_s], u"mode"_s);
    h.variant = in.string(json[u"variant"_s], u"variant"_s);
    h.players = int(in.integer(json[u"players"_s], u"players"_s));
    for (const auto &bot : in.array(json[u"bots"_s], u"bots"_s))
        h.bots << in.string(bot, u"bots"_s);
    bool seedOk = false;
    h.seed = in.string(json[u"seed"_s], u"seed"_s).toULongLong(&seedOk);
    h.cardImpact = json[u"card_impact"_s].toBool();
    const QJsonObject run = in.object(json[u"run"_s], u"run"_s);
    h.games = in.integer(run[u"games"_s], u"run.games"_s);
    h.from = in.integer(run[u"from"_s], u"run.from"_s);
    h.to = in.integer(run[u"to"_s], u"run.to"_s);
    result.cancelled = json[u"cancelled"_s].toBool();
    if (in.ok() && (h.players < 1 || h.players > 64 || h.bots.size() != h.players || !seedOk))
        in.error = u"players, bots or seed: not a simulate --json result"_s;
    if (in.ok() && (h.from < 0 || h.from > h.to || h.to > h.games))
        in.error = u"run: from and to must lie within the run's games"_s;
    if (in.ok()) {
        if (h.mode == u"simulate"_s) {
            result.tally = in.tally(json[u"tally"_s], h.players);
        } else if (h.mode == u"compare"_s) {
            h.compareWith = in.string(json[u"compare_with"_s], u"compare_with"_s);
            const QJsonObject t = in.object(json[u"tally"_s], u"tally"_s);
            ComparisonTally c(h.players);
            c.house = in.tally(t[u"house"_s], h.players);
            c.base = in.tally(t[u"base"_s], h.players);
            c.difference = in.paired(t[u"difference"_s], h.players);
            result.tally = std::move(c);
        } else if (h.mode == u"sweep"_s) {
            h.parameter = in.string(json[u"parameter"_s], u"parameter"_s);
            result.tally = in.sweep(json[u"tally"_s], h.players);
        } else if (h.mode == u"compare-several"_s) {
            for (const auto &house : in.array(json[u"house_rules"_s], u"house_rules"_s))
                h.houseRules << in.string(house, u"house_rules"_s);
            const QJsonObject t = in.object(json[u"tally"_s], u"tally"_s);
            const QJsonArray variants = in.array(t[u"variants"_s], u"tally.variants"_s, h.houseRules.size() + 1);
            const QJsonArray differences = in.array(t[u"differences"_s], u"tally.differences"_s, h.houseRules.size());
            if (in.ok() && (h.houseRules.isEmpty() || h.houseRules.size() >= kMaxComparedVariants))
                in.error = u"house_rules: expected 1 to %1"_s.arg(kMaxComparedVariants - 1);
            MultiComparisonTally m(int(h.houseRules.size()) + 1, h.players);
            for (qsizetype v = 0; in.ok() && v < variants.size(); ++v)
                m.variants[std::size_t(v)] = in.tally(variants[v], h.players);
            for (qsizetype d = 0; in.ok() && d < differences.size(); ++d)
                m.differences[std::size_t(d)] = in.paired(differences[d], h.players);
            result.tally = std::move(m);
        } else {
            in.error = u"mode: expected simulate, compare, compare-several or sweep"_s;
        }
    }
    if (in.ok() && json.contains(u"skill"_s)) {
        for (const auto &value : in.array(json[u"skill"_s], u"skill"_s)) {
            const QJsonObject rung = in.object(value, u"skill"_s);
            SkillRun run;
            run.rung = in.string(rung[u"rung"_s], u"skill.rung"_s);
            run.strong = in.string(rung[u"strong"_s], u"skill.strong"_s);
            run.weak = in.string(rung[u"weak"_s], u"skill.weak"_s);
            run.games = in.integer(rung[u"games"_s], u"skill.games"_s);
            if (!in.ok())
                break;
            if (h.mode == u"compare"_s) {
                const QJsonObject t = in.object(rung[u"tally"_s], u"skill.tally"_s);
                ComparisonTally c(h.players);
                c.house = in.tally(t[u"house"_s], h.players);
                c.base = in.tally(t[u"base"_s], h.players);
                c.difference = in.paired(t[u"difference"_s], h.players);
                run.tally = std::move(c);
            } else {
                run.tally = in.tally(rung[u"tally"_s], h.players);
            }
            result.skill.push_back(std::move(run));
        }
    }
    if (!in.ok()) {
        if (error)
            *error = in.error;
        return std::nullopt;
    }
    return result;
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
        } else if (const auto *m = std::get_if<MultiComparisonTally>(&result.tally)) {
            csvSeveral(csv, summarize(*m, bots), h);
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
    } else if (const auto *m = std::get_if<MultiComparisonTally>(&result.tally)) {
        out << headline(h, m->variants.empty() ? 0 : m->variants[0].games, seconds, threads)
            << (result.cancelled ? u" - cancelled"_s : QString()) << "\n\n";
        printSeveral(out, summarize(*m, bots), h);
    }
    printSkill(out, result);
}

} // namespace simreport
