// The notebook's balancer searches (the `balances` table, schema version 3):
// kept, listed and read back whole; beside the runs, in the same database.

#include "notebook.h"
#include "notebooksql.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;
using namespace notebooksql;

namespace {

const QString kColumns
    = u"id, ran_at, game, variant, title, players, bots, budget, seed, version, source, rerun_of, note"_s;

KeptBalance keptFrom(const QSqlQuery &q)
{
    KeptBalance k;
    k.id = q.value(0).toString();
    k.ranAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
    k.game = q.value(2).toString();
    k.variant = q.value(3).toString();
    k.titles = titlesFrom(q.value(4).toString());
    k.players = q.value(5).toInt();
    k.bots = q.value(6).toString().split(u',', Qt::SkipEmptyParts);
    k.budget = q.value(7).toLongLong();
    k.seed = q.value(8).toString().toULongLong();
    k.version = q.value(9).toString();
    k.source = q.value(10).toString();
    k.rerunOf = q.value(11).toString();
    k.note = q.value(12).toString();
    return k;
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

QString Notebook::keepBalance(const houserules::BalanceSpec &spec, const houserules::BalanceReport &report,
    const QString &source, const QString &note, const QString &rerunOf)
{
    return keepBalance(balanceSpecJson(spec), balanceResultJson(report), source, note, rerunOf);
}

QString Notebook::keepBalance(const QJsonObject &spec, const QJsonObject &result, const QString &source,
    const QString &note, const QString &rerunOf)
{
    if (refuseToWrite())
        return {};
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString rules = spec[u"rules"_s].toString();
    QStringList bots;
    for (const auto bot : spec[u"bots"_s].toArray())
        bots << bot.toString();
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_error = writeError(db.lastError());
        return {};
    }
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO balances ("_s + kColumns
        + u", spec, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const QString game = rulesGame(rules);
    for (const QVariant &value : QVariantList {id, timeText(QDateTime::currentDateTimeUtc()), nonNull(game),
             nonNull(spec[u"variant"_s].toString()), titlesText(rulesTitles(rules)), spec[u"players"_s].toInt(),
             nonNull(bots.join(u',')), spec[u"budget"_s].toInteger(), nonNull(spec[u"seed"_s].toString()),
             QStringLiteral(HOUSERULES_VERSION), nonNull(source), nonNull(rerunOf), nonNull(note), compact(spec),
             compact(result)})
        q.addBindValue(value);
    if (!q.exec()) {
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

std::vector<KeptBalance> Notebook::balances(const NotebookFilter &filter)
{
    std::vector<KeptBalance> kept;
    if (!canRead())
        return kept;
    const auto [sql, values]
        = filteredQuery(u"balances"_s, kColumns, u"LOWER(variant || '\n' || title || '\n' || note)"_s, filter);
    QSqlQuery q(database());
    q.prepare(sql);
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec()) {
        m_error = readError(q.lastError());
        return kept;
    }
    while (q.next())
        kept.push_back(keptFrom(q));
    return kept;
}

std::optional<KeptBalance> Notebook::balance(const QString &idOrPrefix)
{
    if (!canRead() || idOrPrefix.isEmpty()) {
        m_error = idOrPrefix.isEmpty() ? u"no search id"_s : m_error;
        return std::nullopt;
    }
    QSqlQuery q(database());
    q.prepare(
        u"SELECT "_s + kColumns + u", spec, result FROM balances WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 2"_s);
    q.addBindValue(prefixOf(idOrPrefix.toLower()));
    if (!q.exec()) {
        m_error = readError(q.lastError());
        return std::nullopt;
    }
    if (!q.next()) {
        m_error = u"no balance search '%1' in the notebook"_s.arg(idOrPrefix);
        return std::nullopt;
    }
    KeptBalance kept = keptFrom(q);
    kept.spec = QJsonDocument::fromJson(q.value(13).toString().toUtf8()).object();
    kept.result = QJsonDocument::fromJson(q.value(14).toString().toUtf8()).object();
    if (q.next()) {
        m_error = u"'%1' begins the ids of several searches; give more of it"_s.arg(idOrPrefix);
        return std::nullopt;
    }
    return kept;
}
