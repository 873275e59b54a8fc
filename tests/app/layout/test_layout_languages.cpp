// Every page, dialog, table and window of the app (layoutscreens.cpp), in
// nl, en, de, fr and it, on a screen of 1280x720 logical pixels: no label,
// button, check box, group box title, tab, heading or combo box item cut
// short or cut off, no window larger than the screen, no scroll bar where
// everything should fit, no chart legend or axis label cut short, and on
// the tables no text over another or outside its panel, card or dial
// (layoutcheck.cpp).
//
// CTest runs it twice: on a 1280x720 screen, and with QT_SCALE_FACTOR=2 on
// a 2560x1440 one (the same logical size, every text drawn at twice the
// pixels, as on a high-DPI laptop), with the larger font desktops use.
// Each area of the app (a test function) is a CTest entry of its own, so
// they run side by side. HOUSERULES_LAYOUT_TEXT_SIZE=150 (or 200) sets
// Settings › Table text size before the app starts: the tables' texts are
// then drawn that much larger, and must still fit (the tables area is run so
// as CTest entries of their own); each table is checked to draw its texts
// larger than at 100%. HOUSERULES_LAYOUT_SHOTS=<folder> saves a
// screenshot of every screen looked at.

#include "app/apptestsupport.h"
#include "layoutscreens.h"

#include "games/tablescene.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QMap>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

const QSize kScreen(1280, 720); // logical pixels

const QStringList kLanguages = {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s};

double scaleFactor()
{
    bool ok = false;
    const double scale = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&ok);
    return ok && scale > 0 ? scale : 1.0;
}

// The offscreen platform's screen at kScreen logical pixels (Qt's default
// is 800x800): the configuration file it reads, written before the
// application starts.
void prepareScreen(QTemporaryDir &folder)
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform != "offscreen")
        return;
    const QSize physical = kScreen * scaleFactor();
    QFile config(folder.filePath(u"screen.json"_s));
    if (!config.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(config.fileName()));
    config.write(QStringLiteral(R"({"screens": [{"name": "layout", "x": 0, "y": 0, "width": %1, "height": %2,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(physical.width())
                     .arg(physical.height())
                     .toUtf8());
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toUtf8());
}

// Settings › Table text size for this run, in percent (100: not set).
int textSize()
{
    bool ok = false;
    const int percent = qEnvironmentVariableIntValue("HOUSERULES_LAYOUT_TEXT_SIZE", &ok);
    return ok && percent > 0 ? percent : 100;
}

// The pixel sizes of the texts on `table`'s scene, by text.
QMap<QString, QList<int>> textSizes(const TableView &table)
{
    QMap<QString, QList<int>> sizes;
    for (const QGraphicsItem *item : table.scene()->items())
        if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item); text && text->isVisible())
            sizes[text->text()] << text->font().pixelSize();
    for (QList<int> &same : sizes)
        std::sort(same.begin(), same.end());
    return sizes;
}

// How much larger the texts of `larger` are than the same texts of
// `normal`: the upper quartile of their ratios (a board's many numbers are
// drawn at the board's scale, whatever the text size; 0 if none match).
double growth(const QMap<QString, QList<int>> &larger, const QMap<QString, QList<int>> &normal)
{
    QList<double> ratios;
    for (auto it = larger.cbegin(); it != larger.cend(); ++it) {
        const QList<int> before = normal.value(it.key());
        for (qsizetype i = 0; i < std::min(before.size(), it->size()); ++i)
            if (before[i] > 0)
                ratios << double(it->at(i)) / before[i];
    }
    if (ratios.isEmpty())
        return 0;
    std::sort(ratios.begin(), ratios.end());
    return ratios[ratios.size() * 3 / 4];
}

QtMessageHandler g_testLog = nullptr;

// The offscreen platform says at every dialog that it cannot pass size
// hints to (or raise a window for) a window manager it does not have: not
// worth a line each.
void quietLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (!message.startsWith(u"This plugin does not support"_s))
        g_testLog(type, context, message);
}

} // namespace

class TestLayoutLanguages : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // A settings and data folder for each area and scale: CTest runs
        // them side by side, and each keeps its own autosave.
        QStringList run = QCoreApplication::arguments().mid(1);
        run << u"x"_s + QString::number(scaleFactor());
        if (textSize() != 100)
            run << u"text"_s + QString::number(textSize());
        g_testLog = qInstallMessageHandler(quietLog);
        apptest::isolate(run.join(u'-').remove(QRegularExpression(u"[^A-Za-z0-9-]"_s)));
        if (textSize() != 100)
            settings::setTableTextSize(textSize()); // read as the app's window starts
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        QVERIFY2(screen == kScreen, qPrintable(u"the screen is %1x%2"_s.arg(screen.width()).arg(screen.height())));
        // Desktops with the screen scaled set a larger text than Qt's
        // offscreen default (9 points): 10 points, as KDE's default.
        if (scaleFactor() > 1) {
            QFont font = QApplication::font();
            font.setPointSizeF(10);
            QApplication::setFont(font);
        }
    }

    void cleanupTestCase() { m_languages.setLanguage(u"en"_s); }

    void shell_data() { screens(u"shell"_s); }
    void shell() { visit(); }
    void tables_data() { screens(u"tables"_s); }
    void tables() { visit(); }
    void endings_data() { screens(u"endings"_s); }
    void endings() { visit(); }
    void editor_data() { screens(u"editor"_s); }
    void editor() { visit(); }
    void lab_data() { screens(u"lab"_s); }
    void lab() { visit(); }

    // Settings › Table text size, changed with a game on the table: the
    // table takes each size as it is chosen, Cancel takes it back, OK keeps
    // it (for the next start too).
    void textSizeSetting()
    {
        if (textSize() == 100)
            QSKIP("run with HOUSERULES_LAYOUT_TEXT_SIZE set");
        Stage stage(m_languages, u"text size setting"_s, u"en"_s);
        QVERIFY(stage.play(u"boomo/standard"_s, 4, 1, 0.3));
        TableView *table = stage.window().gamePage()->table();
        const auto before = textSizes(*table);
        QAction *open = nullptr;
        for (QAction *action : stage.window().findChildren<QAction *>())
            if (action->text() == u"&Settings…"_s)
                open = action;
        QVERIFY(open);
        const int other = textSize() == 200 ? 125 : 200;
        // In the dialog (modal): another size, then Cancel; another, then OK.
        for (const bool keep : {false, true}) {
            bool looked = false;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                auto *combo = dialog ? dialog->findChild<QComboBox *>(u"textSizeCombo"_s) : nullptr;
                if (combo) {
                    combo->setCurrentIndex(combo->findData(other));
                    looked = TableScene::textPercent() == other
                        && (growth(textSizes(*table), before) > 1) == (other > textSize());
                }
                if (dialog)
                    keep ? dialog->accept() : dialog->reject();
            });
            open->trigger();
            QVERIFY2(looked, "the table did not take the size chosen in the dialog");
            QCOMPARE(TableScene::textPercent(), keep ? other : textSize());
            QCOMPARE(settings::tableTextSize(), keep ? other : textSize());
        }
        settings::setTableTextSize(textSize());
        TableView::applyTextSize(textSize());
    }

private:
    void screens(const QString &area)
    {
        QTest::addColumn<int>("screen");
        QTest::addColumn<QString>("language");
        const QList<Screen> all = layoutScreens();
        for (int i = 0; i < all.size(); ++i)
            if (all[i].area == area)
                for (const QString &language : kLanguages)
                    QTest::addRow("%s, %s", qPrintable(all[i].name), qPrintable(language)) << i << language;
    }

    void visit()
    {
        QFETCH(int, screen);
        QFETCH(QString, language);
        const Screen shown = layoutScreens().at(screen);
        QStringList problems;
        {
            Stage stage(m_languages, shown.name, language);
            shown.visit(stage);
            problems = stage.problems();
            if (textSize() != 100)
                problems << textSizeProblems(stage);
        }
        for (const QString &problem : std::as_const(problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(),
            qPrintable(u"%1 problem(s), the first: %2"_s.arg(problems.size()).arg(problems.value(0))));
    }

    // The table shown draws its texts larger than at 100%, by about the
    // text size chosen: the setting was read and the scene follows it.
    static QStringList textSizeProblems(Stage &stage)
    {
        const GamePage *page = stage.window().gamePage();
        TableView *table = page ? page->table() : nullptr;
        if (!table || !table->isVisible())
            return {};
        if (TableScene::textPercent() != textSize())
            return {u"the text size is %1%, not the %2% set"_s.arg(TableScene::textPercent()).arg(textSize())};
        const auto chosen = textSizes(*table);
        QStringList overCards = layoutcheck::textsOverCards(*table->scene());
        TableView::applyTextSize(100);
        const auto normal = textSizes(*table);
        // Texts over a card at 100% are drawn there on purpose (a count on
        // a pile, a badge on a figure); the larger text may add none.
        for (const QString &already : layoutcheck::textsOverCards(*table->scene()))
            overCards.removeOne(already);
        TableView::applyTextSize(textSize());
        QStringList problems;
        for (const QString &over : std::as_const(overCards))
            problems << u"%1 at %2% (not at 100%)"_s.arg(over).arg(textSize());
        // (Texts that must fit a narrow place grow less: at least some by this.)
        const double least = 1 + (textSize() / 100.0 - 1) * 0.15;
        if (const double grew = growth(chosen, normal); grew < least)
            problems << u"the texts are %1 times as large at %2% as at 100% (the upper quartile): not %3"_s.arg(grew)
                            .arg(textSize())
                            .arg(least);
        return problems;
    }

    LanguageManager m_languages;
};

int main(int argc, char **argv)
{
    QTemporaryDir folder;
    prepareScreen(folder);
    QApplication app(argc, argv);
    TestLayoutLanguages test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_layout_languages.moc"
