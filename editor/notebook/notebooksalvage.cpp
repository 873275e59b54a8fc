#include "notebooksalvage.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <map>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace {

// The rows (rowids) a query names, up to the first page that fails to read.
void collect(QSqlDatabase &db, const QString &sql, std::set<qint64> *rowids)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(sql))
        while (q.next())
            rowids->insert(q.value(0).toLongLong());
}

// Each page of a damaged database fails on its own: a run is looked for in
// the table and each of its indexes, and every rowid up to the largest
// found is tried by itself (a lookup goes around a damaged leaf that a scan
// stops at).
class Salvager {
public:
    explicit Salvager(QSqlDatabase db) : m_db(std::move(db)) {}

    bool run(const std::function<void(const NotebookEntry &)> &each, SalvageCount *count, QString *error)
    {
        std::set<qint64> named;
        for (const QString &scan : {u"SELECT rowid FROM runs NOT INDEXED"_s,
                 u"SELECT rowid FROM runs INDEXED BY runs_by_date ORDER BY ran_at"_s,
                 u"SELECT rowid FROM runs INDEXED BY runs_by_game ORDER BY game, ran_at"_s,
                 u"SELECT rowid FROM runs INDEXED BY sqlite_autoindex_runs_1 ORDER BY id"_s})
            collect(m_db, scan, &named);
        if (QSqlQuery check(m_db); named.empty() && !check.exec(u"SELECT 1 FROM runs LIMIT 0"_s)) {
            *error = u"no runs can be read in it: %1"_s.arg(check.lastError().text());
            return false;
        }
        const qint64 last = named.empty() ? 0 : *named.rbegin();
        QSqlQuery row(m_db);
        // A notebook from before runs had a title: its titles from the runs' rules.
        const bool titled = row.prepare(u"SELECT "_s + Notebook::listColumns() + u" FROM runs WHERE rowid = ?"_s);
        if (!titled)
            row.prepare(u"SELECT "_s + Notebook::listColumns().replace(u", title"_s, u", ''"_s)
                + u" FROM runs WHERE rowid = ?"_s);
        for (qint64 rowid = 1; rowid <= last; ++rowid) {
            row.addBindValue(rowid);
            if (!row.exec() || !row.next()) {
                count->unreadable += named.count(rowid);
                continue;
            }
            NotebookEntry entry = Notebook::entryFrom(row);
            row.finish();
            entry.result = results(entry.id);
            if (!titled && entry.result)
                entry.titles = runTitles(entry.result->header);
            count->withoutResults += entry.result ? 0 : 1;
            ++count->runs;
            each(entry);
        }
        return true;
    }

private:
    // Through run_data's index; else where one scan of the table, up to the
    // first page that fails, found it.
    std::optional<RunResult> results(const QString &id)
    {
        QSqlQuery q(m_db);
        q.prepare(u"SELECT results FROM run_data WHERE run_id = ?"_s);
        q.addBindValue(id);
        if (!q.exec() || !q.next()) {
            if (!m_scanned) {
                m_scanned = true;
                QSqlQuery scan(m_db);
                scan.setForwardOnly(true);
                if (scan.exec(u"SELECT run_id, rowid FROM run_data NOT INDEXED"_s))
                    while (scan.next())
                        m_dataRows.emplace(scan.value(0).toString(), scan.value(1).toLongLong());
            }
            const auto found = m_dataRows.find(id);
            if (found == m_dataRows.end())
                return std::nullopt;
            q.prepare(u"SELECT results FROM run_data WHERE rowid = ?"_s);
            q.addBindValue(found->second);
            if (!q.exec() || !q.next())
                return std::nullopt;
        }
        QString why;
        return Notebook::resultsFrom(q.value(0).toString(), &why);
    }

    QSqlDatabase m_db;
    bool m_scanned = false;
    std::map<QString, qint64> m_dataRows; // run id: its results' rowid
};

} // namespace

bool salvageRuns(
    const QString &file, const std::function<void(const NotebookEntry &)> &each, SalvageCount *count, QString *error)
{
    *count = {};
    if (!QFileInfo(file).isFile()) {
        *error = QFileInfo(file).exists() ? u"it is not a file"_s : u"there is no such file"_s;
        return false;
    }
    const QString connection = u"salvage-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(file);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open())
            *error = db.lastError().text();
        else
            ok = Salvager(db).run(each, count, error);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}
