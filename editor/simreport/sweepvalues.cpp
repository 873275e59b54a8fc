#include "sweepvalues.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// "3..6" into 3, 4, 5, 6 (at most `limit` numbers); false when backwards or too many.
bool appendRange(const QString &from, const QString &to, std::vector<std::int64_t> &into, qsizetype limit)
{
    bool okFrom = false, okTo = false;
    const qint64 a = from.toLongLong(&okFrom), b = to.toLongLong(&okTo);
    if (!okFrom || !okTo || a > b || b - a >= limit)
        return false;
    for (qint64 v = a; v <= b; ++v)
        into.push_back(v);
    return true;
}

// Numbers and ranges separated by commas: "2,3,5", "2..6", "0..8,10".
bool parseNumbers(const QString &text, std::vector<std::int64_t> &into, qsizetype limit)
{
    static const QRegularExpression range(u"^(-?\\d+)\\.\\.(-?\\d+)$"_s);
    static const QRegularExpression number(u"^-?\\d+$"_s);
    for (const auto &item : text.split(u',')) {
        if (const auto m = range.match(item); m.hasMatch()) {
            if (!appendRange(m.captured(1), m.captured(2), into, limit))
                return false;
        } else if (number.match(item).hasMatch()) {
            bool ok = false;
            into.push_back(item.toLongLong(&ok));
            if (!ok)
                return false;
        } else {
            return false;
        }
        if (qsizetype(into.size()) > limit)
            return false;
    }
    return !into.empty();
}

} // namespace

namespace SweepValues {

bool parse(const QString &text, SweepAxis &axis, qsizetype limit)
{
    axis.values.clear();
    axis.lists.clear();
    QString values = text;
    values.remove(u' ');
    if (!values.startsWith(u'['))
        return parseNumbers(values, axis.values, limit);
    static const QRegularExpression lists(u"^\\[([^\\[\\]]*)\\](?:,|$)"_s);
    for (qsizetype at = 0; at < values.size();) {
        const auto list = lists.match(values.mid(at));
        if (!list.hasMatch() || qsizetype(axis.lists.size()) >= limit)
            return false;
        std::vector<std::int64_t> numbers;
        if (!parseNumbers(list.captured(1), numbers, 1000))
            return false;
        axis.lists.push_back(std::move(numbers));
        at += list.capturedLength(0);
    }
    return !axis.lists.empty() && !values.endsWith(u',');
}

bool parseSetting(const QString &text, SweepAxis &axis, qsizetype limit)
{
    static const QRegularExpression form(u"^([A-Za-z0-9_.-]+)=(.+)$"_s);
    const auto m = form.match(text);
    if (!m.hasMatch())
        return false;
    axis.parameter = m.captured(1).toStdString();
    return parse(m.captured(2), axis, limit);
}

QString listText(const std::vector<std::int64_t> &list)
{
    QStringList items;
    for (std::size_t i = 0; i < list.size();) {
        std::size_t j = i;
        while (j + 1 < list.size() && list[j + 1] == list[j] + 1)
            ++j;
        items << (j >= i + 2 ? u"%1..%2"_s.arg(list[i]).arg(list[j]) : QString::number(list[i]));
        if (j == i + 1)
            items << QString::number(list[j]);
        i = j + 1;
    }
    return u'[' + items.join(u',') + u']';
}

QString valueText(const SweepAxis &axis, std::size_t i)
{
    return axis.isList() ? listText(axis.lists[i]) : QString::number(axis.values[i]);
}

} // namespace SweepValues
