#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

// The Controls section every game's rules end with: the game's own clicks
// and keys (as its table reads them), then what every table shares (the
// hint, the rules, the hot-seat curtain), in the current language.
class RulesControls {
    Q_DECLARE_TR_FUNCTIONS(RulesControls)
public:
    struct Control {
        QString input; // "Left, Right", "Click a card in your hand"
        QString action;
    };
    // A shortcut as the menus show it ("Ctrl+H", "Strg+H").
    static QString shortcut(const QKeySequence &keys);
    // Key names as the rules say them.
    static QString leftRight();
    static QString upDown();
    static QString enterSpace();
    static QString escape();

    // The keys of the page around every table, here so that the menus, the
    // buttons and the rules that list them cannot differ.
    static QList<QKeySequence> settingsKeys();
    // Closes the guided first round's note.
    static QKeySequence closeGuideKey() { return QKeySequence(QKeySequence::Close); }
    // Copies the deal number under the game log.
    static QKeySequence copyDealKey() { return QKeySequence(QKeySequence::Copy); }

    static QString section(const QList<Control> &mouse, const QList<Control> &keys);
};
