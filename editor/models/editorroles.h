#pragma once

#include <Qt>

// The roles the editor's models offer beyond Qt's, read by the delegates and
// the window: what kind of editor a cell needs and its bounds, whether a
// value differs from the base, and the problems found in it.
namespace EditorRole {
enum : int {
    Path = Qt::UserRole + 1, // QString: the parameter's dotted path
    Kind,                    // int: an EditorKind
    Minimum,                 // qlonglong: the smallest value allowed (numbers; list items)
    Maximum,                 // qlonglong: the largest
    Choices,                 // QStringList: the values a Choice allows
    ChoiceNames,             // QStringList: the same in words, in the same order
    MinItems,                // int: fewest entries of a list
    MaxItems,                // int: most entries of a list
    Changed,                 // bool: differs from the base
    Problem,                 // QString: what the loader rejects here, one problem a line; empty when none
    BaseValue,               // QVariant: the base's value, in the form of Qt::EditRole
    // QString: set where a number outside Minimum..Maximum cannot be kept
    // (a deck's count): the editor refuses it and says this. Elsewhere a
    // number typed outside is kept, and the loader's problem says why.
    Refusal,
    // QString: what was typed in this cell and refused (see Refusal), kept
    // until the cell's value changes, so that the cell stays marked (a
    // warning sign in Qt::DecorationRole, the colour of a problem, the
    // reason in the tooltip) after the editor is gone; empty when none.
    Refused,
};
}

// The editor a value needs, chosen from the parameter's type.
enum class EditorKind {
    None,        // not edited in place (a group, a total, a deck shown in its own table)
    Integer,     // a spin box whose arrows keep to Minimum..Maximum (see Refusal)
    Flag,        // a check box (Qt::CheckStateRole)
    Text,        // a line of text
    Choice,      // one of Choices
    IntegerList, // "0, 1, 2": a list of integers in Minimum..Maximum
    NameList,    // "gold, coins": a list of names
    PerPlayers,  // a table from player count to an integer (Qt::EditRole: QVariantMap "2" -> 12)
    Deck,        // a deck: its table
};
