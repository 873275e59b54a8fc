#include "rulespage.h"

#include "gameui.h"

#include "art/tablecolours.h"
#include "palette/colourvision.h"

#include <QFont>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace {

// One renderer per art file and palette, kept: the rules draw dozens of elements of one file.
QSvgRenderer &rendererOf(const QString &art)
{
    static QHash<QString, std::shared_ptr<QSvgRenderer>> renderers;
    const colourvision::Palette palette = colourvision::current();
    auto &renderer = renderers[colourvision::id(palette) + u'|' + art];
    if (!renderer)
        renderer = std::make_shared<QSvgRenderer>(colourvision::art(art, palette));
    return *renderer;
}

void paintSprite(QPainter &painter, const RulesPicture::Sprite &sprite)
{
    QSvgRenderer &art = rendererOf(sprite.art);
    painter.save();
    painter.setOpacity(sprite.opacity);
    painter.translate(sprite.rect.center());
    painter.rotate(sprite.rotation);
    const QRectF rect(-sprite.rect.width() / 2, -sprite.rect.height() / 2, sprite.rect.width(), sprite.rect.height());
    // A missing element draws the art's placeholder, as the table does.
    art.render(&painter, art.elementExists(sprite.element) ? sprite.element : u"placeholder"_s, rect);
    for (const CardText &text : sprite.texts)
        paintCardText(painter, text, rect);
    painter.setOpacity(1);
    if (sprite.struck) {
        const QRectF r = rect.adjusted(4, 4, -4, -4);
        painter.setPen(QPen(tablecolours::alert, std::max(2.5, r.width() * 0.07), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(r.topLeft(), r.bottomRight());
        painter.drawLine(r.topRight(), r.bottomLeft());
    }
    if (sprite.highlighted) {
        painter.setPen(QPen(tablecolours::turn, 3));
        painter.setBrush(Qt::NoBrush);
        const qreal radius = rect.width() * 0.07;
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius);
    }
    painter.restore();
}

void paintArrow(QPainter &painter, const RulesPicture::Arrow &arrow)
{
    const QLineF line(arrow.from, arrow.to);
    if (line.length() < 1)
        return;
    const qreal head = 11;
    painter.setPen(QPen(tablecolours::turn, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawLine(QLineF(arrow.from, line.pointAt(1 - head * 0.6 / line.length())));
    const qreal angle = std::atan2(-line.dy(), line.dx());
    auto at
        = [&](qreal turn) { return arrow.to - QPointF(std::cos(angle + turn) * head, -std::sin(angle + turn) * head); };
    QPainterPath tip;
    tip.moveTo(arrow.to);
    tip.lineTo(at(0.45));
    tip.lineTo(at(-0.45));
    tip.closeSubpath();
    painter.fillPath(tip, tablecolours::turn);
}

void paintCounter(QPainter &painter, const RulesPicture::Counter &counter)
{
    const qreal r = counter.radius;
    const QRectF dial(counter.centre - QPointF(r, r), QSizeF(2 * r, 2 * r));
    painter.setPen(QPen(tablecolours::text, 2));
    painter.setBrush(QColor(20, 45, 32));
    painter.drawEllipse(dial);
    if (counter.share >= 0) {
        // The share used, from the top, clockwise; its colour warns as it fills.
        const qreal share = std::clamp(counter.share, 0.0, 1.0);
        const QColor colour = share < 0.6 ? QColor(120, 200, 120)
            : share < 0.85                ? tablecolours::turn
                                          : tablecolours::alert;
        const QRectF ring = dial.adjusted(r * 0.14, r * 0.14, -r * 0.14, -r * 0.14);
        painter.setPen(QPen(colour, r * 0.16, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawArc(ring, 90 * 16, int(-360 * 16 * share));
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(r * 0.7)));
    QPainterPath path;
    path.addText(0, 0, font, counter.number);
    painter.save();
    painter.translate(counter.centre - path.boundingRect().center());
    painter.fillPath(path, tablecolours::text);
    painter.restore();
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

RulesPicture::Sprite &RulesPicture::add(
    const QString &art, const QString &element, const QRectF &rect, const QList<CardText> &texts)
{
    sprites.append({art, element, rect, texts});
    return sprites.last();
}

RulesPicture::Sprite &RulesPicture::addCard(const QString &art, const PrintedCard &card, const QRectF &rect, bool back)
{
    if (back)
        return add(art, card.back, rect);
    const qsizetype face = sprites.size();
    add(art, card.face, rect, card.texts);
    for (const PrintedCard::Piece &piece : card.pieces)
        add(piece.art, piece.element,
            QRectF(rect.left() + piece.rect.left() * rect.width(), rect.top() + piece.rect.top() * rect.height(),
                piece.rect.width() * rect.width(), piece.rect.height() * rect.height()));
    return sprites[face];
}

QImage RulesPicture::render(qreal scale) const
{
    QImage image((size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    // A patch of the table: the cards look as they do when playing.
    if (felt) {
        // A patch of the table, with round corners that nothing drawn crosses.
        QPainterPath patch;
        patch.addRoundedRect(QRectF(QPointF(0, 0), size), 10, 10);
        painter.fillPath(patch, tablecolours::felt);
        painter.setClipPath(patch);
    }
    for (const Area &area : areas) {
        painter.setPen(area.lit == 0
                ? QPen(Qt::NoPen)
                : QPen(tablecolours::turn, area.lit == 2 ? 4 : 2, area.lit == 2 ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(area.fill);
        painter.drawRoundedRect(area.rect, 6, 6);
    }
    for (const Sprite &sprite : sprites)
        paintSprite(painter, sprite);
    for (const Arrow &arrow : arrows)
        paintArrow(painter, arrow);
    for (const Counter &counter : counters)
        paintCounter(painter, counter);
    painter.end();
    image.setDevicePixelRatio(scale);
    return image;
}

QString RulesPage::tag(const QString &url, QSizeF size)
{
    return u"<img src=\"%1\" width=\"%2\" height=\"%3\">"_s.arg(url)
        .arg(qRound(size.width()))
        .arg(qRound(size.height()));
}

QString RulesPage::image(const QString &name, const RulesPicture &picture)
{
    const QString url = u"rules:%1/%2"_s.arg(m_gameId, name);
    m_pictures.append({url, picture});
    return tag(url, picture.size);
}

QString RulesPage::html(qreal pictureScale) const
{
    QString html = m_html;
    for (const auto &[url, picture] : m_pictures)
        html.replace(tag(url, picture.size), tag(url, picture.size * pictureScale));
    return html;
}

void RulesPage::addPicture(const QString &name, const RulesPicture &picture)
{
    m_html += u"<p>%1</p>"_s.arg(image(name, picture));
}

void RulesPage::addGallery(const QString &name, const QList<Captioned> &items, int columns)
{
    // As many rows as `columns` needs, the items spread evenly over them.
    const int rows = int((items.size() + columns - 1) / std::max(1, columns));
    columns = int((items.size() + rows - 1) / std::max(1, rows));
    // Each column a whole share of the page, a little less than it all:
    // sized by their captions, the columns can come out a pixel wider than
    // the page when a caption wraps (Qt rounds each column's share), and the
    // page would scroll sideways for it.
    const int share = 100 / std::max(1, columns);
    QString html = u"<table width=\"%1%\" cellspacing=\"0\" cellpadding=\"5\">"_s.arg(share * columns);
    for (int i = 0; i < items.size(); ++i) {
        if (i % columns == 0)
            html += i == 0 ? u"<tr>"_s : u"</tr><tr>"_s;
        html += u"<td width=\"%1%\" align=\"center\" valign=\"top\">%2<br>%3</td>"_s.arg(share).arg(
            image(u"%1-%2"_s.arg(name).arg(i + 1), items[i].picture), esc(items[i].caption));
    }
    m_html += html + u"</tr></table>"_s;
}

QString RulesPage::row(const QString &name, const Captioned &item, const QString &number)
{
    return u"<tr><td valign=\"middle\">%1</td><td valign=\"middle\">%2%3</td></tr>"_s.arg(
        image(name, item.picture), number.isEmpty() ? QString() : u"<b>%1</b> "_s.arg(esc(number)), esc(item.caption));
}

void RulesPage::addSteps(const QString &name, const QList<Captioned> &steps)
{
    QString html = u"<table cellspacing=\"0\" cellpadding=\"5\">"_s;
    for (int i = 0; i < steps.size(); ++i)
        html += row(u"%1-%2"_s.arg(name).arg(i + 1), steps[i], u"%1."_s.arg(i + 1));
    m_html += html + u"</table>"_s;
}

void RulesPage::addFigure(const QString &name, const Captioned &figure)
{
    m_html += u"<table cellspacing=\"0\" cellpadding=\"5\">"_s + row(name, figure, {}) + u"</table>"_s;
}

QStringList RulesPage::pictureNames() const
{
    QStringList names;
    for (const auto &[url, picture] : m_pictures)
        names << url;
    return names;
}

QImage RulesPage::picture(const QString &url, qreal scale) const
{
    for (const auto &[name, picture] : m_pictures)
        if (name == url)
            return picture.render(scale);
    return {};
}

const RulesPicture *RulesPage::pictureNamed(const QString &url) const
{
    for (const auto &[name, picture] : m_pictures)
        if (name == url)
            return &picture;
    return nullptr;
}

void RulesPage::addPicturesTo(QTextDocument &document, qreal scale) const
{
    for (const auto &[url, picture] : m_pictures)
        document.addResource(QTextDocument::ImageResource, QUrl(url), picture.render(scale));
}
