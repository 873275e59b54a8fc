#include "parametervalues.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

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

} // namespace

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

bool parseParameterValues(const QString &text, houserules::SweepAxis &axis, qsizetype limit)
{
    static const QRegularExpression form(u"^([A-Za-z0-9_.-]+)=(.+)$"_s);
    const auto m = form.match(text);
    if (!m.hasMatch())
        return false;
    axis.parameter = m.captured(1).toStdString();
    const QString values = m.captured(2);
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

QString listText(const std::vector<std::int64_t> &list)
{
    QStringList parts;
    for (std::size_t i = 0; i < list.size();) {
        std::size_t end = i + 1; // one past the run of consecutive numbers from i
        while (end < list.size() && list[end] == list[end - 1] + 1)
            ++end;
        if (end - i >= 3) {
            parts << u"%1..%2"_s.arg(list[i]).arg(list[end - 1]);
        } else {
            for (std::size_t k = i; k < end; ++k)
                parts << QString::number(list[k]);
        }
        i = end;
    }
    return u'[' + parts.join(u", "_s) + u']';
}
