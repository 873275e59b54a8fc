#include "commands.h"
#include "json.h"
#include "userdata/recordrules.h"

#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace {

// --legal: what may be decided where the record stops, one decision a line in
// the record's notation (ready to append to its `decisions:`), after a
// comment line that says who decides; or as JSON. Seats count from 1 in
// both (0 in JSON when the game is over).
void printLegal(const houserules::Replayed &replayed, bool json)
{
    const houserules::State &state = *replayed.state;
    std::vector<houserules::Decision> legal;
    if (!state.isTerminal())
        state.legalDecisions(legal);
    const int seat = state.isTerminal() ? -1 : state.currentPlayer();
    const QString player = seat >= 0 && seat < int(replayed.record.players.size())
        ? QString::fromStdString(replayed.record.players[std::size_t(seat)])
        : QString();
    QTextStream out(stdout);
    if (json) {
        QJsonArray decisions;
        for (const auto &decision : legal)
            decisions.append(QString::fromStdString(state.decisionText(decision)));
        const QJsonObject object {{u"applied"_s, replayed.applied}, {u"game_over"_s, state.isTerminal()},
            {u"seat"_s, seat + 1}, {u"player"_s, player}, {u"legal"_s, decisions}};
        out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return;
    }
    if (state.isTerminal()) {
        out << u"# after %1 decisions the game is over: nothing to decide\n"_s.arg(replayed.applied);
        return;
    }
    out << u"# after %1 decisions, %2 (seat %3) decides; %4 legal decisions:\n"_s.arg(replayed.applied)
               .arg(player)
               .arg(seat + 1)
               .arg(legal.size());
    for (const auto &decision : legal)
        out << QString::fromStdString(state.decisionText(decision)) << '\n';
}

} // namespace

int runReplay(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(u"Replay a game record and print the final state and result. "
                                     "An illegal decision stops the replay with its index and the reason "
                                     "(exit status 1)."_s);
    parser.addOption({u"json"_s, u"Print JSON (the default)."_s});
    parser.addOption({u"text"_s, u"Print a readable summary instead of JSON."_s});
    parser.addOption({u"legal"_s,
        u"Print instead the legal decisions where the record stops (a game cut short, or at an illegal "
        "decision), one a line in the record's notation (with --json: as JSON)."_s});
    parser.addPositionalArgument(u"FILE"_s, u"The game record (.yaml)."_s);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(u"replay needs exactly one record file"_s);

    auto replayed = recordrules::replay(parser.positionalArguments().first().toStdString(), userVariantLoader());
    if (!replayed) {
        printErrors(replayed.errors());
        return 1;
    }
    if (parser.isSet(u"legal"_s)) {
        if (parser.isSet(u"text"_s))
            return usageError(u"choose one of --legal and --text"_s);
        // At an illegal decision: what could have been written instead.
        printLegal(*replayed, parser.isSet(u"json"_s));
        if (replayed->stopped) {
            printErrors({*replayed->stopped});
            return 1;
        }
        return 0;
    }
    if (replayed->stopped) {
        printErrors({*replayed->stopped});
        return 1;
    }
    QTextStream out(stdout);
    if (parser.isSet(u"text"_s))
        out << replayText(*replayed);
    else
        out << QJsonDocument(replayJson(*replayed)).toJson(QJsonDocument::Indented);
    return 0;
}
