#include "tableaccessible.h"

#include "tableview.h"
#include "tooltips.h"

#include "games/carditem.h"

#include <QAccessibleActionInterface>
#include <QCursor>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QRegion>
#include <QWindow>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace {

// The "what" of a line written by Tooltips::says ("Gold 7" of "Gold 7:
// worth 7 points"), in the language it was written in; empty if it is not one.
QString whatOf(const QString &line)
{
    const QString pattern = Tooltips::says(u"\x01"_s, u"\x02"_s);
    const qsizetype what = pattern.indexOf(u'\x01'), does = pattern.indexOf(u'\x02');
    if (what == 0 && does > 0)
        if (const qsizetype at = line.indexOf(pattern.mid(1, does - 1)); at > 0)
            return line.left(at);
    return {};
}

// A piece's name from its tooltip: the "what" of its first line, or, under
// a heading ("Movement cards Ann still holds" over "Movement card 3: …"),
// the what of the line below with the heading after it, so that the
// pieces of one group are told apart.
QString nameOfTip(const QString &tip)
{
    const QStringList lines = tip.split(u'\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return {};
    if (const QString what = whatOf(lines.first()); !what.isEmpty())
        return what;
    for (const QString &line : lines.mid(1))
        if (const QString what = whatOf(line); !what.isEmpty())
            return what + u", "_s + lines.first().trimmed();
    return lines.first().trimmed();
}

bool pointsAHand(const QGraphicsItem *item)
{
    return item->hasCursor() && item->cursor().shape() == Qt::PointingHandCursor;
}

// What the reading of a scene needs to know of each item, asked once: the
// scene has a few hundred items, and each piece looks at the others.
struct Seen {
    const QGraphicsItem *item;
    const QGraphicsSimpleTextItem *text; // null unless a text
    bool visible, card, hand;
    QRectF rect;
};

QList<Seen> seenItems(const QList<QGraphicsItem *> &topmostFirst)
{
    QList<Seen> seen;
    seen.reserve(topmostFirst.size());
    for (const QGraphicsItem *item : topmostFirst)
        seen.append(
            {item, dynamic_cast<const QGraphicsSimpleTextItem *>(item), item->isVisible() && item->opacity() >= 0.05,
                dynamic_cast<const CardItem *>(item) != nullptr, pointsAHand(item), item->sceneBoundingRect()});
    return seen;
}

// The bare face of a button under a caption (a rectangle that means a click
// and says nothing of its own): the caption is the button.
bool onAButton(const Seen &text, const QList<Seen> &items)
{
    const QPointF centre = text.rect.center();
    return std::any_of(items.begin(), items.end(), [&](const Seen &s) {
        return s.item != text.item && s.visible && s.hand && !s.text && s.item->toolTip().isEmpty()
            && s.rect.contains(centre) && s.item->contains(s.item->mapFromScene(centre));
    });
}

// Where a click reaches `item` and nothing pressable above it: the middle of
// the largest part of it left uncovered (a card in a fan shows a strip).
QPointF uncovered(const Seen &piece, const QList<Seen> &topmostFirst)
{
    QRegion region(piece.rect.toAlignedRect());
    for (const Seen &above : topmostFirst) {
        if (above.item == piece.item)
            break;
        if (above.visible && above.hand && !above.text && above.rect.intersects(piece.rect))
            region -= above.rect.toAlignedRect();
    }
    QRect largest;
    for (const QRect &part : region)
        if (part.width() * part.height() > largest.width() * largest.height())
            largest = part;
    return largest.isEmpty() ? piece.rect.center() : QRectF(largest).center();
}

bool writtenOnACard(const Seen &text, const QList<Seen> &items)
{
    const QPointF centre = text.rect.center();
    return std::any_of(items.begin(), items.end(),
        [&](const Seen &s) { return s.card && s.visible && s.item != text.item && s.rect.contains(centre); });
}

// A piece of the table for assistive technology: one TablePiece, read from
// the table's TableAccessibility while the table stays as it was.
class PieceAccessible final : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    PieceAccessible(TableView *table, TableAccessibility *pieces) : m_table(table), m_pieces(pieces) {}

    bool isValid() const override { return m_table && m_pieces && index() >= 0; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_table ? m_table->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_table); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        switch (t) {
        case QAccessible::Name:
            return piece().name;
        case QAccessible::Description:
            return piece().description == piece().name ? QString() : piece().description;
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QAccessible::Role role() const override { return isValid() ? piece().role : QAccessible::NoRole; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        const TablePiece &p = piece();
        state.selectable = p.pressable;
        state.selected = p.chosen;
        state.focusable = p.pressable;
        state.focused = p.chosen && m_table->hasFocus();
        // A pressable piece is playable only when the person may decide.
        state.disabled = p.pressable && !m_table->awaitsDecision();
        return state;
    }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect local = m_table->mapFromScene(piece().sceneRect).boundingRect();
        return QRect(m_table->viewport()->mapToGlobal(local.topLeft()), local.size());
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override
    {
        return isValid() && piece().pressable ? QStringList {pressAction()} : QStringList();
    }
    void doAction(const QString &actionName) override
    {
        if (actionName == pressAction() && isValid() && piece().pressable)
            m_table->pressByAssistant(piece().pressAt);
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    int index() const { return m_pieces ? m_pieces->indexOf(this) : -1; }
    const TablePiece &piece() const { return m_pieces->pieces()[index()]; }

    QPointer<TableView> m_table;
    QPointer<TableAccessibility> m_pieces;
};

QAccessibleInterface *tableFactory(const QString &className, QObject *object)
{
    if (className == u"TableView"_s && object && object->isWidgetType())
        if (auto *table = qobject_cast<TableView *>(object))
            return new TableAccessible(table);
    return nullptr;
}

// A piece, or a part of the table drawn around pieces (a panel, the
// board), in the reading order's cuts.
struct Block {
    QRectF rect;
    qsizetype piece = -1; // index in the pieces; -1: a part of the table
};

// `blocks` in groups that bands of empty table separate, across (top to
// bottom) or down (left to right).
QList<QList<Block>> cut(QList<Block> blocks, bool across)
{
    const auto start = [across](const Block &b) { return across ? b.rect.top() : b.rect.left(); };
    const auto end = [across](const Block &b) { return across ? b.rect.bottom() : b.rect.right(); };
    std::stable_sort(blocks.begin(), blocks.end(), [&](const auto &a, const auto &b) { return start(a) < start(b); });
    QList<QList<Block>> groups;
    qreal reach = 0;
    for (const Block &block : blocks) {
        if (groups.isEmpty() || start(block) > reach - 1) { // a gap (a pixel's touch is none)
            groups.append(QList<Block>());
            reach = end(block);
        }
        groups.last().append(block);
        reach = std::max(reach, end(block));
    }
    // Parts of the table with no piece in them are not read.
    groups.removeIf([](const QList<Block> &group) {
        return std::none_of(group.begin(), group.end(), [](const Block &b) { return b.piece >= 0; });
    });
    return groups;
}

// The pieces' indices in reading order, as documents are read (a recursive
// XY-cut): where empty table runs right across (between the parts of the
// table, a panel or the board being one part), the parts above and below
// one after the other; else where it runs down, the parts left to right;
// where neither, in rows (`row` high) from the top, left to right in each.
void readInOrder(QList<Block> blocks, qreal row, QList<qsizetype> &order)
{
    for (const bool across : {true, false})
        if (const auto groups = cut(blocks, across); groups.size() > 1) {
            for (const auto &group : groups)
                readInOrder(group, row, order);
            return;
        }
    blocks.removeIf([](const Block &b) { return b.piece < 0; });
    row = std::max<qreal>(1, row);
    std::stable_sort(blocks.begin(), blocks.end(), [row](const Block &a, const Block &b) {
        const int rowA = int(a.rect.center().y() / row), rowB = int(b.rect.center().y() / row);
        return rowA != rowB ? rowA < rowB : a.rect.left() < b.rect.left();
    });
    for (const Block &b : blocks)
        order << b.piece;
}

} // namespace

// The item data key of markChosen (CardItem keeps 0 and 1 for its role and index).
constexpr int kChosenKey = 0x43686f;

void markChosen(QGraphicsItem *item, bool chosen)
{
    item->setData(kChosenKey, chosen);
}

QList<TablePiece> tablePieces(const QGraphicsScene &scene)
{
    const QList<Seen> items = seenItems(scene.items());
    QList<TablePiece> pieces;
    for (const Seen &seen : items) {
        if (!seen.visible)
            continue;
        TablePiece piece;
        const QString tip = seen.item->toolTip();
        if (!tip.isEmpty()) {
            piece.name = seen.text && !seen.text->text().isEmpty() ? seen.text->text().simplified() : nameOfTip(tip);
            piece.description = tip.simplified();
        } else if (seen.text && !seen.text->text().trimmed().isEmpty() && !writtenOnACard(seen, items)) {
            piece.name = seen.text->text().simplified();
        } else {
            continue;
        }
        piece.pressable = seen.hand || (seen.text && tip.isEmpty() && onAButton(seen, items));
        piece.chosen = (seen.card && static_cast<const CardItem *>(seen.item)->isHighlighted())
            || seen.item->data(kChosenKey).toBool();
        piece.role = piece.pressable ? QAccessible::Button : seen.text ? QAccessible::StaticText : QAccessible::Graphic;
        piece.sceneRect = seen.rect;
        piece.pressAt = piece.pressable ? uncovered(seen, items) : piece.sceneRect.center();
        pieces << piece;
    }
    // The parts of the table: what is drawn around pieces, smaller than the
    // whole table (its background would join everything).
    QList<Block> blocks;
    for (qsizetype i = 0; i < pieces.size(); ++i)
        blocks.append({pieces[i].sceneRect, i});
    const QRectF table = scene.itemsBoundingRect();
    for (const Seen &seen : items)
        if (seen.visible && !seen.text && seen.item->toolTip().isEmpty()
            && (seen.rect.width() < table.width() * 0.9 || seen.rect.height() < table.height() * 0.9))
            blocks.append({seen.rect, -1});
    QList<qsizetype> order;
    readInOrder(blocks, table.height() / 10, order);
    QList<TablePiece> ordered;
    ordered.reserve(pieces.size());
    for (const qsizetype i : order)
        ordered << pieces[i];
    return ordered;
}

// --- TableAccessibility ---------------------------------------------------------

TableAccessibility::TableAccessibility(TableView *table) : QObject(table), m_table(table)
{
    install();
}

TableAccessibility::~TableAccessibility()
{
    forget(Deletion::Now);
}

void TableAccessibility::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(tableFactory);
        return true;
    }();
    (void)installed;
}

void TableAccessibility::forget(Deletion when)
{
    const QList<QAccessible::Id> ids = std::exchange(m_ids, {});
    const auto remove = [ids] {
        for (const QAccessible::Id id : ids)
            if (id)
                QAccessible::deleteAccessibleInterface(id);
    };
    // A piece's Press redraws the table while its interface is still at
    // work: the old pieces go once that is done (invalid meanwhile).
    if (when == Deletion::Now)
        remove();
    else
        QMetaObject::invokeMethod(this, remove, Qt::QueuedConnection);
}

QAccessibleInterface *TableAccessibility::piece(int index)
{
    if (index < 0 || index >= m_pieces.size())
        return nullptr;
    if (m_ids.size() != m_pieces.size())
        m_ids.resize(m_pieces.size(), 0);
    if (!m_ids[index])
        m_ids[index] = QAccessible::registerAccessibleInterface(new PieceAccessible(m_table, this));
    return QAccessible::accessibleInterface(m_ids[index]);
}

int TableAccessibility::indexOf(const QAccessibleInterface *piece) const
{
    for (qsizetype i = 0; i < m_ids.size(); ++i)
        if (m_ids[i] && QAccessible::accessibleInterface(m_ids[i]) == piece)
            return int(i);
    return -1;
}

int TableAccessibility::chosen() const
{
    const auto at = std::find_if(m_pieces.begin(), m_pieces.end(), [](const TablePiece &p) { return p.chosen; });
    return at == m_pieces.end() ? -1 : int(at - m_pieces.begin());
}

void TableAccessibility::refresh()
{
    if (!m_table->scene())
        return;
    QList<TablePiece> now = tablePieces(*m_table->scene());
    if (now == m_pieces)
        return;
    const int chosenBefore = chosen();
    forget(Deletion::Later);
    m_pieces = std::move(now);
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent reordered(m_table, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&reordered);
    // Focus follows the keyboard's selection on the table.
    if (const int index = chosen(); index >= 0 && (index != chosenBefore || chosenBefore < 0) && m_table->hasFocus()) {
        QAccessibleEvent focus(m_table, QAccessible::Focus);
        focus.setChild(int(TableAccessible(m_table).indexOfChild(piece(index))));
        QAccessible::updateAccessibility(&focus);
    }
}

void TableAccessibility::announce(const QString &text)
{
    if (text.isEmpty() || text == m_announcement)
        return;
    m_announcement = text;
    QAccessibleEvent said(m_table, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&said);
}

// --- TableAccessible ------------------------------------------------------------

TableAccessible::TableAccessible(TableView *table) : QAccessibleWidget(table, QAccessible::Grouping)
{}

TableView *TableAccessible::table() const
{
    return static_cast<TableView *>(widget());
}

QString TableAccessible::text(QAccessible::Text t) const
{
    // The description is what the table said last, for a screen reader to
    // read again.
    if (t == QAccessible::Description)
        if (const QString said = table()->accessibility()->announcement(); !said.isEmpty())
            return said;
    return QAccessibleWidget::text(t);
}

QList<QAccessibleInterface *> TableAccessible::lines() const
{
    QList<QAccessibleInterface *> lines;
    for (QLabel *label : table()->viewport()->findChildren<QLabel *>(Qt::FindDirectChildrenOnly))
        if (label->isVisible() && !label->text().isEmpty())
            lines << QAccessible::queryAccessibleInterface(label);
    return lines;
}

int TableAccessible::childCount() const
{
    table()->accessibility()->refresh();
    return int(lines().size() + table()->accessibility()->pieces().size());
}

QAccessibleInterface *TableAccessible::child(int index) const
{
    const QList<QAccessibleInterface *> said = lines();
    if (index >= 0 && index < said.size())
        return said[index];
    return table()->accessibility()->piece(index - int(said.size()));
}

int TableAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const QList<QAccessibleInterface *> said = lines();
    if (const qsizetype at = said.indexOf(const_cast<QAccessibleInterface *>(child)); at >= 0)
        return int(at);
    const int piece = table()->accessibility()->indexOf(child);
    return piece < 0 ? -1 : int(said.size()) + piece;
}

QAccessibleInterface *TableAccessible::focusChild() const
{
    if (!table()->hasFocus())
        return nullptr;
    table()->accessibility()->refresh();
    const int chosen = table()->accessibility()->chosen();
    return chosen < 0 ? nullptr : table()->accessibility()->piece(chosen);
}

QAccessibleInterface *TableAccessible::childAt(int x, int y) const
{
    for (int i = childCount() - 1; i >= 0; --i)
        if (QAccessibleInterface *c = child(i); c && c->rect().contains(x, y))
            return c;
    return nullptr;
}
