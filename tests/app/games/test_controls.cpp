// Every action has a key, and the Controls section of each game's rules
// lists it: every menu item and button of a running game page (with the
// guided first round's note), and every key the table takes while a person
// plays by keys alone (playbyinput.h, as test_app_privacy plays). And what
// the keyboard points at on the table shows a focus indicator at 3:1 or
// better against the pixels next to it (WCAG 2 non-text contrast, measured
// on the rendered table).

#include "app/apptestsupport.h"
#include "app/playbyinput.h"

#include "art/tablecolours.h"
#include "games/rulescontrols.h"
#include "games/rulespage.h"
#include "games/tablescene.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "shell/focusring.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/startpage.h"

#include "registry.h"

#include <QAbstractButton>
#include <QAction>
#include <QClipboard>
#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTest>
#include <QTextDocument>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {

const QStringList kGames {u"blasting-billy"_s, u"boomo"_s, u"halunken-spelunken"_s, u"wyatt-earp"_s};

// The first column of the rules' Controls table: what is pressed or clicked,
// one cell each ("Left, Right", "B twice", "Ctrl+H").
QStringList controlInputs(const QString &variant)
{
    const auto loaded = houserules::Registry::instance().loader({}).load(variant.toStdString());
    if (!loaded.ok())
        return {};
    const QString html = gameUi(variant.section(u'/', 0, 0))->rulesPage(*loaded).html();
    QStringList inputs;
    static const QRegularExpression cell(uR"(<td valign="top" width="34%"><b>(.*?)</b></td>)"_s);
    for (auto match = cell.globalMatch(html); match.hasNext();) {
        QTextDocument plain;
        plain.setHtml(match.next().captured(1));
        inputs << plain.toPlainText();
    }
    return inputs;
}

// Whether a cell names `key` ("1 to 9" and "1–5" name their digits, "B
// twice" names B; Enter is Return's name on the keyboard).
bool names(const QString &cell, int key)
{
    QString name;
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        name = u"Enter"_s;
        break;
    case Qt::Key_Escape:
        name = u"Escape"_s;
        break;
    default:
        name = QKeySequence(key).toString(QKeySequence::NativeText);
    }
    static const QRegularExpression range(u"^(\\d) ?(?:to|–) ?(\\d)$"_s);
    for (QString token : cell.split(u", "_s)) {
        token.remove(u" twice"_s);
        if (token == name)
            return true;
        if (const auto match = range.match(token); match.hasMatch() && key >= Qt::Key_0 && key <= Qt::Key_9) {
            const int digit = key - Qt::Key_0;
            if (digit >= match.captured(1).toInt() && digit <= match.captured(2).toInt())
                return true;
        }
    }
    return false;
}

// The keys a widget is sent.
class KeyLog : public QObject {
public:
    QSet<int> keys;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress)
            keys.insert(static_cast<QKeyEvent *>(event)->key());
        return false;
    }
};

// WCAG 2's relative luminance and contrast ratio.
double luminance(QColor colour)
{
    auto channel = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
}

double contrast(QColor a, QColor b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

int distance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// Measures a focus frame on `image` across the middle of each side of
// `frame` (view pixels, the frame's outer line): the run of pixels in the
// indicator's two colours, and the pixels just outside and just inside it.
// Fails (returns a message) where the best of the indicator's colours is
// below 3:1 against what is next to it; counts the sides measured.
QString measureFrame(const QImage &image, QRectF frame, int &sides)
{
    const QColor light = CardItem::focusLight();
    const QColor dark = CardItem::focusDark();
    struct Side {
        QPointF middle;
        QPointF inward;
    };
    const QList<Side> across {
        {{frame.center().x(), frame.top()}, {0, 1}},
        {{frame.center().x(), frame.bottom()}, {0, -1}},
        {{frame.left(), frame.center().y()}, {1, 0}},
        {{frame.right(), frame.center().y()}, {-1, 0}},
    };
    for (const Side &side : across) {
        auto pixel = [&](int step) {
            const QPoint p = (side.middle + side.inward * step).toPoint();
            return image.rect().contains(p) ? image.pixelColor(p) : QColor();
        };
        auto inIndicator = [&](int step) {
            const QColor c = pixel(step);
            return c.isValid() && (distance(c, light) < 60 || distance(c, dark) < 50);
        };
        // The run of the indicator's pixels nearest the frame's line (one
        // antialiased pixel between its two colours allowed).
        int first = 0;
        for (int away = 0; away <= 6 && !inIndicator(first); ++away)
            first = inIndicator(-away) ? -away : away;
        if (!inIndicator(first))
            continue;
        int last = first;
        while (first > -14 && (inIndicator(first - 1) || inIndicator(first - 2)))
            --first;
        while (last < 14 && (inIndicator(last + 1) || inIndicator(last + 2)))
            ++last;
        // The indicator's colours as drawn, and the pixels next to it (past
        // the antialiased edge).
        QColor drawnLight;
        QColor drawnDark;
        for (int step = first; step <= last; ++step) {
            const QColor c = pixel(step);
            if (distance(c, light) < 60 && (!drawnLight.isValid() || distance(c, light) < distance(drawnLight, light)))
                drawnLight = c;
            if (distance(c, dark) < 50 && (!drawnDark.isValid() || distance(c, dark) < distance(drawnDark, dark)))
                drawnDark = c;
        }
        if (!drawnLight.isValid() || !drawnDark.isValid()) {
            QStringList run;
            for (int step = -12; step <= 12; ++step)
                run << pixel(step).name();
            return u"only one of the indicator's colours drawn at %1,%2: %3"_s.arg(side.middle.x())
                .arg(side.middle.y())
                .arg(run.join(u' '));
        }
        for (const QColor next : {pixel(first - 2), pixel(last + 2)}) {
            if (!next.isValid())
                continue;
            const double best = std::max(contrast(drawnLight, next), contrast(drawnDark, next));
            if (best < 3.0)
                return u"%1:1 against %2 at %3,%4"_s.arg(best, 0, 'f', 2)
                    .arg(next.name())
                    .arg(side.middle.x())
                    .arg(side.middle.y());
        }
        ++sides;
    }
    return {};
}

} // namespace

class TestControls : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void everyActionHasAKeyInTheControls_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &game : kGames)
            QTest::newRow(qPrintable(game)) << game;
    }
    // The guided first round: the page with everything it can show.
    void everyActionHasAKeyInTheControls()
    {
        QFETCH(QString, game);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1400, 900);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const GameSetup setup = MainWindow::guidedSetup(game);
        QVERIFY(window.startGame(setup));
        GamePage *page = window.gamePage();
        QVERIFY(page);
        const QStringList inputs = controlInputs(setup.variant);
        QVERIFY2(inputs.size() > 10, qPrintable(inputs.join(u" | "_s)));
        auto listed = [&](const QKeySequence &keys) {
            const QString name = RulesControls::shortcut(keys);
            for (const QString &cell : inputs)
                if (cell.split(u", "_s).contains(name))
                    return true;
            return false;
        };

        QSet<QString> taken;
        auto check = [&](const QKeySequence &keys, const QString &what) {
            QVERIFY2(listed(keys), qPrintable(u"%1 (%2) is not in the Controls"_s.arg(keys.toString(), what)));
            // Modified, so that no key of the table's is taken from it.
            QVERIFY2((keys[0].keyboardModifiers() & (Qt::ControlModifier | Qt::AltModifier))
                    || (keys[0].key() >= Qt::Key_F1 && keys[0].key() <= Qt::Key_F12),
                qPrintable(keys.toString()));
            QVERIFY2(!taken.contains(keys.toString()), qPrintable(u"%1 twice"_s.arg(keys.toString())));
            taken.insert(keys.toString());
        };
        // Every action of the window with a key of its own (the menus, the
        // page's) has it in the Controls, and no two share one.
        for (QAction *action : window.findChildren<QAction *>())
            if (!action->shortcut().isEmpty())
                check(action->shortcut(), action->text());
        // Every button on the page is pressed by a key of its own, or takes
        // the keyboard's focus.
        const auto buttons = page->findChildren<QAbstractButton *>();
        QVERIFY(!buttons.isEmpty()); // the guide's, the curtain's, "Go on"
        for (QAbstractButton *button : buttons) {
            if (qobject_cast<QAbstractItemView *>(button->parentWidget()))
                continue; // a table view's corner button, which does nothing here
            if (button->objectName() == u"goOnButton"_s)
                continue; // Space or Enter at the table (the Controls' last row; test_app_beforeturn)
            if (!button->shortcut().isEmpty())
                check(button->shortcut(), button->objectName());
            else
                QVERIFY2(button->focusPolicy() & Qt::TabFocus, qPrintable(button->objectName()));
        }
        QVERIFY(page->findChild<QAbstractButton *>(u"guideLeave"_s)->shortcut() == RulesControls::closeGuideKey());
        // The menus open from the keyboard: each title has its own letter.
        QSet<QChar> letters;
        for (QAction *menu : window.menuBar()->actions()) {
            const QString title = menu->text();
            const qsizetype at = title.indexOf(u'&');
            QVERIFY2(at >= 0 && at + 1 < title.size(), qPrintable(title));
            QVERIFY2(!letters.contains(title.at(at + 1).toLower()), qPrintable(title));
            letters.insert(title.at(at + 1).toLower());
        }

        // The deal number is copied from the keyboard too.
        if (const auto seed = window.session()->record().seed) {
            QGuiApplication::clipboard()->clear();
            QTest::keySequence(&window, RulesControls::copyDealKey());
            QTRY_COMPARE(QGuiApplication::clipboard()->text(), QString::number(*seed));
        }
    }

    void tableKeysAreInTheControls_data()
    {
        QTest::addColumn<QString>("variant");
        // Each game, and the variants whose Controls differ (answers to a
        // bomb, no Black Jack, the two-player Black Jack, poker for shares).
        for (const char *variant : {"blasting-billy/standard", "boomo/standard", "boomo/answer-by-choice",
                 "halunken-spelunken/standard", "halunken-spelunken/intro", "halunken-spelunken/two-player",
                 "wyatt-earp/standard", "wyatt-earp/poker-for-shares"})
            QTest::newRow(variant) << QString::fromLatin1(variant);
    }
    // A person plays a few decisions of each variant by keys alone; every
    // key the table was sent is named in the Controls.
    void tableKeysAreInTheControls()
    {
        QFETCH(QString, variant);
        const int players = variant.endsWith(u"/two-player"_s) ? 2 : 3;
        // Everyone at this screen: no waiting for the computer players.
        auto session = apptest::start(apptest::setup(players, players, 11, 0, variant));
        QVERIFY(session);
        GamePage page(session.get(), *gameUi(variant.section(u'/', 0, 0)));
        page.resize(1400, 900);
        page.show();
        TableView *table = page.table();
        KeyLog log;
        table->installEventFilter(&log);
        houserules::Rng pick(5);
        int decided = 0;
        for (; decided < 10 && !session->isOver(); ++decided) {
            if (!page.curtain()->isHidden())
                QVERIFY(apptest::liftCurtain(page.curtain()));
            QVERIFY(QTest::qWaitFor([&] { return table->isSettled() && !session->legal().empty(); }, 2000));
            table->setFocus();
            QVERIFY2(playbyinput::decide(table, *session, pick), qPrintable(QString::number(decided)));
        }
        QVERIFY(decided > 0);
        const QStringList inputs = controlInputs(variant);
        for (const int key : std::as_const(log.keys)) {
            bool found = false;
            for (const QString &cell : inputs)
                found = found || names(cell, key);
            QVERIFY2(found,
                qPrintable(
                    u"%1 is not in the Controls: %2"_s.arg(QKeySequence(key).toString(), inputs.join(u" | "_s))));
        }
    }

    // The two colours of the focus indicator are 9:1 apart (WCAG technique
    // C40: then one of them is at 3:1 against any colour).
    void focusColoursAreNineToOneApart()
    {
        QVERIFY(contrast(CardItem::focusLight(), CardItem::focusDark()) >= 9.0);
        QCOMPARE(CardItem::focusLight(), tablecolours::turn);
        // The felt behind most of it.
        QVERIFY(contrast(CardItem::focusLight(), tablecolours::felt) >= 3.0);
    }

    void focusIndicatorStandsOut_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QList<int>>("keys");
        // A card chosen in the hand, then where it goes.
        QTest::newRow("blasting-billy card") << u"blasting-billy/standard"_s << QList<int> {Qt::Key_Right};
        QTest::newRow("blasting-billy place") << u"blasting-billy/standard"_s << QList<int> {Qt::Key_Right, Qt::Key_B};
        QTest::newRow("boomo card") << u"boomo/standard"_s << QList<int> {Qt::Key_Right};
        QTest::newRow("halunken-spelunken field") << u"halunken-spelunken/standard"_s << QList<int> {Qt::Key_Right};
        // Off the street at the start: a sidewalk first.
        QTest::newRow("wyatt-earp die") << u"wyatt-earp/standard"_s << QList<int> {Qt::Key_N, Qt::Key_1};
    }
    // What the keys chose is framed, and the frame, as rendered, stands out
    // at 3:1 from the pixels on both sides of it.
    void focusIndicatorStandsOut()
    {
        QFETCH(QString, variant);
        QFETCH(QList<int>, keys);
        auto session = apptest::start(apptest::setup(3, 1, 11, 0, variant));
        QVERIFY(session);
        GamePage page(session.get(), *gameUi(variant.section(u'/', 0, 0)));
        page.resize(1400, 900);
        page.show();
        TableView *table = page.table();
        table->setFocus();
        QVERIFY(QTest::qWaitFor([&] { return table->isSettled() && !session->legal().empty(); }, 5000));
        for (const int key : keys)
            QTest::keyClick(table, Qt::Key(key));
        QTest::qWait(100);
        const QImage image = table->viewport()->grab().toImage();
        const qreal ratio = image.devicePixelRatio();
        auto inView = [&](const QRectF &sceneRect) {
            const QRectF r = table->mapFromScene(sceneRect).boundingRect();
            return QRectF(r.topLeft() * ratio, r.size() * ratio);
        };

        // The frames: a chosen card's (its outer band 2 pixels wide, 2
        // outside the card), or a chosen place's (a frame in
        // tablecolours::turn lined in the dark colour).
        QList<QRectF> frames;
        for (QGraphicsItem *item : table->scene()->items()) {
            if (auto *card = dynamic_cast<CardItem *>(item); card && card->isHighlighted() && card->isVisible())
                frames << inView(card->mapRectToScene(QRectF(QPointF(0, 0), card->size()).adjusted(-3, -3, 3, 3)));
            // A frame lined inside: a rectangle or an ellipse, measured at the
            // middle of its sides (an ellipse's too).
            auto *lining = dynamic_cast<QAbstractGraphicsShapeItem *>(item);
            auto *frame = lining ? dynamic_cast<QAbstractGraphicsShapeItem *>(lining->parentItem()) : nullptr;
            if (!frame || lining->pen().color() != TableScene::focusDark()
                || frame->pen().color() != tablecolours::turn)
                continue;
            if (auto *rect = dynamic_cast<QGraphicsRectItem *>(frame))
                frames << inView(rect->mapRectToScene(rect->rect()));
            else if (auto *ellipse = dynamic_cast<QGraphicsEllipseItem *>(frame))
                frames << inView(ellipse->mapRectToScene(ellipse->rect()));
        }
        QVERIFY2(!frames.isEmpty(), "nothing framed");
        int sides = 0;
        for (const QRectF &frame : std::as_const(frames)) {
            const QString failure = measureFrame(image, frame, sides);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        QVERIFY2(sides >= 2, qPrintable(QString::number(sides)));
    }

    // The widgets around the tables (the start page's, the curtain's
    // button), in the style the tests run with: each one Tab reaches
    // changes, once focused, a perimeter's worth of pixels to a colour at
    // 3:1 or better against what they were (the background; WCAG 2.2's
    // focus appearance) — the FocusRing, in any style.
    void focusedWidgetsShowIt()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1400, 900);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget *page = window.startPage();
        QList<QWidget *> focusable;
        for (QWidget *widget : page->findChildren<QWidget *>())
            if (widget->isVisible() && (widget->focusPolicy() & Qt::TabFocus) && widget->isEnabled())
                focusable << widget;
        QVERIFY(focusable.size() >= 8); // each game's list and buttons
        QStringList weak;
        // Focus moves from `from` to the widget: a perimeter's worth of the
        // pixels round it and on it change at 3:1.
        auto measure = [&](QWidget *widget, QWidget *from) {
            // Its surroundings too: the ring is drawn just outside it.
            const QRect area = QRect(widget->mapTo(&window, QPoint(0, 0)), widget->size()).adjusted(-5, -5, 5, 5);
            from->setFocus(Qt::OtherFocusReason);
            QCoreApplication::processEvents();
            const QImage before = window.grab(area).toImage().convertToFormat(QImage::Format_RGB32);
            widget->setFocus(Qt::TabFocusReason);
            QCoreApplication::processEvents();
            const QImage after = window.grab(area).toImage().convertToFormat(QImage::Format_RGB32);
            int strong = 0;
            for (int y = 0; y < after.height(); ++y)
                for (int x = 0; x < after.width(); ++x)
                    if (contrast(before.pixelColor(x, y), after.pixelColor(x, y)) >= 3.0)
                        ++strong;
            // As many as a one-pixel line round the widget.
            if (strong < widget->width() + widget->height())
                weak << u"%1 %2 (%3 pixels)"_s
                            .arg(QString::fromLatin1(widget->metaObject()->className()),
                                widget->accessibleName().isEmpty() ? widget->objectName() : widget->accessibleName())
                            .arg(strong);
        };
        auto *scroll = page->findChild<QScrollArea *>();
        for (QWidget *widget : std::as_const(focusable)) {
            if (scroll && scroll->widget()->isAncestorOf(widget))
                scroll->ensureWidgetVisible(widget, 10, 10);
            measure(widget, &window);
        }
        // The hot-seat curtain's button, on the dark curtain.
        QVERIFY(window.startGame(apptest::setup(2, 2, 11)));
        Curtain *curtain = window.gamePage()->curtain();
        QVERIFY(QTest::qWaitFor([&] { return curtain->isVisible() && !curtain->isGuarding(); }, 5000));
        auto *ready = curtain->findChild<QAbstractButton *>(u"curtainReady"_s);
        QVERIFY(ready && ready->isEnabled());
        measure(ready, curtain);
        QCOMPARE(FocusRing::ringed(), ready);
        // The table itself shows its focus on its pieces, not with a ring.
        QVERIFY(apptest::liftCurtain(curtain));
        QTRY_VERIFY(window.gamePage()->table()->hasFocus());
        QCOMPARE(FocusRing::ringed(), nullptr);
        QVERIFY2(weak.isEmpty(), qPrintable(weak.join(u"; "_s)));
    }
};

QTEST_MAIN(TestControls)
#include "test_controls.moc"
