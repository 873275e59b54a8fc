#include "notebook.h"
#include "notebookfile.h"
#include "notebookschema.h"
#include "notebooksql.h"

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
using namespace notebooksql;

namespace {

// SQLite's result codes (QSqlError::nativeErrorCode) that decide how to open.
const QString kBusy = u"5"_s, kLocked = u"6"_s, kReadOnly = u"8"_s, kCorrupt = u"11"_s, kNotADatabase = u"26"_s;

bool isDamage(const QString &code)
{
    return code == kCorrupt || code == kNotADatabase;
}

bool isLock(const QString &code)
{
    return code == kBusy || code == kLocked;
}

// What a search looks in: rules, base and note, in lower case, and the
// rules' titles in every language.
QString searchText(const QString &variant, const QString &base, const QString &note, const RunTitles &titles = {})
{
    QString text = variant + u'\n' + base + u'\n' + note;
    for (const QString &title : titles)
        text += u'\n' + title;
    return text.toLower();
}

// The game of a run: the first line of its rules, which writeVariant writes first.
QString gameOf(const RunHeader &header)
{
    return header.rules.empty() ? QString() : rulesGame(header.rules.front().yaml);
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
    // A folder, a folder that cannot be written, a file of another program:
    // said as such, and the file left exactly as it is.
    if (const QString problem = notebookfile::prepare(location, &m_headerApplicationId); !problem.isEmpty()) {
        fail(problem);
        return;
    }
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
    for (const QString &scheme : {u"postgresql:"_s, u"postgres:"_s})
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
        const QString host = db.hostName().isEmpty() ? u"localhost"_s : db.hostName();
        fail(postgresql ? u"cannot connect to the server %1:%2: %3"_s.arg(host).arg(db.port()).arg(
                 db.lastError().text().trimmed())
                        : u"it cannot be opened: %1"_s.arg(db.lastError().text()));
        return false;
    }
    m_status = readOnly ? Status::ReadOnly : Status::Open;
    return true;
}

bool Notebook::setAside(const QString &why)
{
    // Moved aside (never lost, never overwritten) and a new notebook started
    // in its place; what can still be read in it, `notebook salvage` exports.
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(m_connection);
    const QString base = m_location + u".unreadable-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString target = base;
    for (int n = 2; QFile::exists(target); ++n)
        target = base + u'-' + QString::number(n);
    if (!QFile::rename(m_location, target)) {
        fail(u"%1, and it cannot be moved aside"_s.arg(why));
        return false;
    }
    for (const char *suffix : {"-wal", "-shm"})
        QFile::rename(m_location + QLatin1String(suffix), target + QLatin1String(suffix));
    m_headerApplicationId = 0;
    if (!openDatabase(false) || !prepareSchema())
        return false;
    m_status = Status::SetAside;
    m_setAsideAs = target;
    m_error = why;
    return true;
}

Notebook::Verdict Notebook::identify(QSqlQuery &q, QStringList *tables, QString *why)
{
    const bool postgresql = isPostgresql(m_location);
    const auto unreadable = [&](const QSqlQuery &failed, bool ours) {
        const QString code = failed.lastError().nativeErrorCode();
        *why = failed.lastError().text();
        if (postgresql)
            return Verdict::Refused;
        if (isLock(code)) {
            *why = u"another program holds it locked (%1)"_s.arg(*why);
            return Verdict::Refused;
        }
        if (!isDamage(code))
            return Verdict::Refused;
        if (ours)
            return Verdict::Damaged;
        *why
            = u"it cannot be read (%1), and nothing in it says it is a Houserules notebook; it was left as it is"_s.arg(
                *why);
        return Verdict::Refused;
    };
    // Whose it is: ours by its application id, or, written before there was
    // one, by our tables (then stamped, stampIdentity()). An empty database
    // is a new notebook.
    qint32 applicationId = 0;
    if (!postgresql) {
        if (!q.exec(u"PRAGMA application_id"_s) || !q.next())
            return unreadable(q, m_headerApplicationId == kApplicationId);
        applicationId = q.value(0).toInt();
        if (applicationId != 0 && applicationId != kApplicationId) {
            *why = u"it is not a Houserules notebook (the SQLite database of another program, application id "
                   "0x%1); it was left as it is"_s.arg(quint32(applicationId), 8, 16, QChar(u'0'));
            return Verdict::Refused;
        }
    }
    if (!q.exec(postgresql ? u"SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"_s
                           : u"SELECT name FROM sqlite_master WHERE type = 'table'"_s))
        return unreadable(q, applicationId == kApplicationId || m_headerApplicationId == kApplicationId);
    tables->clear();
    while (q.next())
        tables->append(q.value(0).toString());
    if (q.lastError().isValid())
        return unreadable(q, applicationId == kApplicationId || m_headerApplicationId == kApplicationId);
    q.finish();
    const bool ourTables = tables->contains(u"notebook_schema"_s) && tables->contains(u"runs"_s);
    if (applicationId != kApplicationId && !tables->isEmpty() && !ourTables) {
        *why = u"it is not a Houserules notebook: it holds tables of another program (%1); it was left as it is"_s.arg(
            tables->join(u", "_s));
        return Verdict::Refused;
    }
    return Verdict::Ours;
}

Notebook::Verdict Notebook::check(QSqlQuery &q, QString *why)
{
    // SQLite's own check that every page reads: a damaged page is found
    // here, and the notebook set aside, instead of being read as no rows.
    // It reads every page (about 0.5 s a GB from the cache, more from disk),
    // so it is bounded by the file's size: up to wholeCheckBytes (32 MB, a
    // few thousand runs: about 20 ms) at every opening. A larger notebook is
    // not checked at opening, so that its list starts within 100 ms; a page
    // of it that does not read fails the read that meets it, which says so
    // (readError(): never an empty or shortened list without a word).
    const qint64 size = QFileInfo(m_location).size() + QFileInfo(m_location + u"-wal"_s).size();
    if (size > m_options.wholeCheckBytes)
        return Verdict::Ours;
    const QStringList checks {u"PRAGMA quick_check"_s};
    for (const QString &statement : checks) {
        if (!q.exec(statement) || !q.next()) {
            const QString code = q.lastError().nativeErrorCode();
            *why = q.lastError().text();
            if (isLock(code))
                *why = u"another program holds it locked (%1)"_s.arg(*why);
            return isDamage(code) ? Verdict::Damaged : Verdict::Refused;
        }
        if (const QString found = q.value(0).toString(); found != u"ok"_s) {
            // Its first fault, and how many more (each on a line of its own).
            QStringList faults = found.split(u'\n', Qt::SkipEmptyParts);
            faults.removeIf([](const QString &line) { return line.startsWith(u"***"_s); });
            *why = faults.isEmpty() ? found.simplified() : faults.front().simplified();
            while (q.next())
                faults << q.value(0).toString();
            if (faults.size() > 1)
                *why += u" (and %1 more faults)"_s.arg(faults.size() - 1);
            *why = u"SQLite's check finds: %1"_s.arg(*why);
            return Verdict::Damaged;
        }
        q.finish();
    }
    return Verdict::Ours;
}

void Notebook::stampIdentity(QSqlQuery &q)
{
    // A new notebook, or one from before there was an application id: its
    // identity in SQLite's header, where file(1) and other programs look.
    if (isPostgresql(m_location) || m_status != Status::Open)
        return;
    if (q.exec(u"PRAGMA application_id"_s) && q.next() && q.value(0).toInt() == kApplicationId
        && q.exec(u"PRAGMA user_version"_s) && q.next() && q.value(0).toInt() == m_version)
        return;
    q.finish();
    q.exec(u"PRAGMA application_id = %1"_s.arg(kApplicationId));
    q.exec(u"PRAGMA user_version = %1"_s.arg(m_version));
    q.exec(u"PRAGMA wal_checkpoint(PASSIVE)"_s); // into the file's header, not only the log
}

// Opening, in order: is the file ours (and whole), its journal, then its
// schema brought to this version. A step that meets a lock or damage lets go
// of the connection (the queries and the database handle) before the
// notebook is opened again read-only or set aside.
bool Notebook::prepareSchema()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const bool postgresql = isPostgresql(m_location);
    const bool readOnly = m_status == Status::ReadOnly;
    QSqlQuery q(db);
    QStringList tables;
    QString why;
    const Verdict verdict = identifySchema(q, &tables, &why);
    if (verdict == Verdict::Damaged && readOnly)
        why = u"it is damaged (%1); it is left as it is while %2 holds it"_s.arg(why, m_holder);
    else if (verdict == Verdict::Damaged) {
        q = QSqlQuery();
        db = QSqlDatabase();
        return setAside(u"it is damaged: %1"_s.arg(why));
    }
    if (verdict != Verdict::Ours) {
        fail(why);
        return false;
    }
    if (!tables.contains(u"notebook_schema"_s))
        m_version = 0;
    // Only once it is known to be ours: WAL (its header changes).
    if (!postgresql && !readOnly && m_version <= kSchemaVersion) {
        const Outcome wal = enterWal(q);
        if (wal == Outcome::Locked) {
            q = QSqlQuery();
            db = QSqlDatabase();
            return reopenReadOnly();
        }
        if (wal == Outcome::Failed)
            return false;
    }
    if (m_version > kSchemaVersion) {
        m_status = Status::NewerVersion; // read what this program knows, write nothing
        return true;
    }
    if (m_version == kSchemaVersion || readOnly) {
        stampIdentity(q);
        return true; // read-only: what there is (a new file has no runs to show)
    }
    const Outcome migrated = migrate(q, db);
    if (migrated == Outcome::Locked) {
        q = QSqlQuery();
        db = QSqlDatabase();
        return reopenReadOnly();
    }
    return migrated == Outcome::Done;
}

Notebook::Verdict Notebook::identifySchema(QSqlQuery &q, QStringList *tables, QString *why)
{
    const bool postgresql = isPostgresql(m_location);
    Verdict verdict = identify(q, tables, why);
    if (verdict == Verdict::Ours && !postgresql)
        verdict = check(q, why);
    if (verdict == Verdict::Ours && tables->contains(u"notebook_schema"_s)) {
        if (!q.exec(u"SELECT version FROM notebook_schema"_s) || !q.next()) {
            *why = u"no schema version: %1"_s.arg(q.lastError().text());
            verdict = postgresql ? Verdict::Refused : Verdict::Damaged;
        }
        m_version = verdict == Verdict::Ours ? q.value(0).toInt() : 0;
        q.finish();
    }
    return verdict;
}

Notebook::Outcome Notebook::enterWal(QSqlQuery &q)
{
    if (!q.exec(u"PRAGMA journal_mode=WAL"_s)) {
        const QString code = q.lastError().nativeErrorCode();
        if (isLock(code))
            return Outcome::Locked;
        fail(code == kReadOnly
                ? u"it cannot be written (the file or its folder is write-protected): %1"_s.arg(q.lastError().text())
                : q.lastError().text());
        return Outcome::Failed;
    }
    q.exec(u"PRAGMA synchronous=NORMAL"_s); // with WAL: a killed process loses no committed run
    return Outcome::Done;
}

Notebook::Outcome Notebook::migrate(QSqlQuery &q, const QSqlDatabase &db)
{
    // Migrate in one transaction, one program at a time.
    const bool postgresql = isPostgresql(m_location);
    if (!q.exec(postgresql ? u"BEGIN"_s : u"BEGIN IMMEDIATE"_s))
        return Outcome::Locked;
    if (postgresql && !q.exec(u"SELECT pg_advisory_xact_lock(7283041)"_s)) {
        fail(q.lastError().text());
        return Outcome::Failed;
    }
    // Another program may have migrated it meanwhile.
    if (!q.exec(postgresql ? u"SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
                             "AND table_name = 'notebook_schema'"_s
                           : u"SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'notebook_schema'"_s)) {
        fail(q.lastError().text());
        return Outcome::Failed;
    }
    m_version = 0;
    if (q.next() && q.exec(u"SELECT version FROM notebook_schema"_s) && q.next())
        m_version = q.value(0).toInt();
    const auto &steps = notebookschema::steps();
    const int from = m_version;
    for (int step = m_version; step < kSchemaVersion; ++step)
        for (const QString &statement : steps[std::size_t(step)])
            if (!q.exec(statement)) {
                fail(u"migrating to version %1: %2"_s.arg(step + 1).arg(q.lastError().text()));
                QSqlQuery(db).exec(u"ROLLBACK"_s);
                return Outcome::Failed;
            }
    if (from > 0 && from < 3 && !fillTitles(q)) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return Outcome::Failed;
    }
    q.prepare(u"UPDATE notebook_schema SET version = ?"_s);
    q.addBindValue(kSchemaVersion);
    if (!q.exec() || !QSqlQuery(db).exec(u"COMMIT"_s)) {
        fail(q.lastError().text());
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return Outcome::Failed;
    }
    m_version = kSchemaVersion;
    stampIdentity(q);
    return Outcome::Done;
}

bool Notebook::fillTitles(QSqlQuery &q)
{
    // Inside the migration's transaction. Runs of the same rules share their
    // title: it is read once per rules (their hash), from one run's results,
    // and written to all of them in one statement, so that a notebook of
    // many runs is not read whole; a side by side (several house rules) is
    // read run by run. The search text gains the titles in every language.
    struct Rules {
        QString where, key, run; // the runs to title, and one run that carries their rules
    };
    std::vector<Rules> all;
    q.setForwardOnly(true);
    for (const auto &[select, where] :
        {std::pair {u"SELECT variant_sha256, MIN(id) FROM runs WHERE mode <> 'compare-several' AND variant_sha256 "
                    "<> '' GROUP BY variant_sha256"_s,
             u"variant_sha256 = ? AND mode <> 'compare-several'"_s},
            std::pair {u"SELECT id, id FROM runs WHERE mode = 'compare-several'"_s, u"id = ?"_s}}) {
        if (!q.exec(select)) {
            fail(u"migrating to version 3: %1"_s.arg(q.lastError().text()));
            return false;
        }
        while (q.next())
            all.push_back({where, q.value(0).toString(), q.value(1).toString()});
        q.finish();
    }
    q.setForwardOnly(false);
    for (const Rules &rules : all) {
        q.prepare(u"SELECT results FROM run_data WHERE run_id = ?"_s);
        q.addBindValue(rules.run);
        QString why;
        const auto result = q.exec() && q.next() ? resultsFrom(q.value(0).toString(), &why) : std::nullopt;
        q.finish();
        const RunTitles titles = result ? runTitles(result->header) : RunTitles();
        if (titles.isEmpty())
            continue; // a run kept before runs carried their rules, or without a title
        q.prepare(u"UPDATE runs SET title = ?, search = search || ? WHERE "_s + rules.where);
        q.addBindValue(titlesText(titles));
        q.addBindValue(searchText({}, {}, {}, titles).mid(2)); // "\n" and the titles, as searchText() ends
        q.addBindValue(rules.key);
        if (!q.exec()) {
            fail(u"migrating to version 3: %1"_s.arg(q.lastError().text()));
            return false;
        }
    }
    return true;
}

bool Notebook::reopenReadOnly()
{
    // Another program is writing to it (the CLI beside a running app, or a
    // program of the user's): what there is, read-only, and who holds it.
    m_holder = u"another program that is writing to it"_s;
    return openDatabase(true) && prepareSchema();
}

bool Notebook::refuseToWrite()
{
    switch (m_status) {
    case Status::Open:
    case Status::SetAside:
        return false;
    case Status::ReadOnly:
        m_error = m_holder.isEmpty() ? u"the notebook is open read-only"_s
                                     : u"the notebook is open read-only: it is held by %1"_s.arg(m_holder);
        break;
    case Status::NewerVersion:
        m_error = u"the notebook was written by a newer Houserules (its version %1); this one only reads it"_s.arg(
            m_version);
        break;
    case Status::Failed:
        break; // error() still says why it could not be opened
    }
    return true;
}

QString Notebook::writeError(const QSqlError &error) const
{
    if (!isPostgresql(m_location) && isLock(error.nativeErrorCode()))
        return u"another program held the notebook for longer than %1 ms (%2)"_s.arg(m_options.busyMilliseconds)
            .arg(error.text());
    return error.text();
}

QString Notebook::readError(const QSqlError &error) const
{
    if (!isPostgresql(m_location) && isDamage(error.nativeErrorCode()))
        return u"it is damaged: %1"_s.arg(error.text());
    return error.text();
}

QSqlDatabase Notebook::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

QString Notebook::record(
    const RunResult &result, const QString &source, const QString &note, const QString &rerunOf, int shards)
{
    if (refuseToWrite())
        return {};
    const RunHeader &h = result.header;
    QString variant = h.variant, base = h.compareWith;
    if (h.mode == u"compare-several"_s) {
        variant = h.houseRules.join(u", "_s);
        base = h.variant;
    }
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const RunTitles titles = runTitles(h);
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_error = writeError(db.lastError());
        return {};
    }
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO runs (id, ran_at, game, mode, variant, variant_sha256, base, players, bots, games, seed, "
              "shards, version, note, source, rerun_of, search, title) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const QVariant &value : QVariantList {id, timeText(QDateTime::currentDateTimeUtc()), nonNull(gameOf(h)),
             h.mode, nonNull(variant), nonNull(h.rules.empty() ? QString() : h.rules.front().sha256()), nonNull(base),
             h.players, nonNull(h.bots.join(u',')), h.games, QString::number(h.seed), shards,
             QStringLiteral(HOUSERULES_VERSION), nonNull(note), nonNull(source), nonNull(rerunOf),
             searchText(variant, base, note, titles), titlesText(titles)})
        q.addBindValue(value);
    bool ok = q.exec();
    if (ok) {
        q.prepare(u"INSERT INTO run_data (run_id, results) VALUES (?, ?)"_s);
        q.addBindValue(id);
        q.addBindValue(QString::fromUtf8(QJsonDocument(resultJson(result)).toJson(QJsonDocument::Compact)));
        ok = q.exec();
    }
    if (!ok) {
        m_error = writeError(q.lastError());
        db.rollback();
        return {};
    }
    if (!db.commit()) {
        m_error = writeError(db.lastError());
        db.rollback();
        return {};
    }
    return id;
}

bool Notebook::setNote(const QString &id, const QString &note)
{
    if (refuseToWrite())
        return false;
    QSqlQuery q(database());
    q.prepare(u"SELECT variant, base, title FROM runs WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        m_error = q.lastError().isValid() ? q.lastError().text() : u"no run %1"_s.arg(id);
        return false;
    }
    const QString search
        = searchText(q.value(0).toString(), q.value(1).toString(), note, titlesFrom(q.value(2).toString()));
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
    if (refuseToWrite())
        return false;
    QSqlDatabase db = database();
    db.transaction();
    QSqlQuery q(db);
    for (const QString &id : ids)
        for (const QString &statement :
            {u"DELETE FROM run_data WHERE run_id = ?"_s, u"DELETE FROM runs WHERE id = ?"_s}) {
            q.prepare(statement);
            q.addBindValue(id);
            if (!q.exec()) {
                m_error = writeError(q.lastError());
                db.rollback();
                return false;
            }
        }
    if (!db.commit()) {
        m_error = writeError(db.lastError());
        db.rollback();
        return false;
    }
    return true;
}

NotebookEntry Notebook::entryFrom(const QSqlQuery &q)
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
    e.titles = titlesFrom(q.value(16).toString());
    return e;
}

std::optional<RunResult> Notebook::resultsFrom(const QString &json, QString *why)
{
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &parse);
    if (!document.isObject()) {
        *why = parse.errorString();
        return std::nullopt;
    }
    return resultFromJson(document.object(), why);
}

QString Notebook::listColumns()
{
    return u"id, ran_at, game, mode, variant, base, players, bots, games, note, variant_sha256, seed, shards, "
           "version, source, rerun_of, title"_s;
}

std::pair<QString, QVariantList> Notebook::listQuery(const NotebookFilter &filter) const
{
    return filteredQuery(u"runs"_s, listColumns(), u"search"_s, filter);
}

qint64 Notebook::count(const NotebookFilter &filter)
{
    if (!canRead())
        return -1;
    NotebookFilter all = filter;
    all.limit = 0;
    const auto [sql, values] = listQuery(all);
    QSqlQuery q(database());
    q.prepare(u"SELECT COUNT(*) FROM ("_s + sql + u") AS listed"_s);
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec() || !q.next()) {
        m_error = readError(q.lastError());
        return -1;
    }
    return q.value(0).toLongLong();
}

QString Notebook::changeStamp()
{
    if (!canRead())
        return {};
    QSqlQuery q(database());
    if (!q.exec(isPostgresql(m_location) ? u"SELECT COUNT(*), MAX(ran_at) FROM runs"_s : u"PRAGMA data_version"_s)
        || !q.next())
        return {};
    return q.value(0).toString() + u' ' + q.value(1).toString();
}

std::vector<NotebookEntry> Notebook::list(const NotebookFilter &filter)
{
    std::vector<NotebookEntry> entries;
    forEachEntry(filter, [&](const NotebookEntry &e) {
        entries.push_back(e);
        return true;
    });
    return entries;
}

bool Notebook::forEachEntry(const NotebookFilter &filter, const std::function<bool(const NotebookEntry &)> &each)
{
    if (!canRead())
        return false;
    // Forward only, newest first through the date index: SQLite hands the
    // first row over without reading the rest (only runs of the same
    // moment are sorted by id), and nothing is kept behind.
    const auto [sql, values] = listQuery(filter);
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec()) {
        m_error = readError(q.lastError());
        return false;
    }
    while (q.next())
        if (!each(entryFrom(q)))
            return true;
    // A page that fails to read ends the rows with an error, never quietly.
    if (q.lastError().isValid()) {
        m_error = readError(q.lastError());
        return false;
    }
    return true;
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
        m_error = readError(q.lastError());
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
        m_error = u"run %1 has no results: %2"_s.arg(entry.id, readError(q.lastError()));
        return std::nullopt;
    }
    QString why;
    entry.result = resultsFrom(q.value(0).toString(), &why);
    if (!entry.result) {
        m_error = u"run %1: its results cannot be read: %2"_s.arg(entry.id, why);
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
