#include "commandparser.h"

#include "subcommands.h"

#include "core/variants/nearestword.h"

#include <QRegularExpression>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qsizetype kWidth = 79; // the columns of a help's lines

// The program and the running subcommand, as a person types them.
QString commandName()
{
    const Subcommand *running = runningSubcommand();
    return running ? u"houserules-cli "_s + running->name : u"houserules-cli"_s;
}

// `command` indented, broken before an option (kept with its value) where
// its line would grow too long, each line but the last ending in " \" as a
// shell continues one.
QString exampleLines(const QString &command)
{
    QStringList parts; // the command, then each option with its values
    for (const QString &word : command.split(u' ', Qt::SkipEmptyParts)) {
        if (parts.isEmpty() || word.startsWith(u"--"_s))
            parts.append(word);
        else
            parts.back() += u' ' + word;
    }
    const QString indent = u"  "_s, continued = u"      "_s;
    QString text, line = indent;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString &part = parts[i];
        const qsizetype room = i + 1 < parts.size() ? 2 : 0; // for a " \" after it
        if (line.trimmed().isEmpty())
            line += part;
        else if (line.size() + 1 + part.size() + room <= kWidth)
            line += u' ' + part;
        else {
            text += line + u" \\\n"_s;
            line = continued + part;
        }
    }
    return text + line + u'\n';
}

// A description's long lines broken at spaces to fit the help's width; its
// own line breaks, and lines that fit, kept as written.
QString wrapped(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(u'\n')) {
        if (line.size() <= kWidth) { // as written, its columns too
            lines << line;
            continue;
        }
        const qsizetype indent = line.size() - QString(line).remove(QRegularExpression(u"^ +"_s)).size();
        QString current;
        for (const QString &word : line.split(u' ', Qt::SkipEmptyParts)) {
            if (!current.isEmpty() && current.size() + 1 + word.size() > kWidth) {
                lines << current;
                current.clear();
            }
            current += current.isEmpty() ? QString(QString(indent, u' ') + word) : QString(u' ' + word);
        }
        lines << current;
    }
    return lines.join(u'\n');
}

} // namespace

CommandParser::CommandParser()
{
    // "-players 4" is read as "--players 4", not as the letters -p -l -a ….
    setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    addOption({{u"h"_s, u"help"_s}, u"Print this help and exit."_s});
    QCommandLineOption helpAll(u"help-all"_s);
    helpAll.setFlags(QCommandLineOption::HiddenFromHelp);
    addOption(helpAll);
}

bool CommandParser::addOption(const QCommandLineOption &option)
{
    if (!QCommandLineParser::addOption(option))
        return false;
    if (!(option.flags() & QCommandLineOption::HiddenFromHelp))
        for (const QString &name : option.names())
            if (name.size() > 1)
                m_known.append(name);
    return true;
}

bool CommandParser::addOptions(const QList<QCommandLineOption> &options)
{
    bool added = true;
    for (const auto &option : options)
        added = addOption(option) && added;
    return added;
}

QString CommandParser::help() const
{
    // Qt's usage line names the program by the path it was started with:
    // "Usage: /home/…/build/app/cli/houserules-cli [options] FILE...". Ours
    // names the command, then what it takes.
    QString text = helpText();
    if (!applicationDescription().isEmpty())
        text.replace(applicationDescription(), wrapped(applicationDescription()));
    const qsizetype lineEnd = text.indexOf(u'\n');
    const QString qtUsage = text.left(lineEnd);
    const Subcommand *running = runningSubcommand();
    QString synopsis = running ? running->synopsis : QString();
    if (synopsis.isEmpty())
        synopsis = qtUsage.mid(qtUsage.indexOf(u"[options]"_s));
    text = u"Usage: %1 %2"_s.arg(commandName(), synopsis) + text.mid(lineEnd);
    if (running && !running->examples.isEmpty()) {
        text += u"\nExamples:\n"_s;
        for (const QString &example : running->examples)
            text += exampleLines(example);
    }
    return text;
}

std::optional<int> parseCommand(CommandParser &parser, const QStringList &arguments)
{
    if (!parser.parse(QStringList {u"houserules-cli"_s} + arguments)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty())
            return usageError(u"unknown option %1"_s.arg(dashed(unknown.front()))
                + didYouMean(unknown.front(), parser.knownOptions(), dashed));
        // "Missing value after '--players'.": as our messages are written.
        QString error = parser.errorText();
        if (error.endsWith(u'.'))
            error.chop(1);
        if (!error.isEmpty())
            error[0] = error[0].toLower();
        return usageError(error);
    }
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s)) {
        QTextStream(stdout) << parser.help();
        return 0;
    }
    return std::nullopt;
}

int usageError(const QString &message)
{
    QTextStream(stderr) << "houserules-cli: " << message << "\nTry '" << commandName() << " --help'.\n";
    return 2;
}

QString didYouMean(const QString &word, const QStringList &candidates, QString (*quoted)(const QString &))
{
    std::vector<std::string> names;
    for (const QString &candidate : candidates)
        names.push_back(candidate.toStdString());
    const auto nearest = houserules::nearestWord(word.toStdString(), names);
    return nearest ? u"; did you mean %1?"_s.arg(quoted(QString::fromStdString(*nearest))) : QString();
}

QString singleQuoted(const QString &word)
{
    return u'\'' + word + u'\'';
}

QString dashed(const QString &name)
{
    return (name.size() == 1 ? u"-"_s : u"--"_s) + name;
}
