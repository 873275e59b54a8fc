// What a screen reader says of each control: on the start page, in every
// dialog it opens, in the rules editor, the playtest lab and the notebook,
// every button, box, list, table, tab, slider and picture has a name (its
// text, the label it is the buddy of, or an accessible name), in two
// languages; the start page's four New game buttons each name their game,
// in the language of the moment; and Tab goes through the start page's
// cards and the New game dialog in the order they are laid out.
//
// The game's table (TableView) speaks for itself: test_app_accessibility.

#include "app/apptestsupport.h"

#include "editorwindow.h"
#include "lab/playtestlab.h"
#include "notebook/notebook.h"
#include "notebookview/notebookpage.h"
#include "notebookview/runview.h"

#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "print/basedifference.h"
#include "shell/aboutdialog.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/printdeckdialog.h"
#include "shell/replaydialog.h"
#include "shell/rulesdialog.h"
#include "shell/settingsdialog.h"
#include "shell/startpage.h"

#include "registry.h"

#include <QAccessible>
#include <QChartView>
#include <QGraphicsView>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

bool mustBeNamed(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::Slider:
    case QAccessible::PageTab:
    case QAccessible::Graphic:
        return true;
    default:
        return false;
    }
}

// "QPushButton 'newGameButton' in GameCard 'gameCard' in …": where to look.
QString whereIs(QAccessibleInterface *iface)
{
    QStringList chain;
    for (QObject *object = iface->object(); object && chain.size() < 4; object = object->parent())
        chain << u"%1 '%2'"_s.arg(QString::fromLatin1(object->metaObject()->className()), object->objectName());
    return u"role %1: "_s.arg(int(iface->role())) + chain.join(u" in "_s);
}

// Every shown control under `iface` that a screen reader would read as
// nothing. The items of lists, tables and boxes are their own names; the
// game's table is tested on its own.
void collectUnnamed(QAccessibleInterface *iface, QStringList &unnamed, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 80 || iface->state().invisible)
        return;
    QObject *object = iface->object();
    if (auto *widget = qobject_cast<QWidget *>(object); widget && !widget->isVisible())
        return;
    if (object && object->inherits("TableView"))
        return;
    const QAccessible::Role role = iface->role();
    const bool graphicsView = qobject_cast<QGraphicsView *>(object) != nullptr;
    if ((mustBeNamed(role) || graphicsView) && iface->text(QAccessible::Name).trimmed().isEmpty())
        unnamed << whereIs(iface);
    // A chart with results says what it draws, besides its title.
    if (const auto *chart = qobject_cast<QChartView *>(object);
        chart && !chart->chart()->series().isEmpty() && iface->text(QAccessible::Description).trimmed().isEmpty())
        unnamed << u"undescribed "_s + whereIs(iface);
    if (role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree
        || role == QAccessible::ComboBox || role == QAccessible::SpinBox)
        return;
    for (int child = 0; child < iface->childCount(); ++child)
        collectUnnamed(iface->child(child), unnamed, depth + 1);
}

QStringList unnamedIn(QWidget *window)
{
    settle();
    QStringList unnamed;
    collectUnnamed(QAccessible::queryAccessibleInterface(window), unnamed);
    unnamed.removeDuplicates();
    return unnamed;
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name) : QString();
}

// The widgets Tab reaches from `first` on, inside `within`, until it comes
// back round.
QList<QWidget *> tabChain(QWidget *first, QWidget *within)
{
    QList<QWidget *> chain;
    QWidget *at = first;
    do {
        if (at->isVisible() && at->isEnabled() && (at->focusPolicy() & Qt::TabFocus) && within->isAncestorOf(at))
            chain << at;
        at = at->nextInFocusChain();
    } while (at && at != first && chain.size() < 200);
    return chain;
}

// Where Tab goes back against the reading order: up a row, or left within one.
QStringList backwards(const QList<QWidget *> &chain, QWidget *window)
{
    QStringList found;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QRect was(chain[i - 1]->mapTo(window, QPoint()), chain[i - 1]->size());
        const QRect now(chain[i]->mapTo(window, QPoint()), chain[i]->size());
        const bool up = now.bottom() < was.top();
        const bool sameRow = now.top() <= was.bottom() && was.top() <= now.bottom();
        if (up || (sameRow && now.right() < was.left()))
            found << u"%1 '%2' then %3 '%4'"_s.arg(QString::fromLatin1(chain[i - 1]->metaObject()->className()),
                chain[i - 1]->objectName(), QString::fromLatin1(chain[i]->metaObject()->className()),
                chain[i]->objectName());
    }
    return found;
}

// Each problem on a line of its own; the test fails on the first.
bool noProblems(const QStringList &problems)
{
    for (const QString &problem : problems)
        qWarning("%s", qPrintable(problem));
    return problems.isEmpty();
}

#define VERIFY_NONE(problems)                                                                                          \
    QVERIFY2(noProblems(problems),                                                                                     \
        qPrintable(u"%1 problem(s), the first: %2"_s.arg((problems).size()).arg((problems).value(0))))

constexpr int kLabGames = 20;

} // namespace

class TestAccessibleNames : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        QVERIFY(m_folder.isValid());
    }

    void cleanupTestCase() { m_languages.setLanguage(u"en"_s); }

    void startPage_data() { languages(); }
    void startPage()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();
        const QStringList unnamed = unnamedIn(&window);
        VERIFY_NONE(unnamed);

        // The four New game buttons: four names, each with its game's.
        const auto newGameNames = [&window] {
            QStringList names;
            for (QWidget *card : window.startPage()->findChildren<QWidget *>(u"gameCard"_s))
                if (card->isVisible()) {
                    const QString name = accessibleName(card->findChild<QPushButton *>(u"newGameButton"_s));
                    const QString game = gameUi(card->property("gameId").toString())->title();
                    if (!name.contains(game))
                        names << u"'%1' does not name %2"_s.arg(name, game);
                    names << name;
                }
            return names;
        };
        QStringList names = newGameNames();
        QCOMPARE(names.size(), gameUis().size());
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());

        // In the next language, named anew.
        const QString other = language == u"en"_s ? u"de"_s : u"en"_s;
        window.setLanguage(other);
        settle();
        const QStringList renamed = newGameNames();
        QCOMPARE(renamed.size(), gameUis().size());
        for (qsizetype i = 0; i < names.size(); ++i)
            QVERIFY2(renamed[i] != names[i], qPrintable(names[i]));
        window.setLanguage(language);
        settle();

        // A game on the table: the lists beside it are named too.
        QVERIFY(window.startGame(apptest::setup(3, 1, 5)));
        settle();
        const QStringList onTheTable = unnamedIn(&window);
        VERIFY_NONE(onTheTable);
        window.showStartPage();
        settle();

        // Tab reads each card as it is laid out: the rules, then the buttons left to right.
        for (QWidget *card : window.startPage()->findChildren<QWidget *>(u"gameCard"_s)) {
            auto *list = card->findChild<QListWidget *>(u"variantList"_s);
            QList<QWidget *> chain = tabChain(list, card);
            QVERIFY2(chain.size() >= 5, qPrintable(QString::number(chain.size())));
            const QStringList wrong = backwards(chain, card);
            VERIFY_NONE(wrong);
        }
    }

    void dialogs_data() { languages(); }
    void dialogs()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        MainWindow window(&m_languages);
        window.show();
        settle();
        QStringList unnamed;
        const auto look = [&unnamed](QDialog *dialog, const QString &what) {
            dialog->show();
            (void)QTest::qWaitForWindowExposed(dialog);
            for (const QString &each : unnamedIn(dialog))
                unnamed << what + u": "_s + each;
        };
        for (const GameUi *ui : gameUis()) {
            NewGameDialog newGame(ui->gameId(), ui->gameId() + u"/standard"_s, &window);
            newGame.findChild<QSpinBox *>()->setValue(newGame.findChild<QSpinBox *>()->maximum());
            look(&newGame, u"new game"_s);
            // Tab goes down the form: rules, players, each seat's kind and name, the deal, who starts.
            for (const QString &each :
                backwards(tabChain(newGame.findChild<QWidget *>(u"variantCombo"_s), &newGame), &newGame))
                unnamed << u"new game: Tab goes back: "_s + each;

            RulesDialog rules(ui->gameId(), {}, &window);
            look(&rules, u"rules"_s);

            const auto loader = houserules::Registry::instance().loader();
            const auto variant = loader.load(QString(ui->gameId() + u"/standard"_s).toStdString());
            QVERIFY(variant.ok());
            if (!ui->cardArt().isEmpty()) {
                PrintDeckDialog print(*ui, *variant, BaseDifference::of(*ui, *variant, loader), &window);
                look(&print, u"print deck"_s);
            }
        }
        SettingsDialog settingsDialog(language, &window);
        look(&settingsDialog, u"settings"_s);
        for (const QString &each : backwards(
                 tabChain(settingsDialog.findChild<QWidget *>(u"languageCombo"_s), &settingsDialog), &settingsDialog))
            unnamed << u"settings: Tab goes back: "_s + each;
        AboutDialog about(&window);
        look(&about, u"about"_s);

        // A game among computer players, replayed.
        GameSetup bots = apptest::setup(3, 0, 5);
        auto session = apptest::start(bots);
        QVERIFY(session);
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
        ReplayDialog replay(session->record(), apptest::everyViewer(session->record()), 700, &window);
        look(&replay, u"replay"_s);

        VERIFY_NONE(unnamed);
    }

    void editorLabAndNotebook_data() { languages(); }
    void editorLabAndNotebook()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        MainWindow window(&m_languages);
        auto notebook = std::make_shared<Notebook>(m_folder.filePath(language + u"-notebook.sqlite"_s));
        window.setNotebook(notebook);
        window.show();
        settle();
        QStringList unnamed;
        const auto look = [&unnamed](QWidget *shown, const QString &what) {
            settle();
            for (const QString &each : unnamedIn(shown))
                unnamed << what + u": "_s + each;
        };
        EditorWindow *editor = window.editVariant(u"boomo/standard"_s);
        QVERIFY(editor);
        std::unique_ptr<EditorWindow> owned(editor);
        editor->show();
        QTabWidget *tabs = editor->tabs();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            look(editor, tabs->tabText(tab));
        }

        // The lab after a small comparison: every page with its results.
        PlaytestLab *lab = editor->lab();
        tabs->setCurrentWidget(lab);
        auto *pages = lab->findChild<QTabWidget *>(u"labPages"_s);
        QVERIFY(pages);
        lab->setThreads(2);
        lab->setGames(kLabGames);
        lab->setCardImpact(true);
        QSignalSpy finished(lab, &PlaytestLab::runFinished);
        QVERIFY(lab->runComparison());
        QVERIFY(finished.wait(120000));
        for (int page = 0; page < pages->count(); ++page) {
            pages->setCurrentIndex(page);
            look(editor, u"lab › "_s + pages->tabText(page));
        }

        // The notebook: its list, and the run opened.
        NotebookPage *notebookPage = editor->notebookPage();
        tabs->setCurrentWidget(notebookPage);
        notebookPage->refresh();
        look(editor, u"notebook"_s);
        const auto runs = notebook->list({});
        QVERIFY(!runs.empty());
        notebookPage->select({runs.front().id});
        RunView *run = notebookPage->openSelected();
        QVERIFY(run);
        look(run->window(), u"notebook › a run"_s);
        run->window()->close();

        VERIFY_NONE(unnamed);
    }

private:
    void languages()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"nl", "en", "de", "fr", "it"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    LanguageManager m_languages;
    QTemporaryDir m_folder;
};

QTEST_MAIN(TestAccessibleNames)
#include "test_accessiblenames.moc"
