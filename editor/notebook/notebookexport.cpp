#include "notebookexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace {

QString csvField(QString text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + text.replace(u'"', u"\"\""_s) + u'"';
}

} // namespace

QJsonObject entryJson(const NotebookEntry &e)
{
    QJsonObject o {{u"id"_s, e.id}, {u"ran_at"_s, e.ranAt.toString(Qt::ISODateWithMs)}, {u"game"_s, e.game},
        {u"mode"_s, e.mode}, {u"variant"_s, e.variant}, {u"variant_sha256"_s, e.variantSha256}, {u"base"_s, e.base},
        {u"players"_s, e.players}, {u"bots"_s, QJsonArray::fromStringList(e.bots)}, {u"games"_s, e.games},
        {u"seed"_s, QString::number(e.seed)}, {u"shards"_s, e.shards}, {u"version"_s, e.version},
        {u"source"_s, e.source}, {u"rerun_of"_s, e.rerunOf}, {u"note"_s, e.note}};
    if (e.result)
        o.insert(u"result"_s, resultJson(*e.result));
    return o;
}

void writeEntries(QTextStream &out, const std::vector<NotebookEntry> &entries, Format format)
{
    if (format == Format::Json) {
        QJsonArray runs;
        for (const auto &e : entries)
            runs.append(entryJson(e));
        out << QJsonDocument(runs).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Csv) {
        out << "id,ran_at,game,mode,variant,base,players,bots,games,seed,shards,source,note\n";
        for (const auto &e : entries)
            out << e.id << ',' << e.ranAt.toString(Qt::ISODateWithMs) << ',' << e.game << ',' << e.mode << ','
                << csvField(e.variant) << ',' << csvField(e.base) << ',' << e.players << ','
                << csvField(e.bots.join(u',')) << ',' << e.games << ',' << e.seed << ',' << e.shards << ',' << e.source
                << ',' << csvField(e.note) << '\n';
        return;
    }
    out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(u"run"_s, -8)
               .arg(u"when (UTC)"_s, -16)
               .arg(u"mode"_s, -15)
               .arg(u"games"_s, 8)
               .arg(u"rules"_s, -40)
               .arg(u"note"_s);
    for (const auto &e : entries)
        out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(e.id.left(8), -8)
                   .arg(e.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm"_s), -16)
                   .arg(e.mode, -15)
                   .arg(e.games, 8)
                   .arg(e.base.isEmpty() ? e.variant : e.variant + u" vs "_s + e.base, -40)
                   .arg(e.note);
}

bool exportEntries(const std::vector<NotebookEntry> &entries, Format format, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    {
        QTextStream to(&file);
        writeEntries(to, entries, format == Format::Csv ? Format::Csv : Format::Json);
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}
