// The playtest lab on its own, for looking at it: Blasting Billy's "two
// dynamite" house rule against the standard rules, in the language given,
// run at once; the page given is shown when the results are in, and with a
// folder, the results and charts are exported there.
//
// "heatmap" sweeps two parameters at once (hand size x dynamite per colour)
// and shows the Sweep page's heatmap. The side by side page plays the gold
// rush and the four-card hand beside it. The measures page also measures
// the skill gradient (normal vs random); "skill" shows it with the hard level
// too, and "skillwyatt" Wyatt Earp's poker for shares for two, whose hard
// level takes longer than the lab allows. "controlled" shows the Card impact
// page with the controlled impact of one gold dynamite fewer and one more.
// "findrule" fills in the Find a rule page (hand size and dynamite per
// colour; no first player edge, games of at most 60 decisions, shot down at
// most 30%) and searches after eight seconds, GAMES being its budget.
//
//   lab_demo [nl|en|de|fr|it]
//            [comparison|sidebyside|numbers|measures|skill|skillwyatt|cards|controlled|sweep|heatmap|findrule] [GAMES]
//            [EXPORT-FOLDER]

#include "games/gameui.h"
#include "preferences/languagemanager.h"

#include "lab/findrulepage.h"
#include "lab/playtestlab.h"

#include "registry.h"

#include <QApplication>
#include <QDir>
#include <QScreen>
#include <QTabWidget>
#include <QTimer>

#include <limits>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    LanguageManager languages;
    languages.setLanguage(args.value(1, u"en"_s));
    const QString page = args.value(2, u"comparison"_s);

    const auto loader = houserules::Registry::instance().loader();
    const bool wyatt = page == u"skillwyatt"_s;
    const QString game = wyatt ? u"wyatt-earp"_s : u"blasting-billy"_s;
    const auto edited = loader.load(wyatt ? "wyatt-earp/poker-for-shares" : "blasting-billy/two-dynamite");
    const auto base = loader.load(wyatt ? "wyatt-earp/standard" : "blasting-billy/standard");
    if (!edited || !base)
        return 1;

    PlaytestLab lab;
    lab.setWindowTitle(u"Houserules"_s);
    lab.setFigureTexts(gameUi(game)->figureTexts());
    lab.setVariantTexts(gameUi(game)->variantTexts()); // the parameters in the game's words, as the editor does
    lab.setVariants(*edited, *base);
    if (wyatt)
        lab.setPlayers(2); // the most games, and the longest
    lab.setCardImpact(true);
    lab.setGames(args.value(3, u"10000"_s).toInt());
    const bool skill = page == u"skill"_s || wyatt;
    lab.setSkill(page == u"measures"_s || page == u"skill"_s, skill);
    const QString folder = args.value(4);
    lab.resize(lab.screen()->availableSize()); // 1600 × 1000 on a screen that size
    lab.show();
    auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
    const QStringList pages {u"comparison"_s, u"sidebyside"_s, u"numbers"_s, u"measures"_s, u"cards"_s, u"sweep"_s};
    QObject::connect(&lab, &PlaytestLab::runFinished, &lab, [&] {
        if (page == u"findrule"_s)
            return; // its page stays
        if (page == u"sweep"_s && !lab.sweep()) {
            lab.setGames(3000);
            lab.runSweep(u"hand_size"_s, 2, 6);
            return;
        }
        if (page == u"heatmap"_s && !lab.sweep()) {
            lab.setGames(1000);
            lab.runSweep(u"hand_size"_s, 3, 6, u"deck.dynamite_per_colour"_s, 0, 2);
            return;
        }
        if (page == u"controlled"_s && !lab.controlledImpact()) {
            lab.runControlledImpact(u"gold-dynamite"_s, true);
            return;
        }
        if (page == u"sidebyside"_s && !lab.sideBySide()) {
            lab.runSideBySide({u"blasting-billy/gold-rush"_s, u"blasting-billy/four-card-hand"_s});
            return;
        }
        tabs->setCurrentIndex(page == u"heatmap"_s ? int(pages.indexOf(u"sweep"_s))
                : page == u"controlled"_s          ? int(pages.indexOf(u"cards"_s))
                : skill                            ? int(pages.indexOf(u"measures"_s))
                                                   : std::max(0, int(pages.indexOf(page))));
        if (folder.isEmpty())
            return;
        const QDir out(folder);
        const bool sweep = lab.sweep() != nullptr, sideBySide = lab.sideBySide() != nullptr;
        const auto results = sweep ? PlaytestLab::Results::Sweep
            : sideBySide           ? PlaytestLab::Results::SideBySide
                                   : PlaytestLab::Results::Comparison;
        const auto charts = sweep ? PlaytestLab::Charts::Sweep
            : sideBySide          ? PlaytestLab::Charts::SideBySide
                                  : PlaytestLab::Charts::Comparison;
        for (const QString &suffix : {u"json"_s, u"csv"_s})
            lab.exportResults(results, out.filePath(u"results."_s + suffix));
        for (const QString &suffix : {u"png"_s, u"svg"_s})
            lab.exportCharts(charts, out.filePath(u"charts."_s + suffix));
    });
    if (page == u"findrule"_s) {
        constexpr double kInf = std::numeric_limits<double>::infinity();
        auto *find = static_cast<FindRulePage *>(lab.findChild<QWidget *>(u"findRulePage"_s));
        tabs->setCurrentWidget(find);
        find->addParameter(u"hand_size"_s, 2, 6);
        find->addParameter(u"deck.dynamite_per_colour"_s, 0, 3);
        find->addTarget({"first_player_advantage", -1, 1, false, 2});
        find->addTarget({"length", -kInf, 60, true});
        find->addTarget({"figure:shot_down", -kInf, 30});
        find->setBudgetGames(args.value(3, u"100000"_s).toLongLong());
        QTimer::singleShot(8000, &lab, [&lab] { lab.runFindRule(); });
        return app.exec();
    }
    lab.runComparison();
    return app.exec();
}
