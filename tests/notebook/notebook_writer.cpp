// Keeps runs in a notebook as fast as it can, printing each run's id once
// its transaction has committed: the process test_notebook kills mid-write.

#include "notebook/notebook.h"
#include "notebookfixture.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    Notebook notebook(QString::fromLocal8Bit(argv[1]));
    if (!notebook.canWrite())
        return 1;
    const RunResult result = notebooktest::playedRun(QStringLiteral("blasting-billy/standard"), 20);
    QTextStream out(stdout);
    for (;;) {
        const QString id = notebook.record(result, QStringLiteral("writer"), QStringLiteral("a note"));
        if (id.isEmpty())
            return 1;
        out << id << Qt::endl; // flushed: the parent knows it committed
    }
}
