// houserules-cli balance: the balancer (core/simulation/balancer.h) on the command line.

#include "balanceslurm.h"
#include "commands.h"
#include "interruption.h"
#include "notebookoptions.h"
#include "runoptions.h"
#include "simreport/sweepvalues.h"

#include "core/bots/searchbot.h"
#include "core/simulation/balancer.h"
#include "registry.h"
#include "userdata/userdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextStream>

#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// PATH=A..B, whole numbers; or a list parameter's candidates, one whole list
// each, as --sweep writes them: PATH=[0..10],[0..12].
bool parseVary(const QString &text, BalanceParameter &out)
{
    static const QRegularExpression form(u"^([A-Za-z0-9_.]+)=(-?\\d+)\\.\\.(-?\\d+)$"_s);
    if (const auto m = form.match(text); m.hasMatch()) {
        out = {m.captured(1).toStdString(), m.captured(2).toLongLong(), m.captured(3).toLongLong(), {}};
        return out.low <= out.high;
    }
    SweepAxis axis;
    if (!text.contains(u"=["_s) || !SweepValues::parseSetting(text, axis, qsizetype(kMaxBalanceLists))
        || !axis.isList())
        return false;
    out = {axis.parameter, 0, 0, axis.lists};
    return true;
}

QString boundText(double bound, bool relative)
{
    if (!relative)
        return QString::number(bound);
    return bound == 0 ? u"the base"_s : u"the base %1 %2"_s.arg(bound < 0 ? u"-"_s : u"+"_s).arg(std::abs(bound));
}

QString rangeText(const BalanceTarget &t)
{
    if (std::isinf(t.low))
        return u"at most %1"_s.arg(boundText(t.high, t.relative));
    if (std::isinf(t.high))
        return u"at least %1"_s.arg(boundText(t.low, t.relative));
    return u"%1 to %2"_s.arg(boundText(t.low, t.relative), boundText(t.high, t.relative));
}

QString estimateText(const Estimate &e)
{
    return u"%1 (%2 to %3)"_s.arg(e.value, 0, 'f', 2).arg(e.low, 0, 'f', 2).arg(e.high, 0, 'f', 2);
}

QString differenceText(const Estimate &e)
{
    return u"%1%2 (%3 to %4)"_s.arg(e.value > 0 ? u"+"_s : QString())
        .arg(e.value, 0, 'f', 2)
        .arg(e.low, 0, 'f', 2)
        .arg(e.high, 0, 'f', 2);
}

QString verdictText(TargetVerdict v)
{
    return QString::fromLatin1(verdictName(v));
}

QString valuesText(const BalanceSpec &spec, const BalanceCandidate &c)
{
    QStringList parts;
    for (std::size_t i = 0; i < spec.parameters.size(); ++i) {
        const BalanceParameter &p = spec.parameters[i];
        parts << u"%1=%2"_s.arg(QString::fromStdString(p.path),
            p.isList() ? SweepValues::listText(p.lists[std::size_t(c.values[i])]) : QString::number(c.values[i]));
    }
    return parts.join(u", "_s);
}

QJsonObject estimateJson(const Estimate &e)
{
    return {{u"value"_s, e.value}, {u"low"_s, e.low}, {u"high"_s, e.high}, {u"n"_s, qint64(e.n)}};
}

QJsonObject reportJson(const BalanceSpec &spec, const BalanceReport &r)
{
    QJsonArray candidates;
    for (const auto &c : r.candidates) {
        QJsonObject o {{u"values"_s, valuesText(spec, c)}, {u"games"_s, qint64(c.games)}};
        if (!c.errors.empty())
            o[u"refused"_s] = QString::fromStdString(c.errors.front().message);
        else
            o[u"loss"_s] = QJsonObject {{u"value"_s, c.loss}, {u"low"_s, c.lossLow}, {u"high"_s, c.lossHigh}};
        candidates.append(o);
    }
    QJsonArray targets;
    for (std::size_t t = 0; t < spec.targets.size(); ++t) {
        const auto &target = spec.targets[t];
        targets.append(QJsonObject {{u"measure"_s, QString::fromStdString(target.measure)},
            {u"low"_s, std::isinf(target.low) ? QJsonValue() : QJsonValue(target.low)},
            {u"high"_s, std::isinf(target.high) ? QJsonValue() : QJsonValue(target.high)},
            {u"constraint"_s, target.constraint}, {u"weight"_s, target.weight}, {u"relative"_s, target.relative},
            {u"base"_s, t < r.baseFigures.size() ? estimateJson(r.baseFigures[t]) : QJsonObject()}});
    }
    QJsonArray proposals;
    for (const auto &p : r.proposals) {
        QJsonArray figures;
        for (std::size_t t = 0; t < p.figures.size(); ++t) {
            QJsonObject figure {{u"measure"_s, QString::fromStdString(spec.targets[t].measure)},
                {u"estimate"_s, estimateJson(p.figures[t])}, {u"verdict"_s, verdictText(p.verdicts[t])}};
            if (t < p.vsBest.size() && p.vsBest[t].n > 0)
                figure[u"vs_best"_s] = estimateJson(p.vsBest[t]);
            figures.append(figure);
        }
        const auto &c = r.candidates[std::size_t(p.candidate)];
        QJsonObject proposal {{u"values"_s, valuesText(spec, c)}, {u"rules"_s, QString::fromStdString(c.rules)},
            {u"loss"_s, p.loss}, {u"games"_s, p.report.games}, {u"figures"_s, figures}};
        if (!r.cancelled)
            proposal[u"alike_best"_s] = p.alikeBest;
        proposals.append(proposal);
    }
    return {{u"variant"_s, QString::fromStdString(spec.base->id)}, {u"players"_s, spec.simulation.players},
        {u"seed"_s, QString::number(spec.simulation.seed)}, {u"budget"_s, qint64(spec.budget)}, {u"rounds"_s, r.rounds},
        {u"search_games"_s, qint64(r.searchGames)}, {u"confirmation_games"_s, qint64(r.confirmationGames)},
        {u"cancelled"_s, r.cancelled}, {u"targets"_s, targets}, {u"candidates"_s, candidates},
        {u"proposals"_s, proposals}};
}

void printReport(const BalanceSpec &spec, const BalanceReport &r)
{
    QTextStream out(stdout);
    int refused = 0;
    for (const auto &c : r.candidates)
        refused += c.errors.empty() ? 0 : 1;
    out << u"%1, %2 players, seed %3\n"_s.arg(QString::fromStdString(spec.base->id))
               .arg(spec.simulation.players)
               .arg(spec.simulation.seed);
    out << u"searched %1 candidates (%2 refused by the rules, never played) in %3, %4 games; the best "
           "%5 played again on %6 fresh games, each game also under the base rules\n"_s.arg(r.candidates.size())
               .arg(refused)
               .arg(r.rounds == 1 ? u"1 round"_s : u"%1 rounds"_s.arg(r.rounds))
               .arg(r.searchGames)
               .arg(r.proposals.size())
               .arg(r.confirmationGames);
    if (r.cancelled)
        out << u"cancelled: the best so far, on the search's games only\n"_s;
    for (std::size_t k = 0; k < r.proposals.size(); ++k) {
        const auto &p = r.proposals[k];
        out << u"\nproposal %1: %2\n"_s.arg(k + 1).arg(valuesText(spec, r.candidates[std::size_t(p.candidate)]));
        if (k > 0 && !r.cancelled)
            out << (p.alikeBest ? u"  cannot be told apart from proposal 1 on these games\n"_s
                                : u"  the games tell it apart from proposal 1\n"_s);
        for (std::size_t t = 0; t < spec.targets.size(); ++t) {
            const auto &target = spec.targets[t];
            out << u"  %1 %2  %3 wanted %4%5"_s.arg(QString::fromStdString(target.measure), -24)
                       .arg(t < p.figures.size()
                               ? estimateText(p.figures[t]) + (target.relative ? u" from the base"_s : QString())
                               : u"-"_s,
                           -24)
                       .arg((t < p.verdicts.size() ? verdictText(p.verdicts[t]) : u"not confirmed"_s) + u',', -12)
                       .arg(rangeText(target))
                       .arg(target.constraint ? u" (required)"_s : QString());
            if (t < r.baseFigures.size())
                out << u", base %1"_s.arg(estimateText(r.baseFigures[t]));
            if (t < p.vsBest.size() && p.vsBest[t].n > 0)
                out << u", against proposal 1 %1"_s.arg(differenceText(p.vsBest[t]));
            out << '\n';
        }
    }
    out << u"\n(95% intervals on the fresh games; \"cannot tell\": the interval reaches both inside and outside "
           "what is wanted. Against proposal 1: the difference on the same games. A proposal cannot be told apart "
           "from proposal 1 when on every target either both meet it or that difference may be zero, after "
           "allowing for all the comparisons made)\n"_s;
}

// The proposals as house-rule files in `dir`, never over an existing file.
int writeProposals(const BalanceSpec &spec, const BalanceReport &r, const QString &dir)
{
    QTextStream err(stderr);
    if (!QDir().mkpath(dir)) {
        err << "houserules-cli: --out: cannot make the folder " << dir << '\n';
        return 1;
    }
    for (std::size_t k = 0; k < r.proposals.size(); ++k) {
        const QString file = QDir(dir).filePath(u"proposal-%1.yaml"_s.arg(k + 1));
        if (QFileInfo::exists(file)) {
            err << "houserules-cli: --out: " << file << " exists; choose an empty folder\n";
            return 1;
        }
        QSaveFile out(file);
        const auto &c = r.candidates[std::size_t(r.proposals[k].candidate)];
        if (!out.open(QIODevice::WriteOnly) || out.write(QByteArray::fromStdString(c.rules)) < 0 || !out.commit()) {
            err << "houserules-cli: --out: cannot write " << file << ": " << out.errorString() << '\n';
            return 1;
        }
        err << "houserules-cli: proposal " << k + 1 << " written as " << file << '\n';
    }
    (void)spec;
    return 0;
}

// balance's options and help.
void addBalanceOptions(CommandParser &parser)
{
    parser.setApplicationDescription(
        u"Find the house rule: vary parameters over ranges and search, by simulation on common seeds, for the "
        "rule whose figures meet the targets; the best few are played again on fresh seeds with the base and "
        "reported with 95% intervals against every target. Measures: first_player_advantage (points), seat_gap "
        "(points), length (decisions), turns, rounds, lead_changes, drama (%), decided_at (%), skill_gradient "
        "(points: the heuristic bot against random ones, in games of their own), figure:NAME (a figure the game "
        "reports). A bound written base, base+N or base-N is the base's own figure, or that much from it."_s);
    parser.addPositionalArgument(u"VARIANT"_s, u"The variant to start from (an id or a file)."_s);
    parser.addOptions({
        {u"vary"_s,
            u"A parameter and its range, PATH=A..B (as --sweep names them), or a list parameter's candidates, one "
            "whole list each: PATH=[0..10],[0..12]. Give it once per parameter."_s,
            u"PATH=A..B"_s},
        {u"target"_s,
            u"A goal: MEASURE=A..B, MEASURE=A.. (at least), MEASURE=..B (at most) or MEASURE=X+-T, with an "
            "optional weight @W (default 1); a bound may be base, base+N or base-N (length=..base: no longer than "
            "the base's games). Give it once per goal."_s,
            u"MEASURE=A..B"_s},
        {u"require"_s, u"A constraint, written as --target: a rule that breaks it is never proposed first."_s,
            u"MEASURE=A..B"_s},
        {u"players"_s, u"Number of players."_s, u"N"_s},
        {u"bots"_s, u"One bot for every seat, or one per seat separated by commas: "_s + botsHelp() + u'.', u"SPEC"_s},
        {u"budget"_s, u"Games in all, the confirmation's included (default 20000)."_s, u"G"_s, u"20000"_s},
        {u"candidates"_s, u"The most candidates tried (default 32; every point when there are fewer)."_s, u"K"_s,
            u"32"_s},
        {u"proposals"_s, u"Proposals played again on fresh seeds (1 to 5, default 3)."_s, u"P"_s, u"3"_s},
        {u"seed"_s, u"Seed; the same seed gives the same search (default 1)."_s, u"S"_s, u"1"_s},
        {u"threads"_s, u"Worker threads (default: one per core). Does not change the result."_s, u"T"_s},
        {u"out"_s, u"Write each proposal as a house rule, proposal-1.yaml ..., into the folder DIR."_s, u"DIR"_s},
        {u"json"_s, u"Print JSON instead of a table."_s},
        {u"slurm"_s,
            u"Play each round of the search as Slurm job arrays through houserules-slurm, one array of N tasks "
            "per candidate; the same search as on one machine. The confirmation plays here."_s,
            u"N"_s},
        {u"slurm-out"_s,
            u"With --slurm: where the rounds' rules, shards and results go (on a file system every "
            "node sees)."_s,
            u"DIR"_s},
        {u"slurm-script"_s,
            u"With --slurm: houserules-slurm to use (default: next to this program, else on the "
            "PATH)."_s,
            u"PATH"_s},
        {u"slurm-partition"_s, u"With --slurm: the Slurm partition."_s, u"P"_s},
        {u"slurm-time"_s, u"With --slurm: the time limit per task, in Slurm's syntax."_s, u"T"_s},
        {u"slurm-local"_s,
            u"With --slurm: run the shards on this machine instead, a "
            "trial without a cluster."_s},
    });
    parser.addOptions(notebookOptions(true)); // kept like simulate's runs: `notebook searches`, `notebook rerun`
}

// The options balance cannot do without.
std::optional<int> checkRequired(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usageError(u"balance needs exactly one variant to start from"_s);
    for (const auto &required : {u"players"_s, u"bots"_s, u"vary"_s})
        if (!parser.isSet(required))
            return usageError(u"balance needs --%1"_s.arg(required));
    if (!parser.isSet(u"target"_s) && !parser.isSet(u"require"_s))
        return usageError(u"balance needs at least one --target or --require"_s);
    return std::nullopt;
}

// --players, --seed, --budget, --candidates, --proposals and --bots.
std::optional<int> readSearchSize(const QCommandLineParser &parser, BalanceSpec &spec)
{
    bool ok = false;
    spec.simulation.players = parser.value(u"players"_s).toInt(&ok);
    if (!ok)
        return usageError(u"--players expects a whole number, not '%1'"_s.arg(parser.value(u"players"_s)));
    spec.simulation.seed = parser.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return usageError(u"--seed expects a non-negative whole number, not '%1'"_s.arg(parser.value(u"seed"_s)));
    spec.budget = parser.value(u"budget"_s).toLongLong(&ok);
    if (!ok || spec.budget <= 0)
        return usageError(u"--budget expects a positive whole number, not '%1'"_s.arg(parser.value(u"budget"_s)));
    spec.candidates = parser.value(u"candidates"_s).toInt(&ok);
    if (!ok || spec.candidates < 1 || spec.candidates > 1000)
        return usageError(
            u"--candidates expects a whole number from 1 to 1000, not '%1'"_s.arg(parser.value(u"candidates"_s)));
    spec.proposals = parser.value(u"proposals"_s).toInt(&ok);
    if (!ok)
        return usageError(u"--proposals expects a whole number, not '%1'"_s.arg(parser.value(u"proposals"_s)));
    const auto bots = splitBotSpecs(parser.value(u"bots"_s).toStdString());
    if (bots.size() != 1 && int(bots.size()) != spec.simulation.players)
        return usageError(
            u"--bots names %1 bots for %2 players; give one for all seats or one per seat"_s.arg(bots.size())
                .arg(spec.simulation.players));
    for (int seat = 0; seat < spec.simulation.players; ++seat)
        spec.simulation.bots.push_back(bots[bots.size() == 1 ? 0 : std::size_t(seat)]);
    return std::nullopt;
}

// --vary, --target and --require: what the search varies and what it wants.
std::optional<int> readGoals(const QCommandLineParser &parser, BalanceSpec &spec)
{
    for (const QString &text : parser.values(u"vary"_s)) {
        BalanceParameter p;
        if (!parseVary(text, p))
            return usageError(
                u"--vary expects PATH=A..B with A <= B, for example hand_size=2..6, or lists in brackets, for "
                "example deck.values=[0..10],[0..12], not '%1'"_s.arg(text));
        spec.parameters.push_back(p);
    }
    for (const bool constraint : {false, true})
        for (const QString &text : parser.values(constraint ? u"require"_s : u"target"_s)) {
            const auto t = parseBalanceTarget(text.toStdString(), constraint);
            if (!t)
                return usageError(
                    u"--%1 expects MEASURE=A..B, MEASURE=A.., MEASURE=..B or MEASURE=X+-T, any bound "
                    "written relative to the base's figure as base, base+N or base-N%2, for example "
                    "length=40..60 or length=..base, not '%3'"_s.arg(constraint ? u"require"_s : u"target"_s)
                        .arg(constraint ? QString() : u" (and @W for a weight)"_s)
                        .arg(text));
            spec.targets.push_back(*t);
        }
    return std::nullopt;
}

// Every option of the search but the Slurm ones, in the order their usage
// errors are reported.
std::optional<int> readBalanceOptions(const QCommandLineParser &parser, BalanceSpec &spec, RunOptions &options)
{
    if (const auto error = checkRequired(parser))
        return error;
    if (const auto error = readSearchSize(parser, spec))
        return error;
    if (const auto error = readGoals(parser, spec))
        return error;
    return readThreads(parser, options);
}

// Checks the players and bots before the search starts: a simulation
// cancelled before its first game. False after printing why not.
bool playersAndBotsFit(const SimulationSpec &simulation, const Game &game, const Variant &base)
{
    SimulationSpec check = simulation;
    check.ruleset = game.compile(base);
    check.games = 1;
    RunOptions none;
    const std::atomic<bool> stop {true};
    none.cancel = &stop;
    if (auto checked = simulate(check, none); !checked) {
        printErrors(checked.errors());
        return false;
    }
    return true;
}

// --slurm and its options: the search's rounds played as Slurm job arrays.
std::optional<int> readSlurm(const QCommandLineParser &parser, BalanceSpec &spec)
{
    if (!parser.isSet(u"slurm"_s))
        return std::nullopt;
    bool ok = false;
    SlurmRounds how;
    how.tasks = parser.value(u"slurm"_s).toInt(&ok);
    if (!ok || how.tasks < 1 || how.tasks > 100000)
        return usageError(
            u"--slurm expects a number of tasks from 1 to 100000, not '%1'"_s.arg(parser.value(u"slurm"_s)));
    if (!parser.isSet(u"slurm-out"_s))
        return usageError(u"--slurm needs --slurm-out DIR, a folder every node sees"_s);
    how.folder = QFileInfo(parser.value(u"slurm-out"_s)).absoluteFilePath();
    how.script = parser.isSet(u"slurm-script"_s) ? parser.value(u"slurm-script"_s) : findSlurmScript();
    if (how.script.isEmpty() || !QFileInfo(how.script).isExecutable())
        return usageError(u"--slurm: no houserules-slurm found; give --slurm-script PATH"_s);
    if (parser.isSet(u"slurm-local"_s))
        how.scriptArgs << u"--local"_s;
    for (const auto &option : {u"partition"_s, u"time"_s})
        if (parser.isSet(u"slurm-"_s + option))
            how.scriptArgs << u"--"_s + option << parser.value(u"slurm-"_s + option);
    how.cli = QCoreApplication::applicationFilePath();
    how.players = spec.simulation.players;
    how.bots = spec.simulation.bots;
    spec.playRound = slurmRounds(how);
    return std::nullopt;
}

// Runs the search, prints its report, keeps it in the notebook and writes
// the proposals asked for; the exit status.
int runSearch(const QCommandLineParser &parser, const BalanceSpec &spec, RunOptions &options)
{
    if (const auto refused = refuseUnusableNotebook(parser)) // refused before the search, not after
        return *refused;
    showProgressOnTerminal(options);
    Interruption interruption; // SIGINT, SIGTERM: the best so far is printed, marked cancelled
    options.cancel = interruption.flag();
    const auto report = balance(spec, options);
    if (options.progress)
        QTextStream(stderr) << '\n';
    if (!report) {
        printErrors(report.errors());
        return 1;
    }
    if (parser.isSet(u"json"_s))
        QTextStream(stdout) << QJsonDocument(reportJson(spec, *report)).toJson();
    else
        printReport(spec, *report);
    if (!report->cancelled) // as simulate: a search cut short cannot be played again exactly
        keepBalanceInNotebook(parser, spec, *report);
    if (parser.isSet(u"out"_s))
        if (const int written = writeProposals(spec, *report, parser.value(u"out"_s)); written != 0)
            return written;
    return report->cancelled ? interruption.exitStatus() : 0;
}

} // namespace

int runBalance(const QStringList &arguments)
{
    CommandParser parser;
    addBalanceOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    BalanceSpec spec;
    RunOptions options;
    if (const auto error = readBalanceOptions(parser, spec, options))
        return *error;
    const VariantLoader loader = userVariantLoader();
    auto base = loader.load(parser.positionalArguments().front().toStdString());
    if (!base) {
        printErrors(base.errors());
        return 1;
    }
    const Game *game = Registry::instance().game(base->game);
    if (!playersAndBotsFit(spec.simulation, *game, *base))
        return 2;
    spec.base = &*base;
    spec.game = game;
    spec.loader = &loader;
    if (const auto error = readSlurm(parser, spec))
        return *error;
    return runSearch(parser, spec, options);
}
