// The playtest lab on its own, for looking at it: Blasting Billy's "two
// dynamite" house rule against the standard rules, in the language given,
// run at once; the page given is shown when the results are in.
//
//   lab_demo [nl|en|de|fr|it] [comparison|numbers|cards|sweep]

#include "games/gameui.h"
#include "shell/languagemanager.h"

#include "lab/playtestlab.h"

#include "registry.h"

#include <QApplication>
#include <QTabWidget>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    LanguageManager languages;
    languages.setLanguage(args.value(1, u"en"_s));
    const QString page = args.value(2, u"comparison"_s);

    const auto loader = houserules::Registry::instance().loader();
    const auto edited = loader.load("blasting-billy/two-dynamite");
    const auto base = loader.load("blasting-billy/standard");
    if (!edited || !base)
        return 1;

    PlaytestLab lab;
    lab.setWindowTitle(u"Houserules"_s);
    lab.setFigureTexts(gameUi(u"blasting-billy"_s)->figureTexts());
    lab.setVariants(*edited, *base);
    lab.setCardImpact(true);
    lab.resize(1600, 1000);
    lab.show();
    auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
    const QStringList pages {u"comparison"_s, u"numbers"_s, u"cards"_s, u"sweep"_s};
    QObject::connect(&lab, &PlaytestLab::runFinished, &lab, [&] {
        if (page == u"sweep"_s && !lab.sweep()) {
            lab.setGames(3000);
            lab.runSweep(u"hand_size"_s, 2, 6);
            return;
        }
        tabs->setCurrentIndex(std::max(0, int(pages.indexOf(page))));
    });
    lab.runComparison();
    return app.exec();
}
