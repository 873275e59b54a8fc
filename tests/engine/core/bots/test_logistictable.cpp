// LogisticTable against the logistic worked out with the library's exp:
// never further from it than the kError a bot's screening relies on, over
// the table's range (densely, across grid points and between them) and far
// beyond it; and the bound is not loose (the worst error is near it).

#include "core/bots/logistictable.h"
#include "core/game/random.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace houserules;

class TestLogisticTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withinItsError()
    {
        const LogisticTable logistic;
        Rng rng(11);
        double worst = 0;
        for (int i = 0; i < 2'000'000; ++i) {
            const double unit = double(rng.next() >> 11) / 9007199254740992.0;
            const double z = (unit - 0.5) * (i % 10 == 0 ? 400.0 : 36.0);
            const double exact = 1.0 / (1.0 + std::exp(-z));
            worst = std::max(worst, std::abs(logistic(z) - exact));
        }
        QVERIFY2(worst <= LogisticTable::kError, qPrintable(QString::number(worst)));
        QVERIFY2(worst > LogisticTable::kError / 2, qPrintable(QString::number(worst)));
    }

    void symmetricAndSaturating()
    {
        const LogisticTable logistic;
        QVERIFY(std::abs(logistic(0.0) - 0.5) < 1e-15);
        for (const double z : {0.3, 1.7, 5.0, 15.9})
            QVERIFY(std::abs(logistic(z) + logistic(-z) - 1.0) < 1e-12);
        QVERIFY(logistic(1e9) <= 1.0 && logistic(1e9) > 1.0 - LogisticTable::kError);
        QVERIFY(logistic(-1e9) >= 0.0 && logistic(-1e9) < LogisticTable::kError);
        QVERIFY(!std::isnan(logistic(std::numeric_limits<double>::infinity())));
    }
};

QTEST_APPLESS_MAIN(TestLogisticTable)
#include "test_logistictable.moc"
