#include "commands.h"
#include "notebookoptions.h"
#include "simreport/simreport.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// Everything but the games covered must be the same in every shard.
QString differs(const RunHeader &a, const RunHeader &b)
{
    if (a.mode != b.mode)
        return u"mode"_s;
    if (a.variant != b.variant)
        return u"variant"_s;
    if (a.compareWith != b.compareWith)
        return u"compare_with"_s;
    if (a.houseRules != b.houseRules)
        return u"house_rules"_s;
    if (a.parameter != b.parameter)
        return u"parameter"_s;
    if (a.players != b.players)
        return u"players"_s;
    if (a.bots != b.bots)
        return u"bots"_s;
    if (a.games != b.games)
        return u"run.games"_s;
    if (a.seed != b.seed)
        return u"seed"_s;
    if (a.cardImpact != b.cardImpact)
        return u"card_impact"_s;
    if (a.rules != b.rules) // a variant file changed between shards
        return u"rules"_s;
    return {};
}

// What the tallies themselves must agree on: the same card kinds (a
// variant file changed between shards would show here), the same sweep.
QString incompatible(const RunTally &a, const RunTally &b)
{
    if (a.index() != b.index())
        return u"mode"_s;
    if (const auto *x = std::get_if<SimulationTally>(&a))
        return x->cardKinds == std::get<SimulationTally>(b).cardKinds ? QString() : u"card kinds"_s;
    if (const auto *x = std::get_if<ComparisonTally>(&a)) {
        const auto &y = std::get<ComparisonTally>(b);
        return x->house.cardKinds == y.house.cardKinds && x->base.cardKinds == y.base.cardKinds ? QString()
                                                                                                : u"card kinds"_s;
    }
    if (const auto *x = std::get_if<SideBySideTally>(&a)) {
        const auto &y = std::get<SideBySideTally>(b);
        if (x->variants.size() != y.variants.size())
            return u"variants"_s;
        for (std::size_t v = 0; v < x->variants.size(); ++v)
            if (x->variants[v].cardKinds != y.variants[v].cardKinds)
                return u"card kinds"_s;
        return {};
    }
    const auto &x = std::get<SweepTally>(a);
    const auto &y = std::get<SweepTally>(b);
    if (x.axes != y.axes)
        return u"sweep values"_s;
    for (std::size_t i = 0; i < x.tallies.size(); ++i)
        if (x.tallies[i].cardKinds != y.tallies[i].cardKinds && x.tallies[i].games > 0 && y.tallies[i].games > 0)
            return u"card kinds"_s;
    return {};
}

// The skill ladder's runs (simulate --skill) must be the same rungs.
QString skillDiffers(const RunResult &a, const RunResult &b)
{
    if (a.skill.size() != b.skill.size())
        return u"skill runs"_s;
    for (std::size_t k = 0; k < a.skill.size(); ++k) {
        const SkillRun &x = a.skill[k], &y = b.skill[k];
        if (x.rung != y.rung || x.strong != y.strong || x.weak != y.weak || x.games != y.games
            || x.tally.index() != y.tally.index())
            return u"skill runs"_s;
    }
    return {};
}

int failed(const QString &message)
{
    QTextStream(stderr) << "houserules-cli: " << message << '\n';
    return 1;
}

// One shard's result from its --json file, checked against the first
// shard's (`first`, when there is one); nothing, and `problem` says why.
std::optional<RunResult> readShard(const QString &file, const std::pair<RunResult, QString> *first, QString *problem)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        *problem = u"%1: cannot read the file"_s.arg(file);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QByteArray text = in.readAll();
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Where, as file:line:column (from 1), like every other message.
        const QByteArray before = text.left(parseError.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = before.size() - (before.lastIndexOf('\n') + 1) + 1;
        *problem = u"%1:%2:%3: not JSON (%4)"_s.arg(file).arg(line).arg(column).arg(parseError.errorString());
        return std::nullopt;
    }
    QString error;
    auto result = document.isObject() ? resultFromJson(document.object(), &error) : std::nullopt;
    if (!document.isObject())
        *problem = u"%1:1:1: not a result of simulate --json (expected a JSON object)"_s.arg(file);
    else if (!result)
        *problem = u"%1: not a result of simulate --json: %2"_s.arg(file, error);
    else if (result->cancelled)
        *problem = u"%1: that run was cancelled before it played all its games"_s.arg(file);
    else if (!first)
        return result;
    else if (const QString skill = skillDiffers(first->first, *result); !skill.isEmpty())
        *problem = u"%1: not a shard of the same run as %2 (%3 differ)"_s.arg(file, first->second, skill);
    else if (const QString key = differs(first->first.header, result->header); !key.isEmpty())
        *problem = u"%1: not a shard of the same run as %2 (%3 differs)"_s.arg(file, first->second, key);
    else if (const QString kinds = incompatible(first->first.tally, result->tally); !kinds.isEmpty())
        *problem = u"%1: not a shard of the same run as %2 (%3 differ)"_s.arg(file, first->second, kinds);
    else
        return result;
    return std::nullopt;
}

// The shards must cover the run's games exactly once: sorts them by their
// first game, and says which games are missing or played twice (empty:
// none).
QString coverageProblem(std::vector<std::pair<RunResult, QString>> &shards)
{
    std::sort(shards.begin(), shards.end(),
        [](const auto &a, const auto &b) { return a.first.header.from < b.first.header.from; });
    qint64 covered = 0;
    for (const auto &[shard, file] : shards) {
        if (shard.header.from < covered)
            return u"%1: its games %2 to %3 overlap another shard's"_s.arg(file)
                .arg(shard.header.from)
                .arg(shard.header.to - 1);
        if (shard.header.from > covered)
            return u"games %1 to %2 are missing: no shard played them"_s.arg(covered).arg(shard.header.from - 1);
        covered = shard.header.to;
    }
    const qint64 games = shards.front().first.header.games;
    if (covered < games)
        return u"games %1 to %2 are missing: no shard played them"_s.arg(covered).arg(games - 1);
    return {};
}

// The whole run: the first shard's result with every shard's tallies added.
RunResult mergedRun(const std::vector<std::pair<RunResult, QString>> &shards)
{
    RunResult merged = shards.front().first;
    merged.header.from = 0;
    merged.header.to = merged.header.games;
    for (std::size_t i = 1; i < shards.size(); ++i) {
        const RunTally &tally = shards[i].first.tally;
        std::visit([&](auto &into) { into.add(std::get<std::decay_t<decltype(into)>>(tally)); }, merged.tally);
        for (std::size_t k = 0; k < merged.skill.size(); ++k) {
            const RunTally &skill = shards[i].first.skill[k].tally;
            std::visit(
                [&](auto &into) { into.add(std::get<std::decay_t<decltype(into)>>(skill)); }, merged.skill[k].tally);
        }
    }
    return merged;
}

} // namespace

int runMerge(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(
        u"Combine the --json results of the shards of one simulation (simulate --shard K/N) into the result "
        "of the whole run, exactly as one run would have printed it."_s);
    parser.addPositionalArgument(u"FILE"_s, u"JSON results of simulate --shard ... --json."_s, u"FILE..."_s);
    parser.addOptions({
        {u"json"_s, u"Print JSON instead of a table."_s},
        {u"csv"_s, u"Print CSV instead of a table."_s},
    });
    parser.addOptions(notebookOptions(true));
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(u"merge needs at least one file"_s);
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return usageError(u"choose one of --json and --csv"_s);
    if (const auto refused = refuseUnusableNotebook(parser))
        return *refused;

    std::vector<std::pair<RunResult, QString>> shards;
    for (const QString &file : files) {
        QString problem;
        auto result = readShard(file, shards.empty() ? nullptr : &shards.front(), &problem);
        if (!result)
            return failed(problem);
        shards.emplace_back(std::move(*result), file);
    }
    if (const QString problem = coverageProblem(shards); !problem.isEmpty())
        return failed(problem);

    const RunResult whole = mergedRun(shards);
    const Format format
        = parser.isSet(u"json"_s) ? Format::Json : (parser.isSet(u"csv"_s) ? Format::Csv : Format::Table);
    printResult(whole, format);
    // The shards are one run in the notebook.
    keepInNotebook(parser, whole, u"merge"_s, int(shards.size()));
    return 0;
}
