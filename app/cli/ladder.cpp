// houserules-cli ladder: the app's levels measured against each other in
// every mode of a game (issue 26 §3). The rungs and their verdicts are the
// engine's (core/simulation/ladder.h); this file plays them with the simulator and
// prints the table.

#include "commands.h"
#include "interruption.h"
#include "runoptions.h"

#include "core/bots/searchbot.h"
#include "core/simulation/ladder.h"
#include "core/simulation/simulator.h"
#include "registry.h"
#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// One mode of a game: a variant at a number of players.
struct Mode {
    QString variant; // its id
    std::shared_ptr<const Ruleset> ruleset;
    int players = 0;
};

// A rung played in a mode.
struct Row {
    const Mode *mode = nullptr;
    LadderRung rung;
    int gamesAsked = 0;
    RungMeasure measure;
    bool cancelled = false;
};

QString percent(double share)
{
    return QString::number(100 * share, 'f', 1) + u'%';
}

// In points, with a true minus sign: "−12.1".
QString points(double share)
{
    const double x = 100 * share;
    const QString text = QString::number(std::abs(x), 'f', 1);
    return x < 0 && text != u"0.0"_s ? u"\u2212"_s + text : text;
}

QString pText(double p)
{
    return p < 0.0001 ? u"<0.0001"_s : QString::number(p, 'g', 2);
}

QString modeText(const Mode &mode)
{
    return u"%1, %2 players"_s.arg(mode.variant).arg(mode.players);
}

QString versusText(const Row &row)
{
    const int others = row.mode->players - 1;
    return u"%1 vs %2 %3"_s.arg(QString::fromStdString(row.rung.name))
        .arg(others)
        .arg(QString::fromStdString(row.rung.opponentName));
}

QStringList cells(const Row &row, const RungVerdict &verdict, std::uint64_t seed)
{
    const RungMeasure &m = row.measure;
    const QString games
        = row.cancelled ? u"%1 of %2 (cancelled)"_s.arg(m.games).arg(row.gamesAsked) : QString::number(m.games);
    return {modeText(*row.mode), QString::fromStdString(row.rung.name), versusText(row), games, QString::number(seed),
        percent(m.winRate.value), u"%1\u2013%2"_s.arg(percent(m.winRate.low), percent(m.winRate.high)),
        percent(m.fairShare), u"%1 (%2 to %3)"_s.arg(points(m.edge.value), points(m.edge.low), points(m.edge.high)),
        pText(m.pValue), verdict.separates() ? u"separates"_s : u"does not separate"_s};
}

const QStringList kHeader {u"mode"_s, u"rung"_s, u"bot vs opponents"_s, u"games"_s, u"seed"_s, u"win rate"_s,
    u"95% interval"_s, u"fair share"_s, u"edge, points (95%)"_s, u"p"_s, u"verdict"_s};

void printTable(QTextStream &out, const std::vector<QStringList> &rows, bool markdown)
{
    if (markdown) {
        const auto line = [&](const QStringList &c) { out << "| " << c.join(u" | "_s) << " |\n"; };
        line(kHeader);
        out << '|' << QString(u"---|"_s).repeated(kHeader.size()) << '\n';
        for (const auto &row : rows)
            line(row);
        return;
    }
    std::vector<qsizetype> widths;
    for (const auto &h : kHeader)
        widths.push_back(h.size());
    for (const auto &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row[i].size());
    const auto line = [&](const QStringList &c) {
        QString text;
        for (qsizetype i = 0; i < c.size(); ++i)
            text += (i ? u"  "_s : QString()) + c[i].leftJustified(widths[std::size_t(i)]);
        out << text.trimmed() << '\n';
    };
    line(kHeader);
    for (const auto &row : rows)
        line(row);
}

// `text` in lines of at most `width` characters, broken at spaces.
QString wrapped(const QString &text, qsizetype width)
{
    QString result, line;
    for (const auto &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            result += line + u'\n';
            line.clear();
        }
        line += (line.isEmpty() ? QString() : u" "_s) + word;
    }
    return result + line + u'\n';
}

// The command and what the numbers mean, under the table: paragraphs
// (Markdown) or lines of 100 characters. `cutShort`: the searches that the
// hard level's ceiling stopped (nothing: the table has no hard rung).
void printNotes(
    QTextStream &out, std::size_t rungs, const QString &command, bool markdown, std::optional<std::int64_t> cutShort)
{
    // The command stays on one line, to be copied.
    out << u"\nCommand: %1\n"_s.arg(markdown ? u"`%1`"_s.arg(command) : command);
    QString ceiling;
    if (cutShort)
        ceiling = *cutShort == 0 ? u"No decision of this table reached it. "_s
                                 : u"%1 of its decisions reached it (a busy or slow machine): its hard rungs may "
                                   "come out otherwise when played again. "_s.arg(*cutShort);
    const QStringList notes {
        u"The tested bot sits in seat 1 and the opponent's bot in every other seat; the simulator draws the first "
        "player of every game at random, so the tested bot plays every place in the turn order alike. Game n of "
        "a rung is played from Rng::derive(seed, n): the same seed gives the same table for any --threads (the "
        "hard level too, unless a decision reaches its one-second ceiling). "_s
            + ceiling + u"Normal is the heuristic bot."_s,
        u"Fair share: the mean win rate per seat in the rung's own games, the winners summed over the games / "
        "(games x players): what a seat equal to the others wins (a shared win counts for each winner, a game "
        "without a winner for nobody). Edge: the win rate minus the fair share, with the paired 95% interval of "
        "the per-game difference; p: its two-sided p-value, uncorrected."_s,
        u"Verdict: 'separates' when the 95% interval of the win rate (Wilson) lies wholly below the fair share "
        "(easy) or above it (normal, hard) and the edge, on that side, survives Holm's correction over the %1 "
        "of this table (family-wise 5%). Normal above the fair share against easy opponents is normal winning "
        "more often than the easy seats of the same games."_s.arg(
            rungs == 1 ? u"one rung"_s : u"%1 rungs"_s.arg(rungs)),
    };
    for (const auto &note : notes)
        out << '\n' << (markdown ? note + u'\n' : wrapped(note, 100));
}

// ladder's options and help.
void addLadderOptions(CommandParser &parser)
{
    parser.setApplicationDescription(
        u"Measure the app's levels against each other in every mode of the variants: easy against normal "
        "opponents (expected below the fair share), normal against easy opponents (above it) and hard against "
        "normal opponents (above it). The tested bot sits in seat 1, the other level in every other seat; the "
        "first player is drawn at random for every game. Prints per rung the games, the seed, the tested bot's "
        "win rate with its 95% Wilson interval, the fair share, the edge (win rate minus fair share, with the "
        "paired 95% interval of the per-game difference), its uncorrected p-value and a verdict. The fair share "
        "is the mean win rate per seat in the rung's own games (the winners summed over the games, divided by "
        "games times players): a game without a winner counts for nobody, a shared win for each winner. "
        "'separates' when the 95% interval of the win rate lies wholly on the expected side of the fair share "
        "and the edge survives Holm's correction over all the rungs of the table (family-wise 5%); otherwise "
        "'does not separate'. Without --players (or VARIANT:N), every player count the variant allows; --all "
        "plays the benchmarks' ladder table (docs/BENCHMARKS.md)."_s);
    parser.addPositionalArgument(u"VARIANT"_s,
        u"Variant id (e.g. blasting-billy/standard) or file; several are played as one table. VARIANT:N plays "
        "the variant at N players only (boomo/short:4)."_s,
        u"VARIANT[:N]..."_s);
    parser.addOptions({
        {u"all"_s,
            u"Every mode of the benchmarks' ladder table instead of variants: Blasting Billy at 2 to 5 players, Boomo "
            "standard and short, Halunken & Spelunken introductory, standard and two-player, Wyatt Earp standard "
            "and poker for shares (4 players where the mode allows more)."_s},
        {u"players"_s, u"Only this number of players (default: every number the variant allows)."_s, u"N"_s},
        {u"games"_s, u"Games of each easy and normal rung (default 2000)."_s, u"G"_s, u"2000"_s},
        {u"hard-games"_s, u"Games of each hard rung (default 200; the search bot takes seconds a game)."_s, u"G"_s,
            u"200"_s},
        {u"seed"_s, u"Seed of every rung; the same seed gives the same table (default 1)."_s, u"S"_s, u"1"_s},
        {u"threads"_s, u"Worker threads (default: one per core). Does not change the result."_s, u"T"_s},
        {u"rungs"_s, u"The rungs to play, separated by commas (default easy,normal,hard)."_s, u"LIST"_s,
            u"easy,normal,hard"_s},
        {u"markdown"_s, u"Print the table in Markdown (for the benchmarks) instead of aligned text."_s},
    });
}

// What ladder's command line asks for, read and checked.
struct LadderOptions {
    bool all = false;     // --all: the benchmarks' modes
    QStringList variants; // VARIANT[:N]...
    int players = 0;      // --players (0: every number a variant allows)
    int games = 0;        // of each easy and normal rung
    int hardGames = 0;    // of each hard rung
    std::uint64_t seed = 0;
    RunOptions run;
    QString rungNames; // --rungs as given, for the command
    std::vector<LadderRung> rungs;
    bool markdown = false;
};

bool isHard(const LadderRung &rung)
{
    return rung.bot == kHardBotName;
}

// --all or the variants, and --players.
std::optional<int> readModeOptions(const QCommandLineParser &parser, LadderOptions &options)
{
    options.all = parser.isSet(u"all"_s);
    options.variants = parser.positionalArguments();
    if (options.all && !options.variants.isEmpty())
        return usageError(u"ladder --all plays the benchmarks' modes: leave out the variants"_s);
    if (options.all && parser.isSet(u"players"_s))
        return usageError(u"ladder --all plays the benchmarks' modes, each at its players: leave out --players"_s);
    if (!options.all && options.variants.isEmpty())
        return usageError(u"ladder needs a variant (or --all)"_s);
    if (parser.isSet(u"players"_s)) {
        bool ok = false;
        options.players = parser.value(u"players"_s).toInt(&ok);
        if (!ok || options.players <= 0)
            return usageError(u"--players expects a positive whole number, not '%1'"_s.arg(parser.value(u"players"_s)));
    }
    return std::nullopt;
}

// Every option, in the order its usage errors are reported.
std::optional<int> readLadderOptions(const QCommandLineParser &parser, LadderOptions &options)
{
    if (const auto error = readModeOptions(parser, options))
        return error;
    bool ok = false;
    options.games = parser.value(u"games"_s).toInt(&ok);
    if (!ok || options.games <= 0)
        return usageError(u"--games expects a positive whole number, not '%1'"_s.arg(parser.value(u"games"_s)));
    options.hardGames = parser.value(u"hard-games"_s).toInt(&ok);
    if (!ok || options.hardGames <= 0)
        return usageError(
            u"--hard-games expects a positive whole number, not '%1'"_s.arg(parser.value(u"hard-games"_s)));
    options.seed = parser.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return usageError(u"--seed expects a non-negative whole number, not '%1'"_s.arg(parser.value(u"seed"_s)));
    if (const auto error = readThreads(parser, options.run))
        return error;
    options.rungNames = parser.value(u"rungs"_s);
    std::vector<std::string> rungNames;
    for (const auto &name : options.rungNames.split(u','))
        rungNames.push_back(name.trimmed().toStdString());
    std::string why;
    auto rungs = ladderRungs(rungNames, &why);
    if (!rungs)
        return usageError(u"--rungs: %1"_s.arg(QString::fromStdString(why)));
    options.rungs = std::move(*rungs);
    options.markdown = parser.isSet(u"markdown"_s);
    return std::nullopt;
}

// The modes asked for: the benchmarks', or each variant at its players
// (0: every number it allows).
std::optional<int> wantedModes(const LadderOptions &options, std::vector<std::pair<QString, int>> &wanted)
{
    if (options.all) {
        for (const auto &m : ladderTableModes())
            wanted.emplace_back(QString::fromStdString(m.variant), m.players);
        return std::nullopt;
    }
    static const QRegularExpression withPlayers(u"^(.+):(\\d+)$"_s);
    for (const QString &item : options.variants) {
        const auto m = withPlayers.match(item);
        if (!m.hasMatch() || QFileInfo::exists(item)) {
            wanted.emplace_back(item, options.players);
            continue;
        }
        if (options.players != 0)
            return usageError(u"%1 names its players: leave out --players"_s.arg(item));
        wanted.emplace_back(m.captured(1), m.captured(2).toInt());
        if (wanted.back().second <= 0)
            return usageError(u"%1: the players after ':' must be a positive whole number"_s.arg(item));
    }
    return std::nullopt;
}

// The wanted modes with their variants loaded and compiled, one per number
// of players.
std::optional<int> loadModes(const std::vector<std::pair<QString, int>> &wanted, std::vector<Mode> &modes)
{
    const Registry &registry = Registry::instance();
    const VariantLoader loader = userVariantLoader();
    for (const auto &[ref, count] : wanted) {
        auto variant = loader.load(ref.toStdString());
        if (!variant) {
            printErrors(variant.errors());
            return 1;
        }
        const QString id = QString::fromStdString(variant->id);
        auto ruleset = registry.game(variant->game)->compile(*variant);
        const int low = ruleset->minPlayers(), high = ruleset->maxPlayers();
        if (count != 0 && (count < low || count > high))
            return usageError(u"--players: %1 is for %2 to %3 players, not %4"_s.arg(id).arg(low).arg(high).arg(count));
        for (int n = count ? count : low; n <= (count ? count : high); ++n)
            modes.push_back({id, ruleset, n});
    }
    return std::nullopt;
}

// The command that plays this table again, whatever the threads.
QString replayCommand(const LadderOptions &options)
{
    QStringList command {u"houserules-cli ladder"_s};
    command << (options.all ? QStringList {u"--all"_s} : options.variants);
    if (options.players)
        command << u"--players %1"_s.arg(options.players);
    command << u"--rungs %1"_s.arg(options.rungNames);
    if (!std::all_of(options.rungs.begin(), options.rungs.end(), isHard))
        command << u"--games %1"_s.arg(options.games);
    if (std::any_of(options.rungs.begin(), options.rungs.end(), isHard))
        command << u"--hard-games %1"_s.arg(options.hardGames);
    command << u"--seed %1"_s.arg(options.seed);
    if (options.markdown)
        command << u"--markdown"_s;
    return command.join(u' ');
}

// Plays the row `index` of `count`, saying on stderr what it plays and how
// it went; false after printing the simulator's objections.
bool playRow(Row &row, std::size_t index, std::size_t count, const LadderOptions &options, QTextStream &err)
{
    SimulationSpec spec;
    spec.ruleset = row.mode->ruleset;
    spec.players = row.mode->players;
    spec.bots = ladderBots(row.rung, spec.players);
    spec.games = row.gamesAsked;
    spec.seed = options.seed;
    err << u"[%1/%2] %3: %4, %5 games, seed %6\n"_s.arg(index + 1)
               .arg(count)
               .arg(modeText(*row.mode), versusText(row))
               .arg(row.gamesAsked)
               .arg(options.seed);
    err.flush();
    QElapsedTimer timer;
    timer.start();
    const auto report = simulate(spec, options.run);
    if (!report) {
        printErrors(report.errors());
        return false;
    }
    row.measure = measureRung(report->tally);
    row.cancelled = report->cancelled;
    err << u"  win rate %1, fair share %2 (%3 s)\n"_s.arg(percent(row.measure.winRate.value),
        percent(row.measure.fairShare), QString::number(double(timer.elapsed()) / 1000, 'f', 1));
    err.flush();
    return true;
}

// The table of the rows played, with its verdicts, and the notes under it.
void printLadder(
    const std::vector<Row> &rows, const LadderOptions &options, const QString &command, std::int64_t cutShort)
{
    std::vector<RungMeasure> measures;
    std::vector<LadderSide> sides;
    for (const auto &row : rows) {
        measures.push_back(row.measure);
        sides.push_back(row.rung.expected);
    }
    const auto verdicts = ladderVerdicts(measures, sides);
    std::vector<QStringList> table;
    for (std::size_t i = 0; i < rows.size(); ++i)
        table.push_back(cells(rows[i], verdicts[i], options.seed));
    QTextStream out(stdout);
    printTable(out, table, options.markdown);
    const bool anyHard = std::any_of(rows.begin(), rows.end(), [&](const Row &row) { return isHard(row.rung); });
    printNotes(
        out, rows.size(), command, options.markdown, anyHard ? std::optional<std::int64_t>(cutShort) : std::nullopt);
    out.flush();
}

// Plays every rung in every mode and prints the table; the exit status.
int playLadder(const std::vector<Mode> &modes, LadderOptions &options, const QString &command)
{
    std::vector<Row> rows;
    for (const auto &mode : modes)
        for (const auto &rung : options.rungs)
            rows.push_back({&mode, rung, isHard(rung) ? options.hardGames : options.games, {}, false});

    showProgressOnTerminal(options.run);
    Interruption interruption; // SIGINT, SIGTERM: the rung under way stops, the table so far is printed
    options.run.cancel = interruption.flag();
    QTextStream err(stderr);
    const std::int64_t cutBefore = searchesCutShort();
    std::size_t played = 0;
    for (auto &row : rows) {
        if (!playRow(row, played, rows.size(), options, err))
            return 1;
        ++played;
        if (row.cancelled)
            break;
    }
    rows.resize(played);

    const std::int64_t cutShort = searchesCutShort() - cutBefore;
    printLadder(rows, options, command, cutShort);
    if (cutShort > 0)
        err << u"houserules-cli: %1 of the hard level's decisions reached their one-second ceiling; the hard "
               "rungs may not repeat\n"_s.arg(cutShort);
    if (!rows.empty() && rows.back().cancelled) {
        err << "houserules-cli: ladder cancelled; the table shows the rungs played so far\n";
        return interruption.exitStatus();
    }
    return 0;
}

} // namespace

int runLadder(const QStringList &arguments)
{
    CommandParser parser;
    addLadderOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    LadderOptions options;
    if (const auto error = readLadderOptions(parser, options))
        return *error;
    std::vector<std::pair<QString, int>> wanted;
    if (const auto error = wantedModes(options, wanted))
        return *error;
    std::vector<Mode> modes;
    if (const auto error = loadModes(wanted, modes))
        return *error;
    return playLadder(modes, options, replayCommand(options));
}
