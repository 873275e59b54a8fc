// The edited variant and its file: open → save without changes gives the
// same parameters back for every shipped variant; a saved house rule says
// `extends:` and only what differs, in schema order, and loads in the game,
// in `houserules-cli validate` and in the editor again; Save refuses what
// the game rejects; undo and redo of every kind of edit; titles.

#include "editortestsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QUndoStack>

using namespace Qt::Literals::StringLiterals;
using namespace editortest;
using houserules::Deck;
using houserules::Variant;

namespace {

QString readAll(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// `houserules-cli validate FILE`: its exit status and output.
std::pair<int, QString> validate(const QString &file)
{
    QProcess cli;
    cli.start(QStringLiteral(HOUSERULES_CLI), {u"validate"_s, file});
    if (!cli.waitForFinished(30000))
        return {-1, u"timed out"_s};
    return {cli.exitCode(), QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError())};
}

void compareParams(const Variant &a, const Variant &b)
{
    QCOMPARE(a.params.size(), b.params.size());
    for (const auto &[path, param] : a.params)
        QVERIFY2(b.params.at(path).value == param.value, path.c_str());
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundTripEveryShippedVariant_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"standard", "four-card-hand", "two-dynamite", "gold-rush"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void roundTripEveryShippedVariant()
    {
        QFETCH(QString, name);
        Folder folder;
        auto document = open(folder, shipped(name.toLatin1().constData()));
        QVERIFY(document);
        QVERIFY(document->isValid());
        QVERIFY(!document->isModified());
        const Variant original = document->edited();
        const QString file = folder.file(u"blasting-billy/copy-of-"_s + name + u".yaml"_s);
        QString error;
        QVERIFY2(document->save(file, &error), qPrintable(error));
        QCOMPARE(document->fileName(), QFileInfo(file).absoluteFilePath());

        const QString text = readAll(file);
        QVERIFY2(text.startsWith(u"game: blasting-billy\nextends: standard\n"_s), qPrintable(text));
        // The same parameters when the game loads it...
        const auto loaded = folder.loader().loadFile(file.toStdString());
        QVERIFY2(loaded.ok(), qPrintable(text));
        compareParams(original, *loaded);
        QCOMPARE(loaded->title, original.title);
        // ... and only those that differ from the base are written.
        QCOMPARE(text.contains(u"parameters:"_s), name != u"standard"_s);
        // The game plays it, the CLI validates it, the editor opens it again.
        const houserules::Game *game = houserules::Registry::instance().game("blasting-billy");
        QVERIFY(game->compile(*loaded)->maxPlayers() >= 2);
        const auto [status, output] = validate(file);
        QVERIFY2(status == 0, qPrintable(output));
        auto again = open(folder, file);
        QVERIFY(again);
        compareParams(again->edited(), original);
        QCOMPARE(again->changedCount(), document->changedCount());
        QVERIFY(again->base().extendsChain.empty()); // standard
    }

    // Every shipped house rule of every game, opened where it lies and saved
    // unchanged, is the same file byte for byte: its comment, and only what
    // differs from its base in the shortest form (a deck's changed cards).
    void shippedHouseRulesSaveUnchanged_data()
    {
        QTest::addColumn<QString>("file");
        const QDir variants(QStringLiteral(HOUSERULES_SOURCE_DIR "/variants"));
        for (const QString &game : variants.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const QFileInfo &file : QDir(variants.filePath(game)).entryInfoList({u"*.yaml"_s}, QDir::Files))
                if (readAll(file.filePath()).contains(u"\nextends:"_s))
                    QTest::newRow(qPrintable(game + u'/' + file.fileName())) << file.filePath();
    }

    void shippedHouseRulesSaveUnchanged()
    {
        QFETCH(QString, file);
        Folder folder;
        const QString game = QFileInfo(file).dir().dirName();
        QDir(folder.path()).mkpath(game);
        const QString copy = folder.file(game + u'/' + QFileInfo(file).fileName());
        QVERIFY(QFile::copy(file, copy));
        auto document = open(folder, copy);
        QVERIFY(document);
        QString error;
        QVERIFY2(document->save(copy, &error), qPrintable(error));
        QCOMPARE(readAll(copy), readAll(file));
    }

    // The example: Gold's dynamite doubled and Diamonds without 9 and
    // 10 writes those two changes, not every colour and a `colours:` line;
    // one kind of Boomo's cards and one business's shares, one line each.
    void savedDecksAreMinimal()
    {
        Folder folder;
        auto billy = open(folder, shipped("standard"));
        QVERIFY(billy);
        Deck deck = billy->edited().deck("deck");
        deck.setCount(deck.findSuit("gold"), deck.findRank("dynamite"), 2);
        deck.setCount(deck.findSuit("diamonds"), deck.findRank("9"), 0);
        deck.setCount(deck.findSuit("diamonds"), deck.findRank("10"), 0);
        billy->setValue("deck", deck);
        QVERIFY(billy->isValid());
        QVERIFY2(billy->text().endsWith(u"\nparameters:\n  deck:\n    gold: {dynamite: 2}\n"
                                        "    diamonds: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8]}\n"_s),
            qPrintable(billy->text()));

        auto boomo = open(folder, shippedOf("boomo", "standard"));
        QVERIFY(boomo);
        deck = boomo->edited().deck("deck");
        deck.setCount(0, deck.findRank("skip"), 4);
        boomo->setValue("deck", deck);
        QVERIFY2(boomo->text().endsWith(u"\nparameters:\n  deck:\n    skip: 4\n"_s), qPrintable(boomo->text()));

        auto wyatt = open(folder, shippedOf("wyatt-earp", "standard"));
        QVERIFY(wyatt);
        deck = wyatt->edited().deck("shares");
        deck.setCount(deck.findSuit("stagecoach"), deck.findRank("speed"), 2);
        wyatt->setValue("shares", deck);
        QVERIFY(wyatt->isValid());
        QVERIFY2(wyatt->text().endsWith(u"\nparameters:\n  shares:\n    stagecoach: {speed: 2}\n"_s),
            qPrintable(wyatt->text()));
    }

    // Edits of every kind, saved: `extends:` and the changed parameters only,
    // in schema order; what the file says reads back the same.
    void savedHouseRule()
    {
        Folder folder;
        auto document = open(folder, shipped("standard"));
        QVERIFY(document);
        document->setValue("set_aside", std::map<int, std::int64_t> {{2, 10}, {3, 6}, {4, 0}, {5, 0}});
        document->setValue("hand_size", std::int64_t(4));
        Deck deck = document->edited().deck("deck");
        deck.setCount(deck.findSuit("diamonds"), deck.findRank("dynamite"), 2);
        deck.addRank({"11", 11}, 0, document->schema().find("deck")->deck); // an empty column: not written
        document->setValue("deck", deck);
        document->renameCopy(u"en"_s, u"Four and two"_s);
        QVERIFY(document->isValid());
        const QString file = folder.file(u"blasting-billy/four-and-two.yaml"_s);
        QVERIFY(document->save(file));
        QCOMPARE(readAll(file),
            u"game: blasting-billy\n"
            "extends: standard\n"
            "title:\n"
            "  en: Four and two\n"
            "description:\n"
            "  nl: Het spel zoals de spelregels het beschrijven.\n"
            "  en: The game as the rulebook describes it.\n"
            "  de: Das Spiel, wie die Spielregel es beschreibt.\n"
            "  fr: Le jeu tel que la règle le décrit.\n"
            "  it: Il gioco come lo descrive il regolamento.\n"
            "parameters:\n"
            "  hand_size: 4\n"
            "  set_aside: {2: 10, 3: 6, 4: 0, 5: 0}\n"
            "  deck:\n"
            "    diamonds: {dynamite: 2}\n"_s);
        QVERIFY(!document->isModified());
        const auto [status, output] = validate(file);
        QVERIFY2(status == 0, qPrintable(output));
        // Opened again: its base is the standard rules, its changes are these.
        auto again = open(folder, file);
        QVERIFY(again);
        QCOMPARE(again->changedCount(), 3);
        QVERIFY(again->isChanged("deck"));
        QVERIFY(!again->isChanged("players.min"));
        QCOMPARE(again->base().id, std::string("blasting-billy/standard"));
    }

    // The game's rejections are the editor's: Save writes no such file.
    void saveRefusesWhatTheGameRejects()
    {
        Folder folder;
        auto document = open(folder, shipped("standard"));
        QVERIFY(document);
        QSignalSpy validated(document.get(), &VariantDocument::validated);
        document->setValue("hand_size", std::int64_t(10));
        document->setValue("players.max", std::int64_t(8));
        QCOMPARE(validated.count(), 2);
        QVERIFY(!document->isValid());
        // The same words as `houserules-cli validate`, and where to look.
        const auto &problems = document->diagnostics();
        QVERIFY(!problems.empty());
        QCOMPARE(problems.front().keyPath, std::string("parameters.set_aside"));
        QVERIFY2(
            problems.front().message.find("missing the number of cards set aside for 6 players") != std::string::npos,
            problems.front().message.c_str());
        // set_aside is as the base has it: the place is the base's.
        QVERIFY(QString::fromStdString(problems.front().where.file).endsWith(u"/standard.yaml"_s));
        QVERIFY(problems.front().where.line > 0);
        QString error;
        const QString file = folder.file(u"blasting-billy/bad.yaml"_s);
        QVERIFY(!document->save(file, &error));
        QVERIFY2(error.contains(u"set_aside"_s), qPrintable(error));
        QVERIFY(!QFileInfo::exists(file));

        document->setValue("players.max", std::int64_t(5));
        QVERIFY(document->isValid()); // 5 x 10 cards in hand fit in 60
        // A file that cannot be written (a folder in its way) says why.
        QDir(folder.path()).mkpath(u"blasting-billy/taken.yaml"_s);
        QVERIFY(!document->save(folder.file(u"blasting-billy/taken.yaml"_s), &error));
        QVERIFY(!error.isEmpty());
        // Nor over the base rules themselves.
        QVERIFY(!document->save(shipped("standard"), &error));
        QVERIFY2(error.contains(u"base rules"_s), qPrintable(error));
    }

    // Every problem at once: a value out of range does not hide a clash of
    // others that holds whatever it becomes.
    void rangeAndCrossCheckProblemsTogether()
    {
        Folder folder;
        auto document = open(folder, shipped("standard"));
        QVERIFY(document);
        document->setValue("hand_size", std::int64_t(20));  // 1 to 10
        document->setValue("players.max", std::int64_t(8)); // no set-aside cards for 6 to 8 players
        QVERIFY(!document->isValid());
        QStringList paths;
        for (const auto &problem : document->diagnostics())
            paths << QString::fromStdString(problem.keyPath + " " + problem.code);
        QCOMPARE(paths,
            (QStringList {u"parameters.hand_size param.range"_s,
                u"parameters.set_aside blasting-billy.set-aside-missing"_s,
                u"parameters.set_aside blasting-billy.set-aside-missing"_s,
                u"parameters.set_aside blasting-billy.set-aside-missing"_s}));
        document->setValue("hand_size", std::int64_t(5));
        QCOMPARE(document->diagnostics().size(), std::size_t(3));
    }

    void undoRedoEveryEdit()
    {
        Folder folder;
        auto document = open(folder, folder.file(u"toy/standard.yaml"_s));
        QVERIFY(document);
        const Variant original = document->edited();
        document->setValue("rounds", std::int64_t(5), u"Rounds"_s);
        document->setValue("scoring.bonus", true);
        document->setValue("scoring.mode", std::string("long"));
        document->setValue("targets", std::vector<std::int64_t> {1});
        document->setValue("tags", std::vector<std::string> {});
        document->setValue("bank", std::map<int, std::int64_t> {{2, 1}});
        Deck deck = document->edited().deck("deck");
        deck.setCount(0, 0, 9);
        document->setValue("deck", deck);
        document->setTitle(u"de"_s, u"Spielzeug"_s);
        document->setDescription(u"en"_s, u"For testing."_s);
        document->setValue("rounds", std::int64_t(5)); // no change: no command
        QUndoStack *undo = document->undoStack();
        QCOMPARE(undo->count(), 9);
        QCOMPARE(undo->text(0), u"Change Rounds"_s);
        QCOMPARE(document->changedCount(), 7);
        QVERIFY(document->isValid());
        const Variant edited = document->edited();

        undo->setIndex(0);
        compareParams(document->edited(), original);
        QCOMPARE(document->edited().title, original.title);
        QVERIFY(document->edited().description.empty());
        QVERIFY(!document->isModified());
        undo->setIndex(9);
        compareParams(document->edited(), edited);
        QCOMPARE(document->title(u"de"_s), u"Spielzeug"_s);
        QCOMPARE(document->description(u"en"_s), u"For testing."_s);
        QVERIFY(document->isModified());
    }

    // A copy's new title replaces the titles that named the original in
    // other languages, and keeps those written for it.
    void renameCopy()
    {
        Folder folder;
        auto document = open(folder, shipped("four-card-hand"));
        QVERIFY(document);
        document->setTitle(u"it"_s, u"Quattro carte, la mia"_s);
        document->renameCopy(u"en"_s, u"My four cards"_s);
        QCOMPARE(document->title(u"en"_s), u"My four cards"_s);
        QCOMPARE(document->title(u"nl"_s), QString());
        QCOMPARE(document->title(u"it"_s), u"Quattro carte, la mia"_s);
        QCOMPARE(document->undoStack()->count(), 2);
        QCOMPARE(document->undoStack()->text(1), u"Rename"_s);
    }

    // A new house rule starts from the game's base variant and extends it.
    void newHouseRule()
    {
        Folder folder;
        QStringList errors;
        auto document = VariantDocument::create(
            u"blasting-billy"_s, u"nl"_s, u"Mijn regels"_s, folder.loader(), schemas(), &errors);
        QVERIFY2(document, qPrintable(errors.join(u'\n')));
        QVERIFY(document->fileName().isEmpty());
        QCOMPARE(document->base().id, std::string("blasting-billy/standard"));
        QCOMPARE(document->changedCount(), 0);
        QVERIFY(document->isValid());
        QCOMPARE(document->text(), u"game: blasting-billy\nextends: standard\ntitle:\n  nl: Mijn regels\n"_s);
        QVERIFY(!VariantDocument::create(u"no-such-game"_s, u"en"_s, u"x"_s, folder.loader(), schemas(), &errors));
        QCOMPARE(errors, QStringList {u"Houserules does not know the game no-such-game."_s});

        // Saved elsewhere than the variant folders: `extends:` names the base by path.
        QTemporaryDir elsewhere;
        document->setValue("hand_size", std::int64_t(2));
        QVERIFY(document->save(elsewhere.filePath(u"mine.yaml"_s)));
        QCOMPARE(QString::fromStdString(document->extendsReference(elsewhere.filePath(u"mine.yaml"_s))),
            u"standard"_s); // a bare name is the game's own variant, from anywhere
        const auto [status, output] = validate(elsewhere.filePath(u"mine.yaml"_s));
        QVERIFY2(status == 0, qPrintable(output));
    }

    // A house rule of a house rule: its base is the nearest, found as the
    // loader found it, and written back as a name next to the file.
    void houseRuleOfAHouseRule()
    {
        Folder folder;
        QDir(folder.path()).mkpath(u"blasting-billy"_s);
        folder.write(u"blasting-billy/mine.yaml"_s,
            u"game: blasting-billy\nextends: gold-rush\ntitle: {en: Mine}\nparameters:\n  hand_size: 5\n"_s);
        auto document = open(folder, folder.file(u"blasting-billy/mine.yaml"_s));
        QVERIFY(document);
        QCOMPARE(document->base().id, std::string("blasting-billy/gold-rush"));
        QCOMPARE(document->changedCount(), 1);
        QVERIFY(!document->isChanged("deck")); // the deck is gold rush's
        QVERIFY(document->text().startsWith(u"game: blasting-billy\nextends: gold-rush\n"_s));
        QVERIFY(document->save(folder.file(u"blasting-billy/mine.yaml"_s)));
        QCOMPARE(document->validVariant()->extendsChain,
            (std::vector<std::string> {"blasting-billy/gold-rush", "blasting-billy/standard"}));
    }

    void openErrors()
    {
        Folder folder;
        folder.write(u"broken.yaml"_s, u"game: blasting-billy\ntitle: {en: B}\nparameters:\n  hand_size: 99\n"_s);
        QStringList errors;
        QVERIFY(!VariantDocument::open(folder.file(u"broken.yaml"_s), folder.loader(), schemas(), &errors));
        QVERIFY2(errors.join(u'\n').contains(u"expected an integer from 1 to 10, found '99'"_s),
            qPrintable(errors.join(u'\n')));
        QVERIFY(!VariantDocument::open(folder.file(u"missing.yaml"_s), folder.loader(), schemas(), &errors));
        QCOMPARE(errors.size(), 1);
    }
};

QTEST_MAIN(TestDocument)
#include "test_document.moc"
