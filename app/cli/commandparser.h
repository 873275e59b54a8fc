#pragma once

// How every subcommand reads its arguments and answers --help and mistakes:
// a usage line that names the command (never the program's path), examples
// at the end of its help, a suggestion for a mistyped option, and errors
// that say where the help is.

#include <QCommandLineParser>

#include <optional>

// A QCommandLineParser for the running subcommand that remembers its
// options' names (for "did you mean --players?"). -h and --help print the
// help (--help-all too, as Qt programs accept it); a single dash works as
// two (-players is --players).
class CommandParser : public QCommandLineParser {
public:
    CommandParser();

    // As QCommandLineParser's, and remember the option's names.
    bool addOption(const QCommandLineOption &option);
    bool addOptions(const QList<QCommandLineOption> &options);

    // The running subcommand's help: "Usage: houserules-cli <command> …",
    // the description, options and arguments, then its examples.
    QString help() const;
    // The names of the options it takes, without dashes.
    QStringList knownOptions() const { return m_known; }

private:
    QStringList m_known;
};

// Parses the running subcommand's `arguments` with `parser`: an exit status
// when that is all there is to do (2 after a usage error, 0 after printing
// the help), nothing when the command should run.
std::optional<int> parseCommand(CommandParser &parser, const QStringList &arguments);

// Prints the message to stderr, prefixed with the program name, and where
// the help is (the running subcommand's, else the program's); returns 2
// (bad usage) so callers can `return usageError(...)`.
int usageError(const QString &message);

// " did you mean 'simulate'?" style: "; did you mean X?" with X the nearest
// of `candidates` to `word` as `quoted` writes it, or nothing when none is
// near (core/variants/nearestword.h).
QString didYouMean(const QString &word, const QStringList &candidates, QString (*quoted)(const QString &));
// 'word', as a value or a name is quoted in messages.
QString singleQuoted(const QString &word);
// --name (or -n for a one-letter name), as an option is written.
QString dashed(const QString &name);
