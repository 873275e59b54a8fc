#include "commands.h"

#include "core/simulator.h"
#include "registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString percent(double share)
{
    return QString::number(100.0 * share, 'f', 1) + u'%';
}

void printTable(const SimulationReport &report, const SimulationSpec &spec, double seconds)
{
    QTextStream out(stdout);
    out << QString::fromStdString(spec.ruleset->variant().id) << ", " << spec.players << " players, " << report.games
        << " games, seed " << spec.seed << " (" << QString::number(seconds, 'f', 2) << " s)\n\n";
    out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(u"seat"_s, -4)
               .arg(u"bot"_s, -10)
               .arg(u"wins"_s, 8)
               .arg(u"win rate (95% CI)"_s, -26)
               .arg(u"mean score"_s, 10)
               .arg(u"shot down"_s, 9);
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const auto &s = report.seats[seat];
        const auto shot = s.figures.find("shot_down");
        out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(seat + 1, -4)
                   .arg(QString::fromStdString(s.bot), -10)
                   .arg(s.wins, 8)
                   .arg(percent(s.winRate) + u" ("_s + percent(s.winRateLow) + u" - "_s + percent(s.winRateHigh) + u')',
                       -26)
                   .arg(s.meanScore, 10, 'f', 2)
                   .arg(shot == s.figures.end() ? u"-"_s : percent(shot->second), 9);
    }
    out << "\nmean game length: " << QString::number(report.meanLength, 'f', 1) << " decisions\n";
    if (const auto shot = report.figures.find("shot_down"); shot != report.figures.end())
        out << "players shot down: " << percent(shot->second) << '\n';
    out << "games without a winner: " << report.gamesWithoutWinner << " ("
        << percent(double(report.gamesWithoutWinner) / report.games) << ")\n";
    out << "(a shared win counts as a win for each player who shares it)\n";
}

QJsonObject toJson(const SimulationReport &report, const SimulationSpec &spec)
{
    QJsonArray seats;
    for (const auto &s : report.seats) {
        QJsonObject figures;
        for (const auto &[name, value] : s.figures)
            figures.insert(QString::fromStdString(name), value);
        seats.append(QJsonObject {
            {u"bot"_s, QString::fromStdString(s.bot)},
            {u"wins"_s, s.wins},
            {u"win_rate"_s, s.winRate},
            {u"win_rate_ci95"_s, QJsonArray {s.winRateLow, s.winRateHigh}},
            {u"mean_score"_s, s.meanScore},
            {u"figures"_s, figures},
        });
    }
    QJsonObject figures;
    for (const auto &[name, value] : report.figures)
        figures.insert(QString::fromStdString(name), value);
    return {
        {u"variant"_s, QString::fromStdString(spec.ruleset->variant().id)},
        {u"players"_s, spec.players},
        {u"games"_s, report.games},
        {u"seed"_s, QString::number(spec.seed)},
        {u"mean_length"_s, report.meanLength},
        {u"games_without_winner"_s, report.gamesWithoutWinner},
        {u"seats"_s, seats},
        {u"figures"_s, figures},
    };
}

} // namespace

int runSimulate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Play many games between bots and print per seat the wins, the win rate "
                                     "with its 95% confidence interval and the mean score; the mean game length; "
                                     "and the share of players shot down."_s);
    parser.addHelpOption();
    parser.addOptions({
        {u"variant"_s, u"Variant id (e.g. blasting-billy/standard) or file."_s, u"V"_s},
        {u"players"_s, u"Number of players."_s, u"N"_s},
        {u"bots"_s, u"One bot for every seat, or one per seat separated by commas: random, heuristic."_s, u"SPEC"_s},
        {u"games"_s, u"Number of games (default 1000)."_s, u"G"_s, u"1000"_s},
        {u"seed"_s, u"Seed; the same seed gives the same result (default 1)."_s, u"S"_s, u"1"_s},
        {u"json"_s, u"Print JSON instead of a table."_s},
    });
    if (!parser.parse(QStringList {u"simulate"_s} + arguments))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(u"simulate takes no file; unexpected '%1'"_s.arg(parser.positionalArguments().first()));
    for (const auto &required : {u"variant"_s, u"players"_s, u"bots"_s})
        if (!parser.isSet(required))
            return usageError(u"simulate needs --%1"_s.arg(required));

    bool ok = false;
    SimulationSpec spec;
    spec.players = parser.value(u"players"_s).toInt(&ok);
    if (!ok)
        return usageError(u"--players expects a whole number, not '%1'"_s.arg(parser.value(u"players"_s)));
    spec.games = parser.value(u"games"_s).toInt(&ok);
    if (!ok || spec.games <= 0)
        return usageError(u"--games expects a positive whole number, not '%1'"_s.arg(parser.value(u"games"_s)));
    spec.seed = parser.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return usageError(u"--seed expects a non-negative whole number, not '%1'"_s.arg(parser.value(u"seed"_s)));
    const QStringList bots = parser.value(u"bots"_s).split(u',');
    if (bots.size() != 1 && bots.size() != spec.players)
        return usageError(
            u"--bots names %1 bots for %2 players; give one for all seats or one per seat"_s.arg(bots.size())
                .arg(spec.players));
    for (int seat = 0; seat < spec.players; ++seat)
        spec.bots.push_back(bots.value(bots.size() == 1 ? 0 : seat).trimmed().toStdString());

    auto ruleset = Registry::instance().ruleset(parser.value(u"variant"_s).toStdString());
    if (!ruleset) {
        printErrors(ruleset.errors());
        return 1;
    }
    spec.ruleset = *ruleset;

    QElapsedTimer timer;
    timer.start();
    const auto report = simulate(spec);
    if (!report) {
        QTextStream err(stderr);
        for (const auto &e : report.errors())
            err << "houserules-cli: --" << QString::fromStdString(e.keyPath) << ": "
                << QString::fromStdString(e.message) << '\n';
        return 2;
    }
    if (parser.isSet(u"json"_s))
        QTextStream(stdout) << QJsonDocument(toJson(*report, spec)).toJson(QJsonDocument::Indented);
    else
        printTable(*report, spec, double(timer.nsecsElapsed()) / 1e9);
    return 0;
}
