#include "subcommands.h"

#include "commands.h"

using namespace Qt::Literals::StringLiterals;

namespace {

const Subcommand *g_running = nullptr;

} // namespace

const QList<Subcommand> &subcommands()
{
    static const QList<Subcommand> table {
        {u"validate"_s, u"Check variant files, variant ids and game records"_s, {},
            {u"houserules-cli validate blasting-billy/standard wyatt-earp/poker-for-shares"_s}, runValidate},
        {u"variants"_s, u"List the variant ids, shipped and your own, with titles and players"_s, {},
            {u"houserules-cli variants"_s, u"houserules-cli variants boomo --json"_s}, runVariants},
        {u"replay"_s, u"Replay a game record; print the final state and the result"_s, {},
            {u"houserules-cli simulate --variant boomo/short --players 3 --bots heuristic --games 20 "
             "--save-games 1 games"_s,
                u"houserules-cli replay --text games/game-1.yaml"_s},
            runReplay},
        {u"simulate"_s, u"Play many games between bots; print win rates and the game's figures"_s,
            u"--variant V --players N --bots SPEC [options]"_s,
            {u"houserules-cli simulate --variant blasting-billy/standard --players 4 "
             "--bots heuristic,random,random,random --games 2000 --seed 1"_s,
                u"houserules-cli simulate --variant blasting-billy/four-card-hand "
                "--compare blasting-billy/standard --players 4 --bots heuristic --games 2000"_s},
            runSimulate},
        {u"balance"_s, u"Find the house rule whose figures meet your targets, by simulation"_s,
            u"VARIANT --vary PATH=A..B --target MEASURE=A..B [options]"_s,
            {u"houserules-cli balance blasting-billy/standard --players 4 --bots heuristic --vary hand_size=2..5 "
             "--vary deck.dynamite_per_colour=0..2 --target first_player_advantage=-1..1 --target length=..60 "
             "--budget 8000"_s},
            runBalance},
        {u"merge"_s, u"Combine the --json results of simulate --shard K/N into one"_s, {},
            {u"houserules-cli simulate --variant boomo/standard --players 4 --bots heuristic --games 1000 "
             "--shard 1/2 --json > shard-1.json"_s,
                u"houserules-cli simulate --variant boomo/standard --players 4 --bots heuristic --games 1000 "
                "--shard 2/2 --json > shard-2.json"_s,
                u"houserules-cli merge shard-1.json shard-2.json"_s},
            runMerge},
        {u"notebook"_s, u"List, show, compare and play again the runs kept in the notebook"_s,
            u"ACTION [RUN...] [options]"_s,
            {u"houserules-cli notebook list --game blasting-billy --limit 10"_s,
                u"houserules-cli notebook list --search four-card-hand --json"_s},
            runNotebook},
        {u"bench"_s, u"Measure the engine's games per second, per number of players"_s, {},
            {u"houserules-cli bench --variant boomo/standard --players 4"_s,
                u"houserules-cli bench --bots heuristic --threads 2 --players 4"_s},
            runBench},
        {u"soak"_s, u"Play bot games of every variant of a game, checking every rule"_s, u"--game G [options]"_s,
            {u"houserules-cli soak --game boomo --games 2000 --seed 1"_s}, runSoak},
        {u"ladder"_s, u"Measure the app's levels (easy, normal, hard) against each other"_s, {},
            {u"houserules-cli ladder boomo/short:4 --rungs easy,normal --games 1000"_s}, runLadder},
        {u"print-deck"_s, u"Write a variant's deck as a print-and-play PDF"_s, u"VARIANT --out FILE [options]"_s,
            {u"houserules-cli print-deck blasting-billy/two-dynamite --out deck.pdf --backs"_s}, runPrintDeck},
        {u"print-rules"_s, u"Write a variant's rules as a PDF, in one of five languages"_s,
            u"VARIANT --out FILE [options]"_s,
            {u"houserules-cli print-rules blasting-billy/four-card-hand --lang it --out regole.pdf"_s}, runPrintRules},
    };
    return table;
}

const Subcommand *findSubcommand(const QString &name)
{
    for (const auto &subcommand : subcommands())
        if (subcommand.name == name)
            return &subcommand;
    return nullptr;
}

QStringList subcommandNames()
{
    QStringList names;
    for (const auto &subcommand : subcommands())
        names << subcommand.name;
    return names;
}

int runSubcommand(const Subcommand &subcommand, const QStringList &arguments)
{
    g_running = &subcommand;
    return subcommand.run(arguments);
}

const Subcommand *runningSubcommand()
{
    return g_running;
}
