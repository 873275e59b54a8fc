// The rule checks in the user's language, for every game: each check a
// game's rules make (and the checks all games share) carries a code that the
// app words in nl, en, de, fr and it, and a house rule that breaks a check
// shows it in the editor's validation list without a word of the engine's
// English.

#include "app/apptestsupport.h"

#include "editorwindow.h"
#include "models/diagnosticsmodel.h"
#include "models/paramtext.h"
#include "models/variantdocument.h"
#include "models/varianttexts.h"

#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/rulesdialog.h"
#include "shell/startpage.h"

#include "core/variants/schema.h"
#include "registry.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QUndoStack>

#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const QStringList kLanguages = {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s};

const VariantTexts *textsOf(const QString &game)
{
    for (const GameUi *ui : gameUis())
        if (ui->gameId() == game)
            return ui->variantTexts();
    return nullptr;
}

const Schema &schemaOf(const QString &game)
{
    return Registry::instance().game(game.toStdString())->schema();
}

bool declared(const std::vector<ProblemSpec> &problems, const std::string &code)
{
    return std::any_of(problems.begin(), problems.end(), [&](const ProblemSpec &p) { return p.code == code; });
}

// The English words of an engine message (four letters or more), less the
// names that every language keeps and what it quotes of the file ('saloon').
QStringList englishWords(const std::string &message)
{
    static const QRegularExpression word(u"[A-Za-z]{4,}"_s);
    static const QRegularExpression quoted(u"'[^']*'"_s);
    static const QStringList names = {u"Black"_s, u"Jack"_s};
    QStringList words;
    for (const auto &match : word.globalMatch(QString::fromStdString(message).remove(quoted)))
        if (!names.contains(match.captured()))
            words << match.captured();
    return words;
}

using Edit = std::function<void(VariantDocument &)>;

Edit set(const char *path, ParamValue value)
{
    return [path, value](VariantDocument &document) { document.setValue(path, value); };
}

Edit both(Edit first, Edit second)
{
    return [first, second](VariantDocument &document) {
        first(document);
        second(document);
    };
}

using Names = std::vector<std::string>;
using Numbers = std::vector<std::int64_t>;

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestProblemWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        m_languages.setLanguage(u"en"_s);
    }

    void cleanupTestCase() { m_languages.setLanguage(u"en"_s); }

    // Every code a game's checks give, and every shared one, has words in
    // every language, and the words differ from the English ones: a new
    // check without its words fails here.
    void everyCodeHasWords()
    {
        for (const GameUi *ui : gameUis()) {
            const VariantTexts *texts = ui->variantTexts();
            const Schema &schema = schemaOf(ui->gameId());
            QVERIFY2(!schema.problems.empty(), qPrintable(ui->gameId()));
            std::vector<ProblemSpec> problems = schema.problems;
            problems.insert(problems.end(), coreProblems().begin(), coreProblems().end());
            for (const ProblemSpec &problem : problems) {
                Diagnostic diagnostic;
                diagnostic.message = "the engine's English";
                diagnostic.code = problem.code;
                for (int n = 1; n <= problem.values; ++n)
                    diagnostic.args.push_back(std::to_string(900 + n));
                QString english;
                for (const QString &language : kLanguages) {
                    QVERIFY(m_languages.setLanguage(language));
                    const QString text = ParamText::problem(texts, diagnostic);
                    const QByteArray where = (ui->gameId() + u' ' + language + u' ').toUtf8() + problem.code.c_str();
                    QVERIFY2(text != QString::fromStdString(diagnostic.message), where.constData());
                    QVERIFY2(!text.contains(u'%'), where.constData());
                    if (language == u"en"_s)
                        english = text;
                    else if (!english.isEmpty())
                        QVERIFY2(text != english, QByteArray(where + ": " + text.toUtf8()).constData());
                }
            }
        }
        m_languages.setLanguage(u"en"_s);
    }

    void checksInTheLanguage_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("code");

        QTest::newRow("Billy: players") << u"blasting-billy"_s
                                        << both(
                                               set("players.min", std::int64_t(5)), set("players.max", std::int64_t(4)))
                                        << u"blasting-billy.players"_s;
        QTest::newRow("Billy: set aside missing")
            << u"blasting-billy"_s << set("set_aside", std::map<int, std::int64_t> {{2, 12}, {3, 6}, {4, 0}})
            << u"blasting-billy.set-aside-missing"_s;
        QTest::newRow("Billy: set aside outside")
            << u"blasting-billy"_s << set("players.min", std::int64_t(3)) << u"blasting-billy.set-aside-outside"_s;
        QTest::newRow("Billy: not enough cards")
            << u"blasting-billy"_s
            << both(set("hand_size", std::int64_t(10)),
                   set("set_aside", std::map<int, std::int64_t> {{2, 12}, {3, 6}, {4, 0}, {5, 20}}))
            << u"blasting-billy.not-enough-cards"_s;
        // The issue's own example: 6 players x 20 cards = 120, but the deck has 84.
        QTest::newRow("Boomo: not enough cards")
            << u"boomo"_s << set("hand_size", std::int64_t(20)) << u"boomo.not-enough-cards"_s;
        QTest::newRow("Boomo: players") << u"boomo"_s
                                        << both(
                                               set("players.min", std::int64_t(5)), set("players.max", std::int64_t(3)))
                                        << u"players.range"_s;
        // The loader's own checks, shared by every game.
        QTest::newRow("Billy: a hand out of range")
            << u"blasting-billy"_s << set("hand_size", std::int64_t(99)) << u"param.range"_s;
        QTest::newRow("Halunken: too many movement cards")
            << u"halunken-spelunken"_s
            << set("movement.numbers",
                   Numbers {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21})
            << u"param.entries"_s;
        QTest::newRow("Halunken: too few fields") << u"halunken-spelunken"_s << set("board.fields", std::int64_t(4))
                                                  << u"halunken-spelunken.too-few-fields"_s;
        QTest::newRow("Halunken: not enough villains")
            << u"halunken-spelunken"_s << set("board.villains_per_den", std::int64_t(10))
            << u"halunken-spelunken.not-enough-villains"_s;
        QTest::newRow("Halunken: a movement card twice")
            << u"halunken-spelunken"_s << set("movement.numbers", Numbers {1, 1, 2, 3, 4, 5, 6})
            << u"halunken-spelunken.movement-twice"_s;
        QTest::newRow("Halunken: two-player Black Jack")
            << u"halunken-spelunken"_s << set("black_jack.mode", std::string("two_player"))
            << u"halunken-spelunken.two-player-black-jack"_s;
        QTest::newRow("Halunken: rounds and movement cards")
            << u"halunken-spelunken"_s << set("rounds", std::int64_t(9)) << u"halunken-spelunken.rounds-movement"_s;
        QTest::newRow("Halunken: rounds and Black Jack's cards")
            << u"halunken-spelunken"_s << set("black_jack.cards", std::int64_t(5))
            << u"halunken-spelunken.rounds-black-jack"_s;
        QTest::newRow("Halunken: players")
            << u"halunken-spelunken"_s << both(set("players.min", std::int64_t(4)), set("players.max", std::int64_t(3)))
            << u"players.range"_s;
        QTest::newRow("Wyatt Earp: sidewalks")
            << u"wyatt-earp"_s << set("street.south", Names {"stone", "dollar"}) << u"wyatt-earp.sidewalks-unequal"_s;
        QTest::newRow("Wyatt Earp: start field")
            << u"wyatt-earp"_s
            << set("street.north",
                   Names {"dice", "star", "dollar", "star", "ace", "stone", "star", "dice", "dollar", "star", "stone",
                       "ace", "dollar", "star", "dice", "dollar"})
            << u"wyatt-earp.start-not-stone"_s;
        QTest::newRow("Wyatt Earp: too few fields")
            << u"wyatt-earp"_s
            << both(set("street.north", Names {"stone", "star"}), set("street.south", Names {"stone", "dollar"}))
            << u"wyatt-earp.too-few-fields"_s;
        QTest::newRow("Wyatt Earp: stars")
            << u"wyatt-earp"_s << set("gunfighters.speed", Numbers {4, 4, 5}) << u"wyatt-earp.stars-per-gunfighter"_s;
        QTest::newRow("Wyatt Earp: gunfighters") << u"wyatt-earp"_s << Edit([](VariantDocument &document) {
            document.setValue("gunfighters.names",
                Names {"wyatt_earp", "doc_holliday", "calamity_jane", "billy_the_kid", "wild_bill"});
            for (const char *attribute :
                {"gunfighters.intelligence", "gunfighters.speed", "gunfighters.strength", "gunfighters.dexterity"})
                document.setValue(attribute, Numbers {4, 4, 4, 4, 4});
        }) << u"wyatt-earp.too-few-gunfighters"_s;
        QTest::newRow("Wyatt Earp: dollar business")
            << u"wyatt-earp"_s << set("dollar_businesses", Names {"grand_hotel", "saloon"})
            << u"wyatt-earp.unknown-dollar-business"_s;
    }

    // A house rule that breaks a check, in French and in German: the
    // validation list shows the check in that language, with the numbers
    // and without the engine's English words; every problem a game's checks
    // give carries a declared code.
    void checksInTheLanguage()
    {
        QFETCH(QString, game);
        QFETCH(Edit, edit);
        QFETCH(QString, code);

        MainWindow window(&m_languages);
        EditorWindow *editor = window.editVariant(game + u'/' + QString::fromStdString(schemaOf(game).baseVariant));
        QVERIFY(editor);
        VariantDocument *document = editor->document();
        edit(*document);
        const DiagnosticsModel *list = editor->diagnosticsModel();
        QVERIFY(list->rowCount() > 0);
        bool found = false;
        for (const QString &language : {u"fr"_s, u"de"_s}) {
            window.setLanguage(language);
            QCoreApplication::processEvents();
            for (int row = 0; row < list->rowCount(); ++row) {
                const Diagnostic &diagnostic = list->diagnostic(row);
                const QString english = QString::fromStdString(diagnostic.message);
                QVERIFY2(
                    declared(schemaOf(game).problems, diagnostic.code) || declared(coreProblems(), diagnostic.code),
                    qPrintable(english));
                found = found || QString::fromStdString(diagnostic.code) == code;
                const QString shown = list->index(row, DiagnosticsModel::MessageColumn).data().toString();
                for (const QString &word : englishWords(diagnostic.message))
                    QVERIFY2(!shown.contains(QRegularExpression(u"\\b"_s + word + u"\\b"_s)),
                        qPrintable(language + u": "_s + shown + u" (" + english + u')'));
                // The values are there (the numbers; names are worded).
                for (const auto &arg : diagnostic.args)
                    if (!arg.empty() && std::all_of(arg.begin(), arg.end(), ::isdigit))
                        QVERIFY2(shown.contains(QString::fromStdString(arg)), qPrintable(shown));
            }
        }
        QVERIFY2(found, qPrintable(code));
        document->undoStack()->setClean();
        editor->close();
        window.setLanguage(u"en"_s);
    }

    // A broken house rule in the user's folder: the start page (and so the
    // new-game dialog) and the rules dialog say what is wrong in the user's
    // language too, after where it is.
    void brokenRulesOutsideTheEditor_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QByteArray>("parameters");
        QTest::newRow("Boomo") << u"boomo"_s << QByteArray("  hand_size: 20\n");
        QTest::newRow("Halunken") << u"halunken-spelunken"_s << QByteArray("  board:\n    fields: 4\n");
        QTest::newRow("Wyatt Earp") << u"wyatt-earp"_s << QByteArray("  gunfighters:\n    speed: [4, 4, 5]\n");
    }

    void brokenRulesOutsideTheEditor()
    {
        QFETCH(QString, game);
        QFETCH(QByteArray, parameters);
        const QString folder = userVariantDir() + u'/' + game;
        QVERIFY(QDir().mkpath(folder));
        QFile file(folder + u"/broken-check.yaml"_s);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("game: " + game.toUtf8() + "\nextends: standard\ntitle:\n  en: Broken\nparameters:\n" + parameters);
        file.close();
        const QString id = game + u"/broken-check"_s;
        const auto loaded = Registry::instance().loader({userVariantDir().toStdString()}).load(id.toStdString());
        QVERIFY(!loaded.ok());
        const Diagnostic &first = loaded.errors().front();
        QVERIFY2(!first.code.empty(), first.toString().c_str());

        for (const QString &language : {u"fr"_s, u"de"_s}) {
            QVERIFY(m_languages.setLanguage(language));
            QCoreApplication::processEvents();
            QString shown;
            for (const VariantChoice &choice : variantChoices(game))
                if (choice.id == id) {
                    QVERIFY(!choice.ok);
                    shown = choice.description;
                }
            RulesDialog rules(game, id);
            for (const QString &text : {shown, rules.html()}) {
                QVERIFY2(text.contains(u":%1:%2: "_s.arg(first.where.line).arg(first.where.column)), qPrintable(text));
                QVERIFY2(text.contains(ParamText::problem(textsOf(game), first).toHtmlEscaped()), qPrintable(text));
                for (const QString &word : englishWords(first.message))
                    QVERIFY2(!text.contains(QRegularExpression(u"\\b"_s + word + u"\\b"_s)),
                        qPrintable(language + u": "_s + text));
            }
        }
        QVERIFY(QFile::remove(file.fileName()));
        m_languages.setLanguage(u"en"_s);
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestProblemWords)
#include "test_problemwords.moc"
