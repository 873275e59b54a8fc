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
