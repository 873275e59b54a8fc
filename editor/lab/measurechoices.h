#pragma once

#include "models/figuretexts.h"

#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

// The engine's one list of measures (core/simulation/balancer.h, balanceMeasures():
// first-player advantage, seat balance, length, lead changes, drama,
// decisiveness…, and each of the game's figures as "figure:<id>") in the
// user's words, for a page that lets a person pick one: its name, its unit,
// and its value in a report in that unit (balanceFigure()).
class MeasureChoices {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // The measures `reports` have (at least one of them), in the engine's
    // order, then the game's figures by id: "seat_gap", "figure:shot_down".
    static std::vector<std::string> available(const std::vector<const houserules::SimulationReport *> &reports);
    // Its value in `report`, in its unit (points, %, decisions…).
    static std::optional<houserules::Estimate> value(
        const houserules::SimulationReport &report, const std::string &measure);

    static QString name(const std::string &measure, const FigureTexts &texts);
    // "points", "%", "decisions per game"…; `share` says whether a game's figure is a share.
    static QString unit(const std::string &measure, bool share);
    // "First player advantage (points)".
    static QString nameWithUnit(const std::string &measure, bool share, const FigureTexts &texts);
    static int decimals(const std::string &measure, bool share);
};
