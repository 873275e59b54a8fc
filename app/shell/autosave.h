#pragma once

#include <QString>

// Where the game in progress is kept when the window closes.
namespace autosave {

QString fileName();
bool exists();
void remove();

} // namespace autosave
