#include "savegames.h"

#include "commands.h"
#include "userdata/recordrules.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <filesystem>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// What a record's `variant:` says: the id when the loader finds the variant
// by it, else the file's absolute path (a record resolves a relative path
// from its own folder, not from where the command ran).
std::string variantReference(const Variant &variant)
{
    if (!variant.id.ends_with(".yaml") && !std::filesystem::exists(variant.id))
        return variant.id;
    return std::filesystem::absolute(variant.file).lexically_normal().string();
}

} // namespace

QList<QCommandLineOption> saveGamesOptions()
{
    return {
        {u"save-games"_s,
            u"Write N of the simulated games as game records (game-K.yaml, K the game's number in the run) into "
            "the folder DIR, given after N: the first N, or with --save-by the most extreme. A folder that holds "
            "game-*.yaml files already is refused: nothing is overwritten. Replay them in the app or with "
            "'houserules-cli replay'."_s,
            u"N"_s},
        {u"save-by"_s,
            u"With --save-games: save the games with the highest value of FIGURE (a figure the game reports, "
            "summed over the seats, or 'length' in decisions); FIGURE:low for the lowest. Ties: the earlier "
            "game. Plays the games once more to find them (the same games for any --threads)."_s,
            u"FIGURE"_s},
    };
}

std::optional<SaveGamesRequest> saveGamesRequest(
    const QCommandLineParser &parser, const QStringList &positional, QString *error)
{
    if (!parser.isSet(u"save-games"_s)) {
        if (parser.isSet(u"save-by"_s))
            *error = u"--save-by goes with --save-games N DIR"_s;
        else if (!positional.isEmpty())
            *error = u"simulate takes no file; unexpected '%1'"_s.arg(positional.first());
        return std::nullopt;
    }
    SaveGamesRequest request;
    bool ok = false;
    request.count = parser.value(u"save-games"_s).toInt(&ok);
    if (!ok || request.count < 1 || request.count > 100000) {
        *error = u"--save-games expects N DIR with N a whole number from 1 to 100000, not '%1'"_s.arg(
            parser.value(u"save-games"_s));
        return std::nullopt;
    }
    if (positional.size() != 1) {
        *error = positional.isEmpty() ? u"--save-games expects N DIR: the folder to write the records into"_s
                                      : u"--save-games takes one folder; unexpected '%1'"_s.arg(positional.value(1));
        return std::nullopt;
    }
    request.dir = positional.first();
    // Records are never overwritten: a folder that holds some already is
    // refused before anything is played (which games are saved, and so their
    // names, depends on the run).
    const QStringList existing = QDir(request.dir).entryList({u"game-*.yaml"_s}, QDir::Files, QDir::Name);
    if (!existing.isEmpty()) {
        *error = u"--save-games: %1 exists, and game records are never overwritten: give a folder without "
                 "game-*.yaml files"_s.arg(QDir::toNativeSeparators(QDir(request.dir).filePath(existing.first())));
        return std::nullopt;
    }
    QString by = parser.value(u"save-by"_s);
    if (by.endsWith(u":low"_s)) {
        request.pick.lowest = true;
        by.chop(4);
    } else if (by.endsWith(u":high"_s)) {
        by.chop(5);
    }
    if (parser.isSet(u"save-by"_s) && by.isEmpty()) {
        *error = u"--save-by expects a figure's name or 'length', with :low for the lowest"_s;
        return std::nullopt;
    }
    request.pick.figure = by.toStdString();
    return request;
}

int saveGames(
    const SimulationSpec &spec, const Variant &variant, const SaveGamesRequest &request, const RunOptions &options)
{
    QTextStream err(stderr);
    const auto picked = pickGames(spec, request.pick, request.count, options);
    if (!picked) {
        for (const auto &e : picked.errors())
            err << "houserules-cli: --" << QString::fromStdString(e.keyPath) << ": "
                << QString::fromStdString(e.message) << '\n';
        return 2;
    }
    if (!QDir().mkpath(request.dir)) {
        err << "houserules-cli: --save-games: cannot make the folder " << request.dir << '\n';
        return 1;
    }
    const std::string reference = variantReference(variant);
    const QString figure = QString::fromStdString(request.pick.figure);
    for (const PickedGame &game : *picked) {
        auto record = simulatedGame(spec, game.game, reference);
        if (!record) {
            printErrors(record.errors());
            return 1;
        }
        recordrules::carry(*record, variant);
        const QString file = QDir(request.dir).filePath(u"game-%1.yaml"_s.arg(game.game + 1));
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(QByteArray::fromStdString(writeRecord(*record))) < 0
            || !out.commit()) {
            err << "houserules-cli: --save-games: cannot write " << file << ": " << out.errorString() << '\n';
            return 1;
        }
        err << "houserules-cli: saved game " << game.game + 1;
        if (!figure.isEmpty())
            err << " (" << figure << ' ' << game.value << ')';
        err << " as " << QDir::toNativeSeparators(file) << '\n';
    }
    return 0;
}
