#pragma once

// The rows of a suite that runs in every mode (columns "variant", a variant
// id or file, and "players"): each shipped variant of every registered game
// at each player count it allows, and, unless left out, the core's test
// variants made for edges the shipped ones do not reach (a deck of 8 cards,
// one dealt out completely with no draw pile).

#include "registry.h"

#include <QTest>

#include <string>

namespace everymode {

enum class EdgeVariants { Included, LeftOut };

inline void addRows(EdgeVariants edges = EdgeVariants::Included)
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    auto add = [](const std::string &variant, const char *name) {
        auto ruleset = houserules::Registry::instance().ruleset(variant);
        QVERIFY2(ruleset.ok(), name);
        for (int players = (*ruleset)->minPlayers(); players <= (*ruleset)->maxPlayers(); ++players)
            QTest::addRow("%s, %d players", name, players) << QString::fromStdString(variant) << players;
    };
    for (const auto &id : houserules::Registry::instance().loader().availableIds())
        add(id, id.c_str());
    if (edges == EdgeVariants::LeftOut)
        return;
    for (const char *name : {"tiny.yaml", "empty-pile.yaml"})
        add(std::string(HOUSERULES_TEST_DATA) + "/core/variants/" + name, name);
}

} // namespace everymode
