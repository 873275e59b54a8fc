#pragma once

#include <QScreen>
#include <QSize>
#include <QWidget>

// The size a window asks for, bounded by the room on the screen it opens
// on (a laptop at 1280x720, a screen scaled twice over): a window larger
// than its screen hides its buttons off the edge. The lab is the lowest
// widgets library, so that every window of the app, the editor and the
// notebook sizes itself here.
namespace windowsize {

inline QSize onScreen(const QWidget *window, QSize wanted)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return wanted;
    // Less a little for the window's frame and title bar.
    const QSize room = screen->availableGeometry().size() * 0.96;
    return wanted.boundedTo(room);
}

} // namespace windowsize
