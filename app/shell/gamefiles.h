#pragma once

#include <QDate>
#include <QString>

// Where the Save, Load and Replay dialogs open: the folder the last game was
// saved to or loaded from (kept in the settings); the first time, the user's
// documents folder (or home, if there is none) — never the working directory.
namespace gamefiles {

QString folder();
// Remembers the folder of a file just saved or loaded.
void remember(const QString &fileName);
// The file name Save proposes: the game and the date ("blasting-billy 2026-11-22.yaml").
QString proposedName(const QString &gameId, QDate date);

} // namespace gamefiles
