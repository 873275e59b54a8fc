#pragma once

#include <QString>

class QWidget;

// A warning that stays on the screen however many problems it lists (a
// broken variant may have fifty): the first few lines in the box, every
// line in its scrolling details. Modal; returns when it is closed.
void warnOfProblems(QWidget *parent, const QString &title, const QString &text);
