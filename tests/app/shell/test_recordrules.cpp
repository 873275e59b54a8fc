// A game carries its rules: an unfinished game whose house rule changed goes
// on under the rules it started with, and says so once; a record opened where
// its house rule's file is not plays and replays; rules changed by hand in a
// record (their hash no longer theirs) are refused with the place.

#include "app/apptestsupport.h"

#include "preferences/languagemanager.h"
#include "session/autosave.h"
#include "shell/mainwindow.h"
#include "shell/rulesdialog.h"

#include "userdata/recordrules.h"
#include "userdata/userdata.h"

#include "core/records/record.h"
#include "notebook/runplan.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

QString houseRuleFile()
{
    return userVariantDir() + u"/blasting-billy/mine.yaml"_s;
}

void writeHouseRule(int handSize)
{
    QDir().mkpath(QFileInfo(houseRuleFile()).absolutePath());
    QFile file(houseRuleFile());
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray("game: blasting-billy\nextends: blasting-billy/standard\ntitle:\n  en: Mine\n"
                          "parameters:\n  hand_size: ")
        + QByteArray::number(handSize) + '\n');
}

// Starts a two-person game under `mine` and plays `decisions` of it; the
// window closes with the game in the autosave.
void playUnderMine(int decisions)
{
    LanguageManager languages;
    MainWindow window(&languages);
    QVERIFY(window.startGame(apptest::setup(2, 2, 11, 0, u"blasting-billy/mine"_s)));
    GameSession *session = window.session();
    for (int step = 0; step < decisions; ++step) {
        if (session->curtainDown())
            session->lift();
        QVERIFY(session->play(session->legal().front()));
    }
    window.close();
}

QMessageBox *earlierRulesBox(const MainWindow &window)
{
    return window.findChild<QMessageBox *>(u"earlierRulesBox"_s);
}

} // namespace

class TestRecordRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }
    void cleanup()
    {
        autosave::remove();
        QFile::remove(houseRuleFile());
    }

    void autosaveCarriesItsRulesAndTheirHash()
    {
        writeHouseRule(4);
        playUnderMine(2);
        const auto record = houserules::readRecord(autosave::fileName().toStdString());
        QVERIFY(record);
        QCOMPARE(record->variant, std::string("blasting-billy/mine")); // the label
        QVERIFY(QString::fromStdString(record->rules).contains(u"hand_size: 4"_s));
        // The notebook names the same rules by the same hash.
        const auto mine = userVariantLoader().load("blasting-billy/mine");
        QVERIFY(mine);
        QCOMPARE(QString::fromStdString(record->rulesSha256), runRules(*mine, u"mine"_s).sha256());
    }

    // The house rule changes under an unfinished game: Continue resumes all
    // of it under the rules it started with, and a notice says what changed.
    void changedHouseRuleKeepsTheGameAndSaysSo()
    {
        writeHouseRule(4);
        playUnderMine(6);
        writeHouseRule(5);

        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.continueGame());
        QCOMPARE(window.session()->decisionCount(), 6);
        QCOMPARE(window.session()->ruleset().variant().integer("hand_size"), 4);
        QMessageBox *box = earlierRulesBox(window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"earlier version of “Mine”"_s), qPrintable(box->text()));
        QVERIFY2(box->text().contains(u"4 → 5"_s), qPrintable(box->text()));
        QVERIFY(!box->isModal() || box->windowModality() != Qt::ApplicationModal); // the game is behind it
        box->accept();
        window.activateWindow(); // the box had the keyboard
        QVERIFY(QTest::qWaitForWindowActive(&window));

        // F1 shows the rules the game is played under, not the file's.
        QTest::keyClick(&window, Qt::Key_F1);
        auto *rules = window.findChild<RulesDialog *>();
        QVERIFY(rules);
        QVERIFY(rules->showsPlayedRules());
        QVERIFY(rules->shown());
        QCOMPARE(rules->shown()->integer("hand_size"), 4);
        auto *variants = rules->findChild<QComboBox *>(u"rulesVariantCombo"_s);
        QVERIFY(variants);
        QCOMPARE(variants->currentText(), u"Mine (this game)"_s);
        rules->close();

        // Saved and opened again, it still keeps its rules.
        const QString saved = QDir(QFileInfo(autosave::fileName()).dir()).filePath(u"kept.yaml"_s);
        QString error;
        QVERIFY2(window.session()->save(saved, &error), qPrintable(error));
        QVERIFY(QFile(saved).size() > 0);
        const auto record = houserules::readRecord(saved.toStdString());
        QVERIFY(record);
        QVERIFY(QString::fromStdString(record->rules).contains(u"hand_size: 4"_s));
        QFile::remove(saved);

        // The same rules as the file: nothing to say.
        writeHouseRule(4);
        MainWindow again(&languages);
        again.show();
        QVERIFY(again.continueGame());
        QCOMPARE(again.session()->decisionCount(), 6);
        QVERIFY(!earlierRulesBox(again));
    }

    // Sent to a friend who has no `mine.yaml`: the record opens and replays.
    void recordOpensWithoutItsFile()
    {
        writeHouseRule(4);
        playUnderMine(5);
        QFile::remove(houseRuleFile());

        LanguageManager languages;
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.continueGame());
        QCOMPARE(window.session()->decisionCount(), 5);
        QCOMPARE(window.session()->ruleset().variant().integer("hand_size"), 4);
        QVERIFY(!earlierRulesBox(window));

        const auto record = houserules::readRecord(autosave::fileName().toStdString());
        QVERIFY(record);
        const auto replayed = recordrules::replay(autosave::fileName().toStdString(), userVariantLoader());
        QVERIFY2(replayed, replayed ? "" : replayed.errors().front().toString().c_str());
        QCOMPARE(replayed->applied, 5);
    }

    // Rules edited by hand in a record no longer match their hash: refused,
    // at the hash, rather than replaying a game that was never played.
    void rulesChangedByHandAreRefused()
    {
        writeHouseRule(4);
        playUnderMine(3);
        QFile file(autosave::fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        QVERIFY(text.contains("hand_size: 4"));
        text.replace("hand_size: 4", "hand_size: 5");
        const auto record = houserules::parseRecord(text.toStdString(), "edited.yaml");
        QVERIFY(record);
        const auto variant = recordrules::load(*record, userVariantLoader());
        QVERIFY(!variant);
        QCOMPARE(QString::fromStdString(variant.errors().front().keyPath), u"rules_sha256"_s);
        QCOMPARE(variant.errors().front().where.line, record->rulesSha256Where.line);
        QString error;
        QVERIFY(!GameSession::fromRecord(*record, &error));
        QVERIFY2(error.contains(u"changed after the game was played"_s), qPrintable(error));

        // Without the hash, the changed rules are the record's to play.
        text.replace(QByteArray::fromStdString("rules_sha256: " + record->rulesSha256 + "\n"), QByteArray());
        const auto unhashed = houserules::parseRecord(text.toStdString(), "edited.yaml");
        QVERIFY(unhashed);
        const auto played = recordrules::load(*unhashed, userVariantLoader());
        QVERIFY(played);
        QCOMPARE(played->integer("hand_size"), 5);
    }
};

QTEST_MAIN(TestRecordRules)
#include "test_recordrules.moc"
