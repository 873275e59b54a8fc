// fastExp against the library's exp: within a few units in the last place
// across the range bots use, exact at 0, saturating at the ends.

#include "core/bots/fastexp.h"
#include "core/game/random.h"

#include <QTest>

#include <cmath>

using namespace houserules;

class TestFastExp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void closeToTheLibrary()
    {
        Rng rng(7);
        double worst = 0;
        for (int i = 0; i < 200000; ++i) {
            // Mostly where a logistic changes, some far out.
            const double unit = double(rng.next() >> 11) / 9007199254740992.0;
            const double x = (unit - 0.5) * (i % 10 == 0 ? 1400.0 : 80.0);
            const double exact = std::exp(x);
            worst = std::max(worst, std::abs(fastExp(x) - exact) / exact);
        }
        QVERIFY2(worst < 1e-15, qPrintable(QString::number(worst)));
    }

    void exactPoints()
    {
        QCOMPARE(fastExp(0.0), 1.0);
        QVERIFY(std::abs(fastExp(1.0) - M_E) < 1e-15 * M_E);
        QVERIFY(std::abs(fastExp(-1.0) * M_E - 1.0) < 1e-15);
    }

    void saturates()
    {
        QCOMPARE(fastExp(-1000.0), 0.0);
        QVERIFY(std::isfinite(fastExp(1000.0)));
        QVERIFY(fastExp(1000.0) > 1e300);
        // A logistic of a huge argument is 0 or 1, never NaN.
        QCOMPARE(1.0 / (1.0 + fastExp(-1e9)), 1.0);
        QCOMPARE(1.0 / (1.0 + fastExp(1e9)), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestFastExp)
#include "test_fastexp.moc"
