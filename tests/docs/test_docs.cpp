// The documentation holds together: every relative link and image in
// README.md, CONTRIBUTING.md, CHANGELOG.md and docs/*.md points at a file
// that exists, and an #anchor at a heading of its target (by GitHub's rule
// for heading ids); and the command-line reference, docs/CLI.md, names
// exactly the subcommands `houserules-cli --help` lists, each with every
// option its own --help prints.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

const QString kSource = QStringLiteral(HOUSERULES_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The lines of a Markdown text outside fenced code blocks, with their
// numbers (from 1).
QList<std::pair<int, QString>> proseLines(const QString &text)
{
    QList<std::pair<int, QString>> lines;
    bool fenced = false;
    const QStringList all = text.split(u'\n');
    for (int i = 0; i < all.size(); ++i) {
        const QString &line = all[i];
        if (line.trimmed().startsWith(u"```"_s)) {
            fenced = !fenced;
            continue;
        }
        if (!fenced)
            lines.append({i + 1, line});
    }
    return lines;
}

// GitHub's id for a heading: its text as shown (no code marks, emphasis or
// link targets), in lower case, without punctuation but hyphens and
// underscores, spaces turned into hyphens.
QString slug(QString heading)
{
    static const QRegularExpression link(u"\\[([^\\]]*)\\]\\([^)]*\\)"_s);
    static const QRegularExpression tag(u"<[^>]*>"_s);
    heading.replace(link, u"\\1"_s).remove(tag).remove(u'`').remove(u'*');
    QString id;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            id += c;
        else if (c == u' ')
            id += u'-';
    }
    return id;
}

// The ids of a Markdown file's headings; a repeated one gets -1, -2… as on GitHub.
QSet<QString> anchors(const QString &text)
{
    static const QRegularExpression heading(u"^#{1,6}\\s+(.*?)\\s*#*\\s*$"_s);
    QSet<QString> ids;
    QHash<QString, int> seen;
    for (const auto &[number, line] : proseLines(text)) {
        Q_UNUSED(number)
        const auto match = heading.match(line);
        if (!match.hasMatch())
            continue;
        QString id = slug(match.captured(1));
        const int count = seen.value(id);
        seen[id] = count + 1;
        ids.insert(count ? id + u'-' + QString::number(count) : id);
    }
    return ids;
}

// Every link and image target in a Markdown file: [text](target),
// ![alt](target) and HTML src="…"/href="…", with its line number.
QList<std::pair<int, QString>> targets(const QString &text)
{
    static const QRegularExpression markdown(u"\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)"_s);
    static const QRegularExpression html(u"(?:src|href)\\s*=\\s*\"([^\"]+)\""_s);
    static const QRegularExpression codeSpan(u"`[^`]*`"_s); // `[0..10]` in code is no link
    QList<std::pair<int, QString>> found;
    for (auto [number, line] : proseLines(text))
        for (const QRegularExpression *pattern : {&markdown, &html})
            for (auto it = pattern->globalMatch(QString(line).remove(codeSpan)); it.hasNext();)
                found.append({number, it.next().captured(1)});
    return found;
}

// The links of `file` that lead nowhere, one line each ("README.md:12:
// docs/X.md#y: no heading 'y' in docs/X.md").
QStringList brokenLinks(const QString &file)
{
    static const QRegularExpression external(u"^[a-zA-Z][a-zA-Z0-9+.-]*:"_s); // https:, mailto:
    const QString text = readText(file);
    const QDir folder = QFileInfo(file).dir();
    QStringList broken;
    for (const auto &[number, target] : targets(text)) {
        if (external.match(target).hasMatch())
            continue;
        const qsizetype hash = target.indexOf(u'#');
        const QString path = hash < 0 ? target : target.left(hash);
        const QString anchor = hash < 0 ? QString() : target.mid(hash + 1);
        const QString resolved = path.isEmpty() ? file : QDir::cleanPath(folder.filePath(path));
        const QString where = QFileInfo(file).fileName() + u':' + QString::number(number) + u": "_s + target;
        if (!QFileInfo::exists(resolved)) {
            broken << where + u": no such file"_s;
            continue;
        }
        if (anchor.isEmpty())
            continue;
        if (!resolved.endsWith(u".md"_s))
            broken << where + u": an anchor into a file that is not Markdown"_s;
        else if (!anchors(readText(resolved)).contains(anchor))
            broken << where + u": no heading with the id '%1' in %2"_s.arg(anchor, QFileInfo(resolved).fileName());
    }
    return broken;
}

QStringList documentationFiles()
{
    QStringList files {kSource + u"/README.md"_s, kSource + u"/CONTRIBUTING.md"_s, kSource + u"/CHANGELOG.md"_s};
    const QDir docs(kSource + u"/docs"_s);
    for (const QString &name : docs.entryList({u"*.md"_s}, QDir::Files, QDir::Name))
        files << docs.filePath(name);
    return files;
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(HOUSERULES_CLI), arguments);
    Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// The subcommands `houserules-cli --help` lists: the first word of each line
// indented by two spaces in its list of commands.
QStringList helpSubcommands(const QString &help)
{
    static const QRegularExpression entry(u"^  ([a-z][a-z0-9-]*)(\\s|$)"_s);
    QStringList commands;
    bool inList = false;
    for (const QString &line : help.split(u'\n')) {
        if (!line.startsWith(u' ') && line.trimmed().endsWith(u"ommands:"_s)) { // Commands:, Subcommands:
            inList = true;
            continue;
        }
        if (inList && line.trimmed().isEmpty())
            break;
        if (const auto match = entry.match(line); inList && match.hasMatch())
            commands << match.captured(1);
    }
    return commands;
}

// The options a subcommand's --help lists (its "Options:" block), without
// the generic ones every command has.
QStringList helpOptions(const QString &help)
{
    static const QRegularExpression option(u"^\\s+(?:-[a-zA-Z], )?--([a-z0-9][a-z0-9-]*)"_s);
    static const QSet<QString> generic {u"help"_s, u"help-all"_s, u"version"_s};
    QStringList options;
    bool inList = false;
    for (const QString &line : help.split(u'\n')) {
        if (line.trimmed() == u"Options:"_s) {
            inList = true;
            continue;
        }
        if (inList && (line.trimmed().isEmpty() || !line.startsWith(u' '))) {
            inList = false;
            continue;
        }
        if (const auto match = option.match(line); inList && match.hasMatch() && !generic.contains(match.captured(1)))
            options << match.captured(1);
    }
    return options;
}

// docs/CLI.md's sections, one per subcommand: a level-two heading that is
// the subcommand alone in code (## `simulate`), and its text up to the next
// level-two heading.
QHash<QString, QString> referenceSections(const QString &text)
{
    static const QRegularExpression subcommand(u"^## `([a-z][a-z0-9-]*)`\\s*$"_s);
    QHash<QString, QString> sections;
    QString current;
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(u"## "_s)) {
            const auto match = subcommand.match(line);
            current = match.hasMatch() ? match.captured(1) : QString();
            if (!current.isEmpty())
                sections.insert(current, QString());
            continue;
        }
        if (!current.isEmpty())
            sections[current] += line + u'\n';
    }
    return sections;
}

void writeFile(const QString &path, const QString &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
}

} // namespace

class TestDocs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void headingIds_data();
    void headingIds();
    void checkerFindsBrokenLinks();
    void everyLinkResolves_data();
    void everyLinkResolves();
    void readmeStaysADoor();
    void helpParsing();
    void referenceNamesEverySubcommand();
    void referenceNamesEveryOption();
};

// Ids as GitHub gives them (github-slugger), for the kinds of headings the docs have.
void TestDocs::headingIds_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("id");
    QTest::newRow("plain") << u"Play your first game"_s << u"play-your-first-game"_s;
    QTest::newRow("ampersand") << u"Halunken & Spelunken"_s << u"halunken--spelunken"_s;
    QTest::newRow("colon and dashes") << u"Anywhere: cmake --install"_s << u"anywhere-cmake---install"_s;
    QTest::newRow("apostrophe") << u"A designer's two weeks"_s << u"a-designers-two-weeks"_s;
    QTest::newRow("code") << u"`print-deck`"_s << u"print-deck"_s;
    QTest::newRow("link") << u"See [the lab](DESIGNING.md)"_s << u"see-the-lab"_s;
    QTest::newRow("underscore kept") << u"The `--save_by` flag"_s << u"the---save_by-flag"_s;
}

void TestDocs::headingIds()
{
    QFETCH(QString, heading);
    QFETCH(QString, id);
    QCOMPARE(slug(heading), id);
}

// The checker itself: a link to a missing file, a missing image, an anchor
// that no heading has, and a repeated heading's second id.
void TestDocs::checkerFindsBrokenLinks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(u"docs"_s));
    writeFile(dir.filePath(u"docs/GUIDE.md"_s), u"# Guide\n\n## Keys\n\n## Keys\n\n```sh\n# not a heading\n```\n"_s);
    writeFile(dir.filePath(u"README.md"_s),
        u"[guide](docs/GUIDE.md) [keys](docs/GUIDE.md#keys) [again](docs/GUIDE.md#keys-1)\n"
        "[gone](docs/GONE.md) ![missing](pictures/missing.png) [no such](docs/GUIDE.md#mouse)\n"
        "[not a heading](docs/GUIDE.md#not-a-heading) <img src=\"pictures/none.png\"> [web](https://example.org/x)\n"
        "`[in code](nowhere.md)`\n\n```\n[in a block](nowhere.md)\n```\n"_s);
    const QStringList broken = brokenLinks(dir.filePath(u"README.md"_s));
    QCOMPARE(broken,
        QStringList({u"README.md:2: docs/GONE.md: no such file"_s, u"README.md:2: pictures/missing.png: no such file"_s,
            u"README.md:2: docs/GUIDE.md#mouse: no heading with the id 'mouse' in GUIDE.md"_s,
            u"README.md:3: docs/GUIDE.md#not-a-heading: no heading with the id 'not-a-heading' in GUIDE.md"_s,
            u"README.md:3: pictures/none.png: no such file"_s}));
}

void TestDocs::everyLinkResolves_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : documentationFiles())
        QTest::newRow(qPrintable(QDir(kSource).relativeFilePath(file))) << file;
}

void TestDocs::everyLinkResolves()
{
    QFETCH(QString, file);
    QVERIFY2(QFileInfo::exists(file), qPrintable(file));
    const QStringList broken = brokenLinks(file);
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
}

// The README is the way in: short, and its first screen says how to start.
void TestDocs::readmeStaysADoor()
{
    const QString readme = readText(kSource + u"/README.md"_s);
    QVERIFY2(readme.count(u'\n') <= 320, qPrintable(u"README.md has %1 lines"_s.arg(readme.count(u'\n'))));
    QVERIFY(readme.contains(u"<!-- run-command -->\n```sh\n"_s));
    QVERIFY(readme.contains(u"<!-- test-command -->\n```sh\n"_s));
    QVERIFY(readme.indexOf(u"<!-- run-command -->"_s) < readme.indexOf(u"\n## Play your first game\n"_s));
}

void TestDocs::helpParsing()
{
    const QString help = u"Usage: houserules-cli <command> [options]\n\nCommands:\n"
                         "  validate FILE...     Check files.\n"
                         "                         --variant V   not a command\n"
                         "  print-deck VARIANT   Print.\n  bench\n\nExamples:\n  houserules-cli replay game.yaml\n"_s;
    QCOMPARE(helpSubcommands(help), QStringList({u"validate"_s, u"print-deck"_s, u"bench"_s}));
    const QString options = u"Usage: houserules-cli simulate [options]\n\nOptions:\n  -h, --help     Help.\n"
                            "  --help-all     All.\n  --variant <V>  The variant.\n  --card-impact  Cards.\n\n"
                            "Examples:\n  houserules-cli simulate --games 10\n"_s;
    QCOMPARE(helpOptions(options), QStringList({u"variant"_s, u"card-impact"_s}));
}

// docs/CLI.md has a section for each subcommand of --help, and no other.
void TestDocs::referenceNamesEverySubcommand()
{
    const Run help = runCli({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    const QStringList listed = helpSubcommands(help.out);
    QVERIFY2(listed.size() >= 5, qPrintable(help.out));
    const auto sections = referenceSections(readText(kSource + u"/docs/CLI.md"_s));
    QStringList missing, unknown;
    for (const QString &command : listed)
        if (!sections.contains(command))
            missing << command;
    for (auto it = sections.keyBegin(); it != sections.keyEnd(); ++it)
        if (!listed.contains(*it))
            unknown << *it;
    unknown.sort();
    QVERIFY2(missing.isEmpty(), qPrintable(u"in --help, not in docs/CLI.md: "_s + missing.join(u", "_s)));
    QVERIFY2(
        unknown.isEmpty(), qPrintable(u"in docs/CLI.md, not in houserules-cli --help: "_s + unknown.join(u", "_s)));
}

// Each subcommand's section names every option its --help prints.
void TestDocs::referenceNamesEveryOption()
{
    const auto sections = referenceSections(readText(kSource + u"/docs/CLI.md"_s));
    const Run help = runCli({u"--help"_s});
    QStringList missing;
    for (const QString &command : helpSubcommands(help.out)) {
        const Run own = runCli({command, u"--help"_s});
        QVERIFY2(own.exitCode == 0, qPrintable(command + u": "_s + own.err));
        for (const QString &option : helpOptions(own.out))
            if (!sections.value(command).contains(u"--"_s + option))
                missing << command + u" --"_s + option;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(u"options not in docs/CLI.md: "_s + missing.join(u", "_s)));
}

QTEST_GUILESS_MAIN(TestDocs)
#include "test_docs.moc"
