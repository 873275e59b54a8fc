#pragma once

// The lab's notebook: every simulation kept in a database, to list, open,
// compare and play again over weeks. SQLite in the app's data folder by
// default; a team points every program at one PostgreSQL server instead
// (a location "postgresql://user@host:port/database"). Qt SQL, with SQL
// that both accept. One row per run in `runs` (what the list shows and
// filters, small), its rules and results beside it in `run_data`.

#include "balancerecord.h"
#include "runtitles.h"
#include "simreport/simreport.h"

#include <QDateTime>
#include <QJsonObject>
#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QSqlQuery;

// One run as the notebook lists it; `result` only when read whole (run()).
struct NotebookEntry {
    QString id;            // a UUID without braces; commands accept any unique prefix
    QDateTime ranAt;       // UTC
    QString game;          // "blasting-billy"
    QString mode;          // simulate, compare, compare-several, sweep
    QString variant;       // the rules played (compare: the house rule; compare-several: the house rules, ", ")
    QString variantSha256; // of the first of them, as kept (RunRules::sha256)
    QString base;          // compared with; empty when none
    int players = 0;
    QStringList bots;
    qint64 games = 0;
    quint64 seed = 0;
    int shards = 1;   // merged from this many shards
    QString version;  // of the program that ran it
    QString source;   // lab, cli, merge, rerun
    QString rerunOf;  // the run this one played again; empty when none
    QString note;     // the designer's own words
    RunTitles titles; // the title of the rules it played (runTitles()), per language
    std::optional<RunResult> result;

    // The title in the user's language (else English, else any); empty for none.
    QString title() const { return localTitle(titles); }
};

// What the list shows: the newest first, filtered. Empty fields filter nothing.
struct NotebookFilter {
    QString game;
    QString text; // in the variant, base or note, ignoring case
    QDateTime since, until;
    int limit = 0; // 0: all
};

class Notebook {
public:
    // How it was opened, for the front end to say in its own words.
    enum class Status {
        Open,         // read and written
        ReadOnly,     // another instance holds it (`holder` says who), or it is busy: nothing is recorded
        NewerVersion, // written by a newer program (schema `version`): read-only
        SetAside,     // damaged: moved aside (`setAsideAs`, `error` says how), a new one started
        Failed,       // cannot be opened at all, or not a notebook (`error`: the cause); the file is left alone
    };

    struct Options {
        // The app's instances hold the notebook while they run (a lock file
        // beside it); a second one opens it read-only. The CLI records a run
        // in one short transaction beside them, so it does not take it.
        bool holdForInstance = false;
        int busyMilliseconds = 5000; // to wait for another writer
        // SQLite's `PRAGMA quick_check` reads every page: done at opening
        // up to this size (see check()).
        qint64 wholeCheckBytes = 32 * 1024 * 1024;
    };

    // The current schema; a database of an older one is migrated on opening.
    static constexpr int kSchemaVersion = 3;
    // A SQLite notebook's `PRAGMA application_id` ("HRNB"), which tells it
    // from another program's database; its `PRAGMA user_version` is the
    // schema version (as `notebook_schema` says).
    static constexpr qint32 kApplicationId = 0x48524e42;

    // `location`: a file (SQLite), or a postgresql:// URL.
    Notebook(const QString &location, Options options);
    Notebook(const QString &location) : Notebook(location, Options {}) {}
    ~Notebook();
    Notebook(const Notebook &) = delete;
    Notebook &operator=(const Notebook &) = delete;

    // The location when none is given: the app's setting, else
    // <data folder>/notebook.sqlite.
    static QString defaultLocation();
    static bool isPostgresql(const QString &location);
    // What is wrong with `location` as a notebook's, with the character
    // where it goes wrong ("postgresql:/x", a port that is not a number);
    // empty when nothing is. A location with a fault opens nothing.
    static QString locationProblem(const QString &location);

    Status status() const { return m_status; }
    bool canRead() const { return m_status != Status::Failed; }
    bool canWrite() const { return m_status == Status::Open || m_status == Status::SetAside; }
    QString location() const { return m_location; }
    QString holder() const { return m_holder; }         // ReadOnly: "pid 123 on host"
    QString setAsideAs() const { return m_setAsideAs; } // SetAside: the file's new name
    QString error() const { return m_error; }           // Failed, and a failed write's reason
    int schemaVersion() const { return m_version; }     // as found (NewerVersion)

    // Records a run in one transaction; its id, or empty and error().
    QString record(const RunResult &result, const QString &source, const QString &note = {},
        const QString &rerunOf = {}, int shards = 1);
    bool setNote(const QString &id, const QString &note);
    bool remove(const QStringList &ids);

    // The entries (without results) that `filter` lets through, newest first.
    std::vector<NotebookEntry> list(const NotebookFilter &filter);
    // The same one at a time, as they are read (never all in memory), until
    // `each` returns false; false and error() when the database fails.
    bool forEachEntry(const NotebookFilter &filter, const std::function<bool(const NotebookEntry &)> &each);
    // One run whole, by id or a unique prefix of it; nullopt and error().
    std::optional<NotebookEntry> run(const QString &idOrPrefix);
    // The games that have runs, sorted.
    QStringList games();

    // The balancer's searches (balancerecord.h), beside the runs. Keeps
    // one in one transaction: `spec` and `report` as the search had them,
    // the spec's base rules whole; its id, or empty and error(). `source`
    // as record()'s (lab, cli, rerun).
    QString keepBalance(const houserules::BalanceSpec &spec, const houserules::BalanceReport &report,
        const QString &source, const QString &note = {}, const QString &rerunOf = {});
    // The same from a spec and result as kept (balanceSpecJson(),
    // balanceResultJson()): a rerun's.
    QString keepBalance(const QJsonObject &spec, const QJsonObject &result, const QString &source,
        const QString &note = {}, const QString &rerunOf = {});
    // The searches `filter` lets through (game, text in the variant, title
    // or note, dates, limit), newest first, without spec and result.
    std::vector<KeptBalance> balances(const NotebookFilter &filter);
    // One search whole (spec and result), by id or a unique prefix of it;
    // nullopt and error(). Load its spec with loadBalanceSpec() to show it
    // in the lab or play it again (rerunBalance()).
    std::optional<KeptBalance> balance(const QString &idOrPrefix);

    // For a model over the list (never a copy of every row): the database,
    // and the SELECT of list() with its values to bind in order.
    QSqlDatabase database() const;
    static QString listColumns(); // id, ran_at, game, mode, variant, base, players, bots, games, note, ..., title
    // A row of listColumns() as an entry (without results), and a run's
    // results as kept (JSON) read back; nullopt and `why` when they do not read.
    static NotebookEntry entryFrom(const QSqlQuery &q);
    static std::optional<RunResult> resultsFrom(const QString &json, QString *why);
    std::pair<QString, QVariantList> listQuery(const NotebookFilter &filter) const;
    // How many runs `filter` lets through (its limit aside); -1 and error()
    // when the database fails.
    qint64 count(const NotebookFilter &filter);
    // Changes when another connection (the CLI, another window) has written
    // to the notebook since: SQLite's `PRAGMA data_version`; for a server,
    // the number of runs and the newest. Cheap enough to ask every few seconds.
    QString changeStamp();

private:
    bool openDatabase(bool readOnly);
    bool prepareSchema();
    // Version 3's titles for the runs kept before: read from their rules.
    bool fillTitles(QSqlQuery &q);
    // What opening found: a notebook, a damaged one (set aside unless
    // another program holds it), or a file to refuse (`why`), left alone.
    enum class Verdict { Ours, Damaged, Refused };
    Verdict identify(QSqlQuery &q, QStringList *tables, QString *why);
    Verdict check(QSqlQuery &q, QString *why);
    // The steps of prepareSchema(): what the file is and its version; its
    // journal; the migration to this version. Locked: another program
    // writes to it (open it read-only); Failed: fail() says why.
    enum class Outcome { Done, Locked, Failed };
    Verdict identifySchema(QSqlQuery &q, QStringList *tables, QString *why);
    Outcome enterWal(QSqlQuery &q);
    Outcome migrate(QSqlQuery &q, const QSqlDatabase &db);
    void stampIdentity(QSqlQuery &q);
    bool setAside(const QString &why);
    bool reopenReadOnly();
    bool refuseToWrite();
    QString writeError(const QSqlError &error) const;
    QString readError(const QSqlError &error) const;
    void fail(const QString &why);

    QString m_location;
    Options m_options;
    QString m_connection; // the QSqlDatabase connection's name
    std::unique_ptr<QLockFile> m_instanceLock;
    Status m_status = Status::Failed;
    QString m_holder, m_setAsideAs, m_error;
    int m_version = 0;
    qint32 m_headerApplicationId = 0; // as the file's header says, read before SQLite opens it
};
