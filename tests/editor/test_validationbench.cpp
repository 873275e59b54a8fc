// How long one live re-validation takes: the editor writes the house rule
// and reads it back with the engine's loader after every edit. Goal: under
// 5 ms for Blasting Billy's standard variant, so that typing never waits.
// A benchmark (run with -tickcounter or -iterations for steadier figures),
// not a timed test: the figure goes into docs/BENCHMARKS.md.

#include "editortestsupport.h"

using namespace Qt::Literals::StringLiterals;
using namespace editortest;

class TestValidationBench : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void revalidateStandard()
    {
        Folder folder;
        auto document = open(folder, shipped("standard"));
        QVERIFY(document);
        QBENCHMARK
        {
            document->revalidate();
        }
        QVERIFY(document->isValid());
    }

    // An edit: the value changes, the house rule is written and read back.
    void editAndRevalidate()
    {
        Folder folder;
        auto document = open(folder, shipped("standard"));
        QVERIFY(document);
        std::int64_t hand = 3;
        QBENCHMARK
        {
            hand = hand == 3 ? 4 : 3;
            document->setValue("hand_size", hand);
        }
        QVERIFY(document->isValid());
    }
};

QTEST_MAIN(TestValidationBench)
#include "test_validationbench.moc"
