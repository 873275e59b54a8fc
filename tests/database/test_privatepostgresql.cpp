// What the opt-in database test's private server decides without a server
// (tests/database/privatepostgresql.h): the newest PostgreSQL installed by
// version, not by name (10 after 9.6), and a port that is free.

#include "privatepostgresql.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using privatepostgresql::newestVersion;

class TestPrivatePostgresql : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void newestByVersion_data()
    {
        QTest::addColumn<QStringList>("versions");
        QTest::addColumn<QString>("newest");
        QTest::newRow("10 after 9.6") << QStringList {u"10"_s, u"9.6"_s} << u"10"_s;
        QTest::newRow("16 after 9") << QStringList {u"16"_s, u"9"_s, u"15"_s} << u"16"_s;
        QTest::newRow("9.6 after 9.5") << QStringList {u"9.6"_s, u"9.5"_s} << u"9.6"_s;
        QTest::newRow("one") << QStringList {u"15"_s} << u"15"_s;
        QTest::newRow("not versions passed over") << QStringList {u"README"_s, u"15"_s, u"9x"_s} << u"15"_s;
        QTest::newRow("none") << QStringList {} << QString();
        QTest::newRow("none a version") << QStringList {u"common"_s} << QString();
    }
    void newestByVersion()
    {
        QFETCH(QStringList, versions);
        QFETCH(QString, newest);
        QCOMPARE(newestVersion(versions), newest);
    }

    // Only versions with a server in their bin folder count.
    void newestInstalled()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        for (const QString &version : {u"9.6"_s, u"10"_s, u"11"_s}) {
            QVERIFY(QDir(root.path()).mkpath(version + u"/bin"_s));
            if (version == u"11"_s)
                continue; // its client only
            QFile server(root.filePath(version + u"/bin/postgres"_s));
            QVERIFY(server.open(QIODevice::WriteOnly));
            server.setPermissions(server.permissions() | QFileDevice::ExeOwner);
        }
        QCOMPARE(privatepostgresql::newestBin(root.path()), root.path() + u"/10/bin/"_s);
        QCOMPARE(privatepostgresql::newestBin(root.filePath(u"none"_s)), QString());
    }

    // The port is free: a server can listen on it.
    void freePort()
    {
        const int port = privatepostgresql::freePort();
        QVERIFY(port > 0 && port < 65536);
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(quint16(port));
        const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
        ::close(fd);
        QVERIFY(bound);
    }
};

QTEST_GUILESS_MAIN(TestPrivatePostgresql)
#include "test_privatepostgresql.moc"
