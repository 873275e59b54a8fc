#pragma once

// Where the user's own files live: one definition for the app and for
// houserules-cli, in Qt Core alone (the command line links no widgets for it).

#include "core/variants/variant.h"

#include <QString>

// Gives the application the app's names ("Houserules", "houserules"), which
// place its data folder (QStandardPaths::AppDataLocation) and its settings.
// houserules-cli takes the same names, so that both find the same folders.
void setHouserulesNames();

// The folder of the user's own variants, <game>/<name>.yaml under it: in the
// application's data folder (~/.local/share/Houserules/houserules/variants).
// The start page lists it, the editor saves new house rules into it.
QString userVariantDir();

// A loader that looks for an id in userVariantDir() first, then where
// Registry::loader() looks: how the app and the command line read a
// variant by id (blasting-billy/hand-5 for <userVariantDir>/blasting-billy/hand-5.yaml).
houserules::VariantLoader userVariantLoader();
