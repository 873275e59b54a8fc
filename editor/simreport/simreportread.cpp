// Reading a run's JSON back (houserules-cli merge, the lab's reopened
// exports): every tally exactly as written, or the first thing that is not
// what it should be.

#include "simreport.h"
#include "simreportparts.h"

#include <QJsonArray>

using namespace houserules;

namespace {

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

// The parts of a run's JSON, each read in the order it always was: the
// first thing amiss is the error, so the order decides which one is said.

// Mode, rules' names, players, bots, seed and the games the run covers.
void readHeader(Reader &in, const QJsonObject &json, RunResult &result)
{
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
}

// A compare run's tally (`what` names it in errors): the house rules', the base's, their difference.
ComparisonTally readComparison(Reader &in, const QJsonValue &v, const QString &what, int players)
{
    const QJsonObject t = in.object(v, what);
    ComparisonTally c(players);
    c.house = in.tally(t[u"house"_s], players);
    c.base = in.tally(t[u"base"_s], players);
    c.difference = in.paired(t[u"difference"_s], players);
    return c;
}

// A side by side: every variant's tally, and each house rules' difference from the base.
SideBySideTally readSideBySide(Reader &in, const QJsonObject &json, RunHeader &h)
{
    for (const auto &house : in.array(json[u"house_rules"_s], u"house_rules"_s))
        h.houseRules << in.string(house, u"house_rules"_s);
    const QJsonObject t = in.object(json[u"tally"_s], u"tally"_s);
    const QJsonArray variants = in.array(t[u"variants"_s], u"tally.variants"_s, h.houseRules.size() + 1);
    const QJsonArray differences = in.array(t[u"differences"_s], u"tally.differences"_s, h.houseRules.size());
    if (in.ok() && (h.houseRules.isEmpty() || h.houseRules.size() >= kMaxComparedVariants))
        in.error = u"house_rules: expected 1 to %1"_s.arg(kMaxComparedVariants - 1);
    SideBySideTally m(int(h.houseRules.size()) + 1, h.players);
    for (qsizetype v = 0; in.ok() && v < variants.size(); ++v)
        m.variants[std::size_t(v)] = in.tally(variants[v], h.players);
    for (qsizetype d = 0; in.ok() && d < differences.size(); ++d)
        m.differences[std::size_t(d)] = in.paired(differences[d], h.players);
    return m;
}

// The tally, in the shape the run's mode gives it.
void readTally(Reader &in, const QJsonObject &json, RunResult &result)
{
    RunHeader &h = result.header;
    if (h.mode == u"simulate"_s) {
        result.tally = in.tally(json[u"tally"_s], h.players);
    } else if (h.mode == u"compare"_s) {
        h.compareWith = in.string(json[u"compare_with"_s], u"compare_with"_s);
        result.tally = readComparison(in, json[u"tally"_s], u"tally"_s, h.players);
    } else if (h.mode == u"sweep"_s) {
        h.parameter = in.string(json[u"parameter"_s], u"parameter"_s);
        result.tally = in.sweep(json[u"tally"_s], h.players);
    } else if (h.mode == u"compare-several"_s) {
        result.tally = readSideBySide(in, json, h);
    } else {
        in.error = u"mode: expected simulate, compare, compare-several or sweep"_s;
    }
}

// The skill ladder's rungs, each with its own tally.
void readSkill(Reader &in, const QJsonObject &json, RunResult &result)
{
    const RunHeader &h = result.header;
    for (const auto &value : in.array(json[u"skill"_s], u"skill"_s)) {
        const QJsonObject rung = in.object(value, u"skill"_s);
        SkillRun skillRun;
        skillRun.rung = in.string(rung[u"rung"_s], u"skill.rung"_s);
        skillRun.strong = in.string(rung[u"strong"_s], u"skill.strong"_s);
        skillRun.weak = in.string(rung[u"weak"_s], u"skill.weak"_s);
        skillRun.games = in.integer(rung[u"games"_s], u"skill.games"_s);
        if (!in.ok())
            break;
        if (h.mode == u"compare"_s)
            skillRun.tally = readComparison(in, rung[u"tally"_s], u"skill.tally"_s, h.players);
        else
            skillRun.tally = in.tally(rung[u"tally"_s], h.players);
        result.skill.push_back(std::move(skillRun));
    }
}

// The rules' texts the run played, each checked against its sha256.
void readRules(Reader &in, const QJsonObject &json, RunHeader &h)
{
    for (const auto &value : in.array(json[u"rules"_s], u"rules"_s)) {
        const QJsonObject rules = in.object(value, u"rules"_s);
        RunRules r {in.string(rules[u"id"_s], u"rules.id"_s), in.string(rules[u"yaml"_s], u"rules.yaml"_s)};
        if (in.ok() && rules[u"sha256"_s].toString() != r.sha256())
            in.error = u"rules: the text of '%1' does not match its sha256"_s.arg(r.id);
        if (!in.ok())
            break;
        h.rules.push_back(std::move(r));
    }
}

} // namespace

std::optional<RunResult> resultFromJson(const QJsonObject &json, QString *error)
{
    Reader in;
    RunResult result;
    readHeader(in, json, result);
    if (in.ok())
        readTally(in, json, result);
    if (in.ok() && json.contains(u"skill"_s))
        readSkill(in, json, result);
    if (in.ok() && json.contains(u"rules"_s))
        readRules(in, json, result.header);
    if (!in.ok()) {
        if (error)
            *error = in.error;
        return std::nullopt;
    }
    return result;
}
