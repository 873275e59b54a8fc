#include "variantdifference.h"

#include "deckdifference.h"
#include "paramtext.h"

#include <QLocale>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

using Names = std::vector<std::string>;
using Counts = std::map<int, std::int64_t>;

QStringList ids(const Names &names)
{
    QStringList list;
    for (const auto &name : names)
        list << QString::fromStdString(name);
    return list;
}

QStringList namesOf(const ParamSpec &spec, const Names &items, const VariantTexts *texts)
{
    QStringList names;
    for (const auto &item : items)
        names << ParamText::itemName(texts, spec, item);
    return names;
}

// The names of `items` that `others` does not hold, in the order of `items`.
QStringList namesNotIn(const ParamSpec &spec, const Names &items, const Names &others, const VariantTexts *texts)
{
    Names missing;
    for (const auto &item : items)
        if (std::find(others.begin(), others.end(), item) == others.end())
            missing.push_back(item);
    return namesOf(spec, missing, texts);
}

// A name list's change: as the game says it (a sidewalk's fields counted),
// else the names removed and added, else (the same names, or names repeated
// in another order) both lists by name.
QString listChange(const ParamSpec &spec, const Names &was, const Names &is, const VariantTexts *texts)
{
    const QString path = QString::fromStdString(spec.path);
    if (texts)
        if (QString change = texts->listChange(path, ids(was), ids(is), false); !change.isEmpty())
            return change;
    if (spec.unique) {
        const QStringList removed = namesNotIn(spec, was, is, texts);
        const QStringList added = namesNotIn(spec, is, was, texts);
        QStringList says;
        if (!removed.isEmpty())
            says << VariantDifference::tr("%1 removed").arg(ParamText::listed(removed));
        if (!added.isEmpty())
            says << VariantDifference::tr("%1 added").arg(ParamText::listed(added));
        if (!says.isEmpty())
            return says.join(u"; "_s);
    }
    return VariantDifference::tr("%1 → %2").arg(
        namesOf(spec, was, texts).join(u", "_s), namesOf(spec, is, texts).join(u", "_s));
}

// A per-player-count value's change, count by count: "3 players: 6 → 8".
QString countsChange(const Counts &was, const Counts &is)
{
    const QLocale locale;
    std::map<int, std::pair<QString, QString>> changes;
    //: A value given for a number of players that the other rules do not give.
    const QString none = VariantDifference::tr("none");
    for (const auto &[players, count] : was)
        changes[players] = {locale.toString(qlonglong(count)), none};
    for (const auto &[players, count] : is) {
        auto &change = changes.try_emplace(players, none, QString()).first->second;
        change.second = locale.toString(qlonglong(count));
    }
    QStringList says;
    for (const auto &[players, change] : changes)
        if (change.first != change.second)
            //: A value for one number of players before and after: "3 players: 6 → 8".
            says << VariantDifference::tr("%1: %2 → %3").arg(ParamText::players(players), change.first, change.second);
    return says.join(u"; "_s);
}

const ParamValue *valueIn(const Variant &variant, const std::string &path)
{
    const auto it = variant.params.find(path);
    return it == variant.params.end() ? nullptr : &it->second.value;
}

} // namespace

QStringList VariantDifference::describe(
    const Schema &schema, const Variant &base, const Variant &now, const VariantTexts *texts)
{
    QStringList lines;
    for (std::size_t i = 0; i < schema.params.size(); ++i) {
        const ParamSpec &spec = schema.params[i];
        const ParamValue *was = valueIn(base, spec.path);
        const ParamValue *is = valueIn(now, spec.path);
        if (!was || !is || *was == *is)
            continue;
        QString change;
        switch (spec.type) {
        case ParamType::Deck:
            change = DeckDifference::describe(std::get<Deck>(*was), std::get<Deck>(*is), texts);
            if (change.isEmpty()) // the same cards, listed in another order
                continue;
            break;
        case ParamType::StringList: {
            // Two sides changed alike are said once, for both.
            if (texts && i + 1 < schema.params.size()) {
                const ParamSpec &next = schema.params[i + 1];
                const ParamValue *nextWas = valueIn(base, next.path);
                const ParamValue *nextIs = valueIn(now, next.path);
                const QString pair
                    = texts->pairLabel(QString::fromStdString(spec.path), QString::fromStdString(next.path));
                if (!pair.isEmpty() && nextWas && nextIs && next.type == ParamType::StringList) {
                    auto sideChange
                        = [texts](const ParamSpec &side, const ParamValue &before, const ParamValue &after) {
                              return texts->listChange(QString::fromStdString(side.path), ids(std::get<Names>(before)),
                                  ids(std::get<Names>(after)), true);
                          };
                    const QString both = sideChange(spec, *was, *is);
                    if (!both.isEmpty() && both == sideChange(next, *nextWas, *nextIs)) {
                        lines << tr("%1: %2").arg(pair, both);
                        ++i;
                        continue;
                    }
                }
            }
            change = listChange(spec, std::get<Names>(*was), std::get<Names>(*is), texts);
            break;
        }
        case ParamType::IntByPlayers:
            change = countsChange(std::get<Counts>(*was), std::get<Counts>(*is));
            break;
        default:
            change = tr("%1 → %2").arg(ParamText::display(spec, *was, texts), ParamText::display(spec, *is, texts));
        }
        lines << tr("%1: %2").arg(ParamText::label(texts, spec), change);
    }
    return lines;
}
