// The lab's chart "Over the course of a game" (lab/coursechart.h), driven
// headless: after a paired run its lines and bands are, point for point, the
// course the engine's compare() reports for the same seed (base and edited
// rules, every figure of the combo box), and every language words it.

#include "labtestsupport.h"

#include "preferences/languagemanager.h"

#include "lab/coursechart.h"
#include "lab/playtestlab.h"

#include "core/simulation/simulator.h"
#include "registry.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLineSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::load;

namespace {

template <typename T>
T *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *series : chart->series())
        if (series->objectName() == name)
            if (auto *typed = qobject_cast<T *>(series))
                return typed;
    return nullptr;
}

constexpr CourseFigure kFigures[] {
    CourseFigure::LeaderMargin, CourseFigure::LeaderScore, CourseFigure::Total, CourseFigure::CardsLeft};

} // namespace

class TestLabCourse : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HouserulesTests"_s);
        QCoreApplication::setApplicationName(u"houserules-lab-tests"_s);
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/gold-rush");
        m_base = load("blasting-billy/standard");
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    // Before a run, a placeholder; after it, every figure's two lines and
    // bands are the engine's estimates at 10%, 20% ... 100%.
    void chartIsTheEngines()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(300);
        lab.setSeed(21);
        lab.setThreads(2);
        auto *course = dynamic_cast<CourseChart *>(lab.findChild<QWidget *>(u"course"_s));
        QVERIFY(course);
        QChart *chart = course->chartView()->chart();
        QVERIFY(!seriesNamed<QLineSeries>(chart, u"base"_s));
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));

        SimulationSpec spec;
        spec.ruleset = Registry::instance().game("blasting-billy")->compile(m_edited);
        spec.players = 4;
        spec.bots.assign(4, "heuristic");
        spec.games = 300;
        spec.seed = 21;
        spec.cardImpact = true; // the lab's default
        const auto expected = compare(spec, Registry::instance().game("blasting-billy")->compile(m_base));
        QVERIFY(expected);
        QVERIFY(lab.comparison()->tally == expected->tally);

        auto *choice = course->findChild<QComboBox *>(u"courseFigure"_s);
        QCOMPARE(choice->count(), 4); // Blasting Billy keeps its draw pile's count
        for (const CourseFigure figure : kFigures) {
            course->choose(figure);
            QCOMPARE(course->figure(), figure);
            QCOMPARE(chart->title(), u"Over the course of a game: "_s + CourseChart::figureName(figure));
            for (const QString &id : {u"base"_s, u"edited"_s}) {
                const CourseReport &r
                    = id == u"base"_s ? expected->base.measures.course : expected->house.measures.course;
                auto *line = seriesNamed<QLineSeries>(chart, id);
                auto *band = seriesNamed<QAreaSeries>(chart, u"band-"_s + id);
                QVERIFY(line && band);
                QCOMPARE(line->count(), 10);
                for (int tenth = 1; tenth <= 10; ++tenth) {
                    const Estimate &e = r.at(figure, tenth);
                    const auto i = qsizetype(tenth - 1);
                    QCOMPARE(line->at(i), QPointF(10.0 * tenth, e.value));
                    QCOMPARE(band->lowerSeries()->at(i), QPointF(10.0 * tenth, e.low));
                    QCOMPARE(band->upperSeries()->at(i), QPointF(10.0 * tenth, e.high));
                }
            }
        }
        // The cards left fall to none by the end.
        QCOMPARE(expected->base.measures.course.at(CourseFigure::CardsLeft, 10).value, 0.0);
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("margin");
        QTest::newRow("nl") << u"nl"_s << u"Voorsprong van de leider"_s;
        QTest::newRow("en") << u"en"_s << u"Leader's margin"_s;
        QTest::newRow("de") << u"de"_s << u"Vorsprung des Führenden"_s;
        QTest::newRow("fr") << u"fr"_s << u"Avance du meneur"_s;
        QTest::newRow("it") << u"it"_s << u"Vantaggio del primo"_s;
    }

    // The title, the axes, the legend and the choices follow the language.
    void languages()
    {
        QFETCH(QString, language);
        QFETCH(QString, margin);
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(60);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        auto *course = dynamic_cast<CourseChart *>(lab.findChild<QWidget *>(u"course"_s));
        QChart *chart = course->chartView()->chart();
        const QString englishAxis = chart->axes(Qt::Horizontal).first()->titleText();
        QVERIFY(m_languages.setLanguage(language));
        QCoreApplication::processEvents(); // LanguageChange is posted
        QCOMPARE(course->findChild<QComboBox *>(u"courseFigure"_s)->itemText(0), margin);
        QVERIFY(chart->title().endsWith(margin));
        QCOMPARE(chart->axes(Qt::Horizontal).first()->titleText() == englishAxis, language == u"en"_s);
        QCOMPARE(seriesNamed<QLineSeries>(chart, u"base"_s)->name() == u"Base rules"_s, language == u"en"_s);
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestLabCourse)
#include "test_lab_course.moc"
