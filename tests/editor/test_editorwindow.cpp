// The editor window, driven offscreen as a person would: the delegates keep
// values within the schema's bounds; the whole story of a house rule (open
// the standard rules, set the hand size to 4 in the tree, save it as a house
// rule through the dialog, the file validates); unsaved changes are asked
// about; undo and redo from the menu; choosing a problem shows its
// parameter; the deck table's spreadsheet keys; the playtest lab's tab
// follows the valid edits.

#include "editortestsupport.h"

#include "dealchancespanel.h"
#include "deckpanel.h"
#include "editorwindow.h"
#include "numbereditor.h"
#include "perplayerseditor.h"
#include "recentfiles.h"
#include "saveasdialog.h"
#include "titlespanel.h"
#include "valuedelegate.h"

#include "lab/playtestlab.h"

#include "models/changedfilter.h"
#include "models/dealchancesmodel.h"
#include "models/deckmodel.h"
#include "models/diagnosticsmodel.h"
#include "models/editorroles.h"
#include "models/variantmodel.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>
#include <QUndoStack>

using namespace Qt::Literals::StringLiterals;
using namespace editortest;

namespace {

// The tree's index of a parameter's value, as the view shows it.
QModelIndex shownValue(EditorWindow &window, const QString &path)
{
    const auto *filter = static_cast<const QSortFilterProxyModel *>(window.parameterView()->model());
    return filter->mapFromSource(window.variantModel()->indexOf(path, VariantModel::ValueColumn));
}

QAction *action(EditorWindow &window, const char *name)
{
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

// Runs `act` on the next modal dialog once it is shown.
template <typename Dialog, typename Act>
void onNextDialog(Act act)
{
    QTimer::singleShot(0, [act] {
        QTRY_VERIFY(qobject_cast<Dialog *>(QApplication::activeModalWidget()));
        act(qobject_cast<Dialog *>(QApplication::activeModalWidget()));
    });
}

qsizetype editorWindows()
{
    const QWidgetList windows = QApplication::topLevelWidgets();
    return std::count_if(
        windows.begin(), windows.end(), [](QWidget *w) { return qobject_cast<EditorWindow *>(w) != nullptr; });
}

} // namespace

class TestEditorWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HouserulesTests"_s);
        QCoreApplication::setApplicationName(u"houserules-editor-tests"_s);
    }

    void init()
    {
        m_folder = std::make_unique<Folder>();
        m_saved.clear();
        auto *services
            = new EditorServices {m_folder->loader(), schemas(), {}, {}, m_folder->path(), {}, {}, {}, {}, {}, {}, {}};
        for (const auto &dir : houserules::Registry::shippedVariantDirs())
            services->shippedDirs << QString::fromStdString(dir.string());
        services->saved = [this](const QString &file) { m_saved << file; };
        m_services.reset(services);
    }

    void cleanup()
    {
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (auto *window = qobject_cast<EditorWindow *>(widget)) {
                window->document()->undoStack()->setClean();
                window->close();
            }
        QTRY_COMPARE(editorWindows(), 0);
    }

    void delegatesRespectRanges()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        QTreeView *tree = window->parameterView();
        ValueDelegate delegate;
        QStyleOptionViewItem option;

        std::unique_ptr<QWidget> editor(
            delegate.createEditor(tree->viewport(), option, shownValue(*window, u"hand_size"_s)));
        auto *spin = qobject_cast<NumberEditor *>(editor.get());
        QVERIFY(spin);
        delegate.setEditorData(spin, shownValue(*window, u"hand_size"_s));
        QCOMPARE(spin->value(), 3);
        spin->setValue(10);
        spin->stepBy(1); // the arrows keep to the schema's range
        QCOMPARE(spin->value(), 10);
        spin->setValue(1);
        spin->stepBy(-1);
        QCOMPARE(spin->value(), 1);
        spin->setValue(25); // typed beyond the schema's most: kept, for validation to explain
        delegate.setModelData(spin, tree->model(), shownValue(*window, u"hand_size"_s));
        QCOMPARE(window->document()->edited().integer("hand_size"), 25);
        window->document()->undoStack()->undo();

        editor.reset(delegate.createEditor(tree->viewport(), option, shownValue(*window, u"set_aside"_s)));
        auto *table = qobject_cast<PerPlayersEditor *>(editor.get());
        QVERIFY(table);
        delegate.setEditorData(table, shownValue(*window, u"set_aside"_s));
        QCOMPARE(table->values().value(u"2"_s).toInt(), 12);
        table->addCount();
        QCOMPARE(table->values().value(u"6"_s).toInt(), 0);
        QVERIFY(!delegate.createEditor(tree->viewport(), option, shownValue(*window, u"deck"_s)));

        QTableView *deck = window->deckPanels().front()->view();
        editor.reset(delegate.createEditor(deck->viewport(), option, deck->model()->index(0, 0)));
        spin = qobject_cast<NumberEditor *>(editor.get());
        QVERIFY(spin);
        QCOMPARE(spin->maximum(), 4); // the game's most cards of one kind: a count beyond is refused
        QCOMPARE(spin->minimum(), 0);

        // Lists and choices, in the made-up game.
        EditorWindow *toy = EditorWindow::openFile(m_services, m_folder->file(u"toy/standard.yaml"_s), nullptr, &error);
        QVERIFY2(toy, qPrintable(error));
        editor.reset(delegate.createEditor(toy->parameterView()->viewport(), option, shownValue(*toy, u"targets"_s)));
        auto *list = qobject_cast<QLineEdit *>(editor.get());
        QVERIFY(list && list->validator());
        int position = 0;
        QString text = u"5, 4"_s;
        QCOMPARE(list->validator()->validate(text, position), QValidator::Acceptable);
        text = u"5,"_s;
        QCOMPARE(list->validator()->validate(text, position), QValidator::Intermediate);
        text = u"5, x"_s;
        QCOMPARE(list->validator()->validate(text, position), QValidator::Invalid);
        list->setText(u"5,"_s); // half typed: the value stays
        delegate.setModelData(list, toy->parameterView()->model(), shownValue(*toy, u"targets"_s));
        QCOMPARE(toy->document()->edited().integers("targets"), (std::vector<std::int64_t> {10, 20}));
        list->setText(u"5, 60"_s); // beyond the most: kept, and the problem is at the cell
        delegate.setModelData(list, toy->parameterView()->model(), shownValue(*toy, u"targets"_s));
        QCOMPARE(toy->document()->edited().integers("targets"), (std::vector<std::int64_t> {5, 60}));
        QVERIFY(!shownValue(*toy, u"targets"_s).data(EditorRole::Problem).toString().isEmpty());
        toy->document()->undoStack()->undo();
        editor.reset(
            delegate.createEditor(toy->parameterView()->viewport(), option, shownValue(*toy, u"scoring.mode"_s)));
        auto *choice = qobject_cast<QComboBox *>(editor.get());
        QVERIFY(choice);
        QCOMPARE(choice->count(), 2);
        QCOMPARE(choice->itemText(1), u"long"_s); // no words for this game: the ids
        QCOMPARE(choice->itemData(1).toString(), u"long"_s);
        choice->setCurrentIndex(1);
        delegate.setModelData(choice, toy->parameterView()->model(), shownValue(*toy, u"scoring.mode"_s));
        QCOMPARE(toy->document()->edited().text("scoring.mode"), std::string("long"));
        QVERIFY(!delegate.createEditor(toy->parameterView()->viewport(), option, shownValue(*toy, u"scoring.bonus"_s)));
    }

    // The story of a house rule, through the window.
    void wholeStory()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->isReadOnly());
        QVERIFY(window->findChild<QLabel *>(u"readOnlyBanner"_s)->isVisible());

        // Hand size 4, typed into the tree's spin box.
        QTreeView *tree = window->parameterView();
        const QModelIndex hand = shownValue(*window, u"hand_size"_s);
        tree->setCurrentIndex(hand);
        tree->edit(hand);
        auto *spin = tree->findChild<QSpinBox *>(u"integerEditor"_s);
        QVERIFY(spin);
        spin->selectAll();
        QTest::keyClicks(spin, u"4"_s);
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(window->document()->edited().integer("hand_size"), 4);
        QVERIFY(window->isWindowModified());
        QCOMPARE(hand.data().toString(), u"4"_s);
        QVERIFY(window->findChild<QLabel *>(u"editorStatus"_s)->text().contains(u"1 change"_s));

        // Save: the shipped rules stay, a house rule is saved through Save as.
        onNextDialog<SaveAsDialog>([](SaveAsDialog *dialog) {
            auto *title = dialog->findChild<QLineEdit *>(u"titleEdit"_s);
            QCOMPARE(title->text(), u"Standard rules (house rule)"_s);
            title->selectAll();
            QTest::keyClicks(title, u"Four in hand"_s);
            QVERIFY(
                dialog->findChild<QLineEdit *>(u"fileEdit"_s)->text().endsWith(u"blasting-billy/four-in-hand.yaml"_s));
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
        });
        action(*window, "saveAction")->trigger();
        const QString file = m_folder->file(u"blasting-billy/four-in-hand.yaml"_s);
        QCOMPARE(m_saved, QStringList {QFileInfo(file).absoluteFilePath()});
        QVERIFY(!window->isWindowModified());
        QVERIFY(!window->isReadOnly());
        QVERIFY(!window->findChild<QLabel *>(u"readOnlyBanner"_s)->isVisible());
        QVERIFY(window->windowTitle().startsWith(u"Four in hand"_s));

        QProcess cli;
        cli.start(QStringLiteral(HOUSERULES_CLI), {u"validate"_s, file});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const auto loaded = m_folder->loader().load("blasting-billy/four-in-hand");
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->integer("hand_size"), 4);
        QCOMPARE(loaded->title.at("en"), std::string("Four in hand"));
        QVERIFY(!loaded->title.count("nl")); // the standard rules' Dutch title named another variant

        // Saved again in place, without asking.
        QVERIFY(tree->model()->setData(hand, 5));
        action(*window, "saveAction")->trigger();
        QCOMPARE(m_saved.size(), 2);
        QCOMPARE(m_folder->loader().load("blasting-billy/four-in-hand")->integer("hand_size"), 5);
    }

    void unsavedChangesAreAsked()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("gold-rush"), nullptr, &error);
        QVERIFY(window);
        QPointer<EditorWindow> alive(window);
        window->close(); // nothing changed: closes at once
        QTRY_VERIFY(!alive);

        window = EditorWindow::openFile(m_services, shipped("gold-rush"), nullptr, &error);
        alive = window;
        window->document()->setValue("hand_size", std::int64_t(2));
        onNextDialog<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
        QVERIFY(!window->close());
        QVERIFY(window->isVisible());
        onNextDialog<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Discard)->click(); });
        QVERIFY(window->close());
        QTRY_VERIFY(!alive);
    }

    void undoRedoFromTheMenu()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY(window);
        QAction *undo = action(*window, "undoAction");
        QAction *redo = action(*window, "redoAction");
        QVERIFY(!undo->isEnabled());
        QVERIFY(window->parameterView()->model()->setData(shownValue(*window, u"players.max"_s), 4));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), u"&Undo: Change Max"_s);
        undo->trigger();
        QCOMPARE(window->document()->edited().integer("players.max"), 5);
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window->document()->edited().integer("players.max"), 4);
        // Reset to base from the menu, for the chosen parameter and for all.
        window->parameterView()->setCurrentIndex(shownValue(*window, u"players.max"_s));
        QVERIFY(action(*window, "resetAction")->isEnabled());
        action(*window, "resetAction")->trigger();
        QCOMPARE(window->document()->changedCount(), 0);
        QVERIFY(!action(*window, "resetAllAction")->isEnabled());
        // Changed only.
        QVERIFY(window->parameterView()->model()->setData(shownValue(*window, u"players.min"_s), 3));
        action(*window, "changedOnlyAction")->trigger();
        QCOMPARE(window->parameterView()->model()->rowCount(), 1);
        action(*window, "resetAllAction")->trigger();
        QCOMPARE(window->parameterView()->model()->rowCount(), 0);
        action(*window, "changedOnlyAction")->trigger();
        QCOMPARE(window->parameterView()->model()->rowCount(), 3);
    }

    // Choosing a problem shows the parameter it is about: in the tree, or a
    // deck's row in its table.
    void problemsShowTheirParameter()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTableView *problems = window->problemView();
        window->document()->setValue("players.min", std::int64_t(4));
        window->document()->setValue("players.max", std::int64_t(3));
        QCOMPARE(problems->model()->rowCount(), 1);
        QVERIFY(shownValue(*window, u"players.min"_s).data(EditorRole::Problem).toString().contains(u"players.max"_s));
        window->tabs()->setCurrentIndex(2);
        QTest::mouseClick(problems->viewport(), Qt::LeftButton, {},
            problems->visualRect(problems->model()->index(0, DiagnosticsModel::MessageColumn)).center());
        QCOMPARE(window->tabs()->currentIndex(), 0);
        QCOMPARE(window->parameterView()->currentIndex().data(EditorRole::Path).toString(), u"players.min"_s);

        window->document()->undoStack()->setIndex(0);
        DeckPanel *deck = window->deckPanels().front();
        const int coins = deck->model()->deck().findSuit("coins");
        QVERIFY(deck->model()->setCounts(coins, 0, {QStringList(12, u"0"_s)}));
        QCOMPARE(problems->model()->rowCount(), 1);
        QVERIFY(deck->findChild<QLabel *>(u"deckProblems"_s)
                    ->text()
                    .contains(u"No cards in coins: add some, or remove its row."_s));
        QTest::mouseClick(problems->viewport(), Qt::LeftButton, {},
            problems->visualRect(problems->model()->index(0, DiagnosticsModel::MessageColumn)).center());
        QCOMPARE(window->tabs()->currentWidget(), deck);
    }

    // Copy, paste and clear blocks of cells, as in a spreadsheet; CSV files.
    void deckAsASpreadsheet()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY(window);
        DeckPanel *panel = window->deckPanels().front();
        window->tabs()->setCurrentWidget(panel);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTableView *table = panel->view();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, 0));
        QApplication::clipboard()->setText(u"2\t2\n3\t0\n"_s);
        QTest::keySequence(table, QKeySequence::Paste);
        const auto &deck = [window]() -> const houserules::Deck & { return window->document()->edited().deck("deck"); };
        QCOMPARE(deck().count(0, 0), 2);
        QCOMPARE(deck().count(1, 0), 3);
        QCOMPARE(deck().count(1, 1), 0);
        QCOMPARE(window->document()->undoStack()->count(), 1);

        table->selectionModel()->select(QItemSelection(table->model()->index(0, 0), table->model()->index(1, 1)),
            QItemSelectionModel::ClearAndSelect);
        QTest::keySequence(table, QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(), u"2\t2\n3\t0\n"_s);
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(deck().count(0, 0), 0);
        QCOMPARE(deck().count(1, 1), 0);

        // Export, change, import: the exported deck again, in one edit.
        const QString csv = m_folder->file(u"deck.csv"_s);
        QVERIFY(panel->exportFile(csv));
        window->document()->setValue("hand_size", std::int64_t(5));
        window->document()->undoStack()->setIndex(0);
        QVERIFY(panel->importFile(csv).isEmpty());
        QCOMPARE(deck().count(0, 0), 0);
        m_folder->write(u"bad.csv"_s, u"colour,0,1\ngold,1,9\n"_s);
        const QStringList errors = panel->importFile(m_folder->file(u"bad.csv"_s));
        QCOMPARE(errors, QStringList {u"Line 2: gold 1: expected a number of cards from 0 to 4, found “9”."_s});
    }

    // The chances below the deck table, as a designer sees them: a changed
    // count changes the figures at once; the table takes no typing; while
    // the rules have problems its place says why; the player count is kept
    // to the rules' range.
    void chancesFollowTheDeck()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY(window);
        DeckPanel *panel = window->deckPanels().front();
        window->tabs()->setCurrentWidget(panel);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTableView *chances = panel->chances()->view();
        QVERIFY(chances->isVisible());
        auto *players = panel->findChild<QSpinBox *>(u"chancePlayers"_s);
        QVERIFY(players);
        QCOMPARE(players->minimum(), 2);
        QCOMPARE(players->maximum(), 5);
        QCOMPARE(players->value(), 2);

        const QModelIndex goldDynamite = chances->model()->index(0, 11);
        const QString before = goldDynamite.data().toString();
        QVERIFY(panel->model()->setData(panel->model()->index(0, 11), 3)); // as the cell's editor commits
        QCOMPARE(window->document()->edited().deck("deck").count(0, 11), 3);
        QVERIFY(goldDynamite.data().toString() != before);

        chances->setFocus();
        chances->setCurrentIndex(goldDynamite);
        const QString shown = goldDynamite.data().toString();
        QTest::keyClick(chances, Qt::Key_7);
        QTest::keyClick(chances, Qt::Key_Return);
        QCOMPARE(goldDynamite.data().toString(), shown);
        QCOMPARE(window->document()->undoStack()->count(), 1);

        window->document()->setValue("hand_size", std::int64_t(20));
        auto *summary = panel->findChild<QLabel *>(u"chanceSummary"_s);
        QVERIFY(!chances->isVisible());
        QCOMPARE(summary->text(), panel->chances()->model()->unavailableReason());
        window->document()->undoStack()->undo();
        QVERIFY(chances->isVisible());
    }

    // Typed into the editors the views open, as a designer types: a number
    // outside the range is kept and its cell shows why, in the words of the
    // list of problems; a deck's count that cannot be kept is refused, and
    // the reason shown beside the cell.
    void typedValuesAreKept()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTreeView *tree = window->parameterView();
        const auto problemsSay = [window](const QString &path) {
            QStringList messages;
            const QAbstractItemModel *problems = window->problemView()->model();
            for (int row = 0; row < problems->rowCount(); ++row)
                messages << problems->index(row, DiagnosticsModel::MessageColumn).data().toString();
            const QString atCell = shownValue(*window, path).data(EditorRole::Problem).toString();
            return !atCell.isEmpty() && messages.contains(atCell);
        };
        const auto type = [tree](const QModelIndex &index, const QString &text) {
            tree->setCurrentIndex(index);
            tree->edit(index);
            auto *spin = qobject_cast<NumberEditor *>(tree->indexWidget(index));
            QVERIFY(spin);
            spin->selectAll();
            QTest::keyClicks(spin, text);
            QTest::keyClick(spin, Qt::Key_Return);
            QCoreApplication::processEvents(); // the delegate commits once the key press is over
        };

        type(shownValue(*window, u"hand_size"_s), u"20"_s); // "Cards in hand", 1 to 10
        QCOMPARE(window->document()->edited().integer("hand_size"), 20);
        QCOMPARE(shownValue(*window, u"hand_size"_s).data().toString(), u"20"_s);
        QVERIFY(problemsSay(u"hand_size"_s));
        type(shownValue(*window, u"hand_size"_s), u"3"_s);
        QVERIFY(window->document()->isValid());

        type(shownValue(*window, u"players.max"_s), u"99"_s); // "Most players", 2 to 5
        QCOMPARE(window->document()->edited().integer("players.max"), 99);
        QVERIFY(problemsSay(u"players.max"_s));
        window->document()->undoStack()->undo();

        // A per-player value: the set-aside cards for two players, 0 to 500.
        const QModelIndex setAside = shownValue(*window, u"set_aside"_s);
        tree->setCurrentIndex(setAside);
        tree->edit(setAside);
        auto *table = qobject_cast<PerPlayersEditor *>(tree->indexWidget(setAside));
        QVERIFY(table);
        const auto values = table->findChildren<NumberEditor *>();
        QCOMPARE(values.size(), 4);
        values.front()->selectAll();
        QTest::keyClicks(values.front(), u"501"_s);
        tree->itemDelegateForIndex(setAside)->setModelData(table, tree->model(), setAside);
        QCOMPARE(window->document()->edited().byPlayers("set_aside").at(2), 501);
        QVERIFY(problemsSay(u"set_aside"_s));
        window->document()->undoStack()->undo();
        QVERIFY(window->document()->isValid());

        // A deck's count: -1 and 7 (at most 4) are refused, with the reason shown.
        DeckPanel *panel = window->deckPanels().front();
        window->tabs()->setCurrentWidget(panel);
        QTableView *deck = panel->view();
        const QModelIndex gold0 = deck->model()->index(0, 0);
        deck->setCurrentIndex(gold0);
        deck->edit(gold0);
        auto *count = qobject_cast<NumberEditor *>(deck->indexWidget(gold0));
        QVERIFY(count);
        QSignalSpy refused(count, &NumberEditor::refused);
        count->selectAll();
        QTest::keyClicks(count, u"7"_s);
        QCOMPARE(count->text(), u"1"_s);
        QCOMPARE(count->refusal(), u"Expected a number of cards from 0 to 4."_s);
        QTRY_COMPARE(refused.count(), 1);
        QTRY_COMPARE(QToolTip::text(), u"Expected a number of cards from 0 to 4."_s);
        count->selectAll();
        QTest::keyClicks(count, u"-"_s);
        QCOMPARE(count->text(), u"1"_s);
        QTRY_COMPARE(refused.count(), 2);
        QTest::keyClick(count, Qt::Key_Return);
        QCoreApplication::processEvents();
        // Refused, and marked in the cell once the editor is gone, until it changes.
        QCOMPARE(gold0.data(EditorRole::Refused).toString(), u"-"_s);
        QVERIFY(!gold0.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(!panel->findChild<QLabel *>(u"deckDifference"_s)->isVisibleTo(panel));

        // The panel says how the deck differs from the base, in the game's words.
        const int dynamite = window->document()->edited().deck("deck").findRank("dynamite");
        QVERIFY(deck->model()->setData(deck->model()->index(0, dynamite), 2));
        const auto *difference = panel->findChild<QLabel *>(u"deckDifference"_s);
        QVERIFY(difference->isVisibleTo(panel));
        QVERIFY2(difference->text().startsWith(u"Against the base: "_s)
                && difference->text().endsWith(u" 1 → 2 (60 → 61 card(s))"_s),
            qPrintable(difference->text()));
        window->document()->undoStack()->undo();
        QCOMPARE(window->document()->undoStack()->count(), 3); // hand size twice, the set-aside: nothing else
        QCOMPARE(window->document()->edited().deck("deck").count(0, 0), 1);
    }

    // Save as with a title another variant of the game has (a shipped one,
    // in any language, or the user's) is refused with the reason; another
    // title is saved.
    void titlesAreNotShared()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        window->document()->setValue("hand_size", std::int64_t(4));
        QStringList said;
        bool couldSave = true;
        onNextDialog<SaveAsDialog>([&said, &couldSave](SaveAsDialog *dialog) {
            auto *title = dialog->findChild<QLineEdit *>(u"titleEdit"_s);
            auto *problem = dialog->findChild<QLabel *>(u"problemLabel"_s);
            QPushButton *save = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
            for (const QString &taken : {u"Gold rush"_s, u"goudkoorts"_s}) { // English, and Dutch in other case
                title->selectAll();
                QTest::keyClicks(title, taken);
                said << problem->text();
                couldSave = couldSave && save->isEnabled();
            }
            title->selectAll();
            QTest::keyClicks(title, u"Gold fever"_s);
            QVERIFY(problem->text().isEmpty());
            QVERIFY(save->isEnabled());
            save->click();
        });
        QVERIFY(action(*window, "saveAsAction") != nullptr);
        action(*window, "saveAsAction")->trigger();
        QCOMPARE(said,
            (QStringList {
                u"Another variant of this game is called “Gold rush” already (gold-rush.yaml): choose another title."_s,
                u"Another variant of this game is called “goudkoorts” already (gold-rush.yaml): choose another "
                "title."_s}));
        QVERIFY(!couldSave);
        QCOMPARE(m_saved.size(), 1);
        QVERIFY(m_saved.front().endsWith(u"blasting-billy/gold-fever.yaml"_s));
        // The user's own now counts too.
        QVERIFY(window->titlesOfTheGame().contains(u"Gold fever"_s));
    }

    // A file with Wyatt Earp's old key `businesss` opens, says so in the
    // status bar in the user's words, and is saved with `businesses`.
    void oldSpellingIsReadAndSaidOnce()
    {
        QDir(m_folder->path()).mkpath(u"wyatt-earp"_s);
        m_folder->write(u"wyatt-earp/old.yaml"_s,
            u"game: wyatt-earp\nextends: standard\ntitle: {en: Old}\nparameters:\n  shares:\n"
            "    businesss: [golden_nugget, arizona_club, general_store, livery_stable, barber_shop, blacksmith, "
            "grand_hotel, gunsmith, stagecoach, assay_office]\n"_s);
        QString error;
        EditorWindow *window
            = EditorWindow::openFile(m_services, m_folder->file(u"wyatt-earp/old.yaml"_s), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        QVERIFY(window->document()->isValid());
        const auto *status = window->findChild<QLabel *>(u"editorStatus"_s);
        const QString said = u"“businesss” is an old spelling of “businesses”: it is read as “businesses”, and saving "
                             "writes “businesses”."_s;
        QVERIFY2(status->text().contains(said), qPrintable(status->text()));
        QVERIFY(window->saveTo(m_folder->file(u"wyatt-earp/old.yaml"_s), u"Old"_s));
        QVERIFY(!status->text().contains(said));
        QFile saved(m_folder->file(u"wyatt-earp/old.yaml"_s));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QVERIFY2(text.contains(u"\n    businesses: [golden_nugget, arizona_club,"_s), qPrintable(text));
        QVERIFY(!text.contains(u"businesss"_s));
    }

    // A CSV that lacks a cell is an error; one that leaves out rows is used
    // only when the designer says to remove them (the question defaults to No).
    void csvImportChangesNothingUnasked_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("cut"); // a line of the exported CSV, cut
        QTest::addColumn<QString>("error");
        QTest::addColumn<int>("removed"); // cards gone when the line is left out
        QTest::newRow("Blasting Billy") << u"blasting-billy"_s << u"jewelry,1,1,1,1,1,1,1,1,1,1,1,1"_s
                                        << u"Line 5, column 13: jewelry dynamite: the cell is missing"_s << 12;
        QTest::newRow("Boomo") << u"boomo"_s << u"skip,6"_s << u"Line 9, column 2: skip: the cell is missing"_s << 6;
    }

    void csvImportChangesNothingUnasked()
    {
        QFETCH(QString, game);
        QFETCH(QString, cut);
        QFETCH(QString, error);
        QFETCH(int, removed);
        QString why;
        EditorWindow *window
            = EditorWindow::openFile(m_services, shippedOf(game.toLatin1().constData(), "standard"), nullptr, &why);
        QVERIFY2(window, qPrintable(why));
        DeckPanel *panel = window->deckPanels().front();
        const QString csv = m_folder->file(u"deck.csv"_s);
        QVERIFY(panel->exportFile(csv));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(u'\n' + cut + u'\n'), qPrintable(text));
        const int size = window->document()->edited().deck("deck").size();

        m_folder->write(u"missing-cell.csv"_s,
            QString(text).replace(u'\n' + cut + u'\n', u'\n' + cut.section(u',', 0, -2) + u'\n'));
        const QStringList errors = panel->importFile(m_folder->file(u"missing-cell.csv"_s));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().startsWith(error), qPrintable(errors.front()));

        m_folder->write(u"missing-row.csv"_s, QString(text).replace(u'\n' + cut + u'\n', u"\n"_s));
        QString asked;
        onNextDialog<QMessageBox>([&asked](QMessageBox *box) {
            QCOMPARE(box->objectName(), u"removeLackingBox"_s);
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
            asked = box->text();
            box->button(QMessageBox::No)->click();
        });
        QVERIFY(panel->importFile(m_folder->file(u"missing-row.csv"_s)).isEmpty());
        QTRY_VERIFY(!asked.isEmpty());
        QCOMPARE(asked, u"missing-row.csv leaves out cards the deck has: %1."_s.arg(cut.section(u',', 0, 0)));
        QCOMPARE(window->document()->undoStack()->count(), 0);
        QCOMPARE(window->document()->edited().deck("deck").size(), size);

        onNextDialog<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
        QVERIFY(panel->importFile(m_folder->file(u"missing-row.csv"_s)).isEmpty());
        QCOMPARE(window->document()->undoStack()->count(), 1);
        QCOMPARE(window->document()->edited().deck("deck").size(), size - removed);
    }

    // A new house rule: from the standard rules, saved into the user's folder.
    void labFollowsTheValidEdits()
    {
        QString error;
        EditorWindow *window = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        PlaytestLab *lab = window->lab();
        QVERIFY(lab);
        QCOMPARE(window->tabs()->tabText(window->tabs()->indexOf(lab)), u"Playtest"_s);
        QVERIFY(lab->hasVariants());
        const std::int64_t hand = window->document()->base().integer("hand_size");
        QCOMPARE(lab->edited()->integer("hand_size"), hand);
        const auto *rules = lab->findChild<QLabel *>(u"rules"_s);
        QCOMPARE(rules->text(), u"Your changes against Standard rules"_s);

        window->document()->setValue("hand_size", hand - 1);
        QCOMPARE(lab->edited()->integer("hand_size"), hand - 1);

        // Results stay while only the title changes.
        lab->setGames(40);
        lab->setThreads(1);
        QSignalSpy finished(lab, &PlaytestLab::runFinished);
        QVERIFY(lab->runComparison());
        QVERIFY(finished.wait(60000));
        QVERIFY(lab->comparison());
        window->document()->setTitle(u"en"_s, u"Short hands"_s);
        QVERIFY(lab->comparison());
        QCOMPARE(rules->text(), u"Short hands against Standard rules"_s);

        // Rules with problems: the lab keeps the last valid ones.
        window->document()->setValue("hand_size", std::int64_t(1000));
        QVERIFY(!window->document()->isValid());
        QCOMPARE(lab->edited()->integer("hand_size"), hand - 1);
        QVERIFY(lab->comparison());

        window->document()->setValue("hand_size", hand);
        QCOMPARE(lab->edited()->integer("hand_size"), hand);
        QVERIFY(!lab->comparison()); // results of other rules are gone
    }

    // Opening a file puts it first in the recent files, once; the list keeps
    // the newest few and only files that still exist.
    void recentFiles()
    {
        recentfiles::clear();
        QString error;
        EditorWindow *first = EditorWindow::openFile(m_services, shipped("standard"), nullptr, &error);
        QVERIFY2(first, qPrintable(error));
        EditorWindow *second = EditorWindow::openFile(m_services, shipped("two-dynamite"), nullptr, &error);
        QVERIFY2(second, qPrintable(error));
        QStringList files = recentfiles::list();
        QCOMPARE(files.size(), 2);
        QVERIFY(files.at(0).endsWith(u"two-dynamite.yaml"_s));
        QVERIFY(files.at(1).endsWith(u"standard.yaml"_s));
        recentfiles::add(shipped("standard"));
        QCOMPARE(recentfiles::list().size(), 2);
        QVERIFY(recentfiles::list().at(0).endsWith(u"standard.yaml"_s));
        recentfiles::add(u"/nonexistent/gone.yaml"_s);
        QCOMPARE(recentfiles::list().size(), 2);
        QTemporaryDir dir;
        for (int i = 0; i < recentfiles::kMost + 2; ++i) {
            const QString file = dir.filePath(QString::number(i) + u".yaml"_s);
            QFile(file).open(QIODevice::WriteOnly);
            recentfiles::add(file);
        }
        QCOMPARE(recentfiles::list().size(), recentfiles::kMost);
        QVERIFY(recentfiles::list().at(0).endsWith(QString::number(recentfiles::kMost + 1) + u".yaml"_s));
        delete first;
        delete second;
        recentfiles::clear();
    }

    void newHouseRule()
    {
        QString error;
        EditorWindow *window = EditorWindow::newHouseRule(m_services, u"blasting-billy"_s, nullptr, &error);
        QVERIFY2(window, qPrintable(error));
        QVERIFY(!window->isReadOnly());
        QCOMPARE(window->document()->base().id, std::string("blasting-billy/standard"));
        QCOMPARE(window->titlesPanel()->titleEdit(u"en"_s)->text(), u"New house rule"_s);
        QVERIFY(window->saveTo(m_folder->file(u"blasting-billy/new.yaml"_s), u"Nothing new"_s));
        QVERIFY(m_folder->loader().load("blasting-billy/new").ok());
        // The file is open: opening it again shows the same window.
        QCOMPARE(
            EditorWindow::openFile(m_services, m_folder->file(u"blasting-billy/new.yaml"_s), nullptr, &error), window);
    }

private:
    std::unique_ptr<Folder> m_folder;
    EditorWindow::Services m_services;
    QStringList m_saved;
};

QTEST_MAIN(TestEditorWindow)
#include "test_editorwindow.moc"
