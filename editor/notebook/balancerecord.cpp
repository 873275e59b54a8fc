#include "balancerecord.h"

#include "runplan.h"

#include "registry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// JSON has no infinity: a loss beyond every target, an unbounded range.
QJsonValue number(double x)
{
    if (std::isfinite(x))
        return x;
    return std::isnan(x) ? u"nan"_s : (x > 0 ? u"inf"_s : u"-inf"_s);
}

double numberFrom(const QJsonValue &v, double missing)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.toString() == u"inf"_s)
        return std::numeric_limits<double>::infinity();
    if (v.toString() == u"-inf"_s)
        return -std::numeric_limits<double>::infinity();
    if (v.toString() == u"nan"_s)
        return std::numeric_limits<double>::quiet_NaN();
    return missing;
}

QJsonValue bound(double x)
{
    return std::isinf(x) ? QJsonValue() : QJsonValue(x);
}

QJsonObject estimateJson(const Estimate &e)
{
    return {
        {u"value"_s, number(e.value)}, {u"low"_s, number(e.low)}, {u"high"_s, number(e.high)}, {u"n"_s, qint64(e.n)}};
}

QJsonArray valuesJson(const std::vector<std::int64_t> &values)
{
    QJsonArray array;
    for (const std::int64_t v : values)
        array.append(qint64(v));
    return array;
}

QString verdictText(TargetVerdict v)
{
    return QString::fromLatin1(verdictName(v));
}

// `result` without what names files: its proposals' texts.
QByteArray comparable(QJsonObject result)
{
    QJsonArray proposals = result[u"proposals"_s].toArray();
    for (auto p : proposals) {
        QJsonObject o = p.toObject();
        o.remove(u"rules"_s);
        p = o;
    }
    result[u"proposals"_s] = proposals;
    return QJsonDocument(result).toJson(QJsonDocument::Compact);
}

} // namespace

QJsonObject balanceSpecJson(const BalanceSpec &spec)
{
    QJsonArray bots, parameters, targets;
    for (const auto &bot : spec.simulation.bots)
        bots.append(QString::fromStdString(bot));
    for (const auto &p : spec.parameters) {
        QJsonObject parameter {
            {u"path"_s, QString::fromStdString(p.path)}, {u"low"_s, qint64(p.low)}, {u"high"_s, qint64(p.high)}};
        if (p.isList()) { // its candidates, each a whole list
            QJsonArray lists;
            for (const auto &list : p.lists) {
                QJsonArray numbers;
                for (const auto n : list)
                    numbers.append(qint64(n));
                lists.append(numbers);
            }
            parameter[u"lists"_s] = lists;
        }
        parameters.append(parameter);
    }
    for (const auto &t : spec.targets)
        targets.append(QJsonObject {{u"measure"_s, QString::fromStdString(t.measure)}, {u"low"_s, bound(t.low)},
            {u"high"_s, bound(t.high)}, {u"constraint"_s, t.constraint}, {u"weight"_s, t.weight},
            {u"relative"_s, t.relative}});
    const QString id = spec.base ? QString::fromStdString(spec.base->id) : QString();
    return {{u"variant"_s, id}, {u"rules"_s, spec.base ? runRules(*spec.base, id).yaml : QString()},
        {u"players"_s, spec.simulation.players}, {u"bots"_s, bots}, {u"seed"_s, QString::number(spec.simulation.seed)},
        {u"budget"_s, qint64(spec.budget)}, {u"candidates"_s, spec.candidates}, {u"proposals"_s, spec.proposals},
        {u"parameters"_s, parameters}, {u"targets"_s, targets}};
}

QJsonObject balanceResultJson(const BalanceReport &r)
{
    QJsonArray candidates, baseFigures, proposals;
    for (const auto &c : r.candidates) {
        QJsonObject o {{u"values"_s, valuesJson(c.values)}};
        if (!c.errors.empty())
            o[u"refused"_s] = QString::fromStdString(c.errors.front().message);
        else {
            o[u"games"_s] = qint64(c.games);
            o[u"round"_s] = c.round;
            o[u"loss"_s] = number(c.loss);
            o[u"loss_low"_s] = number(c.lossLow);
            o[u"loss_high"_s] = number(c.lossHigh);
        }
        candidates.append(o);
    }
    for (const auto &e : r.baseFigures)
        baseFigures.append(estimateJson(e));
    for (const auto &p : r.proposals) {
        QJsonArray figures, verdicts;
        for (const auto &e : p.figures)
            figures.append(estimateJson(e));
        for (const auto v : p.verdicts)
            verdicts.append(verdictText(v));
        const auto &c = r.candidates[std::size_t(p.candidate)];
        proposals.append(QJsonObject {{u"candidate"_s, p.candidate}, {u"values"_s, valuesJson(c.values)},
            {u"rules"_s, QString::fromStdString(c.rules)}, {u"loss"_s, number(p.loss)},
            {u"games"_s, qint64(p.report.games)}, {u"figures"_s, figures}, {u"verdicts"_s, verdicts}});
    }
    return {{u"rounds"_s, r.rounds}, {u"search_games"_s, qint64(r.searchGames)},
        {u"confirmation_games"_s, qint64(r.confirmationGames)}, {u"cancelled"_s, r.cancelled},
        {u"candidates"_s, candidates}, {u"base_figures"_s, baseFigures}, {u"proposals"_s, proposals}};
}

std::unique_ptr<LoadedBalanceSpec> loadBalanceSpec(const QJsonObject &spec, QString *error)
{
    auto loaded = std::make_unique<LoadedBalanceSpec>(Registry::instance().loader());
    const QString id = spec[u"variant"_s].toString(), rules = spec[u"rules"_s].toString();
    if (id.isEmpty() || rules.isEmpty()) {
        *error = u"the search does not carry its base rules"_s;
        return nullptr;
    }
    if (!loaded->dir.isValid()) {
        *error = u"no temporary folder to play the rules from"_s;
        return nullptr;
    }
    // A file of its own: the candidates are house rules that extend it.
    const QString file = loaded->dir.filePath(u"base.yaml"_s);
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(rules.toUtf8()) < 0 || !out.flush()) {
        *error = u"cannot write the base rules to play them: %1"_s.arg(out.errorString());
        return nullptr;
    }
    out.close();
    auto variant = loaded->loader.loadFile(file.toStdString());
    if (!variant) {
        *error = u"its base rules do not load: %1"_s.arg(QString::fromStdString(variant.errors().front().message));
        return nullptr;
    }
    variant->id = id.toStdString();
    loaded->base = std::make_shared<const Variant>(std::move(*variant));
    BalanceSpec &s = loaded->spec;
    s.base = loaded->base.get();
    s.game = Registry::instance().game(loaded->base->game);
    s.loader = &loaded->loader;
    if (!s.game) {
        *error = u"no game %1"_s.arg(QString::fromStdString(loaded->base->game));
        return nullptr;
    }
    s.simulation.players = spec[u"players"_s].toInt();
    for (const auto bot : spec[u"bots"_s].toArray())
        s.simulation.bots.push_back(bot.toString().toStdString());
    bool ok = false;
    s.simulation.seed = spec[u"seed"_s].toString().toULongLong(&ok);
    s.budget = spec[u"budget"_s].toInteger();
    s.candidates = spec[u"candidates"_s].toInt();
    s.proposals = spec[u"proposals"_s].toInt();
    for (const auto p : spec[u"parameters"_s].toArray()) {
        const QJsonObject o = p.toObject();
        std::vector<std::vector<std::int64_t>> lists;
        for (const auto list : o[u"lists"_s].toArray()) {
            lists.emplace_back();
            for (const auto n : list.toArray())
                lists.back().push_back(n.toInteger());
        }
        s.parameters.push_back({o[u"path"_s].toString().toStdString(), o[u"low"_s].toInteger(),
            o[u"high"_s].toInteger(), std::move(lists)});
    }
    constexpr double kInf = std::numeric_limits<double>::infinity();
    for (const auto t : spec[u"targets"_s].toArray()) {
        const QJsonObject o = t.toObject();
        s.targets.push_back(
            {o[u"measure"_s].toString().toStdString(), numberFrom(o[u"low"_s], -kInf), numberFrom(o[u"high"_s], kInf),
                o[u"constraint"_s].toBool(), o[u"weight"_s].toDouble(1), o[u"relative"_s].toBool()});
    }
    if (!ok || s.simulation.players <= 0 || int(s.simulation.bots.size()) != s.simulation.players
        || s.parameters.empty() || s.targets.empty() || s.budget <= 0) {
        *error = u"its spec is incomplete (players, bots, seed, budget, parameters and targets)"_s;
        return nullptr;
    }
    return loaded;
}

std::optional<QJsonObject> rerunBalance(const QJsonObject &spec, const RunOptions &options, QString *error)
{
    const auto loaded = loadBalanceSpec(spec, error);
    if (!loaded)
        return std::nullopt;
    const auto report = balance(loaded->spec, options);
    if (!report) {
        *error = QString::fromStdString(report.errors().front().message);
        return std::nullopt;
    }
    return balanceResultJson(*report);
}

bool sameBalance(const QJsonObject &a, const QJsonObject &b)
{
    return comparable(a) == comparable(b);
}
