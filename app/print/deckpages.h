#pragma once

#include <QLineF>
#include <QList>
#include <QRectF>
#include <QSizeF>

// Where the cards of a print-and-play deck go on paper, in millimetres from
// the page's top left corner: no painting here, so that it is tested alone.
// The cards sit in a grid (three by three for 63 × 88 mm on A4 or Letter)
// centred on the page, a small gap between them for the knife, with cut marks
// in the margins along every card edge. A sheet of backs, printed on the
// other side of its sheet of fronts (duplex, flipped on the long edge), has
// its columns mirrored: the back of the card in the left column is in the
// right one, so that each back lies behind its own front.
namespace deckpages {

enum class Paper { A4, Letter };

QSizeF paperSize(Paper paper); // 210 × 297, 215.9 × 279.4

// What each page of the PDF holds, in order: the cover, then with backs an
// empty page (so that every sheet of fronts starts on a sheet's front side),
// then each sheet of fronts, with backs followed by its sheet of backs.
enum class PageKind { Cover, Blank, Fronts, Backs };
struct Page {
    PageKind kind = PageKind::Cover;
    int firstCard = 0; // Fronts and Backs: the cards firstCard .. firstCard + cards - 1
    int cards = 0;
};

class Layout {
public:
    // Precondition: at least one card fits on the paper.
    Layout(QSizeF paper, QSizeF card = {63.0, 88.0}, qreal gap = 2.0);
    static Layout forPaper(Paper paper) { return Layout(paperSize(paper)); }
    // False when not even one card fits (a card larger than the paper).
    bool isValid() const { return m_columns > 0 && m_rows > 0; }

    QSizeF paper() const { return m_paper; }
    QSizeF card() const { return m_card; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int perSheet() const { return m_columns * m_rows; }

    // The card in `slot` (0 .. perSheet() - 1, row by row from the top left)
    // on a sheet of fronts, and where its back goes on the sheet of backs.
    QRectF front(int slot) const;
    QRectF back(int slot) const;
    // Short lines in the margins (never over a card) along every card edge.
    QList<QLineF> cutMarks() const;

    // The pages of a deck of `cards` cards.
    QList<Page> pages(int cards, bool backs) const;

private:
    QRectF cell(int row, int column) const;

    QSizeF m_paper;
    QSizeF m_card;
    qreal m_gap;
    int m_columns = 0;
    int m_rows = 0;
    QPointF m_origin; // the grid's top left corner
};

} // namespace deckpages
