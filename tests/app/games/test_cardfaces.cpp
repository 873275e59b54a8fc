// Faces for values the art has no card for: Blasting Billy's (a house rule's
// gold 12) on the colour's blank face with the value written in both corners
// and the medallion, Boomo's (a number of 7 seconds) in the blank dial; the
// same on the table and in the printed deck. Every card the art draws keeps
// its own face.

#include "app/apptestsupport.h"

#include "art/svgart.h"
#include "games/blastingbilly/billyfaces.h"
#include "games/blastingbilly/billyscene.h"
#include "games/boomo/boomofaces.h"
#include "games/boomo/boomoscene.h"
#include "games/carditem.h"
#include "games/gameui.h"

#include "blastingbilly/rules.h"
#include "boomo/rules.h"
#include "registry.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

namespace {

const SvgArt &deck()
{
    static const SvgArt art(u":/cards/blasting-billy.svg"_s);
    return art;
}

houserules::Variant load(const std::string &ref)
{
    auto variant = houserules::Registry::instance().loader().load(ref);
    if (!variant.ok())
        qFatal("cannot load %s", ref.c_str());
    return *variant;
}

QString name(const Rules &rules, int card)
{
    return QString::fromStdString(rules.cardName(card));
}

QImage rendered(CardItem &item)
{
    QImage image(item.size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    QStyleOptionGraphicsItem option;
    item.paint(&painter, &option, nullptr);
    return image;
}

} // namespace

class TestCardFaces : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        QVERIFY(deck().isValid());
        QVERIFY(m_dir.isValid());
        m_highValues = houseRule(u"high-values.yaml"_s,
            "game: blasting-billy\nextends: standard\ntitle: {en: High values}\nparameters:\n  deck:\n"
            "    values: [0, 4, 10, 12, 99]\n");
    }

    // No shipped card shows the placeholder: the gold rush's gold 11 and 12
    // are written on the blank.
    void shippedDecksShowEveryCard_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("written");
        QTest::newRow("standard") << u"blasting-billy/standard"_s << QStringList();
        QTest::newRow("two-dynamite") << u"blasting-billy/two-dynamite"_s << QStringList();
        QTest::newRow("four-card-hand") << u"blasting-billy/four-card-hand"_s << QStringList();
        QTest::newRow("gold-rush") << u"blasting-billy/gold-rush"_s << QStringList {u"gold-11"_s, u"gold-12"_s};
    }
    void shippedDecksShowEveryCard()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, written);
        const Rules rules = Rules::fromVariant(load(variant.toStdString()));
        QStringList found;
        for (int card = 0; card < rules.cardCount(); ++card) {
            const CardFace face = billyFace(deck(), rules, card);
            QVERIFY2(deck().has(face.element), qPrintable(face.element));
            if (face.element == name(rules, card))
                QVERIFY(face.texts.isEmpty());
            else
                found << name(rules, card);
        }
        QCOMPARE(found, written);
        for (const std::string &colour : rules.colours)
            QVERIFY(deck().has(QString::fromStdString(colour) + u"-blank"_s));
    }

    void higherValuesAreWrittenOnTheBlank()
    {
        const Rules rules = Rules::fromVariant(load(m_highValues));
        int written = 0;
        for (int card = 0; card < rules.cardCount(); ++card) {
            const Card &c = rules.deck[std::size_t(card)];
            const CardFace face = billyFace(deck(), rules, card);
            if (c.dynamite || c.value <= 10) {
                QCOMPARE(face.element, name(rules, card));
                QVERIFY(face.texts.isEmpty());
                continue;
            }
            ++written;
            QCOMPARE(face.element, QString::fromStdString(rules.colours[std::size_t(c.colour)]) + u"-blank"_s);
            // Top left, the same turned about the centre, the medallion.
            QCOMPARE(face.texts.size(), 3);
            for (const CardText &text : face.texts)
                QCOMPARE(text.text, QString::number(c.value));
            const CardText &corner = face.texts[0], &turned = face.texts[1], &middle = face.texts[2];
            QVERIFY(corner.centre.x() < 0.5 && corner.centre.y() < 0.25 && corner.rotation == 0);
            QCOMPARE(turned.centre, QPointF(1, 1) - corner.centre);
            QCOMPARE(turned.rotation, 180.0);
            QCOMPARE(middle.centre, QPointF(0.5, 0.5));
        }
        QCOMPARE(written, 2 * int(rules.colours.size())); // 12 and 99 in every colour
    }

    // The table's card and the printed card are the same face.
    void tableAndPrintAgree()
    {
        const houserules::Variant variant = load(m_highValues);
        const Rules rules = Rules::fromVariant(variant);
        const GameUi *ui = gameUi(u"blasting-billy"_s);
        QVERIFY(ui);
        const QList<PrintedCard> printed = ui->printedDeck(variant);
        QCOMPARE(printed.size(), rules.cardCount());
        BillyScene scene(rules, {u"Ann"_s, u"Bob"_s});
        for (int card = 0; card < rules.cardCount(); ++card) {
            const CardFace face = billyFace(deck(), rules, card);
            QCOMPARE(printed[card].face, face.element);
            QCOMPARE(printed[card].name, name(rules, card)); // the record name under the card
            QVERIFY(printed[card].texts == face.texts);
            std::unique_ptr<CardItem> item(scene.newCard(card, rules.deck[std::size_t(card)].colour, {80, 120}));
            QCOMPARE(item->elementId(), face.element);
            QVERIFY(item->texts() == face.texts);
        }
    }

    // The value is really drawn: in the corner box and in the medallion.
    void theValueIsPainted()
    {
        const SvgArt &art = deck();
        CardItem blank(art, u"coins-blank"_s, {200, 300});
        const Rules rules = Rules::fromVariant(load(m_highValues));
        int card = 0;
        while (rules.deck[std::size_t(card)].value != 12
            || rules.colours[std::size_t(rules.deck[std::size_t(card)].colour)] != "coins")
            ++card;
        const CardFace face = billyFace(art, rules, card);
        CardItem written(art, face, {200, 300});
        const QImage before = rendered(blank), after = rendered(written);
        auto differs = [&](QRect area) {
            int pixels = 0;
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    pixels += before.pixel(x, y) != after.pixel(x, y);
            return pixels;
        };
        QVERIFY(differs({21, 21, 62, 62}) > 200);   // top left
        QVERIFY(differs({117, 217, 62, 62}) > 200); // bottom right
        QVERIFY(differs({70, 120, 60, 60}) > 200);  // medallion
        QCOMPARE(differs({21, 120, 30, 60}), 0);    // nowhere else
    }

    // Boomo draws 5 to 30 in steps of 5; a house rule's 7 is written in the blank dial.
    void boomoNumbersWithoutArtAreWritten()
    {
        const houserules::Variant variant = load(houseRule(
            u"sevens.yaml"_s, "game: boomo\nextends: standard\ntitle: {en: Sevens}\nparameters:\n  deck:\n    7: 4\n"));
        const houserules::boomo::Rules rules = houserules::boomo::Rules::fromVariant(variant);
        static const SvgArt art(u":/cards/boomo.svg"_s);
        const QList<PrintedCard> printed = gameUi(u"boomo"_s)->printedDeck(variant);
        BoomoScene scene(rules, {u"Ann"_s, u"Bob"_s});
        int sevens = 0, tens = 0;
        for (int card = 0; card < rules.cardCount(); ++card) {
            const CardFace face = boomoFace(art, rules, card);
            QVERIFY2(art.has(face.element), qPrintable(face.element));
            const auto &c = rules.cards[std::size_t(card)];
            if (c.kind == houserules::boomo::Kind::Number && c.amount == 7) {
                ++sevens;
                QCOMPARE(face.element, u"number-blank"_s);
                // The dial, top left, the same turned about the centre.
                QCOMPARE(face.texts.size(), 3);
                for (const CardText &text : face.texts)
                    QCOMPARE(text.text, u"7"_s);
                QCOMPARE(face.texts[2].centre, QPointF(1, 1) - face.texts[1].centre);
                QCOMPARE(face.texts[2].rotation, 180.0);
            } else {
                tens += face.element == u"number-10"_s;
                QVERIFY(face.texts.isEmpty());
            }
            QCOMPARE(printed[card].face, face.element);
            QVERIFY(printed[card].texts == face.texts);
            std::unique_ptr<CardItem> item(scene.newCard(card, {80, 120}));
            QCOMPARE(item->elementId(), face.element);
            QVERIFY(item->texts() == face.texts);
        }
        QCOMPARE(sevens, 4);
        QCOMPARE(tens, 20);
    }

private:
    // A house rule written into the test's folder: its path.
    std::string houseRule(const QString &name, const QByteArray &yaml)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!m_dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size())
            qFatal("cannot write %s", qPrintable(path));
        return path.toStdString();
    }

    QTemporaryDir m_dir;
    std::string m_highValues;
};

QTEST_MAIN(TestCardFaces)
#include "test_cardfaces.moc"
