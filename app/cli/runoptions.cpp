#include "runoptions.h"

#include "commands.h"

#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <thread>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

QString botsHelp()
{
    return u"random, heuristic, light (the lighter heuristic of the search's trial games; the heuristic bot in a "
           "game without one), easy (the heuristic bot taking a share of its decisions at random; easy:random=P "
           "sets the share), hard (the app's hard level: the search bot with the game's budget of iterations, a "
           "second at most), or the search bot ismcts with options "
           "(ismcts:iterations=2000,c=0.7,rollout=light|heuristic|random,seconds=S)"_s;
}

std::optional<int> readThreads(const QCommandLineParser &parser, houserules::RunOptions &options)
{
    if (!parser.isSet(u"threads"_s))
        return std::nullopt;
    bool ok = false;
    options.threads = parser.value(u"threads"_s).toInt(&ok);
    if (!ok || options.threads <= 0 || options.threads > 1024)
        return usageError(
            u"--threads expects a whole number from 1 to 1024, not '%1'"_s.arg(parser.value(u"threads"_s)));
    return std::nullopt;
}

int threadsUsed(const houserules::RunOptions &options)
{
    return options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
}

void showProgressOnTerminal(houserules::RunOptions &options)
{
    if (!isatty(fileno(stderr)))
        return;
    options.progress = [](const houserules::Progress &p) {
        QTextStream(stderr) << u"\r%1 of %2 games"_s.arg(p.done).arg(p.total) << (p.done == p.total ? "\n" : "");
    };
}
