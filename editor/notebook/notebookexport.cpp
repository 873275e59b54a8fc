#include "notebookexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QList>
#include <QSaveFile>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

QString csvField(QString text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + text.replace(u'"', u"\"\""_s) + u'"';
}

QJsonObject entryJson(const NotebookEntry &e)
{
    QJsonObject o {{u"id"_s, e.id}, {u"ran_at"_s, e.ranAt.toString(Qt::ISODateWithMs)}, {u"game"_s, e.game},
        {u"mode"_s, e.mode}, {u"variant"_s, e.variant}, {u"variant_sha256"_s, e.variantSha256}, {u"base"_s, e.base},
        {u"players"_s, e.players}, {u"bots"_s, QJsonArray::fromStringList(e.bots)}, {u"games"_s, e.games},
        {u"seed"_s, QString::number(e.seed)}, {u"shards"_s, e.shards}, {u"version"_s, e.version},
        {u"source"_s, e.source}, {u"rerun_of"_s, e.rerunOf}, {u"note"_s, e.note}, {u"title"_s, e.title()}};
    QJsonObject titles;
    for (auto it = e.titles.begin(); it != e.titles.end(); ++it)
        titles.insert(it.key(), it.value());
    o.insert(u"titles"_s, titles);
    if (e.result)
        o.insert(u"result"_s, resultJson(*e.result));
    return o;
}

EntryWriter::EntryWriter(QTextStream &out, Format format) : m_out(out), m_format(format)
{
    if (format == Format::Json)
        m_out << "[\n";
    else if (format == Format::Csv)
        m_out << "id,ran_at,game,mode,variant,base,players,bots,games,seed,shards,source,note,title\n";
    else
        m_out << u"%1  %2  %3  %4  %5  %6  %7\n"_s.arg(u"run"_s, -8)
                     .arg(u"when (UTC)"_s, -16)
                     .arg(u"mode"_s, -15)
                     .arg(u"games"_s, 8)
                     .arg(u"rules"_s, -40)
                     .arg(u"title"_s, -30)
                     .arg(u"note"_s);
}

void EntryWriter::write(const NotebookEntry &e)
{
    if (m_format == Format::Json) {
        // As QJsonDocument indents an array: each object four spaces in.
        const QByteArray object = QJsonDocument(entryJson(e)).toJson(QJsonDocument::Indented);
        if (m_written > 0)
            m_out << ",\n";
        const QList<QByteArray> lines = object.trimmed().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i)
            m_out << "    " << QString::fromUtf8(lines[i]) << (i + 1 < lines.size() ? "\n" : "");
    } else if (m_format == Format::Csv) {
        m_out << e.id << ',' << e.ranAt.toString(Qt::ISODateWithMs) << ',' << e.game << ',' << e.mode << ','
              << csvField(e.variant) << ',' << csvField(e.base) << ',' << e.players << ','
              << csvField(e.bots.join(u',')) << ',' << e.games << ',' << e.seed << ',' << e.shards << ',' << e.source
              << ',' << csvField(e.note) << ',' << csvField(e.title()) << '\n';
    } else {
        m_out << u"%1  %2  %3  %4  %5  %6  %7\n"_s.arg(e.id.left(8), -8)
                     .arg(e.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm"_s), -16)
                     .arg(e.mode, -15)
                     .arg(e.games, 8)
                     .arg(e.base.isEmpty() ? e.variant : e.variant + u" vs "_s + e.base, -40)
                     .arg(e.title(), -30)
                     .arg(e.note);
    }
    if (++m_written == 1)
        m_out.flush(); // the first run shows at once, the rest as the buffer fills
}

void EntryWriter::finish()
{
    if (m_format == Format::Json)
        m_out << (m_written > 0 ? "\n]\n" : "]\n");
    m_out.flush();
}

void writeEntries(QTextStream &out, const std::vector<NotebookEntry> &entries, Format format)
{
    EntryWriter writer(out, format);
    for (const auto &e : entries)
        writer.write(e);
    writer.finish();
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
