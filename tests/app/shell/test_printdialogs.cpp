// The print dialogs, offscreen: File › Print deck…'s preview (its pages as
// images, the paper and the backs changing them, Save as PDF) and the rules
// dialog's Save as PDF…. What the PDFs hold is test_cli_print's business.

#include "app/apptestsupport.h"

#include "editorservices.h"
#include "editorwindow.h"

#include "preferences/languagemanager.h"
#include "print/basedifference.h"
#include "print/deckpages.h"
#include "shell/mainwindow.h"
#include "shell/printdeckdialog.h"
#include "shell/rulesdialog.h"

#include "registry.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QScrollArea>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;

namespace {

bool isPdf(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) && file.read(5) == "%PDF-";
}

} // namespace

class TestPrintDialogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        QVERIFY(m_dir.isValid());
    }

    void deckPreview()
    {
        const auto variant = houserules::Registry::instance().loader().load("blasting-billy/two-dynamite");
        QVERIFY(variant.ok());
        const GameUi *ui = gameUi(u"blasting-billy"_s);
        QVERIFY(ui);
        PrintDeckDialog dialog(
            *ui, *variant, BaseDifference::of(*ui, *variant, houserules::Registry::instance().loader()));
        auto *paper = dialog.findChild<QComboBox *>(u"printPaper"_s);
        auto *backs = dialog.findChild<QCheckBox *>(u"printBacks"_s);
        auto *preview = dialog.findChild<QScrollArea *>(u"printPreview"_s);
        QVERIFY(paper && backs && preview);
        // 65 cards: a cover and eight sheets; with backs an empty page and a sheet of backs each.
        QCOMPARE(dialog.pageCount(), 9);
        QCOMPARE(preview->widget()->findChildren<QLabel *>().size(), 9);
        backs->setChecked(true);
        QCOMPARE(dialog.pageCount(), 18);
        QCOMPARE(preview->widget()->findChildren<QLabel *>().size(), 18);
        paper->setCurrentIndex(paper->findData(int(deckpages::Paper::Letter)));
        QCOMPARE(dialog.pageCount(), 18);
        // A page's image has the paper's proportions (Letter: 215.9 × 279.4).
        const QPixmap page = preview->widget()->findChildren<QLabel *>().constFirst()->pixmap();
        QVERIFY(qAbs(page.width() / qreal(page.height()) - 215.9 / 279.4) < 0.01);

        const QString pdf = m_dir.filePath(u"deck.pdf"_s);
        QCOMPARE(dialog.save(pdf), QString());
        QVERIFY(isPdf(pdf));
        QVERIFY(!dialog.save(m_dir.filePath(u"no/such/folder/deck.pdf"_s)).isEmpty());
    }

    void rulesDialogSavesPdf()
    {
        RulesDialog dialog(u"boomo"_s, u"boomo/short"_s);
        auto *save = dialog.findChild<QPushButton *>(u"rulesSavePdf"_s);
        QVERIFY(save);
        QVERIFY(save->isEnabled());
        QCOMPARE(save->text(), u"Save as &PDF…"_s);
        const QString pdf = m_dir.filePath(u"rules.pdf"_s);
        QCOMPARE(dialog.savePdf(pdf), QString());
        QVERIFY(isPdf(pdf));
    }

    // File › Print deck… is offered by the editor for a game with cards.
    void editorOffersPrintDeck()
    {
        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(u"boomo/short"_s);
        QVERIFY(editor);
        auto *action = editor->findChild<QAction *>(u"printDeckAction"_s);
        QVERIFY(action);
        QVERIFY(action->isVisible());
        QVERIFY(action->isEnabled());
        QCOMPARE(action->text(), u"Print &deck…"_s);
        editor->close();
    }

private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
};

QTEST_MAIN(TestPrintDialogs)
#include "test_printdialogs.moc"
