// The game log: rows and roles, and that no line tells a viewer a value they
// may not know.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billynames.h"
#include "games/gameui.h"
#include "session/gamelogmodel.h"

#include "blastingbilly/rules.h"
#include "blastingbilly/state.h"
#include "core/records/record.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

class TestLogModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void followsTheGame()
    {
        auto session = apptest::start(apptest::setup(4, 1));
        QVERIFY(session);
        GameLogModel model(session->view(), *gameUi(u"blasting-billy"_s));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QCOMPARE(model.rowCount(), 0);

        // The human (seat 0, first) plays: one decision gives two lines
        // (the card played, the card drawn).
        std::vector<Decision> legal = session->legal();
        QVERIFY(!legal.empty());
        const Decision loot = BillyState::play(legal.front().card, Destination::Loot);
        QVERIFY(session->play(loot));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(GameLogModel::SeatRole).toInt(), 0);
        QCOMPARE(first.data(GameLogModel::EventTypeRole).toInt(), int(EventType::CardPlayed));
        QCOMPARE(first.data(GameLogModel::DecisionRole).toInt(), 0);
        // Own first card in a colour: face down, but Ann knows it.
        const Rules rules = Rules::fromVariant(session->ruleset().variant());
        QVERIFY2(first.data().toString().startsWith(u"Ann claimed "_s), qPrintable(first.data().toString()));
        QVERIFY(first.data().toString().contains(QString::number(rules.deck[std::size_t(loot.card)].value))
            || rules.deck[std::size_t(loot.card)].dynamite);
        QVERIFY(model.roleNames().contains(GameLogModel::SeatRole));
    }

    // Every line of a whole game, from the human's seat: a line about a card
    // names its value only when Ann may know it.
    void neverTellsHiddenValues()
    {
        auto session = apptest::start(apptest::setup(4, 1, 99));
        GameLogModel model(session->view(), *gameUi(u"blasting-billy"_s));
        const Rules rules = Rules::fromVariant(session->ruleset().variant());
        struct Seen {
            Event event;
            QString line;
        };
        session->resume();
        while (!session->isOver()) {
            const auto legal = session->legal();
            if (!legal.empty())
                QVERIFY(session->play(legal[legal.size() / 2]));
            else
                QTest::qWait(1);
        }
        // The whole truth, from the record: every event with all its values.
        QList<Seen> lines;
        const Record record = session->record();
        auto truth = startGame(record, session->ruleset());
        playRecord(record, **truth, nullptr, [&](int, const Decision &, const std::vector<Event> &events) {
            for (const auto &e : events)
                lines.append({e, {}});
        });
        // The log holds one line per event that makes one; compare in order.
        int row = 0;
        for (const auto &seen : std::as_const(lines)) {
            const QString line = gameUi(u"blasting-billy"_s)->describe(seen.event.seenBy(0), session->view());
            if (line.isEmpty())
                continue;
            QCOMPARE(model.index(row++).data().toString(), line);
            if (seen.event.card < 0 || !seen.event.hiddenFrom(0))
                continue;
            // Hidden from Ann: the line shows the colour, not the card.
            const QString name = billynames::card(rules, seen.event.card);
            QVERIFY2(!line.contains(name), qPrintable(u"'%1' reveals %2"_s.arg(line, name)));
            QVERIFY2(line.contains(billynames::colour(rules, seen.event.colour)), qPrintable(line));
        }
        // The end is summed up: shots and the winner, or Billy.
        QVERIFY(model.rowCount() > row);
        const QString last = model.index(model.rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"won"_s) || last.contains(u"share the win"_s) || last.contains(u"Billy wins"_s),
            qPrintable(last));
    }
};

QTEST_MAIN(TestLogModel)
#include "test_logmodel.moc"
