// Small screens: the window fits a 1024x700 screen and a 1600x1000 screen
// scaled twice over (800x500), and at the tables that leaves (down to the
// smallest the window allows) every game's table, in every mode, at every
// moment of a game, for a player and for the public, in the languages with
// the longest words, lays out with no text clipped by the table's edge and
// no text over another.

#include "app/apptestsupport.h"

#include "games/gametables.h"
#include "games/gameui.h"
#include "games/tablescene.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include <QGraphicsSimpleTextItem>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// What a text item of a table covers, unless it is written on a card.
bool isLooseText(const QGraphicsItem *item)
{
    const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item);
    return text && item->isVisible() && !text->text().trimmed().isEmpty() && item->opacity() > 0.05
        && !dynamic_cast<const CardItem *>(item->parentItem());
}

QString said(const QGraphicsSimpleTextItem *text)
{
    return text->text().replace(u'\n', u" / "_s);
}

// The first text clipped by the scene's edge or lying over another text.
QString layoutProblem(const QGraphicsScene &scene)
{
    QList<const QGraphicsSimpleTextItem *> texts;
    for (const QGraphicsItem *item : scene.items())
        if (isLooseText(item))
            texts << static_cast<const QGraphicsSimpleTextItem *>(item);
    const QRectF edge = scene.sceneRect().adjusted(-1, -1, 1, 1);
    // No card or piece past the table's edge either (in flight or not).
    for (const CardItem *card : static_cast<const TableScene &>(scene).cardItems())
        if (card->isVisible() && !edge.contains(card->sceneBoundingRect()))
            return u"a card (%1) is clipped by the table's edge"_s.arg(card->elementId());
    // A player's villains stay in their panel.
    for (const QGraphicsItem *item : scene.items())
        if (item->data(0).toString() == u"panel"_s)
            for (const QGraphicsItem *other : scene.items(item->sceneBoundingRect(), Qt::IntersectsItemBoundingRect))
                if (other->data(0).toString() == u"villain"_s
                    && !item->sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(other->sceneBoundingRect()))
                    return u"a villain spills out of a player's panel"_s;
    for (const auto *text : texts)
        if (!edge.contains(text->sceneBoundingRect()))
            return u"'%1' is clipped by the table's edge"_s.arg(said(text));
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF both = texts[i]->sceneBoundingRect().intersected(texts[j]->sceneBoundingRect());
            if (both.width() > 2 && both.height() > 2)
                return u"'%1' lies over '%2' (%3 by %4 at %5, %6)"_s.arg(said(texts[i]), said(texts[j]))
                    .arg(both.width(), 0, 'f', 0)
                    .arg(both.height(), 0, 'f', 0)
                    .arg(both.left(), 0, 'f', 0)
                    .arg(both.top(), 0, 'f', 0);
        }
    return {};
}

} // namespace

class TestSmallScreens : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // The window's smallest size, with a game on, fits 800x500 (the menu
    // bar included), and the table then keeps the size the layouts below
    // are made for.
    void windowFitsAScaledScreen()
    {
        LanguageManager languages;
        languages.setLanguage(u"fr"_s);
        MainWindow window(&languages);
        QVERIFY(window.startGame(apptest::setup(6, 1, 3, 0, u"wyatt-earp/standard"_s)));
        window.show();
        const QSize least = window.minimumSizeHint();
        QVERIFY2(least.width() <= 800 && least.height() <= 500,
            qPrintable(u"%1x%2"_s.arg(least.width()).arg(least.height())));
        window.resize(800, 500);
        QCoreApplication::processEvents();
        QVERIFY(window.gamePage()->table()->width() >= GamePage::kTableMinimum.width());
        QVERIFY(window.gamePage()->table()->height() >= GamePage::kTableMinimum.height());
        // And a new window is never larger than its screen.
        MainWindow fresh(&languages);
        const QRect screen = fresh.screen()->availableGeometry();
        QVERIFY(fresh.width() <= screen.width() && fresh.height() <= screen.height());
    }

    void tablesFit_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        for (const auto &[variant, players] : std::initializer_list<std::pair<const char *, int>> {
                 {"blasting-billy/standard", 5}, {"blasting-billy/standard", 2}, {"boomo/standard", 6},
                 {"boomo/short", 3}, {"halunken-spelunken/intro", 4}, {"halunken-spelunken/standard", 4},
                 {"halunken-spelunken/standard", 3}, {"halunken-spelunken/two-player", 2}, {"wyatt-earp/standard", 6},
                 {"wyatt-earp/poker-for-shares", 4}, {"wyatt-earp/standard", 2}})
            QTest::addRow("%s, %d players", variant, players) << QString::fromLatin1(variant) << players;
    }

    void tablesFit()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        // A whole game among computer players, looked at from its first
        // seat and by the public at moments spread over it.
        auto session = apptest::start(apptest::setup(players, 0, 1234 + quint64(players), 0, variant));
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
        const int length = session->decisionCount();
        LanguageManager languages;
        TableView *table = createTable(*gameUi(session->gameId()), session->view(), nullptr, nullptr);
        table->setFlightMilliseconds(0);
        table->show();
        const QList<QSize> sizes {GamePage::kTableMinimum, QSize(575, 465), QSize(780, 650), QSize(1250, 850)};
        QStringList problems; // each once, with where it was first seen
        QStringList shapes;
        for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s}) {
            languages.setLanguage(language);
            for (const int viewer : {0, int(kSpectator)}) {
                session->watchAs(viewer);
                for (int step = 0; step <= 24; ++step) {
                    const int at = step == 24 ? length : length * step / 24;
                    table->playTo(at);
                    table->finishAnimations();
                    for (const QSize &size : sizes) {
                        table->resize(size);
                        QCoreApplication::sendPostedEvents();
                        const QString problem = layoutProblem(*table->scene());
                        // (Each problem once, whatever its numbers.)
                        static const QRegularExpression digits(u"[0-9]+"_s);
                        QString shape = problem;
                        shape.replace(digits, u"#"_s);
                        if (!problem.isEmpty() && !shapes.contains(shape) && (shapes << shape, true))
                            problems << u"%1 at %2x%3, %4, viewer %5, decision %6 of %7: %8"_s.arg(variant)
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(language)
                                            .arg(viewer)
                                            .arg(at)
                                            .arg(length)
                                            .arg(problem);
                    }
                }
            }
        }
        delete table;
        languages.setLanguage(u"en"_s);
        for (const QString &problem : std::as_const(problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(),
            qPrintable(u"%1 layouts with a problem, the first: %2"_s.arg(problems.size()).arg(problems.value(0))));
    }
};

QTEST_MAIN(TestSmallScreens)
#include "test_smallscreens.moc"
