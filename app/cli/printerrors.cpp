#include "commands.h"

#include <QTextStream>

void printErrors(const houserules::Diagnostics &errors)
{
    QTextStream err(stderr);
    for (const auto &e : errors)
        err << QString::fromStdString(e.toString()) << '\n';
}
