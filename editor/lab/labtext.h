#pragma once

#include "models/figuretexts.h"

#include "core/simulation/notabledifferences.h"
#include "core/simulation/simulator.h"
#include "core/variants/diagnostic.h"
#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QStringList>

class QStandardItem;
class VariantTexts;

// The lab's words and numbers: percentages, differences with their
// intervals, bots' names and the plain sentences for the notable
// differences of a comparison. Numbers follow the current locale
// (QLocale::setDefault, which the app sets with the language).
class LabText {
    Q_DECLARE_TR_FUNCTIONS(LabText)
public:
    // The texts to use: `texts`, or the generic ones (the ids) when null.
    static const FigureTexts &orGeneric(const FigureTexts *texts);

    // "41.2%" (a share of 0.412).
    static QString percent(double share, int decimals = 1);
    // A number in the user's locale, and the same with its sign ("−1.2", "+0.4", "0.0").
    static QString fixed(double value, int decimals);
    static QString signedFixed(double value, int decimals);
    // "+4.1 ±1.2": a difference of shares in percentage points.
    static QString pointsDifference(const houserules::Estimate &difference);
    // "+0.35 ±0.12": a difference of means.
    static QString numberDifference(const houserules::Estimate &difference, int decimals = 2);
    // An estimate as it reads in a table: "41.2%" or "3.25".
    static QString value(const houserules::Estimate &estimate, int decimals = 2);
    // "95% interval: 39.8% to 42.6%".
    static QString interval(const houserules::Estimate &estimate, int decimals = 2);
    static QString interval(double low, double high, bool share, int decimals = 2);

    // Problems as lines of text, in the game's words and the current
    // language where the engine gave a code (`texts` may be null).
    static QString diagnostics(const houserules::Diagnostics &errors, const VariantTexts *texts = nullptr);
    // A variant's title in the current language (English, then any, then its id).
    static QString title(const houserules::Variant &variant);

    // "about 40 seconds", "about 12 minutes": how long something will take.
    static QString duration(double seconds);
    // Before the hard skill level plays: its games and about how long they
    // take on this computer (measured), or that it would take longer than
    // the lab allows and so cannot tell.
    static QString hardSkillEstimate(int games, double seconds, bool tooLong);

    // A read-only cell of a results table, with its tooltip, bold for what stands out.
    static QStandardItem *tableCell(const QString &text, const QString &tip = {}, bool bold = false);

    // A bot's name for a menu: "random" and "heuristic" in words, any other
    // (a game's own bot) by its id.
    static QString botLabel(const QString &bot);
    static QString seat(int seat); // "Seat 1" for seat 0

    // One sentence per notable difference (core/simulation/notabledifferences.h: it
    // survives Holm's correction over every difference tested), edited rules
    // against base, in the pages' order: win rates, the game's figures (all
    // seats together), scores, the game length, the measures of a good game.
    static QStringList notableDifferences(const houserules::ComparisonReport &report, const FigureTexts &texts);
    // The same for house rule `houseRule` of `tests`.
    static QStringList notableDifferences(
        const houserules::DifferenceTests &tests, std::size_t houseRule, const FigureTexts &texts);
    static QString notableSentence(const houserules::TestedDifference &difference, const FigureTexts &texts);
};
