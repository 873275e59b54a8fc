// The new-game dialog: OK at once gives a person against three normal bots;
// the seed is shown and optional; a chosen setup comes back unchanged; each
// level is the engine bot the benchmarks measure under its name.

#include "app/apptestsupport.h"

#include "shell/newgamedialog.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestNewGame : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void defaultsGiveAGoodGame()
    {
        NewGameDialog dialog(u"blasting-billy"_s, u"blasting-billy/standard"_s);
        const GameSetup setup = dialog.setup();
        QCOMPARE(setup.variant, u"blasting-billy/standard"_s);
        QCOMPARE(setup.seats.size(), 4);
        QCOMPARE(setup.seats[0].kind, SeatKind::Human);
        for (int seat = 1; seat < 4; ++seat)
            QCOMPARE(setup.seats[seat].kind, SeatKind::Normal);
        QCOMPARE(setup.firstPlayer, -1); // random
        // A new deal: the seed is empty (the game draws one and shows it).
        const auto *seed = dialog.findChild<QLineEdit *>(u"seedEdit"_s);
        QVERIFY(seed->text().isEmpty());
        QVERIFY(!setup.seed);
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
        // ...and the game starts.
        QVERIFY(apptest::start(setup));
    }

    // The levels a seat can have are the bots `houserules-cli simulate --bots`
    // plays under these names, so the benchmarks' figures for easy (a
    // newcomer can beat it) are the app's Easy.
    void levelsAreTheBotsTheBenchmarksMeasure()
    {
        QCOMPARE(botNameFor(SeatKind::Easy), u"easy"_s);
        QCOMPARE(botNameFor(SeatKind::Normal), u"heuristic"_s);
        QCOMPARE(botNameFor(SeatKind::Hard), u"hard"_s);
    }

    void seedIsOptionalButMustBeANumber()
    {
        NewGameDialog dialog(u"blasting-billy"_s, u"blasting-billy/standard"_s);
        auto *seed = dialog.findChild<QLineEdit *>(u"seedEdit"_s);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        seed->clear();
        QVERIFY(ok->isEnabled());
        seed->setText(u"12a"_s);
        QVERIFY(!ok->isEnabled());
        seed->setText(u"42"_s);
        QCOMPARE(dialog.setup().seed, std::optional<quint64>(42));
        QVERIFY(ok->isEnabled());
    }

    void setupRoundTrips()
    {
        GameSetup wanted = apptest::setup(3, 2, 99, 1);
        wanted.seats[2].kind = SeatKind::Hard;
        NewGameDialog dialog(u"blasting-billy"_s, wanted.variant);
        dialog.setSetup(wanted);
        const GameSetup got = dialog.setup();
        QCOMPARE(got.seats.size(), 3);
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(got.seats[seat].name, wanted.seats[seat].name);
            QCOMPARE(got.seats[seat].kind, wanted.seats[seat].kind);
        }
        QCOMPARE(got.seed, std::optional<quint64>(99));
        QCOMPARE(got.firstPlayer, 1);
        QCOMPARE(dialog.findChild<QSpinBox *>(u"playersSpin"_s)->value(), 3);
    }
};

QTEST_MAIN(TestNewGame)
#include "test_newgame.moc"
