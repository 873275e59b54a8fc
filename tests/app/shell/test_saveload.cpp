// Save -> load gives the identical game; records from the CLI open in the app
// and the app's records replay in the engine.

#include "app/apptestsupport.h"

#include "blastingbilly/game.h"
#include "blastingbilly/scoring.h"

#include "blastingbilly/observation.h"
#include "core/records/record.h"
#include "replay.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

// Plays `decisions` decisions, the person always taking their first choice.
void play(GameSession &session, int decisions)
{
    session.resume();
    while (session.decisionCount() < decisions && !session.isOver()) {
        const auto legal = session.legal();
        if (!legal.empty())
            QVERIFY(session.play(legal.front()));
        else
            QTest::qWait(1);
    }
    session.pause();
}

QString describe(const BillyObservation &o)
{
    QString text = u"pile %1 current %2 hand"_s.arg(o.pileCount).arg(o.currentPlayer);
    for (const auto &v : o.hand)
        text += u' ' + QString::number(v.id);
    for (const auto &owner : o.loot)
        for (const auto &column : owner) {
            text += u" |"_s;
            for (const auto &v : column)
                text += u' ' + QString::number(v.id) + u':' + QString::number(v.colour);
        }
    text += u" box"_s;
    for (const auto &b : o.box)
        text += u' ' + QString::number(b.card.id) + u':' + QString::number(b.card.colour);
    return text;
}

} // namespace

class TestSaveLoad : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void saveThenLoadIsIdentical()
    {
        auto session = apptest::start(apptest::setup(4, 1, 12345));
        play(*session, 13);
        const QString file = m_dir.filePath(u"game.yaml"_s);
        QString error;
        QVERIFY2(session->save(file, &error), qPrintable(error));

        auto record = readRecord(file.toStdString());
        QVERIFY(record);
        auto loaded = GameSession::fromRecord(*record, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->decisionCount(), session->decisionCount());
        QCOMPARE(loaded->currentPlayer(), session->currentPlayer());
        QCOMPARE(loaded->viewer(), session->viewer());
        for (int seat = 0; seat < 4; ++seat) {
            QCOMPARE(loaded->playerName(seat), session->playerName(seat));
            QCOMPARE(loaded->isHuman(seat), session->isHuman(seat));
        }
        QCOMPARE(describe(static_cast<const BillyObservation &>(loaded->view().observation())),
            describe(static_cast<const BillyObservation &>(session->view().observation())));

        // The game goes on the same way after loading: same seed, same bots.
        play(*session, 30);
        play(*loaded, 30);
        // (Bots may have moved a little past 30 in either game before the pause.)
        const auto a = loaded->record().decisions, b = session->record().decisions;
        QVERIFY(a.size() >= 30 && b.size() >= 30);
        for (std::size_t i = 0; i < 30; ++i)
            QCOMPARE(QString::fromStdString(a[i].text), QString::fromStdString(b[i].text));
    }

    void appRecordsReplayInTheEngine()
    {
        auto session = apptest::start(apptest::setup(3, 1, 4));
        play(*session, 1000); // to the end
        QVERIFY(session->isOver());
        const QString file = m_dir.filePath(u"finished.yaml"_s);
        QString error;
        QVERIFY(session->save(file, &error));
        auto replayed = replayFile(file.toStdString());
        QVERIFY(replayed);
        QVERIFY(!replayed->stopped);
        QVERIFY(replayed->state->isTerminal());
        // The winners the app shows (from the final public view) are the engine's.
        const auto &seen = static_cast<const blastingbilly::BillyObservation &>(session->view().observation());
        const auto &rules = blastingbilly::rulesOf(session->ruleset());
        QCOMPARE(
            replayed->state->outcome().winners, blastingbilly::score(rules, blastingbilly::columnsOf(seen)).winners);
    }

    void cliRecordsOpenInTheApp()
    {
        // A record as a person or the CLI writes it (no seats: all people).
        const QString file = m_dir.filePath(u"cli.yaml"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                  "first_player: Bob\nseed: 3\ndecisions: []\n");
        out.close();
        auto record = readRecord(file.toStdString());
        QVERIFY(record);
        QString error;
        auto session = GameSession::fromRecord(*record, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(session->currentPlayer(), 1);
        QVERIFY(session->isHuman(0) && session->isHuman(1));
    }

    void failedSaveReportsAndKeepsNothingHalfWritten()
    {
        auto session = apptest::start(apptest::setup(2, 1));
        QString error;
        QVERIFY(!session->save(m_dir.filePath(u"no/such/folder/game.yaml"_s), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(u"no/such/folder/game.yaml"_s)));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSaveLoad)
#include "test_saveload.moc"
