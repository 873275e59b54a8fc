#pragma once

#include <QAccessible>
#include <QAccessibleWidget>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QString>

class QGraphicsItem;
class QGraphicsScene;
class TableView;

// A table as assistive technology (a screen reader) finds it: each card,
// pile, panel, die, figure and table button the table draws becomes an
// accessible object with a name, a role, a state and, where a click means
// something, a Press action that clicks it.
//
// Everything comes from what the table drew: the scene is built from the
// seat's GameView alone, and its tooltips are already views (a card the
// viewer cannot see is named by its back), so the accessible tree holds
// exactly what the screen shows — behind the curtain, the public table.

// One thing on the table, as a screen reader reads it.
struct TablePiece {
    QString name;        // "Gold 7", "Billy's loot", "Ann"
    QString description; // its tooltip whole: what it is and what it does
    QAccessible::Role role = QAccessible::Graphic;
    bool pressable = false; // a click on it means something (a pointing hand)
    bool chosen = false;    // highlighted: chosen, or pointed at by the keyboard
    QRectF sceneRect;
    QPointF pressAt; // where Press clicks: the part of it nothing pressable covers

    friend bool operator==(const TablePiece &, const TablePiece &) = default;
};

// Marks an item the person has chosen that is not a highlighted card (a
// die chosen for a move, a poker die kept): a screen reader reads it as
// selected. Scenes call it where they draw the choice.
void markChosen(QGraphicsItem *item, bool chosen);

// The pieces of `scene` in reading order (each part of the table in turn,
// as empty table divides it; top to bottom, then left to right): every
// visible item with a tooltip, and every visible text not written on a card.
QList<TablePiece> tablePieces(const QGraphicsScene &scene);

// The accessible objects of one table: the pieces as last read, each with a
// registered interface that stays valid until the table changes. Tells
// assistive technology when the table changes, when the chosen piece
// changes (focus follows the keyboard's selection) and what the table has
// just said (announce).
class TableAccessibility final : public QObject {
    Q_OBJECT
public:
    explicit TableAccessibility(TableView *table);
    ~TableAccessibility() override;

    // Installs the factory that gives every TableView its interface (once).
    static void install();

    const QList<TablePiece> &pieces() const { return m_pieces; }
    // The interface of piece `index`, valid while the pieces stay the same.
    QAccessibleInterface *piece(int index);
    // The index of `piece` among the pieces, -1 if it is not one of them now.
    int indexOf(const QAccessibleInterface *piece) const;
    // The chosen piece, -1 if none.
    int chosen() const;
    // The last thing the table said (a log line, a refusal, news).
    QString announcement() const { return m_announcement; }
    void announce(const QString &text);
    // Reads the table again; says what changed.
    void refresh();

private:
    enum class Deletion { Now, Later };
    void forget(Deletion when);

    TableView *m_table;
    QList<TablePiece> m_pieces;
    QList<QAccessible::Id> m_ids; // per piece, 0 until asked for
    QString m_announcement;
};

// The table's own interface: a group whose children are the table's
// message and result lines, then its pieces.
class TableAccessible final : public QAccessibleWidget {
public:
    explicit TableAccessible(TableView *table);

    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    TableView *table() const;
    QList<QAccessibleInterface *> lines() const; // the visible message and result
};
