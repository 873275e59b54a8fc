// The near misses "did you mean …?" suggests: a typo within a few edits, a
// unique abbreviation, and nothing for a word that is near none.

#include "core/variants/nearestword.h"

#include <QTest>

using houserules::editDistance;
using houserules::nearestWord;

class TestNearestWord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void distance();
    void typos();
    void abbreviations();
    void nothingNear();
};

void TestNearestWord::distance()
{
    QCOMPARE(editDistance("", ""), 0u);
    QCOMPARE(editDistance("player", "players"), 1u);
    QCOMPARE(editDistance("simulte", "simulate"), 1u);
    QCOMPARE(editDistance("kitten", "sitting"), 3u);
    QCOMPARE(editDistance("", "abc"), 3u);
}

void TestNearestWord::typos()
{
    const std::vector<std::string> options {"variant", "players", "bots", "games", "seed"};
    QCOMPARE(nearestWord("player", options), std::optional<std::string>("players"));
    QCOMPARE(nearestWord("bost", options), std::optional<std::string>("bots"));
    QCOMPARE(nearestWord("gmaes", options), std::optional<std::string>("games"));
    // Of equally near ones, the first.
    QCOMPARE(nearestWord("seeds", {"seed", "seek"}), std::optional<std::string>("seed"));
}

void TestNearestWord::abbreviations()
{
    QCOMPARE(nearestWord("var", {"variant", "players"}), std::optional<std::string>("variant"));
    // Ambiguous, or too short to mean anything: no guess.
    QCOMPARE(nearestWord("sea", {"search-depth", "seasons-long"}), std::optional<std::string>());
    QCOMPARE(nearestWord("sk", {"skill-games-long"}), std::optional<std::string>());
}

void TestNearestWord::nothingNear()
{
    QCOMPARE(nearestWord("frobnicate", {"simulate", "validate", "replay"}), std::optional<std::string>());
    QCOMPARE(nearestWord("nowhere", {"standard"}), std::optional<std::string>());
    QCOMPARE(nearestWord("x", {}), std::optional<std::string>());
}

QTEST_GUILESS_MAIN(TestNearestWord)
#include "test_nearestword.moc"
