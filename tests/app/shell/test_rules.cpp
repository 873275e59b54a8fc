// Learning a game before playing it: each game's "How to play" on the start
// page and F1 open that game's rules in the variant chosen (or the one being
// played); the rules dialog switches game and variant; every game's rules
// show pictures drawn from its art (resolved, in the dialog and in the PDF)
// and a Controls section, in every language, with the variant's numbers.

#include "app/apptestsupport.h"

#include "games/gameui.h"
#include "games/rulescontrols.h"
#include "preferences/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/rulesdialog.h"
#include "shell/startpage.h"

#include "registry.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using namespace Qt::Literals::StringLiterals;

namespace {

const QStringList kGames {u"blasting-billy"_s, u"halunken-spelunken"_s, u"boomo"_s, u"wyatt-earp"_s};
// A variant of each game other than its standard rules, with other numbers.
const QStringList kOtherVariants {u"blasting-billy/four-card-hand"_s, u"halunken-spelunken/eighteen-dens"_s,
    u"boomo/ninety-seconds"_s, u"wyatt-earp/short-street"_s};

QWidget *cardOf(StartPage *page, const QString &gameId)
{
    for (QWidget *card : page->findChildren<QWidget *>(u"gameCard"_s))
        if (card->property("gameId").toString() == gameId && card->isVisible())
            return card;
    return nullptr;
}

// Chooses `variant` on its game's card, as a click on it would.
bool chooseOnCard(StartPage *page, const QString &variant)
{
    QWidget *card = cardOf(page, variant.section(u'/', 0, 0));
    auto *list = card ? card->findChild<QListWidget *>(u"variantList"_s) : nullptr;
    if (!list)
        return false;
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->data(Qt::UserRole).toString() == variant) {
            list->setFocus(Qt::MouseFocusReason);
            list->setCurrentRow(row);
            return true;
        }
    return false;
}

RulesDialog *openDialog(MainWindow &window)
{
    RulesDialog *found = nullptr;
    for (RulesDialog *dialog : window.findChildren<RulesDialog *>())
        if (dialog->isVisible())
            found = dialog;
    return found;
}

// The names of the images `document` shows, each once.
QStringList imagesOf(const QTextDocument &document)
{
    QStringList names;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat() && !names.contains(format.toImageFormat().name()))
                names << format.toImageFormat().name();
        }
    return names;
}

// Every image the document shows is one it holds, drawn (not a broken link).
QString brokenImage(const QTextDocument &document)
{
    for (const QString &name : imagesOf(document)) {
        const QVariant resource = document.resource(QTextDocument::ImageResource, QUrl(name));
        const QImage image = resource.value<QImage>();
        if (image.isNull() || image.width() < 20 || image.height() < 20)
            return name;
        // Drawn: more than one colour in it.
        const QRgb first = image.pixel(image.width() / 2, image.height() / 2);
        bool varied = false;
        for (int y = 0; y < image.height() && !varied; y += 7)
            for (int x = 0; x < image.width() && !varied; x += 7)
                varied = image.pixel(x, y) != first;
        if (!varied)
            return name + u" (blank)"_s;
    }
    return {};
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }
    // "How to play" on each game's card opens that game's rules, in the
    // variant chosen on the card, in every language.
    void howToPlayOpensThatGamesRules_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::languages())
            QTest::addRow("%s", qPrintable(language)) << language;
    }
    void howToPlayOpensThatGamesRules()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        const QString howToPlay = StartPage::tr("How to play");
        QVERIFY2(language == u"en"_s || howToPlay != u"How to play"_s, qPrintable(howToPlay));
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int i = 0; i < kGames.size(); ++i) {
            for (const QString &variant : QStringList {kGames[i] + u"/standard"_s, kOtherVariants[i]}) {
                QVERIFY2(chooseOnCard(window.startPage(), variant), qPrintable(variant));
                auto *button = cardOf(window.startPage(), kGames[i])->findChild<QPushButton *>(u"howToPlayButton"_s);
                QVERIFY(button);
                QCOMPARE(button->text(), howToPlay);
                QTest::mouseClick(button, Qt::LeftButton);
                RulesDialog *dialog = openDialog(window);
                QVERIFY2(dialog, qPrintable(variant));
                QCOMPARE(dialog->gameId(), kGames[i]);
                QCOMPARE(dialog->variant(), variant);
                QVERIFY(dialog->html().contains(gameUi(kGames[i])->title().toHtmlEscaped()));
                // In the language, with its Controls.
                QVERIFY(dialog->findChild<QTextBrowser *>(u"rulesText"_s)
                            ->toPlainText()
                            .contains(RulesControls::tr("Controls")));
            }
        }
        // One dialog, following the last request.
        QCOMPARE(window.findChildren<RulesDialog *>().size(), 1);
    }

    // A language switch on the start page names How to play, and the rules
    // open in the new language.
    void howToPlayFollowsALanguageSwitch()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        languages.setLanguage(u"it"_s);
        const auto button = [&window] {
            QWidget *card = cardOf(window.startPage(), u"boomo"_s);
            return card ? card->findChild<QPushButton *>(u"howToPlayButton"_s) : nullptr;
        };
        QTRY_VERIFY(button() && button()->text() == StartPage::tr("How to play"));
        QVERIFY(button()->text() != u"How to play"_s);
        QTest::mouseClick(button(), Qt::LeftButton);
        RulesDialog *dialog = openDialog(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->gameId(), u"boomo"_s);
        QVERIFY(dialog->findChild<QTextBrowser *>(u"rulesText"_s)->toPlainText().contains(u"Comandi"_s));
    }

    // F1 on the start page: the rules of the game whose card was used last,
    // in the variant chosen there.
    void f1OnTheStartPageShowsTheChosenGame_data()
    {
        QTest::addColumn<QString>("variant");
        for (int i = 0; i < kGames.size(); ++i) {
            QTest::addRow("%s", qPrintable(kGames[i])) << kGames[i] + u"/standard"_s;
            QTest::addRow("%s", qPrintable(kOtherVariants[i])) << kOtherVariants[i];
        }
    }
    void f1OnTheStartPageShowsTheChosenGame()
    {
        QFETCH(QString, variant);
        const QString game = variant.section(u'/', 0, 0);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(chooseOnCard(window.startPage(), variant));
        QCOMPARE(window.startPage()->currentGame(), game);
        QTest::keyClick(&window, Qt::Key_F1);
        RulesDialog *dialog = openDialog(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->gameId(), game);
        QCOMPARE(dialog->variant(), variant);
        QCOMPARE(dialog->findChild<QComboBox *>(u"rulesGameCombo"_s)->currentData().toString(), game);
        QCOMPARE(dialog->findChild<QComboBox *>(u"rulesVariantCombo"_s)->currentData().toString(), variant);
    }

    // A click anywhere on a card (not only its list) makes its game the one F1 shows.
    void aClickOnACardMakesItsGameCurrent()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString &game : {u"wyatt-earp"_s, u"boomo"_s}) {
            QWidget *card = cardOf(window.startPage(), game);
            QVERIFY(card);
            QTest::mouseClick(card, Qt::LeftButton, {}, QPoint(card->width() - 8, 8));
            QCOMPARE(window.startPage()->currentGame(), game);
            QCOMPARE(card->property("current").toBool(), true);
        }
    }

    // F1 at the table: the game and variant being played, even when another
    // game was chosen on the start page before.
    void f1AtTheTableShowsTheGameBeingPlayed_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::addRow("billy") << u"blasting-billy/four-card-hand"_s << 3;
        QTest::addRow("hs") << u"halunken-spelunken/standard"_s << 3;
        QTest::addRow("boomo") << u"boomo/ninety-seconds"_s << 3;
        QTest::addRow("we") << u"wyatt-earp/short-street"_s << 3;
    }
    void f1AtTheTableShowsTheGameBeingPlayed()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString other = variant.startsWith(u"boomo"_s) ? u"wyatt-earp/standard"_s : u"boomo/short"_s;
        QVERIFY(chooseOnCard(window.startPage(), other));
        QVERIFY(window.startGame(apptest::setup(players, 1, 7, 0, variant)));
        QTest::keyClick(&window, Qt::Key_F1);
        RulesDialog *dialog = openDialog(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->gameId(), variant.section(u'/', 0, 0));
        QCOMPARE(dialog->variant(), variant);
        QVERIFY(!dialog->showsPlayedRules()); // the rules it carries are its file's: listed once
        // Back on the start page, F1 follows the start page again.
        dialog->close();
        window.showStartPage();
        QTest::keyClick(&window, Qt::Key_F1);
        dialog = openDialog(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->variant(), other);
    }

    // The dialog's pickers: another game shows that game's rules (its
    // standard ones), another variant that variant's numbers.
    void theDialogSwitchesGameAndVariant()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        RulesDialog dialog(u"blasting-billy"_s, u"blasting-billy/standard"_s);
        auto *games = dialog.findChild<QComboBox *>(u"rulesGameCombo"_s);
        auto *variants = dialog.findChild<QComboBox *>(u"rulesVariantCombo"_s);
        QVERIFY(games && variants);
        QCOMPARE(games->count(), int(gameUis().size()));
        QVERIFY(dialog.html().contains(u"you hold 3 cards again"_s));

        games->setCurrentIndex(games->findData(u"boomo"_s));
        QCOMPARE(dialog.gameId(), u"boomo"_s);
        QCOMPARE(dialog.variant(), u"boomo/standard"_s);
        QCOMPARE(variants->currentData().toString(), u"boomo/standard"_s);
        QVERIFY(dialog.html().contains(u"<h2>Boomo</h2>"_s));
        QVERIFY(dialog.html().contains(u"would take it over 60"_s));
        QVERIFY(!dialog.html().contains(u"would take it over 90"_s));
        auto *text = dialog.findChild<QTextBrowser *>(u"rulesText"_s);
        QVERIFY(text->toPlainText().contains(u"Boomo"_s));
        QVERIFY(!text->toPlainText().contains(u"Billy"_s));

        variants->setCurrentIndex(variants->findData(u"boomo/ninety-seconds"_s));
        QCOMPARE(dialog.variant(), u"boomo/ninety-seconds"_s);
        QVERIFY(dialog.html().contains(u"would take it over 90"_s));
        QVERIFY(text->toPlainText().contains(u"would take it over 90"_s));
        QCOMPARE(brokenImage(*text->document()), QString());

        games->setCurrentIndex(games->findData(u"blasting-billy"_s));
        variants->setCurrentIndex(variants->findData(u"blasting-billy/four-card-hand"_s));
        QVERIFY(dialog.html().contains(u"you hold 4 cards again"_s));
        QCOMPARE(games->currentData().toString(), u"blasting-billy"_s);
    }

    // Every game's rules, in every language and variant: pictures drawn from
    // its art (each one resolved in the dialog's document, none blank), a
    // turn shown in steps, and a Controls section with the shared keys.
    void everyGameHasPicturesAndControls_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::languages())
            for (const GameUi *ui : gameUis())
                for (const VariantChoice &choice : variantChoices(ui->gameId()))
                    QTest::addRow("%s %s", qPrintable(choice.id), qPrintable(language)) << choice.id << language;
    }
    void everyGameHasPicturesAndControls()
    {
        QFETCH(QString, variant);
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        const QString game = variant.section(u'/', 0, 0);
        RulesDialog dialog(game, variant);
        const auto loaded = houserules::Registry::instance().loader({}).load(variant.toStdString());
        QVERIFY(loaded.ok());
        const RulesPage page = gameUi(game)->rulesPage(*loaded);
        QVERIFY2(page.pictureNames().size() >= 8, qPrintable(QString::number(page.pictureNames().size())));
        // The gallery, and at least three steps of a turn.
        QVERIFY(page.pictureNames().contains(u"rules:%1/%2-1"_s.arg(game,
            game == u"halunken-spelunken"_s ? u"pieces"_s
                : game == u"wyatt-earp"_s   ? u"town"_s
                                            : u"cards"_s)));
        const QString turn = game == u"halunken-spelunken"_s ? u"round"_s : u"turn"_s;
        for (int step = 1; step <= 3; ++step)
            QVERIFY2(page.pictureNames().contains(u"rules:%1/%2-%3"_s.arg(game, turn).arg(step)), qPrintable(turn));

        auto *text = dialog.findChild<QTextBrowser *>(u"rulesText"_s);
        const QStringList shown = imagesOf(*text->document());
        QCOMPARE(shown, page.pictureNames());
        QCOMPARE(brokenImage(*text->document()), QString());

        // A Controls section in this language, with the game's keys and the shared ones.
        const QString plain = text->toPlainText();
        QVERIFY(RulesControls::tr("Controls") != u"Controls"_s || language == u"en"_s);
        QVERIFY2(plain.contains(RulesControls::tr("Controls")), qPrintable(language));
        QVERIFY(plain.contains(RulesControls::tr("Mouse")));
        QVERIFY(plain.contains(RulesControls::shortcut(QKeySequence(Qt::CTRL | Qt::Key_H))));
        QVERIFY(plain.contains(RulesControls::enterSpace()));
        QVERIFY(plain.contains(RulesControls::escape()));
    }

    // The numbers in the pictures' captions are the variant's.
    void thePicturesFollowTheVariant()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        auto html = [](const QString &variant) {
            const auto loaded = houserules::Registry::instance().loader({}).load(variant.toStdString());
            return gameUi(variant.section(u'/', 0, 0))->rulesPage(*loaded).html();
        };
        QVERIFY(html(u"boomo/standard"_s).contains(u"would take it over 60, and one of your bombs"_s));
        QVERIFY(html(u"boomo/ninety-seconds"_s).contains(u"would take it over 90, and one of your bombs"_s));
        QVERIFY(html(u"blasting-billy/standard"_s).contains(u"so that you hold 3 cards again"_s));
        QVERIFY(html(u"blasting-billy/four-card-hand"_s).contains(u"so that you hold 4 cards again"_s));
        QVERIFY(html(u"wyatt-earp/standard"_s).contains(u"or put the share back for"_s));
        // Black Jack's pieces only where he plays.
        QVERIFY(html(u"halunken-spelunken/standard"_s).contains(u"Black Jack&#x27;s card"_s)
            || html(u"halunken-spelunken/standard"_s).contains(u"Black Jack's card"_s));
        QVERIFY(!html(u"halunken-spelunken/intro"_s).contains(u"Black Jack's card"_s));
    }

    // Blasting Billy's turn shows a hand of the variant's hand size, before
    // a card is played and after the draw.
    void theTurnShowsTheVariantsHand_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("cards");
        QTest::addRow("standard") << u"blasting-billy/standard"_s << 3;
        QTest::addRow("four") << u"blasting-billy/four-card-hand"_s << 4;
    }
    void theTurnShowsTheVariantsHand()
    {
        QFETCH(QString, variant);
        QFETCH(int, cards);
        const auto loaded = houserules::Registry::instance().loader({}).load(variant.toStdString());
        QVERIFY(loaded.ok());
        const RulesPage page = gameUi(u"blasting-billy"_s)->rulesPage(*loaded);
        // The hand's cards: the faces at a card's full size (the pile is backs).
        const auto handIn = [&page](const QString &url) {
            const RulesPicture *picture = page.pictureNamed(url);
            if (!picture)
                return -1;
            int faces = 0;
            for (const RulesPicture::Sprite &sprite : picture->sprites)
                if (!sprite.element.startsWith(u"back"_s) && sprite.rect.height() >= 70)
                    ++faces;
            return faces;
        };
        QCOMPARE(handIn(u"rules:blasting-billy/turn-1"_s), cards);
        QCOMPARE(handIn(u"rules:blasting-billy/turn-3"_s), cards);
    }

    // Save as PDF keeps the pictures: the PDF holds an image for each.
    void thePdfShowsThePictures()
    {
        LanguageManager languages;
        languages.setLanguage(u"de"_s);
        QTemporaryDir dir;
        for (const QString &game : kGames) {
            RulesDialog dialog(game, QString());
            const QString pdf = dir.filePath(game + u".pdf"_s);
            QCOMPARE(dialog.savePdf(pdf), QString());
            QFile file(pdf);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            const auto loaded
                = houserules::Registry::instance().loader({}).load(QString(game + u"/standard"_s).toStdString());
            const int pictures = int(gameUi(game)->rulesPage(*loaded).pictureNames().size());
            QVERIFY2(bytes.count("/Subtype /Image") >= pictures,
                qPrintable(
                    u"%1: %2 images for %3 pictures"_s.arg(game).arg(bytes.count("/Subtype /Image")).arg(pictures)));
        }
    }
};

QTEST_MAIN(TestRules)
#include "test_rules.moc"
