// Tooltips say what a card or an area does, not only its name, in every
// language: every card kind of the four games, and what the tables show at
// the start of a game; a face-down card's tooltip says what kind of hidden
// card it is and never its face.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billynames.h"
#include "games/blastingbilly/billytips.h"
#include "games/boomo/boomonames.h"
#include "games/boomo/boomotips.h"
#include "games/gameui.h"
#include "games/halunkenspelunken/hsnames.h"
#include "games/halunkenspelunken/hstips.h"
#include "games/tableview.h"
#include "games/tooltips.h"
#include "games/wyattearp/wenames.h"
#include "games/wyattearp/wetips.h"
#include "preferences/languagemanager.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include "blastingbilly/game.h"
#include "blastingbilly/rules.h"
#include "boomo/game.h"
#include "boomo/rules.h"
#include "halunkenspelunken/game.h"
#include "halunkenspelunken/rules.h"
#include "registry.h"
#include "wyattearp/game.h"
#include "wyattearp/rules.h"

#include <QGraphicsScene>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

houserules::Variant load(const QString &variant)
{
    return *houserules::Registry::instance().loader({}).load(variant.toStdString());
}

// "Name: what it does." in the current language, with a real "does" part.
QString checkSays(const QString &tooltip, const QString &name, const QString &does)
{
    if (does.size() < 10)
        return u"no 'what it does' part for %1: '%2'"_s.arg(name, does);
    if (tooltip != Tooltips::says(name, does))
        return u"'%1' is not '%2' and what it does"_s.arg(tooltip, name);
    return {};
}

} // namespace

class TestTooltips : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void everyCardKindSaysWhatItDoes_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::languages())
            QTest::addRow("%s", qPrintable(language)) << language;
    }
    void everyCardKindSaysWhatItDoes()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        QSet<QString> said; // each kind says something of its own
        auto expect = [&](const QString &tooltip, const QString &name, const QString &does) {
            const QString problem = checkSays(tooltip, name, does);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            said.insert(does);
        };

        for (const QString &variant : {u"boomo/standard"_s, u"boomo/answer-by-choice"_s}) {
            const auto rules = houserules::boomo::Rules::fromVariant(load(variant));
            said.clear();
            int kinds = 0;
            for (int rank = 0; rank < rules.kindCount(); ++rank) {
                const int card = rules.firstOfKind[std::size_t(rank)];
                expect(boomotips::card(rules, card), boomonames::card(rules, card), boomotips::does(rules, card));
                ++kinds;
            }
            QCOMPARE(said.size(), kinds);
        }
        // The issue's own example, in English.
        if (language == u"en"_s) {
            const auto rules = houserules::boomo::Rules::fromVariant(load(u"boomo/standard"_s));
            QCOMPARE(boomotips::card(rules, rules.firstOfKind[std::size_t(rules.kindNamed("skip"))]),
                u"Skip: the next player misses a turn."_s);
        }

        {
            const auto rules = houserules::blastingbilly::Rules::fromVariant(load(u"blasting-billy/standard"_s));
            for (int card = 0; card < rules.cardCount(); ++card)
                expect(billytips::card(rules, card), billynames::card(rules, card), billytips::does(rules, card));
        }

        {
            const auto rules
                = houserules::halunkenspelunken::Rules::fromVariant(load(u"halunken-spelunken/standard"_s));
            for (int card = 0; card < rules.villainCount(); ++card)
                expect(hstips::villain(rules, card), hsnames::villain(rules, card), hstips::villainDoes(rules, card));
            for (const int number : rules.movement)
                expect(hstips::move(number), hsnames::movementCard(number), hstips::moveDoes(number));
            for (int number = 1; number <= rules.blackJackCards; ++number)
                expect(hstips::blackJackCard(number), hsnames::blackJackCard(number), hstips::jackMoveDoes(number));
        }

        {
            const auto rules = houserules::wyattearp::Rules::fromVariant(load(u"wyatt-earp/standard"_s));
            for (int share = 0; share < rules.shareCount(); ++share)
                expect(wetips::share(rules, share), wenames::share(rules, share), wetips::shareDoes(rules, share));
            for (int at = 0; at < 2 * rules.fields; ++at)
                expect(wetips::field(rules, at), wenames::field(rules, at), wetips::fieldDoes(int(rules.kindOf(at))));
        }

        // Translated: not the English words (but for the names that are the same everywhere).
        if (language != u"en"_s) {
            const auto rules = houserules::boomo::Rules::fromVariant(load(u"boomo/standard"_s));
            const QString does = boomotips::does(rules, rules.firstOfKind[std::size_t(rules.kindNamed("skip"))]);
            QVERIFY2(does != u"the next player misses a turn."_s, qPrintable(does));
            QVERIFY(Tooltips::says(u"a"_s, u"b"_s).contains(u"a"_s));
        }
    }

    // At the start of a game, in every language, every face on the table says
    // what it does, and every card face down says only what kind of card it is.
    void theTablesSayWhatThingsDo_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::languages())
            for (const char *variant :
                {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/standard", "wyatt-earp/standard"})
                QTest::addRow("%s %s", variant, qPrintable(language)) << QString::fromLatin1(variant) << language;
    }
    void theTablesSayWhatThingsDo()
    {
        QFETCH(QString, variant);
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(&languages);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(apptest::setup(4, 1, 11, 0, variant)));
        TableView *table = window.gamePage()->table();
        QTRY_VERIFY_WITH_TIMEOUT(table->isSettled(), 5000);
        const QString separator = Tooltips::says(QString(), QString());
        QStringList names; // every card's name in words
        if (variant.startsWith(u"blasting-billy"_s)) {
            const auto rules = houserules::blastingbilly::Rules::fromVariant(load(variant));
            for (int card = 0; card < rules.cardCount(); ++card)
                names << billynames::card(rules, card);
        } else if (variant.startsWith(u"boomo"_s)) {
            const auto rules = houserules::boomo::Rules::fromVariant(load(variant));
            for (int card = 0; card < rules.cardCount(); ++card)
                names << boomonames::card(rules, card);
        }
        int faces = 0, backs = 0;
        for (QGraphicsItem *item : table->scene()->items()) {
            auto *card = dynamic_cast<CardItem *>(item);
            if (!card || !card->isVisible())
                continue;
            const QString tip = card->toolTip();
            const bool back = card->elementId().startsWith(u"back"_s) && card->cardId() < 0;
            if (card->cardId() >= 0 && !card->elementId().startsWith(u"back"_s)) {
                ++faces;
                QVERIFY2(tip.contains(separator) && tip.size() > separator.size() + 12,
                    qPrintable(card->elementId() + u": "_s + tip));
            } else if (back && card->data(0).toString().contains(u"hand"_s)) {
                ++backs;
                QVERIFY2(!tip.isEmpty(), qPrintable(card->elementId()));
                for (const QString &name : std::as_const(names))
                    QVERIFY2(!apptest::asOneLine(tip).contains(
                                 QRegularExpression(u"(^|\\W)%1($|\\W)"_s.arg(QRegularExpression::escape(name)))),
                        qPrintable(tip + u" names "_s + name));
            }
        }
        QVERIFY(faces > 0 || variant.startsWith(u"halunken"_s));
        if (variant.startsWith(u"blasting-billy"_s) || variant.startsWith(u"boomo"_s))
            QVERIFY(backs > 0);
        // The table's areas and pieces say what they are for too.
        int areas = 0;
        for (QGraphicsItem *item : table->scene()->items()) {
            const auto *card = dynamic_cast<CardItem *>(item);
            if ((!card || card->cardId() < 0) && item->toolTip().size() > 40)
                ++areas;
        }
        QVERIFY2(areas >= 2, qPrintable(QString::number(areas)));
    }
};

QTEST_MAIN(TestTooltips)
#include "test_tooltips.moc"
