// The Blasting Billy table's layout: with the largest columns the rules allow,
// at a roomy and at the smallest window size, every column stays readable and
// covers neither its count nor another column; messages fade and cover
// nothing; your own dumped cards show their value in the box.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "games/gameui.h"
#include "shell/gamepage.h"

#include "blastingbilly/state.h"
#include "core/records/record.h"

#include <QElapsedTimer>
#include <QGraphicsOpacityEffect>
#include <QGraphicsSimpleTextItem>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

// A two-player game in which Ann claims every banknotes card (a column of 12:
// 11 values and the dynamite) while Bob gives every gold card to Billy.
Record longestColumns(const QString &annSeat, const QString &bobSeat)
{
    QStringList pile;
    for (int value = 3; value <= 10; ++value)
        pile << u"banknotes-%1"_s.arg(value) << u"gold-%1"_s.arg(value);
    pile << u"banknotes-dynamite"_s << u"gold-dynamite"_s;
    QStringList setAside, rest;
    for (const QString &colour : {u"coins"_s, u"jewelry"_s, u"diamonds"_s}) {
        QStringList &to = colour == u"coins"_s ? setAside : rest;
        for (int value = 0; value <= 10; ++value)
            to << colour + u'-' + QString::number(value);
        to << colour + u"-dynamite"_s;
    }
    QStringList decisions;
    for (int turn = 0; turn < 12; ++turn) {
        const QString card = turn < 11 ? QString::number(turn) : u"dynamite"_s;
        decisions << u"  - loot banknotes-"_s + card << u"  - billy gold-"_s + card;
    }
    const QString yaml
        = u"game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
          "seats: [%1, %2]\nfirst_player: Ann\nsetup:\n  deck: [%3]\ndecisions:\n%4\n"_s.arg(annSeat, bobSeat,
              (setAside
                  + QStringList {u"banknotes-0"_s, u"banknotes-1"_s, u"banknotes-2"_s, u"gold-0"_s, u"gold-1"_s,
                      u"gold-2"_s}
                  + pile + rest)
                  .join(u", "_s),
              decisions.join(u'\n'));
    auto record = parseRecord(yaml.toStdString(), "longest-columns.yaml");
    if (!record)
        qFatal("%s", record.errors().front().toString().c_str());
    return *record;
}

QRectF cardRect(const CardItem *item)
{
    return QRectF(item->pos(), item->size());
}

// The column (or hand) a card item belongs to; empty for loose cards (the pile).
QString groupOf(const CardItem *item)
{
    const QString group = item->data(1).toString();
    if (!group.isEmpty())
        return group;
    return item->data(0).toString() == u"opponent-hand"_s ? u"hand-%1"_s.arg(item->y()) : QString();
}

} // namespace

class TestTableLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void largestColumnsStayReadable_data()
    {
        QTest::addColumn<QString>("ann");
        QTest::addColumn<QString>("bob");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1600, 1000), QSize(720, 520)}) {
            const QString at = u"%1x%2"_s.arg(size.width()).arg(size.height());
            QTest::addRow("Ann's view, %s", qPrintable(at)) << u"human"_s << u"normal"_s << size;
            QTest::addRow("Bob's view, %s", qPrintable(at)) << u"normal"_s << u"human"_s << size;
        }
    }

    void largestColumnsStayReadable()
    {
        QFETCH(QString, ann);
        QFETCH(QString, bob);
        QFETCH(QSize, size);
        QString error;
        auto session = GameSession::fromRecord(longestColumns(ann, bob), &error);
        QVERIFY2(session, qPrintable(error));
        BillyTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(size);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const BillyScene *scene = table.billyScene();
        QCOMPARE(int(scene->observation().loot[2][0].size()), 12); // Billy's gold
        QCOMPARE(int(scene->observation().loot[0][1].size()), 12); // Ann's banknotes

        QHash<QString, QList<const CardItem *>> groups;
        for (const CardItem *card : scene->cardItems())
            if (const QString group = groupOf(card); !group.isEmpty())
                groups[group] << card;
        QVERIFY(groups.contains(u"billy-0"_s));
        QVERIFY(groups.contains(u"loot-0-1"_s));
        QList<const QGraphicsSimpleTextItem *> texts;
        for (const QGraphicsItem *item : scene->items())
            if (const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
                texts << text;

        for (auto group = groups.cbegin(); group != groups.cend(); ++group) {
            auto cards = group.value();
            std::sort(cards.begin(), cards.end(), [](auto *a, auto *b) { return a->y() < b->y(); });
            for (int i = 0; i < cards.size(); ++i) {
                const QRectF rect = cardRect(cards[i]);
                QVERIFY2(scene->sceneRect().contains(rect), qPrintable(group.key()));
                // Each card shows its corner index above the next one.
                if (i > 0 && group.key().startsWith(u"hand"_s) == false)
                    QVERIFY2(cards[i]->y() - cards[i - 1]->y() >= 0.22 * rect.height() - 0.5, qPrintable(group.key()));
                // No count, name or other text under a card.
                for (const auto *text : std::as_const(texts))
                    QVERIFY2(!rect.intersects(text->sceneBoundingRect()),
                        qPrintable(u"%1 covers '%2'"_s.arg(group.key(), text->text())));
                // No card of another column under it.
                for (auto other = groups.cbegin(); other != groups.cend(); ++other)
                    if (other.key() != group.key())
                        for (const CardItem *card : other.value())
                            QVERIFY2(!rect.intersects(cardRect(card)),
                                qPrintable(u"%1 overlaps %2"_s.arg(group.key(), other.key())));
            }
        }
        // The strip for messages holds nothing.
        for (const CardItem *card : scene->cardItems())
            QVERIFY(!cardRect(card).intersects(scene->messageArea()));
        for (const auto *text : std::as_const(texts))
            QVERIFY2(!text->sceneBoundingRect().intersects(scene->messageArea()), qPrintable(text->text()));
    }

    // A refusal shows at once, in the free strip, and fades by itself.
    void messagesFade()
    {
        auto session = apptest::start(apptest::setup(3, 1));
        BillyTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1400, 900);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.setMessageMilliseconds(200);
        QVERIFY(!table.playSelectedTo(int(Destination::Billy)));
        QCOMPARE(table.message(), u"Choose a card from your hand first."_s);
        auto *label = table.findChild<QWidget *>(u"tableMessage"_s);
        QVERIFY(label && label->isVisible());
        const QRect area = table.mapFromScene(table.billyScene()->messageArea()).boundingRect();
        QVERIFY(area.contains(label->geometry()));
        QTRY_VERIFY_WITH_TIMEOUT(table.message().isEmpty(), 3000);
        QVERIFY(!label->isVisible());
    }

    // Less motion: with card movements off, a message stays whole while it
    // lasts and then goes at once, without fading.
    void messagesDoNotFadeWithoutMovements()
    {
        auto session = apptest::start(apptest::setup(3, 1));
        BillyTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1400, 900);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.setFlightMilliseconds(0);
        table.setMessageMilliseconds(200);
        QVERIFY(!table.playSelectedTo(int(Destination::Billy)));
        auto *label = table.findChild<QWidget *>(u"tableMessage"_s);
        auto *opacity = qobject_cast<QGraphicsOpacityEffect *>(label->graphicsEffect());
        QVERIFY(opacity);
        QElapsedTimer clock;
        clock.start();
        while (label->isVisible()) {
            QCOMPARE(opacity->opacity(), 1.0); // never partly faded
            QVERIFY(clock.elapsed() < 5000);
            QTest::qWait(10);
        }
    }

    // The box: your own dumped card shows its value to you, another player's
    // only its colour.
    void ownDumpedCardShowsInTheBox()
    {
        auto session = apptest::start(apptest::setup(2, 1, 3, 0));
        BillyTable table(session->view(), session.get(), *gameUi(session->gameId()));
        table.resize(1400, 900);
        table.show();
        const int mine = session->legal().front().card;
        QVERIFY(table.playCard(mine, int(Destination::Box)));
        session->resume();
        QTRY_COMPARE(session->currentPlayer(), 0); // the bot has played
        auto boxed = [&] {
            QList<const CardItem *> cards;
            for (const CardItem *card : table.billyScene()->cardItems())
                if (card->data(1).toString().startsWith(u"box-"_s))
                    cards << card;
            return cards;
        };
        const auto cards = boxed();
        QVERIFY(std::any_of(cards.begin(), cards.end(), [&](auto *c) { return c->cardId() == mine; }));
        // Everything else in the box (set aside at the start, the bot's) is a back.
        for (const CardItem *card : cards)
            if (card->cardId() != mine)
                QVERIFY2(card->elementId().startsWith(u"back-"_s), qPrintable(card->elementId()));
        QVERIFY(cards.size() > 1);
    }
};

QTEST_MAIN(TestTableLayout)
#include "test_tablelayout.moc"
