#include "deckprinter.h"

#include "printedtext.h"

#include "art/cardtext.h"
#include "palette/colourvision.h"

#include <QAbstractTextDocumentLayout>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextDocument>

#include <map>

using namespace Qt::Literals::StringLiterals;
using deckpages::PageKind;

namespace {

constexpr int kPdfDpi = 600;
constexpr qreal kMmPerInch = 25.4;
const QColor kMarks(90, 90, 90);
const QColor kMarker(130, 130, 130);

QPageSize pageSize(deckpages::Paper paper)
{
    return QPageSize(paper == deckpages::Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

QRectF toDots(const QRectF &mm, qreal dotsPerMm)
{
    return QRectF(mm.topLeft() * dotsPerMm, mm.size() * dotsPerMm);
}

// What the table draws on a face besides its art. The words are drawn as
// outlines, not as text: the only text on a page of cards is each card's
// record name under it.
void paintExtras(QPainter &painter, const PrintedCard &card, const QRectF &rect)
{
    auto at
        = [&rect](qreal x, qreal y) { return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height()); };
    for (const PrintedCard::Piece &piece : card.pieces) {
        QSvgRenderer art(colourvision::art(piece.art)); // in the palette of the table
        const QRectF where(at(piece.rect.left(), piece.rect.top()), at(piece.rect.right(), piece.rect.bottom()));
        if (art.elementExists(piece.element))
            art.render(&painter, piece.element, where);
    }
    for (const CardText &text : card.texts)
        paintCardText(painter, text, rect);
}

} // namespace

DeckPrinter::DeckPrinter(const GameUi &ui, const houserules::Variant &variant, const QString &baseTitle,
    const QStringList &differences, deckpages::Paper paper, bool backs)
    : m_ui(ui), m_variantTitle(printedtext::elided(variantTitle(variant), printedtext::kMaxTitle)),
      m_baseTitle(baseTitle), m_differences(differences), m_cards(ui.printedDeck(variant)), m_paper(paper),
      m_layout(deckpages::Layout::forPaper(paper)), m_backs(backs), m_pages(m_layout.pages(int(m_cards.size()), backs))
{}

QString DeckPrinter::coverHtml() const
{
    auto esc = [](const QString &text) { return text.toHtmlEscaped(); };
    QString html = u"<h1>%1</h1><h2>%2</h2>"_s.arg(esc(m_ui.title()), esc(m_variantTitle));
    const int sheets = int(std::count_if(
        m_pages.begin(), m_pages.end(), [](const deckpages::Page &page) { return page.kind == PageKind::Fronts; }));
    html += u"<p>%1 %2</p>"_s.arg(esc(tr("A print-and-play deck of %n card(s),", nullptr, int(m_cards.size()))),
        esc(tr("%n sheet(s) of fronts.", nullptr, sheets)));
    html += u"<p>%1</p>"_s.arg(esc(tr("Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. "
                                      "Cut along the marks.")
                                       .arg(m_layout.card().width())
                                       .arg(m_layout.card().height())));
    if (m_backs)
        html += u"<p>%1</p>"_s.arg(esc(tr("The backs are on every other page: print on both sides, flipping on the "
                                          "long edge, and each back lies behind its own front.")));

    html += u"<h3>%1</h3>"_s.arg(esc(tr("What differs from the base")));
    if (m_baseTitle.isEmpty())
        html += u"<p>%1</p>"_s.arg(esc(tr("Nothing: these are the rules as published.")));
    else if (m_differences.isEmpty())
        html += u"<p>%1</p>"_s.arg(esc(tr("Nothing: this deck and these numbers are those of %1.").arg(m_baseTitle)));
    else {
        html += u"<p>%1</p><ul>"_s.arg(esc(tr("Against %1:").arg(m_baseTitle)));
        for (const QString &line : m_differences)
            html += u"<li>%1</li>"_s.arg(esc(line));
        html += u"</ul>"_s;
    }

    // The composition: each card once with how many the deck holds, in the
    // deck's order, in three columns.
    html += u"<h3>%1</h3>"_s.arg(esc(tr("The deck")));
    QStringList labels;
    std::map<QString, int> counts;
    for (const PrintedCard &card : m_cards)
        if (counts[card.label]++ == 0)
            labels << card.label;
    constexpr int kColumns = 3;
    const int rows = (int(labels.size()) + kColumns - 1) / kColumns;
    html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\">"_s;
    for (int row = 0; row < rows; ++row) {
        html += u"<tr>"_s;
        for (int column = 0; column < kColumns; ++column) {
            const int i = column * rows + row;
            html += i < labels.size() ? u"<td>%1</td>"_s.arg(esc(tr("%1 × %2").arg(counts[labels[i]]).arg(labels[i])))
                                      : u"<td></td>"_s;
        }
        html += u"</tr>"_s;
    }
    html += u"</table>"_s;
    return html;
}

void DeckPrinter::paintCover(QPainter &painter, qreal dotsPerMm) const
{
    constexpr qreal kMargin = 18.0;
    QTextDocument document;
    document.documentLayout()->setPaintDevice(painter.device());
    QFont font = document.defaultFont();
    font.setPointSizeF(10);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setTextWidth((m_layout.paper().width() - 2 * kMargin) * dotsPerMm);
    document.setHtml(coverHtml());
    painter.save();
    painter.translate(kMargin * dotsPerMm, kMargin * dotsPerMm);
    document.drawContents(&painter);
    painter.restore();
}

void DeckPrinter::paintPage(QPainter &painter, int index, qreal dotsPerMm) const
{
    const deckpages::Page &page = m_pages[index];
    if (page.kind == PageKind::Cover)
        return paintCover(painter, dotsPerMm);
    if (page.kind == PageKind::Blank)
        return;
    QSvgRenderer art(colourvision::art(m_ui.cardArt()));
    const bool backs = page.kind == PageKind::Backs;
    painter.setRenderHint(QPainter::Antialiasing);
    QFont marker = painter.font();
    marker.setPointSizeF(3.5);
    marker.setStyleStrategy(QFont::PreferNoShaping); // "office", never a ligature: the name as it is written
    for (int slot = 0; slot < page.cards; ++slot) {
        const PrintedCard &card = m_cards[page.firstCard + slot];
        const QRectF rect = toDots(backs ? m_layout.back(slot) : m_layout.front(slot), dotsPerMm);
        const QString element = backs ? card.back : card.face;
        art.render(&painter, art.elementExists(element) ? element : u"placeholder"_s, rect);
        if (!backs)
            paintExtras(painter, card, rect);
        if (!backs) {
            // The record name under the cut line: which card this is, for a
            // person sorting a pile and for a test counting them.
            painter.setFont(marker);
            painter.setPen(kMarker);
            const QRectF below(rect.left(), rect.bottom() + 0.15 * dotsPerMm, rect.width(), 1.6 * dotsPerMm);
            painter.drawText(below, Qt::AlignHCenter | Qt::AlignTop, card.name);
        }
    }
    painter.setPen(QPen(kMarks, 0.2 * dotsPerMm));
    for (const QLineF &mark : m_layout.cutMarks())
        painter.drawLine(QLineF(mark.p1() * dotsPerMm, mark.p2() * dotsPerMm));
}

QImage DeckPrinter::pageImage(int page, qreal dotsPerMm) const
{
    const QSizeF size = m_layout.paper() * dotsPerMm;
    QImage image(size.toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    image.setDotsPerMeterX(int(dotsPerMm * 1000));
    image.setDotsPerMeterY(int(dotsPerMm * 1000));
    QPainter painter(&image);
    paintPage(painter, page, dotsPerMm);
    return image;
}

QString DeckPrinter::writePdf(const QString &fileName) const
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1 cannot be written: %2").arg(QFileInfo(fileName).absoluteFilePath(), file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setResolution(kPdfDpi);
        writer.setPageSize(pageSize(m_paper));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(u"%1: %2"_s.arg(m_ui.title(), m_variantTitle));
        writer.setCreator(u"Houserules"_s);
        QPainter painter;
        if (!painter.begin(&writer))
            return tr("%1 cannot be written: %2").arg(QFileInfo(fileName).absoluteFilePath(), file.errorString());
        const qreal dotsPerMm = kPdfDpi / kMmPerInch;
        for (int page = 0; page < pageCount(); ++page) {
            if (page > 0)
                writer.newPage();
            paintPage(painter, page, dotsPerMm);
        }
        painter.end();
    }
    if (!file.commit())
        return tr("%1 cannot be written: %2").arg(QFileInfo(fileName).absoluteFilePath(), file.errorString());
    return {};
}
