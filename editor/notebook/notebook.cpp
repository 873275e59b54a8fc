#include "notebook.h"
#include "notebookschema.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSettings>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;

namespace {

// SQLite's result codes (QSqlError::nativeErrorCode) that decide how to open.
const QString kBusy = u"5"_s, kLocked = u"6"_s, kCorrupt = u"11"_s, kNotADatabase = u"26"_s;

QString timeText(const QDateTime &when)
{
    return when.toUTC().toString(u"yyyy-MM-ddTHH:mm:ss.zzzZ"_s);
}

// A text to find inside a column with LIKE: its own % and _ taken literally.
QString likePattern(const QString &text)
{
    QString escaped = text.toLower();
    escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
    return u'%' + escaped + u'%';
}

// What a search looks in: rules, base and note, in lower case.
QString searchText(const QString &variant, const QString &base, const QString &note)
{
    return QString(variant + u'\n' + base + u'\n' + note).toLower();
}

// The game of a run: the first line of its rules, which writeVariant writes first.
QString gameOf(const RunHeader &header)
{
    static const QRegularExpression game(u"^game:\\s*(\\S+)"_s, QRegularExpression::MultilineOption);
    return header.rules.empty() ? QString() : game.match(header.rules.front().yaml).captured(1);
}

QString prefixOf(const QString &id)
{
    QString escaped = id;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
    return escaped + u'%';
}

// The columns of `runs` in listColumns() order, into an entry.
NotebookEntry entryFrom(const QSqlQuery &q)
{
    NotebookEntry e;
    e.id = q.value(0).toString();
    e.ranAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
    e.game = q.value(2).toString();
    e.mode = q.value(3).toString();
    e.variant = q.value(4).toString();
    e.base = q.value(5).toString();
    e.players = q.value(6).toInt();
    e.bots = q.value(7).toString().split(u',', Qt::SkipEmptyParts);
    e.games = q.value(8).toLongLong();
    e.note = q.value(9).toString();
    e.variantSha256 = q.value(10).toString();
    e.seed = q.value(11).toString().toULongLong();
    e.shards = q.value(12).toInt();
    e.version = q.value(13).toString();
    e.source = q.value(14).toString();
    e.rerunOf = q.value(15).toString();
    return e;
}

} // namespace

Notebook::Notebook(const QString &location, Options options)
    : m_location(location), m_options(options),
      m_connection(u"notebook-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    if (const QString problem = locationProblem(location); !problem.isEmpty()) {
        fail(problem); // nothing opened, nothing made on disk
        return;
    }
    if (isPostgresql(location)) {
        if (openDatabase(false))
            prepareSchema();
        return;
    }
    QDir().mkpath(QFileInfo(location).absolutePath());
    if (m_options.holdForInstance) {
        m_instanceLock = std::make_unique<QLockFile>(location + u".lock"_s);
        m_instanceLock->setStaleLockTime(0); // held while the instance runs, however long
        if (!m_instanceLock->tryLock(0)) {
            qint64 pid = 0;
            QString host, program;
            m_instanceLock->getLockInfo(&pid, &host, &program);
            m_holder = u"%1 (pid %2 on %3)"_s.arg(program).arg(pid).arg(host);
            m_instanceLock.reset();
            if (openDatabase(true))
                prepareSchema();
            return;
        }
    }
    if (openDatabase(false))
        prepareSchema();
}

Notebook::~Notebook()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString Notebook::defaultLocation()
{
    // The app's names, also from houserules-cli: one notebook for both.
    const QSettings settings(u"Houserules"_s, u"houserules"_s);
    const QString chosen = settings.value(u"notebook/location"_s).toString();
    if (!chosen.isEmpty())
        return chosen;
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + u"/Houserules/houserules/notebook.sqlite"_s;
}

bool Notebook::isPostgresql(const QString &location)
{
    return location.startsWith(u"postgresql://"_s, Qt::CaseInsensitive)
        || location.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

QString Notebook::locationProblem(const QString &location)
{
    const auto at = [](qsizetype index, const QString &what) {
        return u"malformed URL at character %1: %2"_s.arg(index + 1).arg(what);
    };
    // "postgresql:/db" or "postgres:db" would otherwise be a local file of that name.
    for (const QString scheme : {u"postgresql:"_s, u"postgres:"_s})
        if (location.startsWith(scheme, Qt::CaseInsensitive)
            && !location.startsWith(scheme + u"//"_s, Qt::CaseInsensitive))
            return at(scheme.size(), u"expected // after %1 (postgresql://user@host:port/database)"_s.arg(scheme));
    if (!isPostgresql(location))
        return {};
    const qsizetype authority = location.indexOf(u"//"_s) + 2;
    qsizetype end = authority;
    while (end < location.size() && !u"/?#"_s.contains(location[end]))
        ++end;
    const auto hex = [](QChar c) { return c.isDigit() || (c.toLower() >= u'a' && c.toLower() <= u'f'); };
    for (qsizetype i = authority; i < location.size(); ++i)
        if (location[i] == u'%' && (i + 2 >= location.size() || !hex(location[i + 1]) || !hex(location[i + 2])))
            return at(i, u"expected two hexadecimal digits after %"_s);
    // The port: after the host (past any user@ and an [IPv6] address).
    const qsizetype host
        = location.lastIndexOf(u'@', end - 1) >= authority ? location.lastIndexOf(u'@', end - 1) + 1 : authority;
    const qsizetype bracket = location.indexOf(u']', host);
    const qsizetype colon = location.indexOf(u':', bracket >= 0 && bracket < end ? bracket : host);
    if (colon >= 0 && colon < end) {
        bool ok = false;
        const int port = location.mid(colon + 1, end - colon - 1).toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return at(colon + 1, u"expected a port from 1 to 65535"_s);
    }
    if (!QUrl(location, QUrl::StrictMode).isValid())
        return u"malformed URL: %1"_s.arg(QUrl(location, QUrl::StrictMode).errorString());
    return {};
}

void Notebook::fail(const QString &why)
{
    m_status = Status::Failed;
    m_error = why;
}

bool Notebook::openDatabase(bool readOnly)
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
    const bool postgresql = isPostgresql(m_location);
    QSqlDatabase db = QSqlDatabase::addDatabase(postgresql ? u"QPSQL"_s : u"QSQLITE"_s, m_connection);
    if (!db.isValid()) {
        fail(postgresql ? u"no PostgreSQL driver for Qt SQL (Debian's libqt6sql6-psql)"_s
                        : u"no SQLite driver for Qt SQL (Debian's libqt6sql6-sqlite)"_s);
        return false;
    }
    if (postgresql) {
        const QUrl url(m_location);
        const QUrlQuery query(url);
        db.setHostName(
            query.hasQueryItem(u"host"_s) ? query.queryItemValue(u"host"_s, QUrl::FullyDecoded) : url.host());
        db.setPort(url.port(5432));
        db.setDatabaseName(url.path().mid(1));
        db.setUserName(url.userName());
        db.setPassword(url.password());
        db.setConnectOptions(u"connect_timeout=5"_s);
    } else {
        db.setDatabaseName(m_location);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1%2"_s.arg(m_options.busyMilliseconds)
                                 .arg(readOnly ? u";QSQLITE_OPEN_READONLY"_s : QString()));
    }
    if (!db.open()) {
        fail(db.lastError().text());
        return false;
    }
    m_status = readOnly ? Status::ReadOnly : Status::Open;
    return true;
}

bool Notebook::prepareSchema()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const bool postgresql = isPostgresql(m_location);
    const bool readOnly = m_status == Status::ReadOnly;
    QSqlQuery q(db);
    const auto sqliteError = [&](const QSqlQuery &failed) { return failed.lastError().nativeErrorCode(); };
    // A file that is not an SQLite database, or not ours, or damaged: moved
    // aside (never lost) and a new notebook started in its place.
    const auto setAside = [&](const QString &why) {
        q = QSqlQuery();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
        const QString base
            = m_location + u".unreadable-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
        QString target = base;
        for (int n = 2; QFile::exists(target); ++n)
            target = base + u'-' + QString::number(n);
        if (!QFile::rename(m_location, target)) {
            fail(u"%1, and it cannot be moved aside: %2"_s.arg(why, m_location));
            return false;
        }
        for (const char *suffix : {"-wal", "-shm"})
            QFile::rename(m_location + QLatin1String(suffix), target + QLatin1String(suffix));
        if (!openDatabase(false) || !prepareSchema())
            return false;
        m_status = Status::SetAside;
        m_setAsideAs = target;
        m_error = why;
        return true;
    };
    // The tables there are, to tell a new database from one of another program.
    if (!q.exec(postgresql ? u"SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"_s
                           : u"SELECT name FROM sqlite_master WHERE type = 'table'"_s)) {
        const QString code = sqliteError(q);
        if (!postgresql && !readOnly && (code == kNotADatabase || code == kCorrupt))
            return setAside(q.lastError().text());
        fail(q.lastError().text());
        return false;
    }
    QStringList tables;
    while (q.next())
        tables << q.value(0).toString();
    m_version = 0;
    if (tables.contains(u"notebook_schema"_s)) {
        if (!q.exec(u"SELECT version FROM notebook_schema"_s) || !q.next()) {
            if (!postgresql && !readOnly)
                return setAside(u"no schema version: %1"_s.arg(q.lastError().text()));
            fail(u"no schema version: %1"_s.arg(q.lastError().text()));
            return false;
        }
        m_version = q.value(0).toInt();
    } else if (!tables.isEmpty()) {
        const QString why = u"it holds tables of another program (%1)"_s.arg(tables.join(u", "_s));
        if (!postgresql && !readOnly)
            return setAside(why);
        fail(why);
        return false;
    }
    q.finish();
    // Only once it is known to be ours: WAL (its header changes).
    if (!postgresql && !readOnly && m_version <= kSchemaVersion) {
        if (!q.exec(u"PRAGMA journal_mode=WAL"_s)) {
            const QString code = sqliteError(q);
            if (code == kNotADatabase || code == kCorrupt)
                return setAside(q.lastError().text());
            if (code == kBusy || code == kLocked) {
                m_holder = u"another program writing to it"_s;
                return openDatabase(true) && prepareSchema();
            }
            fail(q.lastError().text());
            return false;
        }
        q.exec(u"PRAGMA synchronous=NORMAL"_s); // with WAL: a killed process loses no committed run
    }
    if (m_version > kSchemaVersion) {
        m_status = Status::NewerVersion; // read what this program knows, write nothing
        return true;
    }
    if (m_version == kSchemaVersion || readOnly)
        return true; // read-only: what there is (a new file has no runs to show)
    // Migrate in one transaction, one program at a time.
    if (!q.exec(postgresql ? u"BEGIN"_s : u"BEGIN IMMEDIATE"_s)) {
        m_holder = u"another program writing to it"_s;
        return openDatabase(true) && prepareSchema();
    }
    if (postgresql && !q.exec(u"SELECT pg_advisory_xact_lock(7283041)"_s)) {
        fail(q.lastError().text());
        return false;
    }
    // Another program may have migrated it meanwhile.
    if (!q.exec(postgresql ? u"SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
                             "AND table_name = 'notebook_schema'"_s
                           : u"SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'notebook_schema'"_s)) {
        fail(q.lastError().text());
        return false;
    }
    m_version = 0;
    if (q.next() && q.exec(u"SELECT version FROM notebook_schema"_s) && q.next())
        m_version = q.value(0).toInt();
    const auto &steps = notebookschema::steps();
    for (int step = m_version; step < kSchemaVersion; ++step)
        for (const QString &statement : steps[std::size_t(step)])
            if (!q.exec(statement)) {
                fail(u"migrating to version %1: %2"_s.arg(step + 1).arg(q.lastError().text()));
                QSqlQuery(db).exec(u"ROLLBACK"_s);
                return false;
            }
    q.prepare(u"UPDATE notebook_schema SET version = ?"_s);
    q.addBindValue(kSchemaVersion);
    if (!q.exec() || !QSqlQuery(db).exec(u"COMMIT"_s)) {
        fail(q.lastError().text());
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return false;
    }
    m_version = kSchemaVersion;
    return true;
}

QSqlDatabase Notebook::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

QString Notebook::record(
    const RunResult &result, const QString &source, const QString &note, const QString &rerunOf, int shards)
{
    if (!canWrite()) {
        m_error = u"the notebook is open read-only"_s;
        return {};
    }
    const RunHeader &h = result.header;
    QString variant = h.variant, base = h.compareWith;
    if (h.mode == u"compare-several"_s) {
        variant = h.houseRules.join(u", "_s);
        base = h.variant;
    }
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return {};
    }
    QSqlQuery q(db);
    q.prepare(
        u"INSERT INTO runs (id, ran_at, game, mode, variant, variant_sha256, base, players, bots, games, seed, "
        "shards, version, note, source, rerun_of, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    // An empty text, never NULL (a QString without text binds as NULL).
    const auto text = [](const QString &s) { return s.isNull() ? QStringLiteral("") : s; };
    for (const QVariant &value : QVariantList {id, timeText(QDateTime::currentDateTimeUtc()), text(gameOf(h)), h.mode,
             text(variant), text(h.rules.empty() ? QString() : h.rules.front().sha256()), text(base), h.players,
             text(h.bots.join(u',')), h.games, QString::number(h.seed), shards, QStringLiteral(HOUSERULES_VERSION),
             text(note), text(source), text(rerunOf), searchText(variant, base, note)})
        q.addBindValue(value);
    bool ok = q.exec();
    if (ok) {
        q.prepare(u"INSERT INTO run_data (run_id, results) VALUES (?, ?)"_s);
        q.addBindValue(id);
        q.addBindValue(QString::fromUtf8(QJsonDocument(resultJson(result)).toJson(QJsonDocument::Compact)));
        ok = q.exec();
    }
    if (!ok) {
        m_error = q.lastError().text();
        db.rollback();
        return {};
    }
    if (!db.commit()) {
        m_error = db.lastError().text();
        db.rollback();
        return {};
    }
    return id;
}

bool Notebook::setNote(const QString &id, const QString &note)
{
    if (!canWrite()) {
        m_error = u"the notebook is open read-only"_s;
        return false;
    }
    QSqlQuery q(database());
    q.prepare(u"SELECT variant, base FROM runs WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        m_error = q.lastError().isValid() ? q.lastError().text() : u"no run %1"_s.arg(id);
        return false;
    }
    const QString search = searchText(q.value(0).toString(), q.value(1).toString(), note);
    q.prepare(u"UPDATE runs SET note = ?, search = ? WHERE id = ?"_s);
    q.addBindValue(note.isNull() ? QStringLiteral("") : note);
    q.addBindValue(search);
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1) {
        m_error = q.lastError().isValid() ? q.lastError().text() : u"no run %1"_s.arg(id);
        return false;
    }
    return true;
}

bool Notebook::remove(const QStringList &ids)
{
    if (!canWrite()) {
        m_error = u"the notebook is open read-only"_s;
        return false;
    }
    QSqlDatabase db = database();
    db.transaction();
    QSqlQuery q(db);
    for (const QString &id : ids)
        for (const QString &statement :
            {u"DELETE FROM run_data WHERE run_id = ?"_s, u"DELETE FROM runs WHERE id = ?"_s}) {
            q.prepare(statement);
            q.addBindValue(id);
            if (!q.exec()) {
                m_error = q.lastError().text();
                db.rollback();
                return false;
            }
        }
    return db.commit();
}

QString Notebook::listColumns()
{
    return u"id, ran_at, game, mode, variant, base, players, bots, games, note, variant_sha256, seed, shards, "
           "version, source, rerun_of"_s;
}

std::pair<QString, QVariantList> Notebook::listQuery(const NotebookFilter &filter) const
{
    QString sql = u"SELECT "_s + listColumns() + u" FROM runs"_s;
    QStringList where;
    QVariantList values;
    if (!filter.game.isEmpty()) {
        where << u"game = ?"_s;
        values << filter.game;
    }
    if (!filter.text.trimmed().isEmpty()) {
        where << u"search LIKE ? ESCAPE '\\'"_s;
        values << likePattern(filter.text.trimmed());
    }
    if (filter.since.isValid()) {
        where << u"ran_at >= ?"_s;
        values << timeText(filter.since);
    }
    if (filter.until.isValid()) {
        where << u"ran_at < ?"_s;
        values << timeText(filter.until);
    }
    if (!where.isEmpty())
        sql += u" WHERE "_s + where.join(u" AND "_s);
    sql += u" ORDER BY ran_at DESC, id DESC"_s;
    if (filter.limit > 0)
        sql += u" LIMIT "_s + QString::number(filter.limit);
    return {sql, values};
}

std::vector<NotebookEntry> Notebook::list(const NotebookFilter &filter)
{
    std::vector<NotebookEntry> entries;
    if (!canRead())
        return entries;
    const auto [sql, values] = listQuery(filter);
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return entries;
    }
    while (q.next())
        entries.push_back(entryFrom(q));
    return entries;
}

std::optional<NotebookEntry> Notebook::run(const QString &idOrPrefix)
{
    if (!canRead() || idOrPrefix.isEmpty()) {
        m_error = idOrPrefix.isEmpty() ? u"no run id"_s : m_error;
        return std::nullopt;
    }
    QSqlQuery q(database());
    q.prepare(u"SELECT "_s + listColumns() + u" FROM runs WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 2"_s);
    q.addBindValue(prefixOf(idOrPrefix.toLower()));
    if (!q.exec()) {
        m_error = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next()) {
        m_error = u"no run '%1' in the notebook"_s.arg(idOrPrefix);
        return std::nullopt;
    }
    NotebookEntry entry = entryFrom(q);
    if (q.next()) {
        m_error = u"'%1' begins the ids of several runs; give more of it"_s.arg(idOrPrefix);
        return std::nullopt;
    }
    q.prepare(u"SELECT results FROM run_data WHERE run_id = ?"_s);
    q.addBindValue(entry.id);
    if (!q.exec() || !q.next()) {
        m_error = u"run %1 has no results: %2"_s.arg(entry.id, q.lastError().text());
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(q.value(0).toString().toUtf8(), &parse);
    QString why;
    entry.result = json.isObject() ? resultFromJson(json.object(), &why) : std::nullopt;
    if (!entry.result) {
        m_error
            = u"run %1: its results cannot be read: %2"_s.arg(entry.id, json.isObject() ? why : parse.errorString());
        return std::nullopt;
    }
    return entry;
}

QStringList Notebook::games()
{
    QStringList games;
    QSqlQuery q(database());
    if (canRead() && q.exec(u"SELECT DISTINCT game FROM runs ORDER BY game"_s))
        while (q.next())
            games << q.value(0).toString();
    return games;
}
