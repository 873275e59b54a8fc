#pragma once

#include "core/variants/variant.h"

#include <QString>
#include <QStringList>

class GameUi;

// What a variant changes from its nearest base, as the printed deck's cover
// and rule sheet say it: the base's title (elided as printedtext.h says, as
// long as the variant's own) and one line per change in the
// game's words (VariantDifference). A variant without a base (the rules as
// published) has an empty title; a base that cannot be loaded is named by
// its id, with the error as its one line.
struct BaseDifference {
    QString baseTitle;
    QStringList lines;

    static BaseDifference of(
        const GameUi &ui, const houserules::Variant &variant, const houserules::VariantLoader &loader);
};
