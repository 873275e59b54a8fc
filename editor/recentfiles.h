#pragma once

#include <QStringList>

// The variant files opened or saved in the editor, newest first, kept with
// QSettings under the editor's own key, so that the app's start page and
// the editor's File menu show the same list.
namespace recentfiles {

inline constexpr int kMost = 8;

QStringList list(); // only those that still exist
void add(const QString &file);
void clear();

} // namespace recentfiles
