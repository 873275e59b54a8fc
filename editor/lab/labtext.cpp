#include "labtext.h"

#include "labjobs.h"
#include "models/paramtext.h"

#include "core/bots/easybot.h"
#include "core/bots/searchbot.h"

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

QString LabText::duration(double seconds)
{
    if (seconds < 90)
        //: How long a run will take, e.g. "about 40 seconds".
        return tr("about %n second(s)", nullptr, int(std::max(1L, std::lround(seconds))));
    //: How long a run will take, e.g. "about 12 minutes".
    return tr("about %n minute(s)", nullptr, int(std::lround(seconds / 60)));
}

QString LabText::hardSkillEstimate(int games, double seconds, bool tooLong)
{
    if (tooLong)
        //: %1: how long, e.g. "about 45 minutes"; %2: the lab's limit in minutes.
        return tr("The hard skill level would take %1 on this computer for a gradient within ±3 points, more than "
                  "the lab's limit of %2 minutes: it is not played, and the Measures page says it cannot tell.")
            .arg(duration(seconds))
            .arg(LabJobs::kMaxHardSkillMinutes);
    //: %L1: games; %2: how long, e.g. "about 4 minutes", measured on this computer before it starts.
    return tr("Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this "
              "computer.")
        .arg(games)
        .arg(duration(seconds));
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
    return notableDifferences(testDifferences(report), 0, texts);
}

QStringList LabText::notableDifferences(const DifferenceTests &tests, std::size_t houseRule, const FigureTexts &texts)
{
    QStringList lines;
    for (const TestedDifference &t : tests.notable(houseRule))
        lines << notableSentence(t, texts);
    return lines;
}

namespace {

// A difference's size without its sign (the sentence says more or less)
// and the half-width of its interval, with the decimals that show it.
std::pair<QString, QString> inPoints(const Estimate &d)
{
    const int decimals = decimalsFor(100 * d.halfWidth(), 1);
    return std::pair {LabText::fixed(std::abs(100 * d.value), decimals), LabText::fixed(100 * d.halfWidth(), decimals)};
}

std::pair<QString, QString> inNumbers(const Estimate &d, int decimals)
{
    decimals = decimalsFor(d.halfWidth(), decimals);
    return std::pair {LabText::fixed(std::abs(d.value), decimals), LabText::fixed(d.halfWidth(), decimals)};
}

// A seat's win rate or score.
QString seatSentence(const TestedDifference &t)
{
    const bool more = t.difference.value > 0;
    if (t.of == DifferenceOf::WinRate) {
        const auto [amount, margin] = inPoints(t.difference);
        return (more ? LabText::tr("Seat %1 wins %2 points more often (±%3).")
                     : LabText::tr("Seat %1 wins %2 points less often (±%3)."))
            .arg(t.seat + 1)
            .arg(amount, margin);
    }
    const auto [amount, margin] = inNumbers(t.difference, 2);
    return (more ? LabText::tr("Seat %1 scores %2 more on average (±%3).")
                 : LabText::tr("Seat %1 scores %2 less on average (±%3)."))
        .arg(t.seat + 1)
        .arg(amount, margin);
}

// A game's own figure, in the game's own sentence when it has one.
QString figureSentence(const TestedDifference &t, const FigureTexts &texts)
{
    const Estimate &d = t.difference;
    const bool more = d.value > 0;
    FigureTexts::Change change;
    change.figure = QString::fromStdString(t.figure);
    change.more = more;
    change.share = d.share;
    std::tie(change.amount, change.margin) = d.share ? inPoints(d) : inNumbers(d, 2);
    if (QString line = texts.sentence(change); !line.isEmpty())
        return line;
    const QString label = texts.figureLabel(change.figure);
    if (d.share)
        //: %1 is a figure of the game (e.g. "Shot down"); the difference is in percentage points.
        return (more ? LabText::tr("%1, all seats: %2 points more often (±%3).")
                     : LabText::tr("%1, all seats: %2 points less often (±%3)."))
            .arg(label, change.amount, change.margin);
    //: %1 is a figure of the game, a number per game and seat.
    return (more ? LabText::tr("%1, all seats: %2 more per game (±%3).")
                 : LabText::tr("%1, all seats: %2 less per game (±%3)."))
        .arg(label, change.amount, change.margin);
}

// How long games last: in decisions, turns or rounds.
QString lengthSentence(const TestedDifference &t)
{
    const bool more = t.difference.value > 0;
    const auto [amount, margin] = inNumbers(t.difference, 1);
    if (t.of == DifferenceOf::Turns)
        return (
            more ? LabText::tr("Games last %1 turns longer (±%2).") : LabText::tr("Games last %1 turns shorter (±%2)."))
            .arg(amount, margin);
    if (t.of == DifferenceOf::Rounds)
        return (more ? LabText::tr("Games last %1 rounds longer (±%2).")
                     : LabText::tr("Games last %1 rounds shorter (±%2)."))
            .arg(amount, margin);
    return (more ? LabText::tr("Games last %1 decisions longer (±%2).")
                 : LabText::tr("Games last %1 decisions shorter (±%2)."))
        .arg(amount, margin);
}

// The measures of a good game but the length: the first player's
// advantage, lead changes, drama and when the game was decided.
QString measureSentence(const TestedDifference &t)
{
    const bool more = t.difference.value > 0;
    if (t.of == DifferenceOf::LeadChanges) {
        const auto [amount, margin] = inNumbers(t.difference, 2);
        //: How often per game a player takes the sole lead of the running score from another.
        return (more ? LabText::tr("The lead changes %1 times more per game (±%2).")
                     : LabText::tr("The lead changes %1 times less per game (±%2)."))
            .arg(amount, margin);
    }
    const auto [amount, margin] = inPoints(t.difference);
    if (t.of == DifferenceOf::Drama)
        //: How often the eventual winner was behind in the running score at some point, in percentage points.
        return (more ? LabText::tr("The winner was behind %1 points more often (±%2).")
                     : LabText::tr("The winner was behind %1 points less often (±%2)."))
            .arg(amount, margin);
    if (t.of == DifferenceOf::DecidedAt)
        //: When the eventual winner took the lead for good, in percentage points of the game.
        return (more ? LabText::tr("The winner takes the lead for good %1 points of the game later (±%2).")
                     : LabText::tr("The winner takes the lead for good %1 points of the game earlier (±%2)."))
            .arg(amount, margin);
    //: The first player's win rate minus the fair share, edited rules against base, in percentage points.
    return (more ? LabText::tr("The first player's advantage is %1 points larger (±%2).")
                 : LabText::tr("The first player's advantage is %1 points smaller (±%2)."))
        .arg(amount, margin);
}

} // namespace

QString LabText::notableSentence(const TestedDifference &t, const FigureTexts &texts)
{
    switch (t.of) {
    case DifferenceOf::WinRate:
    case DifferenceOf::Score:
        return seatSentence(t);
    case DifferenceOf::Figure:
        return figureSentence(t, texts);
    case DifferenceOf::Length:
    case DifferenceOf::Turns:
    case DifferenceOf::Rounds:
        return lengthSentence(t);
    case DifferenceOf::FirstPlayerAdvantage:
    case DifferenceOf::LeadChanges:
    case DifferenceOf::Drama:
    case DifferenceOf::DecidedAt:
        return measureSentence(t);
    }
    return {};
}
