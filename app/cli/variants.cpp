// houserules-cli variants: every variant id there is to name, the shipped
// ones and the user's own house rules (found as the app finds them), with
// their titles and numbers of players.

#include "commands.h"

#include "registry.h"
#include "userdata/userdata.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <tuple>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

struct Listed {
    QString id;
    QString game;
    QString title; // English, else the file's first language
    QString description;
    QString file;
    int gameOrder = 0; // the registry's order of the games
    bool own = false;  // from the user's folder
    int minPlayers = 0;
    int maxPlayers = 0;
    QString error; // why it does not load; empty when it does
};

QString english(const std::map<std::string, std::string> &texts)
{
    const auto it = texts.find("en");
    if (it != texts.end())
        return QString::fromStdString(it->second);
    return texts.empty() ? QString() : QString::fromStdString(texts.begin()->second);
}

Listed describe(const std::string &id, const VariantLoader &loader, const QString &userDir)
{
    Listed listed;
    listed.id = QString::fromStdString(id);
    listed.game = listed.id.section(u'/', 0, 0);
    // The user's folder is searched first, so a file there is what loads.
    listed.own = QFileInfo::exists(userDir + u'/' + listed.id + u".yaml"_s);
    const auto games = Registry::instance().games();
    listed.gameOrder = int(std::find_if(games.begin(), games.end(), [&](const Game *g) {
        return QString::fromStdString(g->id()) == listed.game;
    }) - games.begin());
    if (const auto file = loader.resolve(id))
        listed.file = QString::fromStdString(file->string());
    const auto variant = loader.load(id);
    if (!variant) {
        listed.error = variant.errors().empty() ? u"does not load"_s
                                                : QString::fromStdString(variant.errors().front().toString());
        return listed;
    }
    if (QString::fromStdString(variant->game) != listed.game) {
        listed.error
            = u"%1: holds rules for another game (%2)"_s.arg(listed.file, QString::fromStdString(variant->game));
        return listed;
    }
    listed.title = english(variant->title);
    listed.description = english(variant->description);
    const auto ruleset = Registry::instance().game(variant->game)->compile(*variant);
    listed.minPlayers = ruleset->minPlayers();
    listed.maxPlayers = ruleset->maxPlayers();
    return listed;
}

QString playersText(const Listed &v)
{
    if (!v.error.isEmpty())
        return u"-"_s;
    return v.minPlayers == v.maxPlayers ? QString::number(v.minPlayers)
                                        : u"%1-%2"_s.arg(v.minPlayers).arg(v.maxPlayers);
}

void printTable(QTextStream &out, const std::vector<Listed> &variants, const QString &userDir)
{
    qsizetype idWidth = 2;
    for (const auto &v : variants)
        idWidth = std::max(idWidth, v.id.size());
    const auto line = [&](const QString &id, const QString &players, const QString &title) {
        out << QString(id.leftJustified(idWidth) + u"  "_s + players.leftJustified(7) + u"  "_s + title).trimmed()
            << '\n';
    };
    line(u"ID"_s, u"PLAYERS"_s, u"TITLE"_s);
    for (const auto &v : variants) {
        QString title = v.error.isEmpty() ? v.title : u"does not load: %1"_s.arg(v.error);
        if (v.own)
            title += u" (your own)"_s;
        line(v.id, playersText(v), title);
    }
    out << u"\nYour own house rules are found by id in %1 (<game>/<name>.yaml).\n"_s.arg(userDir);
}

void printJson(QTextStream &out, const std::vector<Listed> &variants)
{
    QJsonArray array;
    for (const auto &v : variants) {
        QJsonObject object {
            {u"id"_s, v.id}, {u"game"_s, v.game}, {u"own"_s, v.own}, {u"file"_s, v.file}, {u"ok"_s, v.error.isEmpty()}};
        if (v.error.isEmpty()) {
            object[u"title"_s] = v.title;
            object[u"description"_s] = v.description;
            object[u"min_players"_s] = v.minPlayers;
            object[u"max_players"_s] = v.maxPlayers;
        } else {
            object[u"error"_s] = v.error;
        }
        array.append(object);
    }
    out << QJsonDocument(array).toJson(QJsonDocument::Indented);
}

} // namespace

int runVariants(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(
        u"List every variant id with its title and numbers of players: the variants shipped with Houserules and "
        "your own house rules (the folder the app's start page lists, searched first, as the app does), and the "
        "folders of $HOUSERULES_VARIANTS. Any command that takes a variant takes these ids. A variant that does "
        "not load is listed with its first error."_s);
    parser.addPositionalArgument(u"GAME"_s, u"Only this game's variants (blasting-billy, boomo, ...)."_s, u"[GAME]"_s);
    parser.addOption({u"json"_s,
        u"Print JSON: per variant its id, game, title, description, min_players, "
        "max_players, own, file and ok (or error)."_s});
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usageError(u"variants takes at most one game, not %1"_s.arg(positional.size()));
    QStringList games;
    for (const Game *game : Registry::instance().games())
        games << QString::fromStdString(game->id());
    const QString game = positional.value(0);
    if (!game.isEmpty() && !games.contains(game))
        return usageError(u"unknown game %1; expected one of: %2"_s.arg(singleQuoted(game), games.join(u", "_s))
            + didYouMean(game, games, singleQuoted));

    const QString userDir = userVariantDir();
    const VariantLoader loader = userVariantLoader();
    std::vector<Listed> variants;
    for (const std::string &id : loader.availableIds())
        if (game.isEmpty() || QString::fromStdString(id).startsWith(game + u'/'))
            variants.push_back(describe(id, loader, userDir));
    // Per game, as the start page lists them: the standard rules, the other
    // shipped ones, then the user's own.
    std::stable_sort(variants.begin(), variants.end(), [](const Listed &a, const Listed &b) {
        const auto key
            = [](const Listed &v) { return std::tuple(v.gameOrder, v.own, v.id != v.game + u"/standard"_s, v.id); };
        return key(a) < key(b);
    });
    QTextStream out(stdout);
    if (parser.isSet(u"json"_s))
        printJson(out, variants);
    else
        printTable(out, variants, userDir);
    return 0;
}
