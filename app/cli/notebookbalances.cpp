#include "notebookbalances.h"

#include "notebook/notebookexport.h"
#include "simreport/sweepvalues.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace {

QString number(const QJsonValue &v)
{
    return v.isDouble() ? QString::number(v.toDouble(), 'f', 2) : v.toString();
}

QString estimateText(const QJsonObject &e)
{
    return u"%1 (%2 to %3)"_s.arg(number(e[u"value"_s]), number(e[u"low"_s]), number(e[u"high"_s]));
}

QString rangeText(const QJsonObject &t)
{
    const QJsonValue low = t[u"low"_s], high = t[u"high"_s];
    const QString range = low.isNull() ? u"at most %1"_s.arg(high.toDouble())
        : high.isNull()                ? u"at least %1"_s.arg(low.toDouble())
                                       : u"%1 to %2"_s.arg(low.toDouble()).arg(high.toDouble());
    return t[u"constraint"_s].toBool() ? range + u" (required)"_s
                                       : range + u", weight %1"_s.arg(t[u"weight"_s].toDouble());
}

// A list parameter's list, as kept.
std::vector<std::int64_t> numbers(const QJsonArray &list)
{
    std::vector<std::int64_t> out;
    for (const auto n : list)
        out.push_back(n.toInteger());
    return out;
}

// "hand_size=4, set_aside.2=1": the spec's parameters with a candidate's values.
QString valuesText(const QJsonObject &spec, const QJsonArray &values)
{
    const QJsonArray parameters = spec[u"parameters"_s].toArray();
    QStringList parts;
    for (qsizetype i = 0; i < values.size() && i < parameters.size(); ++i) {
        const QJsonObject p = parameters[i].toObject();
        // A list parameter's value: the index of its list.
        const QJsonArray lists = p[u"lists"_s].toArray();
        const qint64 v = values[i].toInteger();
        QString value = QString::number(v);
        if (!lists.isEmpty() && v >= 0 && v < lists.size())
            value = SweepValues::listText(numbers(lists[v].toArray()));
        parts << u"%1=%2"_s.arg(p[u"path"_s].toString(), value);
    }
    return parts.join(u", "_s);
}

QString rulesText(const KeptBalance &k)
{
    const QString title = localTitle(k.titles);
    return title.isEmpty() ? k.variant : u"%1 (%2)"_s.arg(k.variant, title);
}

} // namespace

QJsonObject keptBalanceJson(const KeptBalance &k)
{
    QJsonObject titles;
    for (auto it = k.titles.begin(); it != k.titles.end(); ++it)
        titles.insert(it.key(), it.value());
    QJsonObject o {{u"id"_s, k.id}, {u"ran_at"_s, k.ranAt.toString(Qt::ISODateWithMs)}, {u"game"_s, k.game},
        {u"variant"_s, k.variant}, {u"title"_s, localTitle(k.titles)}, {u"titles"_s, titles}, {u"players"_s, k.players},
        {u"bots"_s, QJsonArray::fromStringList(k.bots)}, {u"budget"_s, k.budget}, {u"seed"_s, QString::number(k.seed)},
        {u"version"_s, k.version}, {u"source"_s, k.source}, {u"rerun_of"_s, k.rerunOf}, {u"note"_s, k.note}};
    if (!k.spec.isEmpty())
        o.insert(u"spec"_s, k.spec);
    if (!k.result.isEmpty())
        o.insert(u"result"_s, k.result);
    return o;
}

void writeBalances(QTextStream &out, const std::vector<KeptBalance> &kept, Format format)
{
    if (format == Format::Json) {
        QJsonArray all;
        for (const auto &k : kept)
            all.append(keptBalanceJson(k));
        out << QJsonDocument(all).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Csv) {
        out << "id,ran_at,game,variant,title,players,bots,budget,seed,source,note\n";
        for (const auto &k : kept)
            out << k.id << ',' << k.ranAt.toString(Qt::ISODateWithMs) << ',' << k.game << ',' << csvField(k.variant)
                << ',' << csvField(localTitle(k.titles)) << ',' << k.players << ',' << csvField(k.bots.join(u','))
                << ',' << k.budget << ',' << k.seed << ',' << k.source << ',' << csvField(k.note) << '\n';
        return;
    }
    out << u"%1  %2  %3  %4  %5\n"_s.arg(u"search"_s, -8)
               .arg(u"when (UTC)"_s, -16)
               .arg(u"budget"_s, 8)
               .arg(u"rules"_s, -50)
               .arg(u"note"_s);
    for (const auto &k : kept)
        out << u"%1  %2  %3  %4  %5\n"_s.arg(k.id.left(8), -8)
                   .arg(k.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm"_s), -16)
                   .arg(k.budget, 8)
                   .arg(rulesText(k), -50)
                   .arg(k.note);
}

void writeBalance(QTextStream &out, const KeptBalance &k, Format format)
{
    if (format != Format::Table) {
        out << QJsonDocument(keptBalanceJson(k)).toJson(QJsonDocument::Indented);
        return;
    }
    const QJsonObject &spec = k.spec, &result = k.result;
    out << u"Balance search %1, %2 (UTC), from %3 (version %4)\n"_s.arg(
        k.id, k.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s), k.source.isEmpty() ? u"?"_s : k.source, k.version);
    out << u"Base rules %1, %2 players, bots %3, seed %4, budget %5 games, %6 candidates at most, %7 proposals\n"_s
               .arg(rulesText(k))
               .arg(k.players)
               .arg(k.bots.join(u','))
               .arg(k.seed)
               .arg(k.budget)
               .arg(spec[u"candidates"_s].toInt())
               .arg(spec[u"proposals"_s].toInt());
    if (!k.rerunOf.isEmpty())
        out << u"Played again from search %1\n"_s.arg(k.rerunOf);
    if (!k.note.isEmpty())
        out << u"Note: %1\n"_s.arg(k.note);
    for (const auto p : spec[u"parameters"_s].toArray()) {
        const QJsonArray lists = p[u"lists"_s].toArray();
        if (lists.isEmpty()) {
            out << u"Vary %1 from %2 to %3\n"_s.arg(p[u"path"_s].toString())
                       .arg(p[u"low"_s].toInteger())
                       .arg(p[u"high"_s].toInteger());
            continue;
        }
        QStringList each;
        for (const auto list : lists)
            each << SweepValues::listText(numbers(list.toArray()));
        out << u"Vary %1 over %2\n"_s.arg(p[u"path"_s].toString(), each.join(u", "_s));
    }
    const QJsonArray targets = spec[u"targets"_s].toArray();
    for (const auto t : targets)
        out << u"Target %1: %2\n"_s.arg(t[u"measure"_s].toString(), rangeText(t.toObject()));
    out << u"\n%1 round(s), %2 search games, %3 confirmation games%4\n"_s.arg(result[u"rounds"_s].toInt())
               .arg(result[u"search_games"_s].toInteger())
               .arg(result[u"confirmation_games"_s].toInteger())
               .arg(result[u"cancelled"_s].toBool() ? u", cancelled"_s : QString());
    out << u"\ncandidates tried (loss: 0 meets every target)\n"_s;
    for (const auto c : result[u"candidates"_s].toArray()) {
        const QJsonObject o = c.toObject();
        out << u"  %1  "_s.arg(valuesText(spec, o[u"values"_s].toArray()), -40);
        if (o.contains(u"refused"_s))
            out << u"refused: "_s << o[u"refused"_s].toString() << '\n';
        else
            out << u"loss %1 (%2 to %3), %4 games, round %5\n"_s
                       .arg(number(o[u"loss"_s]), number(o[u"loss_low"_s]), number(o[u"loss_high"_s]))
                       .arg(o[u"games"_s].toInteger())
                       .arg(o[u"round"_s].toInt() + 1);
    }
    const QJsonArray base = result[u"base_figures"_s].toArray();
    const QJsonArray proposals = result[u"proposals"_s].toArray();
    for (qsizetype n = 0; n < proposals.size(); ++n) {
        const QJsonObject p = proposals[n].toObject();
        out << u"\nproposal %1: %2, loss %3, %4 fresh games\n"_s.arg(n + 1)
                   .arg(valuesText(spec, p[u"values"_s].toArray()), number(p[u"loss"_s]))
                   .arg(p[u"games"_s].toInteger());
        const QJsonArray figures = p[u"figures"_s].toArray(), verdicts = p[u"verdicts"_s].toArray();
        for (qsizetype t = 0; t < targets.size(); ++t) {
            out << u"  %1 %2  %3"_s.arg(targets[t][u"measure"_s].toString(), -24)
                       .arg(t < figures.size() ? estimateText(figures[t].toObject()) : u"-"_s, -24)
                       .arg(t < verdicts.size() ? verdicts[t].toString() : u"not confirmed"_s, -12);
            if (t < base.size())
                out << u"  base %1"_s.arg(estimateText(base[t].toObject()));
            out << '\n';
        }
    }
}
