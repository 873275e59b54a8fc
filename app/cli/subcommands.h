#pragma once

// The subcommands of houserules-cli, in one table: what the top-level help
// lists, what each usage line and help's examples say, and what runs.

#include <QList>
#include <QString>
#include <QStringList>

struct Subcommand {
    QString name;     // validate
    QString summary;  // its one line in `houserules-cli --help`
    QString synopsis; // after "houserules-cli <name> " in its usage line; empty: Qt's ([options] and the arguments)
    // One or two whole command lines (a few when one prepares the next), run
    // in order in one folder by the tests: each must work as printed.
    QStringList examples;
    int (*run)(const QStringList &arguments) = nullptr;
};

// Every subcommand, in the order the help lists them.
const QList<Subcommand> &subcommands();
const Subcommand *findSubcommand(const QString &name);
QStringList subcommandNames();

// Runs `subcommand` with its `arguments` (after its name); while it runs it
// is runningSubcommand(), which its usage line and its errors name.
int runSubcommand(const Subcommand &subcommand, const QStringList &arguments);
// The subcommand running; nullptr before one is chosen.
const Subcommand *runningSubcommand();
