// mimeprobe: prints the MIME type Qt gives each file, from its name and its
// content as a file manager or file dialog asks (QMimeDatabase::MatchDefault),
// one "FILE: TYPE" line each. The MIME databases are those of XDG_DATA_HOME
// and XDG_DATA_DIRS; the test desktop_mime_info points them at its own.
//
//     mimeprobe FILE...

#include <QCoreApplication>
#include <QMimeDatabase>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList files = QCoreApplication::arguments().mid(1);
    if (files.isEmpty()) {
        std::fprintf(stderr, "usage: mimeprobe FILE...\n");
        return 2;
    }
    const QMimeDatabase database;
    for (const QString &file : files)
        std::printf("%s: %s\n", qPrintable(file), qPrintable(database.mimeTypeForFile(file).name()));
    return 0;
}
