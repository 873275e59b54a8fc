#include "deckpages.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace deckpages {

namespace {

// What a printer cannot print at a sheet's edge, at the least.
constexpr qreal kMinMargin = 4.0;
// How far a cut mark reaches towards the paper's edge from the grid.
constexpr qreal kMarkLength = 3.5;
constexpr qreal kMarkGap = 1.0; // between the grid and its marks

int fit(qreal room, qreal size, qreal gap)
{
    return std::max(0, int(std::floor((room - 2 * kMinMargin + gap) / (size + gap))));
}

} // namespace

QSizeF paperSize(Paper paper)
{
    return paper == Paper::Letter ? QSizeF(215.9, 279.4) : QSizeF(210.0, 297.0);
}

Layout::Layout(QSizeF paper, QSizeF card, qreal gap)
    : m_paper(paper), m_card(card), m_gap(gap), m_columns(fit(paper.width(), card.width(), gap)),
      m_rows(fit(paper.height(), card.height(), gap))
{
    const qreal width = m_columns * card.width() + std::max(0, m_columns - 1) * gap;
    const qreal height = m_rows * card.height() + std::max(0, m_rows - 1) * gap;
    m_origin = QPointF((paper.width() - width) / 2, (paper.height() - height) / 2);
}

QRectF Layout::cell(int row, int column) const
{
    return QRectF(m_origin.x() + column * (m_card.width() + m_gap), m_origin.y() + row * (m_card.height() + m_gap),
        m_card.width(), m_card.height());
}

QRectF Layout::front(int slot) const
{
    Q_ASSERT(slot >= 0 && slot < perSheet());
    return cell(slot / m_columns, slot % m_columns);
}

QRectF Layout::back(int slot) const
{
    Q_ASSERT(slot >= 0 && slot < perSheet());
    return cell(slot / m_columns, m_columns - 1 - slot % m_columns);
}

QList<QLineF> Layout::cutMarks() const
{
    QList<QLineF> marks;
    if (!isValid())
        return marks;
    const QRectF grid(cell(0, 0).topLeft(), cell(m_rows - 1, m_columns - 1).bottomRight());
    const qreal top = std::max(0.0, grid.top() - kMarkGap - kMarkLength);
    const qreal bottom = std::min(m_paper.height(), grid.bottom() + kMarkGap + kMarkLength);
    const qreal left = std::max(0.0, grid.left() - kMarkGap - kMarkLength);
    const qreal right = std::min(m_paper.width(), grid.right() + kMarkGap + kMarkLength);
    for (int column = 0; column < m_columns; ++column)
        for (const qreal x : {cell(0, column).left(), cell(0, column).right()}) {
            marks << QLineF(x, top, x, grid.top() - kMarkGap);
            marks << QLineF(x, grid.bottom() + kMarkGap, x, bottom);
        }
    for (int row = 0; row < m_rows; ++row)
        for (const qreal y : {cell(row, 0).top(), cell(row, 0).bottom()}) {
            marks << QLineF(left, y, grid.left() - kMarkGap, y);
            marks << QLineF(grid.right() + kMarkGap, y, right, y);
        }
    return marks;
}

QList<Page> Layout::pages(int cards, bool backs) const
{
    QList<Page> pages {{PageKind::Cover, 0, 0}};
    if (backs)
        pages.append({PageKind::Blank, 0, 0});
    if (!isValid())
        return pages;
    for (int first = 0; first < cards; first += perSheet()) {
        const int count = std::min(perSheet(), cards - first);
        pages.append({PageKind::Fronts, first, count});
        if (backs)
            pages.append({PageKind::Backs, first, count});
    }
    return pages;
}

} // namespace deckpages
