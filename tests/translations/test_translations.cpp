// The five translations are complete: every string the sources show is in
// every .ts file, translated, and no file keeps a string the sources dropped.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::Literals::StringLiterals;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    QString type;             // "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the plural forms
    bool numerus = false;
};

QList<Message> readTs(const QString &fileName, QString *language = nullptr)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"message"_s) {
            messages << current;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS"_s && language) {
            *language = xml.attributes().value(u"language"_s).toString();
        } else if (name == u"name"_s) {
            context = xml.readElementText();
        } else if (name == u"message"_s) {
            current = Message {context, {}, {}, {}, {}, xml.attributes().value(u"numerus"_s) == u"yes"_s};
        } else if (name == u"source"_s) {
            current.source = xml.readElementText();
        } else if (name == u"comment"_s) {
            current.comment = xml.readElementText();
        } else if (name == u"translation"_s) {
            current.type = xml.attributes().value(u"type"_s).toString();
            if (!current.numerus)
                current.translations << xml.readElementText();
        } else if (name == u"numerusform"_s) {
            current.translations << xml.readElementText();
        }
    }
    return messages;
}

QString key(const Message &m)
{
    return m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // What the sources ask for today, extracted the way the build does.
        QVERIFY(m_dir.isValid());
        const QString ts = m_dir.filePath(u"sources_en.ts"_s);
        QProcess lupdate;
        // The folders with translated strings, separated by '|'.
        const QStringList folders = QStringLiteral(HOUSERULES_TRANSLATED_DIRS).split(u'|');
        lupdate.start(QStringLiteral(HOUSERULES_LUPDATE),
            QStringList {u"-silent"_s, u"-no-obsolete"_s, u"-locations"_s, u"none"_s} + folders
                + QStringList {u"-ts"_s, ts});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        m_sources = readTs(ts);
        QVERIFY2(m_sources.size() > 50, "lupdate found suspiciously few strings");
    }

    void allLanguagesPresent_data()
    {
        QTest::addColumn<QString>("language");
        for (const auto &code : {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s})
            QTest::newRow(qPrintable(code)) << code;
    }

    void allLanguagesPresent()
    {
        QFETCH(QString, language);
        const QString file = QStringLiteral(HOUSERULES_TRANSLATIONS_DIR) + u"/houserules_"_s + language + u".ts"_s;
        QVERIFY2(QFile::exists(file), qPrintable(file + u" is missing"_s));
        QString declared;
        const auto messages = readTs(file, &declared);
        QVERIFY2(declared.startsWith(language), qPrintable(file + u" declares language "_s + declared));

        QSet<QString> inFile;
        for (const auto &m : messages) {
            inFile.insert(key(m));
            QVERIFY2(
                m.type.isEmpty(), qPrintable(u"%1: %2 entry in %3: \"%4\""_s.arg(file, m.type, m.context, m.source)));
            for (const auto &t : m.translations)
                QVERIFY2(!t.trimmed().isEmpty(),
                    qPrintable(u"%1: empty translation in %2: \"%3\""_s.arg(file, m.context, m.source)));
            // Placeholders survive translation.
            for (int arg = 1; arg <= 9; ++arg) {
                const QString placeholder = u'%' + QString::number(arg);
                if (m.source.contains(placeholder))
                    for (const auto &t : m.translations)
                        QVERIFY2(t.contains(placeholder),
                            qPrintable(u"%1: %2 lost %3 in \"%4\""_s.arg(file, m.context, placeholder, m.source)));
            }
        }
        // The sources are English as users read it: English adds only its
        // plural forms, the other languages translate everything.
        const bool pluralOnly = language == u"en"_s;
        QSet<QString> wanted;
        for (const auto &m : std::as_const(m_sources)) {
            if (pluralOnly && !m.numerus)
                continue;
            wanted.insert(key(m));
            QVERIFY2(inFile.contains(key(m)),
                qPrintable(u"%1: missing \"%2\" (context %3); run the update_translations target"_s.arg(
                    file, m.source, m.context)));
        }
        for (const auto &m : messages)
            QVERIFY2(wanted.contains(key(m)),
                qPrintable(u"%1: \"%2\" (context %3) is no longer in the sources"_s.arg(file, m.source, m.context)));
    }

private:
    QTemporaryDir m_dir;
    QList<Message> m_sources;
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
