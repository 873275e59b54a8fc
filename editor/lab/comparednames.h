#pragma once

#include <QString>

// What the lab's comparison pages call the two rules they compare. The
// lab compares the edited rules with their base and says so in the pages'
// own words ("Base rules", "Edited rules"), used while these are empty; the
// notebook's paired Compare shows two kept runs, A minus B, on the same
// pages and names them "Run B" (the base side) and "Run A".
struct ComparedNames {
    QString base, edited;

    bool isLab() const { return base.isEmpty() && edited.isEmpty(); }
    QString baseOr(const QString &labWords) const { return isLab() ? labWords : base; }
    QString editedOr(const QString &labWords) const { return isLab() ? labWords : edited; }
};
