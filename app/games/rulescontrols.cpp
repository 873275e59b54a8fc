#include "rulescontrols.h"

#include "rulesreference.h"

using namespace Qt::Literals::StringLiterals;
using namespace rulesreference;

namespace {

// A part of the controls' table: its title, then a row a control.
QString rows(const QString &title, const QList<RulesControls::Control> &controls)
{
    QString html = u"<tr><td colspan=\"2\"><br><b>%1</b></td></tr>"_s.arg(esc(title));
    for (const RulesControls::Control &control : controls)
        html += u"<tr><td valign=\"top\" width=\"34%\"><b>%1</b></td><td valign=\"top\">%2</td></tr>"_s.arg(
            esc(control.input), esc(control.action));
    return html;
}

} // namespace

QString RulesControls::shortcut(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

QString RulesControls::leftRight()
{
    return tr("Left, Right");
}

QString RulesControls::upDown()
{
    return tr("Up, Down");
}

QString RulesControls::enterSpace()
{
    return tr("Enter, Space");
}

QString RulesControls::escape()
{
    return tr("Escape");
}

QList<QKeySequence> RulesControls::settingsKeys()
{
    // The desktop's own key for settings; where it has none (a plain X11
    // session), Ctrl+, as most desktop programs use.
    const auto preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    return preferences.isEmpty() ? QList<QKeySequence> {QKeySequence(Qt::CTRL | Qt::Key_Comma)} : preferences;
}

QString RulesControls::section(const QList<Control> &mouse, const QList<Control> &keys)
{
    QString html = heading(tr("Controls"));
    html += paragraph(tr("Everything can be played with the mouse or with the keyboard alone. What you may do "
                         "now lights up on the table, and the line under the table says what the game waits for."));
    // One table, so that the three parts line up.
    html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">"_s;
    html += rows(tr("Mouse"), mouse);
    html += rows(tr("Keys"), keys);
    html += rows(tr("At every table"),
        {
            {shortcut(QKeySequence(Qt::CTRL | Qt::Key_H)),
                tr("A hint: the computer tries the moves you may make and marks the one it would choose. Enter or "
                   "Space plays it; any other key or click is a choice of your own.")},
            {shortcut(QKeySequence(QKeySequence::HelpContents)), tr("These rules, for the game on the table.")},
            {shortcut(QKeySequence(QKeySequence::Save)) + u", "_s + shortcut(QKeySequence(QKeySequence::Open)),
                tr("Save the game, or load a saved one.")},
            {shortcut(copyDealKey()), tr("Copy the deal number shown under the game log.")},
            {shortcut(closeGuideKey()), tr("Close the guide of a guided first round.")},
            {shortcut(QKeySequence(QKeySequence::New)), tr("Start a new game.")},
            {shortcut(settingsKeys().constFirst()),
                tr("Settings: the pace of the moves and of the computer players, "
                   "the language and more.")},
            {shortcut(QKeySequence(QKeySequence::Quit)),
                tr("Quit. The game is kept: the start page offers to go on with it.")},
            {tr("Alt and an underlined letter"),
                tr("Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, "
                   "also what has no key of its own (restart the deal, the end of the game, a replay, back to "
                   "the start page).")},
            {tr("Tab, Space, Escape in a window"),
                tr("In a window that opens (the end of the game, the settings), Tab goes from one button to the "
                   "next, Space presses it, Enter presses the marked one, Escape closes the window.")},
            {tr("A click or a key while something moves"),
                tr("Shows the table as it is now; it makes no move, so nothing is played that you have not seen.")},
            {enterSpace(),
                tr("With several people at one screen, a curtain hides the table between turns. When the others "
                   "look away, the next player presses Enter or Space, or clicks the button on the curtain.")},
            {enterSpace(),
                tr("Lets the computer players play on when they wait for you (as the Go on button beside the table "
                   "does). With their pace set to Wait for a key in Settings, they wait before each of their moves.")},
        });
    return html + u"</table>"_s;
}
