#pragma once

#include <QCursor>
#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QRectF>

#include <optional>

// Where a click on a table means something, and what: places in the order
// they were laid out, later ones on top (a villain on its den). A game's
// scene fills it as it draws and asks it where a click went.
template <typename Meaning>
class ClickPlaces {
public:
    void clear() { m_places.clear(); }
    // `rect` means `meaning`; `item`, drawn there, shows a pointing hand.
    void add(QRectF rect, const Meaning &meaning, QGraphicsItem *item = nullptr)
    {
        m_places.append({rect, meaning});
        if (item)
            item->setCursor(Qt::PointingHandCursor);
    }
    // What a click at `p` means (the topmost place there), if anything.
    std::optional<Meaning> at(QPointF p) const
    {
        for (auto place = m_places.crbegin(); place != m_places.crend(); ++place)
            if (place->rect.contains(p))
                return place->meaning;
        return std::nullopt;
    }
    // Where `meaning` can be clicked (its place's centre), if anywhere.
    std::optional<QPointF> centreOf(const Meaning &meaning) const
    {
        for (auto place = m_places.crbegin(); place != m_places.crend(); ++place)
            if (place->meaning == meaning)
                return place->rect.center();
        return std::nullopt;
    }

private:
    struct Place {
        QRectF rect;
        Meaning meaning;
    };
    QList<Place> m_places;
};
