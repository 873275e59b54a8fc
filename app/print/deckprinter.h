#pragma once

#include "deckpages.h"

#include "games/gameui.h"

#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

class QPainter;

// A variant's deck as print-and-play pages (deckpages.h says where what
// goes): a cover with the deck's composition and what differs from the base,
// the card fronts drawn from the game's own SVG art (vector, at the card's
// real size), each card's record name in tiny text under it, cut marks, and
// with backs a sheet of backs after each sheet of fronts. The same painting
// makes the PDF and the preview's images. In the current language; the
// variant's title as printedtext.h elides it.
class DeckPrinter {
    Q_DECLARE_TR_FUNCTIONS(DeckPrinter)
public:
    // `differences`: what the variant changes from its base, in words
    // (VariantDifference); `baseTitle` empty for a variant without a base.
    DeckPrinter(const GameUi &ui, const houserules::Variant &variant, const QString &baseTitle,
        const QStringList &differences, deckpages::Paper paper, bool backs);

    bool hasCards() const { return !m_cards.isEmpty(); }
    const QList<PrintedCard> &cards() const { return m_cards; }
    const QList<deckpages::Page> &pages() const { return m_pages; }
    int pageCount() const { return int(m_pages.size()); }

    // A page as an image at `dotsPerMm` (4 is about 100 dpi), for a preview.
    QImage pageImage(int page, qreal dotsPerMm) const;
    // Writes the whole PDF through a QSaveFile: a file that was there stays
    // whole until the new one is. Returns the error in words, empty when written.
    QString writePdf(const QString &fileName) const;

private:
    void paintPage(QPainter &painter, int page, qreal dotsPerMm) const;
    void paintCover(QPainter &painter, qreal dotsPerMm) const;
    QString coverHtml() const;

    const GameUi &m_ui;
    QString m_variantTitle;
    QString m_baseTitle;
    QStringList m_differences;
    QList<PrintedCard> m_cards;
    deckpages::Paper m_paper;
    deckpages::Layout m_layout;
    bool m_backs;
    QList<deckpages::Page> m_pages;
};
