// The rules editor in the app: Edit and New house rule on the start page,
// a saved house rule listed at once on the start page and in the new-game
// dialog, the editor by id, Blasting Billy's words for every parameter in
// every language, the editor switching language with the app, quitting
// asks about the editors' unsaved changes, and a proposal of the lab's
// search for a rule opens as a new house rule in one click.

#include "app/apptestsupport.h"

#include "deckpanel.h"
#include "editorwindow.h"
#include "models/deckmodel.h"
#include "models/diagnosticsmodel.h"
#include "models/variantdocument.h"
#include "models/variantmodel.h"
#include "models/varianttexts.h"

#include "lab/findrulepage.h"
#include "lab/playtestlab.h"

#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/startpage.h"

#include "registry.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::Literals::StringLiterals;

namespace {

QList<EditorWindow *> editors()
{
    QList<EditorWindow *> found;
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *editor = qobject_cast<EditorWindow *>(widget); editor && editor->isVisible())
            found << editor;
    return found;
}

QStringList listed(const StartPage &page)
{
    QStringList texts;
    for (const QListWidget *list : page.findChildren<QListWidget *>(u"variantList"_s))
        for (int row = 0; row < list->count(); ++row)
            texts << list->item(row)->text();
    return texts;
}

QString shippedFile(const char *name)
{
    return QStringLiteral(HOUSERULES_SOURCE_DIR "/variants/blasting-billy/") + QString::fromLatin1(name) + u".yaml"_s;
}

} // namespace

class TestEditorApp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        QDir(userVariantDir()).removeRecursively();
        m_languages.setLanguage(u"en"_s);
    }

    void cleanup()
    {
        for (EditorWindow *editor : editors()) {
            editor->document()->undoStack()->setClean();
            editor->close();
        }
        QTRY_VERIFY(editors().isEmpty());
    }

    // Every parameter, group, colour and named card of every game has words
    // in the app, so the editor never falls back to the schema's English.
    void everyParameterHasWords()
    {
        for (const GameUi *ui : gameUis()) {
            const VariantTexts *texts = ui->variantTexts();
            QVERIFY2(texts, qPrintable(ui->gameId()));
            const houserules::Schema &schema
                = houserules::Registry::instance().game(ui->gameId().toStdString())->schema();
            for (const auto &group : schema.groups)
                QVERIFY2(!texts->groupTitle(QString::fromStdString(group.id)).isEmpty(), group.id.c_str());
            for (const auto &spec : schema.params) {
                const QString path = QString::fromStdString(spec.path);
                QVERIFY2(!texts->label(path).isEmpty(), spec.path.c_str());
                QVERIFY2(!texts->help(path).isEmpty(), spec.path.c_str());
                // The heading it is shown under has words too.
                const std::string group = schema.groupOf(spec);
                QVERIFY2(group.empty() || !texts->groupTitle(QString::fromStdString(group)).isEmpty(), group.c_str());
                for (const auto &name : spec.deck.names)
                    QVERIFY2(!texts->rankName(QString::fromStdString(name)).isEmpty(), name.c_str());
            }
            const auto standard
                = houserules::Registry::instance().loader().load(ui->gameId().toStdString() + "/" + schema.baseVariant);
            for (const auto &spec : schema.params)
                if (spec.type == houserules::ParamType::Deck)
                    for (const auto &suit : standard->deck(spec.path).suits)
                        QVERIFY(texts->suitName(QString::fromStdString(suit)) != QString::fromStdString(suit));
            for (const auto word : {VariantTexts::DeckWord::Suit, VariantTexts::DeckWord::Rank,
                     VariantTexts::DeckWord::AddSuit, VariantTexts::DeckWord::RemoveSuit,
                     VariantTexts::DeckWord::AddRank, VariantTexts::DeckWord::RemoveRank})
                QVERIFY(!texts->deckWord(word).isEmpty());
        }
    }

    // "What if everyone held four cards?", from the start page to a new game.
    void newHouseRuleIsListedAtOnce()
    {
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *button = window.startPage()->findChild<QPushButton *>(u"newHouseRuleButton"_s);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(editors().size(), 1);
        EditorWindow *editor = editors().front();
        QCOMPARE(editor->document()->base().id, std::string("blasting-billy/standard"));
        QVERIFY(editor->variantModel()->setData(
            editor->variantModel()->indexOf(u"hand_size"_s, VariantModel::ValueColumn), 4));
        const QString file = userVariantDir() + u"/blasting-billy/four-for-all.yaml"_s;
        QVERIFY(editor->saveTo(file, u"Four for all"_s));

        QVERIFY2(listed(*window.startPage()).contains(u"Four for all (your own)"_s),
            qPrintable(listed(*window.startPage()).join(u", "_s)));
        NewGameDialog dialog(u"blasting-billy"_s, u"blasting-billy/four-for-all"_s);
        auto *rules = dialog.findChild<QComboBox *>(u"variantCombo"_s);
        QCOMPARE(rules->currentText(), u"Four for all (your own)"_s);
        QVERIFY(rules->count() >= 5);
        // Its own file opens writable, by its id too.
        EditorWindow *again = window.editVariant(u"blasting-billy/four-for-all"_s);
        QCOMPARE(again, editor);
        QVERIFY(!again->isReadOnly());
    }

    // A file with fifty problems: the warning shows the first few and keeps
    // every one in its details, and stays within the screen.
    void manyProblemsStayOnTheScreen()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"fifty.yaml"_s);
        QByteArray yaml = "game: blasting-billy\nextends: standard\ntitle:\n  en: Fifty\nparameters:\n";
        for (int n = 1; n <= 50; ++n)
            yaml += "  bogus_" + QByteArray::number(n) + ": 1\n";
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(yaml);
        out.close();
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool seen = false;
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QTRY_VERIFY(box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            seen = true;
            QVERIFY2(box->detailedText().contains(u"bogus_50"_s), qPrintable(box->detailedText()));
            QVERIFY(!box->text().contains(u"bogus_50"_s));
            QVERIFY2(box->text().contains(u"and 43 more"_s), qPrintable(box->text()));
            const QRect screen = box->screen()->availableGeometry();
            QVERIFY2(
                box->sizeHint().height() <= screen.height(), qPrintable(QString::number(box->sizeHint().height())));
            box->accept();
        });
        QVERIFY(!window.editVariant(file));
        QVERIFY(seen);
    }

    void editOnTheStartPage()
    {
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = window.startPage()->findChild<QListWidget *>(u"variantList"_s);
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(Qt::UserRole).toString() == u"blasting-billy/gold-rush"_s)
                list->setCurrentRow(row);
        QTest::mouseClick(window.startPage()->findChild<QPushButton *>(u"editButton"_s), Qt::LeftButton);
        QCOMPARE(editors().size(), 1);
        EditorWindow *editor = editors().front();
        QVERIFY(editor->isReadOnly()); // shipped: Save as… only
        QVERIFY(editor->document()->fileName().endsWith(u"variants/blasting-billy/gold-rush.yaml"_s));
        QVERIFY(editor->document()->isChanged("deck"));
        QVERIFY(!editor->document()->isChanged("hand_size"));
    }

    // A proposal of the lab's search opens in an editor of its own as a new
    // house rule: not saved, extending the same base, titled by its values,
    // with the proposal's value, as the house rule's file will say.
    void proposalOpensAsANewHouseRule()
    {
        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(u"blasting-billy/standard"_s);
        QVERIFY(editor);
        PlaytestLab *lab = editor->lab();
        lab->setPlayers(3);
        lab->setThreads(2);
        auto *page = static_cast<FindRulePage *>(lab->findChild<QWidget *>(u"findRulePage"_s));
        QVERIFY(page->addParameter(u"hand_size"_s, 3, 5));
        QVERIFY(page->addTarget({"length", 30, 40}));
        page->setBudgetGames(2000);
        QSignalSpy finished(lab, &PlaytestLab::runFinished);
        QVERIFY(lab->runFindRule());
        QVERIFY(finished.wait(60000));
        const auto *report = lab->balanceReport();
        QVERIFY(report && report->proposals.size() == 3);
        // A proposal that changes the rules (two of the three at least).
        const auto standard = std::get<std::int64_t>(editor->document()->value("hand_size"));
        int chosen = 0;
        while (report->candidates[std::size_t(report->proposals[std::size_t(chosen)].candidate)].values[0] == standard)
            ++chosen;
        const auto hand = report->candidates[std::size_t(report->proposals[std::size_t(chosen)].candidate)].values[0];

        QTest::mouseClick(page->openButton(chosen), Qt::LeftButton);
        QCOMPARE(editors().size(), 2);
        EditorWindow *opened = editors().front() == editor ? editors().back() : editors().front();
        VariantDocument *document = opened->document();
        QVERIFY(document->fileName().isEmpty());
        QVERIFY(!opened->isReadOnly());
        QVERIFY(document->isValid());
        QCOMPARE(document->base().id, std::string("blasting-billy/standard"));
        QCOMPARE(std::get<std::int64_t>(document->value("hand_size")), hand);
        QVERIFY(document->isChanged("hand_size"));
        QCOMPARE(document->changedCount(), 1);
        QCOMPARE(document->title(u"en"_s), u"Standard rules, with Cards in hand = %1"_s.arg(hand));
        QVERIFY2(document->text().contains(u"hand_size: %1"_s.arg(hand)), qPrintable(document->text()));
        QVERIFY2(document->text().contains(u"\nextends: standard\n"_s), qPrintable(document->text()));
    }

    // "Play with these rules": the new-game dialog, with these rules chosen.
    void playFromTheEditor()
    {
        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(shippedFile("gold-rush"));
        QVERIFY(editor);
        auto *play = editor->findChild<QAction *>(u"playAction"_s);
        QVERIFY(play->isEnabled());
        QString chosen;
        QTimer::singleShot(0, [&chosen] {
            QTRY_VERIFY(qobject_cast<NewGameDialog *>(QApplication::activeModalWidget()));
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            chosen = dialog->findChild<QComboBox *>(u"variantCombo"_s)->currentData().toString();
            dialog->reject();
        });
        play->trigger();
        QCOMPARE(chosen, u"blasting-billy/gold-rush"_s);
        QVERIFY(window.isVisible()); // shown for the game, also when the editor came alone
        // Changed and not saved: nothing to play yet.
        editor->document()->setValue("hand_size", std::int64_t(4));
        QVERIFY(!play->isEnabled());
    }

    // The editor's words follow the app's language, Blasting Billy's terms included.
    void editorSpeaksTheLanguage()
    {
        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(u"blasting-billy/standard"_s);
        QVERIFY(editor);
        const struct {
            QString code, file, handSize, gold, deckTab, addColour;
        } languages[] = {
            {u"nl"_s, u"&Bestand"_s, u"Kaarten in de hand"_s, u"Goud"_s, u"Kaartsamenstelling"_s,
                u"Kleur toevoegen…"_s},
            {u"de"_s, u"&Datei"_s, u"Karten auf der Hand"_s, u"Gold"_s, u"Kartensatz"_s, u"Farbe hinzufügen…"_s},
            {u"fr"_s, u"&Fichier"_s, u"Cartes en main"_s, u"Or"_s, u"Paquet"_s, u"Ajouter une couleur…"_s},
            {u"it"_s, u"&File"_s, u"Carte in mano"_s, u"Oro"_s, u"Mazzo"_s, u"Aggiungi un colore…"_s},
            {u"en"_s, u"&File"_s, u"Cards in hand"_s, u"Gold"_s, u"Deck"_s, u"Add a colour…"_s},
        };
        for (const auto &language : languages) {
            window.setLanguage(language.code);
            QCoreApplication::processEvents();
            QCOMPARE(editor->menuBar()->actions().value(0)->text(), language.file);
            QCOMPARE(editor->variantModel()->indexOf(u"hand_size"_s).data().toString(), language.handSize);
            const DeckPanel *deck = editor->deckPanels().front();
            QCOMPARE(deck->view()->model()->headerData(0, Qt::Vertical).toString(), language.gold);
            QCOMPARE(editor->tabs()->tabText(editor->tabs()->indexOf(const_cast<DeckPanel *>(deck))), language.deckTab);
            QCOMPARE(deck->deckActions().front()->text(), language.addColour);
        }
    }

    // The game's own checks, in the user's language, beside the parameter and in the list.
    void problemsInTheLanguage()
    {
        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(u"blasting-billy/standard"_s);
        QVERIFY(editor);
        editor->document()->setValue("players.min", std::int64_t(4));
        editor->document()->setValue("players.max", std::int64_t(3));
        window.setLanguage(u"nl"_s);
        QCoreApplication::processEvents();
        const QString expected = u"Het minimumaantal spelers (4) mag niet groter zijn dan het maximumaantal (3)."_s;
        QCOMPARE(editor->diagnosticsModel()->index(0, DiagnosticsModel::MessageColumn).data().toString(), expected);
        QCOMPARE(editor->variantModel()->indexOf(u"players.min"_s, VariantModel::DescriptionColumn).data().toString(),
            expected);
        editor->document()->undoStack()->setIndex(0);
        DeckModel *deck = editor->deckPanels().front()->model();
        QVERIFY(deck->setCounts(2, 0, {QStringList(12, u"0"_s)}));
        QCOMPARE(editor->diagnosticsModel()->index(0, DiagnosticsModel::MessageColumn).data().toString(),
            u"Geen kaarten in Munten: voeg er kaarten aan toe of verwijder de rij."_s);
        editor->document()->undoStack()->setIndex(0);
        window.setLanguage(u"en"_s);
        QCoreApplication::processEvents();
    }

    // A variant opened as a game (houserules variant.yaml, or Game > Load)
    // opens in the rules editor, and the game in progress stays.
    void variantOpenedAsAGameOpensTheEditor()
    {
        MainWindow window(&m_languages);
        window.show();
        const QString file = QStringLiteral(HOUSERULES_SOURCE_DIR) + u"/variants/boomo/short.yaml"_s;
        QVERIFY(window.openGameFile(file));
        QCOMPARE(editors().size(), 1);
        QVERIFY(!window.session());
        QVERIFY(window.loadGame(file)); // the menu's way
        QVERIFY(!window.session());
        for (EditorWindow *editor : editors())
            editor->close();
        QTRY_VERIFY(editors().isEmpty());
    }

    // Quitting closes the editors, each asking about its unsaved changes.
    void quittingAsksTheEditors()
    {
        MainWindow window(&m_languages);
        window.show();
        EditorWindow *editor = window.editVariant(u"blasting-billy/standard"_s);
        editor->document()->setValue("hand_size", std::int64_t(2));
        QTimer::singleShot(0, [] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            qobject_cast<QMessageBox *>(QApplication::activeModalWidget())->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window.close());
        QVERIFY(editor->isVisible());
        editor->document()->undoStack()->setClean();
        QVERIFY(window.close());
        QTRY_VERIFY(editors().isEmpty());
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestEditorApp)
#include "test_editorapp.moc"
