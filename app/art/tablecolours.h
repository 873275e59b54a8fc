#pragma once

#include <QColor>

// The colours of the tables' felt and marks, shared by the tables
// (TableScene) and the pictures of the rules reference (RulesPage), which
// draw the same table without its widgets.
namespace tablecolours {

inline const QColor felt(28, 84, 58);
inline const QColor panel(255, 255, 255, 28);
inline const QColor text(245, 240, 225);
inline const QColor turn(255, 196, 0);  // whose turn it is, chosen items, targets
inline const QColor hint(64, 224, 255); // the search bot's suggestion
inline const QColor alert(255, 120, 100);

} // namespace tablecolours
