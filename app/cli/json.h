#pragma once

#include "replay.h"

#include <QJsonObject>

// The final state and result of a replayed record as JSON: per player the
// totals per colour after dynamite, the colours that got them shot, the score,
// card counts, and the winners (empty when Billy wins).
QJsonObject replayJson(const houserules::Replayed &replayed);
// The same, as a short text a person reads in a terminal.
QString replayText(const houserules::Replayed &replayed);
