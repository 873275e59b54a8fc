#include "labtext.h"

#include "models/paramtext.h"

#include "core/easybot.h"
#include "core/searchbot.h"

#include <QLocale>
#include <QStandardItem>

#include <cmath>

using namespace houserules;

namespace {

// Decimals that show a margin with at least one significant digit (a big
// run narrows the intervals below a tenth of a point).
int decimalsFor(double margin, int decimals)
{
    while (decimals < 4 && margin > 0 && margin < 0.95 * std::pow(10.0, -decimals))
        ++decimals;
    return decimals;
}

} // namespace

QString LabText::fixed(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString LabText::signedFixed(double value, int decimals)
{
    const QString text = fixed(std::abs(value), decimals);
    if (text == fixed(0.0, decimals))
        return text;
    return (value < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + text;
}

const FigureTexts &LabText::orGeneric(const FigureTexts *texts)
{
    static const FigureTexts generic;
    return texts ? *texts : generic;
}

QString LabText::diagnostics(const Diagnostics &errors, const VariantTexts *texts)
{
    QStringList lines;
    for (const auto &e : errors)
        lines << (e.code.empty() ? QString::fromStdString(e.keyPath.empty() ? e.message : e.keyPath + ": " + e.message)
                                 : ParamText::problem(texts, e));
    return lines.join(u'\n');
}

QString LabText::title(const Variant &variant)
{
    const std::string language = QLocale().name().left(2).toStdString();
    for (const std::string &code : {language, std::string("en")})
        if (const auto it = variant.title.find(code); it != variant.title.end())
            return QString::fromStdString(it->second);
    return QString::fromStdString(variant.title.empty() ? variant.id : variant.title.begin()->second);
}

QStandardItem *LabText::tableCell(const QString &text, const QString &tip, bool bold)
{
    auto *cell = new QStandardItem(text);
    cell->setEditable(false);
    if (!tip.isEmpty())
        cell->setToolTip(tip);
    if (bold) {
        QFont font = cell->font();
        font.setBold(true);
        cell->setFont(font);
    }
    return cell;
}

QString LabText::percent(double share, int decimals)
{
    return ParamText::percent(share, decimals);
}

QString LabText::pointsDifference(const Estimate &d)
{
    const int decimals = decimalsFor(100 * d.halfWidth(), 1);
    //: A difference and the half-width of its 95% interval, e.g. "+4.1 ±1.2".
    return tr("%1 ±%2").arg(signedFixed(100 * d.value, decimals), fixed(100 * d.halfWidth(), decimals));
}

QString LabText::numberDifference(const Estimate &d, int decimals)
{
    decimals = decimalsFor(d.halfWidth(), decimals);
    return tr("%1 ±%2").arg(signedFixed(d.value, decimals), fixed(d.halfWidth(), decimals));
}

QString LabText::value(const Estimate &e, int decimals)
{
    return e.share ? percent(e.value) : fixed(e.value, decimals);
}

QString LabText::interval(double low, double high, bool share, int decimals)
{
    //: The 95% confidence interval of a number: its lowest and highest plausible values.
    return tr("95% interval: %1 to %2")
        .arg(share ? percent(low) : fixed(low, decimals), share ? percent(high) : fixed(high, decimals));
}

QString LabText::interval(const Estimate &e, int decimals)
{
    return interval(e.low, e.high, e.share, decimals);
}

QString LabText::botLabel(const QString &bot)
{
    if (bot == QLatin1StringView("random"))
        //: A computer player that plays any legal move at random.
        return tr("Random");
    if (bot == QLatin1StringView("heuristic"))
        //: A computer player that follows the game's own rules of thumb.
        return tr("Heuristic");
    if (bot == QLatin1StringView(houserules::kEasyBotName))
        //: The app's easy computer player: the heuristic one, but a share of
        //: its moves are made at random.
        return tr("Easy");
    if (bot == QLatin1StringView(houserules::kHardBotName))
        //: The app's hard computer player: the search bot with the game's
        //: own budget, about a third of a second per move.
        return tr("Hard (slow)");
    if (bot == QLatin1StringView(houserules::kSearchBotName))
        //: The search bot (Monte Carlo tree search): strong, but a thousand
        //: times slower than the others.
        return tr("Search (slow)");
    return bot;
}

QString LabText::seat(int seat)
{
    return tr("Seat %1").arg(seat + 1);
}

QStringList LabText::notableDifferences(const ComparisonReport &report, const FigureTexts &texts)
{
    QStringList lines;
    const auto pointsOf = [](const Estimate &d) {
        const int decimals = decimalsFor(100 * d.halfWidth(), 1);
        return std::pair {fixed(std::abs(100 * d.value), decimals), fixed(100 * d.halfWidth(), decimals)};
    };
    const auto numbersOf = [](const Estimate &d, int decimals) {
        decimals = decimalsFor(d.halfWidth(), decimals);
        return std::pair {fixed(std::abs(d.value), decimals), fixed(d.halfWidth(), decimals)};
    };

    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const Estimate &d = report.seats[seat].winRate;
        if (!d.excludesZero())
            continue;
        const auto [amount, margin] = pointsOf(d);
        lines << (d.value > 0 ? tr("Seat %1 wins %2 points more often (±%3).")
                              : tr("Seat %1 wins %2 points less often (±%3)."))
                     .arg(seat + 1)
                     .arg(amount, margin);
    }

    const auto figureLine = [&](const std::string &id, int seat, const Estimate &d) {
        FigureTexts::Change change;
        change.figure = QString::fromStdString(id);
        change.seat = seat;
        change.more = d.value > 0;
        change.share = d.share;
        std::tie(change.amount, change.margin) = d.share ? pointsOf(d) : numbersOf(d, 2);
        QString line = texts.sentence(change);
        if (!line.isEmpty())
            return line;
        const QString label = texts.figureLabel(change.figure);
        if (seat < 0) {
            if (d.share)
                //: %1 is a figure of the game (e.g. "Shot down"); the difference is in percentage points.
                return (change.more ? tr("%1, all seats: %2 points more often (±%3).")
                                    : tr("%1, all seats: %2 points less often (±%3)."))
                    .arg(label, change.amount, change.margin);
            //: %1 is a figure of the game, a number per game and seat.
            return (change.more ? tr("%1, all seats: %2 more per game (±%3).")
                                : tr("%1, all seats: %2 less per game (±%3)."))
                .arg(label, change.amount, change.margin);
        }
        if (d.share)
            return (change.more ? tr("%1, seat %2: %3 points more often (±%4).")
                                : tr("%1, seat %2: %3 points less often (±%4)."))
                .arg(label)
                .arg(seat + 1)
                .arg(change.amount, change.margin);
        return (change.more ? tr("%1, seat %2: %3 more per game (±%4).") : tr("%1, seat %2: %3 less per game (±%4)."))
            .arg(label)
            .arg(seat + 1)
            .arg(change.amount, change.margin);
    };
    for (const auto &[id, d] : report.figures)
        if (d.excludesZero())
            lines << figureLine(id, -1, d);
    // A seat's own sentence only where that seat's change stands apart:
    // when all seats change together, one sentence says it for them all.
    for (std::size_t seat = 0; seat < report.seats.size(); ++seat)
        for (const auto &[id, d] : report.seats[seat].figures) {
            if (!d.excludesZero() || texts.sameForEverySeat(QString::fromStdString(id)))
                continue;
            const auto all = report.figures.find(id);
            const bool together = all != report.figures.end() && all->second.excludesZero()
                && d.low <= all->second.value && all->second.value <= d.high;
            if (!together)
                lines << figureLine(id, int(seat), d);
        }

    for (std::size_t seat = 0; seat < report.seats.size(); ++seat) {
        const Estimate &d = report.seats[seat].score;
        if (!d.excludesZero())
            continue;
        const auto [amount, margin] = numbersOf(d, 2);
        lines << (d.value > 0 ? tr("Seat %1 scores %2 more on average (±%3).")
                              : tr("Seat %1 scores %2 less on average (±%3)."))
                     .arg(seat + 1)
                     .arg(amount, margin);
    }
    if (report.length.excludesZero()) {
        const auto [amount, margin] = numbersOf(report.length, 1);
        lines << (report.length.value > 0 ? tr("Games last %1 decisions longer (±%2).")
                                          : tr("Games last %1 decisions shorter (±%2)."))
                     .arg(amount, margin);
    }
    return lines;
}
