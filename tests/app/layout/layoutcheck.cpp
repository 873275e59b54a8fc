#include "layoutcheck.h"

#include "games/carditem.h"

#include <QAbstractGraphicsShapeItem>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextDocument>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>

using namespace Qt::Literals::StringLiterals;

namespace layoutcheck {

namespace {

// What a text needs beyond its glyphs before a check calls it cut: a pixel
// of rounding.
constexpr int kSlack = 1;

QString shortText(QString text)
{
    text.replace(u'\n', u" / "_s);
    text.remove(u'&');
    if (text.size() > 60)
        text = text.left(57) + u"..."_s;
    return text;
}

QString textOf(const QWidget *widget)
{
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    if (const auto *box = qobject_cast<const QGroupBox *>(widget))
        return box->title();
    if (const auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->currentText();
    return {};
}

// `text` as a label shows it: rich text's tags and entities are not read.
QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Collects problems, each once.
class Report {
public:
    void add(const QWidget *widget, const QString &what)
    {
        const QString line = describe(widget) + u": "_s + what;
        if (!m_lines.contains(line))
            m_lines << line;
    }
    void add(const QString &line)
    {
        if (!m_lines.contains(line))
            m_lines << line;
    }
    void addAll(const QString &where, const QStringList &lines)
    {
        for (const QString &line : lines)
            add(where + u": "_s + line);
    }
    QStringList lines() const { return m_lines; }

private:
    QStringList m_lines;
};

// True when `widget` lies in the viewport of a scroll area (which may
// scroll it into view, and is checked for its scroll bars instead).
bool scrolled(const QWidget *widget)
{
    for (const QWidget *p = widget->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget());
            area && area->viewport() == p)
            return true;
    return false;
}

// The ancestor whose edge cuts `widget` off, or null when all of it shows.
const QWidget *cutBy(const QWidget *widget)
{
    if (widget->isWindow() || scrolled(widget))
        return nullptr;
    const QWidget *window = widget->window();
    const QRect own(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget *p = widget->parentWidget(); p; p = p->parentWidget()) {
        const QRect shown(p->mapTo(window, QPoint(0, 0)), p->size());
        if (!shown.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(own))
            return p;
        if (p->isWindow())
            break;
    }
    return nullptr;
}

void checkLabel(const QLabel *label, Report &report)
{
    if (plain(label->text()).trimmed().isEmpty() || !label->pixmap().isNull())
        return;
    // A label's minimum width is its text's (its longest word's when it
    // wraps), its height for a width that of its lines.
    const int least = label->minimumSizeHint().width();
    if (label->width() + kSlack < least)
        report.add(
            label, u"cut short: the text needs %1 pixels across, the label has %2"_s.arg(least).arg(label->width()));
    const int height = label->heightForWidth(label->width());
    if (label->height() + kSlack < height)
        report.add(
            label, u"cut off: its lines need %1 pixels down, the label has %2"_s.arg(height).arg(label->height()));
}

void checkButton(const QAbstractButton *button, Report &report)
{
    if (button->text().isEmpty())
        return;
    const QSize hint = button->sizeHint();
    int need = hint.width();
    if (const auto *push = qobject_cast<const QPushButton *>(button)) {
        // Fusion gives a push button at least 80 pixels: a look, not room
        // its text needs.
        const QFontMetrics metrics = push->fontMetrics();
        const int icon = push->icon().isNull() ? 0 : push->iconSize().width() + 4;
        const int frame = 2
            * (push->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, push)
                + push->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, push));
        need = std::min(need, metrics.size(Qt::TextShowMnemonic, push->text()).width() + icon + frame);
    }
    if (button->width() + kSlack < need)
        report.add(button, u"cut short: needs %1 pixels across, has %2"_s.arg(need).arg(button->width()));
    if (button->height() + kSlack < hint.height() && !qobject_cast<const QPushButton *>(button))
        report.add(button, u"cut off: needs %1 pixels down, has %2"_s.arg(hint.height()).arg(button->height()));
    if (const auto *push = qobject_cast<const QPushButton *>(button);
        push && push->height() + kSlack < push->fontMetrics().height() + 4)
        report.add(button, u"cut off: %1 pixels down for a line of text"_s.arg(push->height()));
}

void checkGroupBox(const QGroupBox *box, Report &report)
{
    if (box->title().isEmpty())
        return;
    const int least = box->minimumSizeHint().width();
    if (box->width() + kSlack < least)
        report.add(
            box, u"cut short: its title and contents need %1 pixels across, it has %2"_s.arg(least).arg(box->width()));
}

void checkTabBar(const QTabBar *bar, Report &report)
{
    if (bar->count() == 0)
        return;
    const bool across = bar->shape() == QTabBar::RoundedNorth || bar->shape() == QTabBar::RoundedSouth
        || bar->shape() == QTabBar::TriangularNorth || bar->shape() == QTabBar::TriangularSouth;
    const QSize hint = bar->sizeHint();
    const int need = across ? hint.width() : hint.height();
    const int has = across ? bar->width() : bar->height();
    if (has + kSlack < need) {
        QStringList tabs;
        for (int i = 0; i < bar->count(); ++i)
            tabs << shortText(bar->tabText(i));
        report.add(bar,
            u"its tabs (%1) need %2 pixels, the bar has %3: they are cut short or scroll"_s.arg(tabs.join(u", "_s))
                .arg(need)
                .arg(has));
    }
}

void checkHeader(const QHeaderView *header, Report &report)
{
    const QAbstractItemModel *model = header->model();
    if (!model)
        return;
    const QFontMetrics metrics = header->fontMetrics();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section))
            continue;
        const QString text = model->headerData(section, header->orientation(), Qt::DisplayRole).toString();
        if (text.isEmpty())
            continue;
        // A heading that may wrap needs its longest word across, and its
        // lines down; one that may not, its longest line.
        const bool wraps = header->defaultAlignment() & Qt::TextWordWrap;
        int need = 0;
        for (const QString &line :
            text.split(wraps ? QRegularExpression(u"\\s+|(?<=-)"_s) : QRegularExpression(u"\n"_s)))
            need = std::max(need, metrics.horizontalAdvance(line));
        need += 2 * margin;
        if (wraps && header->orientation() == Qt::Horizontal) {
            const QRect lines = metrics.boundingRect(
                QRect(0, 0, std::max(1, header->sectionSize(section) - 2 * margin), 10000), Qt::TextWordWrap, text);
            if (header->height() + kSlack < lines.height() + 2 * margin)
                report.add(header,
                    u"the heading '%1' needs %2 pixels down, the header has %3"_s.arg(shortText(text))
                        .arg(lines.height() + 2 * margin)
                        .arg(header->height()));
        }
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == section)
            need += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
        const int has = header->orientation() == Qt::Horizontal ? header->sectionSize(section) : header->width();
        if (has + kSlack < need)
            report.add(header,
                u"the heading '%1' needs %2 pixels across, its column has %3"_s.arg(shortText(text))
                    .arg(need)
                    .arg(has));
    }
}

void checkComboBox(const QComboBox *combo, Report &report)
{
    if (combo->isEditable() || combo->count() == 0)
        return;
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = false;
    option.frame = combo->hasFrame();
    const QRect field
        = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const QFontMetrics metrics = combo->fontMetrics();
    // Whatever is chosen shows in the box: every item must fit it.
    for (int i = 0; i < combo->count(); ++i) {
        const QString text = combo->itemText(i);
        const int icon = combo->itemIcon(i).isNull() ? 0 : combo->iconSize().width() + 4;
        const int need = metrics.horizontalAdvance(text) + icon + 2;
        if (field.width() + kSlack < need)
            report.add(combo,
                u"the item '%1' needs %2 pixels across, the box shows %3"_s.arg(shortText(text))
                    .arg(need)
                    .arg(field.width()));
    }
}

void checkSpinBox(const QAbstractSpinBox *spin, Report &report)
{
    // The longest value with its prefix and suffix (the size hint's measure).
    const int need = spin->sizeHint().width();
    if (spin->width() + kSlack < need)
        report.add(spin, u"cut short: its values need %1 pixels across, it has %2"_s.arg(need).arg(spin->width()));
}

void checkScrollArea(const QAbstractScrollArea *area, const Allowances &allowances, Report &report)
{
    if (area->horizontalScrollBar()->isVisible() && !allowances.scrollsAcross.contains(area->objectName()))
        report.add(area, u"scrolls sideways: its contents are wider than it"_s);
    else if (const auto *scroll = qobject_cast<const QScrollArea *>(area);
             scroll && scroll->widget() && scroll->widget()->width() > scroll->viewport()->width() + kSlack)
        report.add(area,
            u"cuts its contents off at the side: they need %1 pixels across, it shows %2"_s
                .arg(scroll->widget()->width())
                .arg(scroll->viewport()->width()));
    // Lists, tables and texts are read by scrolling them; pages and tables
    // of a game should fit, unless the screen says the page is long.
    const bool reads
        = (qobject_cast<const QAbstractItemView *>(area) && !allowances.showWhole.contains(area->objectName()))
        || qobject_cast<const QTextEdit *>(area) || area->inherits("QPlainTextEdit");
    if (area->verticalScrollBar()->isVisible() && !reads && !allowances.scrollsDown.contains(area->objectName())
        && !allowances.scrollsDown.contains(u"*"_s))
        report.add(area, u"scrolls up and down: its contents are taller than it"_s);
}

// A view that must show all its rows: each row inside its viewport.
void checkRowsShown(const QAbstractItemView *view, Report &report)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const QRect shown = view->viewport()->rect();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QRect rect = view->visualRect(model->index(row, 0));
        if (rect.isValid() && (rect.bottom() > shown.bottom() + kSlack || rect.top() < shown.top() - kSlack)) {
            report.add(
                view, u"row %1 of %2 is cut off (it lies under the view's edge)"_s.arg(row + 1).arg(model->rowCount()));
            return;
        }
    }
}

void checkWindow(const QWidget *window, Report &report)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    const QRect frame = window->frameGeometry();
    if (!room.contains(frame))
        report.add(window,
            u"the window (%1x%2 at %3,%4) runs off the screen (%5x%6)"_s.arg(frame.width())
                .arg(frame.height())
                .arg(frame.x())
                .arg(frame.y())
                .arg(room.width())
                .arg(room.height()));
    const QSize least = window->minimumSizeHint();
    if (least.width() > room.width() || least.height() > room.height())
        report.add(window,
            u"the window needs at least %1x%2, more than the screen (%3x%4)"_s.arg(least.width())
                .arg(least.height())
                .arg(room.width())
                .arg(room.height()));
}

bool onCard(const QGraphicsItem *item)
{
    for (const QGraphicsItem *p = item->parentItem(); p; p = p->parentItem())
        if (dynamic_cast<const CardItem *>(p))
            return true;
    return false;
}

QString textOf(const QGraphicsItem *item)
{
    if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
        return simple->text();
    if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
        return rich->toPlainText();
    return {};
}

// What a text's glyphs cover in the scene: its layout box less the
// leading under its last line, a little in from the sides.
QRectF inkRect(const QGraphicsItem *item)
{
    QRectF box = item->boundingRect();
    if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item)) {
        const QFontMetricsF metrics(simple->font());
        box.setBottom(box.bottom() - metrics.descent() * 0.5);
        box.setTop(box.top() + metrics.leading());
    } else if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item)) {
        // A rich text's box has its document's margin all round.
        const qreal margin = rich->document()->documentMargin();
        box.adjust(margin, margin, -margin, -margin);
    }
    return item->mapRectToScene(box).adjusted(1, 1, -1, -1);
}

// The panel, dial or card a loose text is written on: the topmost filled
// shape or card below it that holds the text's middle (null: the felt).
const QGraphicsItem *groundOf(const QGraphicsItem *text, const QGraphicsScene &scene)
{
    const QPointF middle = text->sceneBoundingRect().center();
    for (const QGraphicsItem *item : scene.items(middle, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item == text || !item->isVisible() || item->opacity() < 0.05 || item->zValue() > text->zValue())
            continue;
        if (dynamic_cast<const CardItem *>(item))
            return item;
        if (const auto *shape = dynamic_cast<const QAbstractGraphicsShapeItem *>(item))
            if (shape->brush().style() != Qt::NoBrush && shape->brush().color().alpha() > 0)
                return item;
    }
    return nullptr;
}

QString said(const QGraphicsItem *text)
{
    return u"'%1'"_s.arg(shortText(textOf(text)));
}

} // namespace

QString describe(const QWidget *widget)
{
    QString where;
    for (const QWidget *p = widget; p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(u"qt_"_s)) {
            where = p->objectName();
            break;
        }
        if (p->isWindow()) {
            where = QString::fromLatin1(p->metaObject()->className());
            break;
        }
    }
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty() && widget->objectName() != where)
        name += u'#' + widget->objectName();
    const QString text = shortText(plain(textOf(widget)));
    return where == name ? name : (where + u" › "_s + name) + (text.isEmpty() ? QString() : u" '%1'"_s.arg(text));
}

QStringList problems(QWidget *window, const Allowances &allowances)
{
    Report report;
    checkWindow(window, report);
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisible() || (widget->isWindow() && widget != window))
            continue;
        const bool text = !plain(textOf(widget)).trimmed().isEmpty();
        if (text) {
            if (const QWidget *edge = cutBy(widget))
                report.add(widget, u"cut off by the edge of %1"_s.arg(describe(edge)));
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            checkLabel(label, report);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            checkButton(button, report);
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            checkGroupBox(box, report);
        else if (const auto *bar = qobject_cast<const QTabBar *>(widget))
            checkTabBar(bar, report);
        else if (const auto *header = qobject_cast<const QHeaderView *>(widget))
            checkHeader(header, report);
        else if (const auto *combo = qobject_cast<const QComboBox *>(widget))
            checkComboBox(combo, report);
        else if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(widget))
            checkSpinBox(spin, report);
        if (const auto *toolBar = qobject_cast<const QToolBar *>(widget))
            for (const QWidget *child : toolBar->findChildren<QWidget *>(u"qt_toolbar_ext_button"_s))
                if (child->isVisible())
                    report.add(toolBar, u"has no room for all its buttons (some are behind »)"_s);
        if (auto *chart = qobject_cast<QChartView *>(widget))
            report.addAll(describe(chart), chartProblems(chart));
        else if (const auto *graphics = qobject_cast<const QGraphicsView *>(widget); graphics && graphics->scene())
            report.addAll(describe(graphics), sceneProblems(*graphics->scene()));
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(widget))
            checkScrollArea(area, allowances, report);
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget);
            view && allowances.showWhole.contains(view->objectName()))
            checkRowsShown(view, report);
    }
    return report.lines();
}

QStringList chartProblems(QChartView *view)
{
    Report report;
    QChart *chart = view->chart();
    if (!chart || !view->scene())
        return {};
    const QString title = chart->title().isEmpty() ? view->objectName() : shortText(plain(chart->title()));
    const QRectF whole = chart->sceneBoundingRect().adjusted(-kSlack, -kSlack, kSlack, kSlack);
    QList<const QGraphicsItem *> legendTexts, texts;
    for (const QGraphicsItem *item : view->scene()->items()) {
        const QString text = textOf(item);
        if (!item->isVisible() || text.trimmed().isEmpty())
            continue;
        // Qt Charts ends a text it has no room for with three dots (the
        // app's own texts use the ellipsis character).
        if (text.contains(u"..."_s))
            report.add(u"chart '%1': %2 is cut short"_s.arg(title, said(item)));
        if (!whole.contains(item->sceneBoundingRect()))
            report.add(u"chart '%1': %2 runs outside the chart"_s.arg(title, said(item)));
        bool inLegend = false;
        for (const QGraphicsItem *p = item->parentItem(); p && !inLegend; p = p->parentItem())
            inLegend = p == chart->legend();
        (inLegend ? legendTexts : texts) << item;
    }
    // Every entry the legend should show is there.
    if (chart->legend()->isVisible()) {
        int entries = 0;
        for (const QLegendMarker *marker : chart->legend()->markers())
            entries += marker->isVisible() && !marker->label().isEmpty();
        if (int(legendTexts.size()) < entries)
            report.add(
                u"chart '%1': the legend shows %2 of its %3 entries"_s.arg(title).arg(legendTexts.size()).arg(entries));
    }
    for (const auto *group : {&legendTexts, &texts})
        for (int i = 0; i < group->size(); ++i)
            for (int j = i + 1; j < group->size(); ++j) {
                const QRectF both = inkRect((*group)[i]).intersected(inkRect((*group)[j]));
                if (both.width() > 2 && both.height() > 2)
                    report.add(u"chart '%1': %2 lies over %3"_s.arg(title, said((*group)[i]), said((*group)[j])));
            }
    return report.lines();
}

QStringList sceneProblems(const QGraphicsScene &scene)
{
    Report report;
    QList<const QGraphicsItem *> loose;
    const QRectF edge = scene.sceneRect().adjusted(-kSlack, -kSlack, kSlack, kSlack);
    for (const QGraphicsItem *item : scene.items()) {
        if (!item->isVisible() || item->opacity() < 0.05 || textOf(item).trimmed().isEmpty())
            continue;
        if (onCard(item)) {
            // Written on a card: within the card.
            const QGraphicsItem *card = item->parentItem();
            while (!dynamic_cast<const CardItem *>(card))
                card = card->parentItem();
            if (!card->sceneBoundingRect().adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(inkRect(item)))
                report.add(u"%1 runs off its card"_s.arg(said(item)));
            continue;
        }
        loose << item;
        if (!edge.contains(inkRect(item)))
            report.add(u"%1 is cut off by the table's edge"_s.arg(said(item)));
        if (const QGraphicsItem *ground = groundOf(item, scene)) {
            const QRectF ink = inkRect(item);
            bool inside = ground->sceneBoundingRect().adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(ink);
            if (inside && dynamic_cast<const QGraphicsEllipseItem *>(ground)) {
                // Round: every corner of the text within the circle.
                const QPainterPath shape = ground->mapToScene(ground->shape());
                for (const QPointF &corner : {ink.topLeft(), ink.topRight(), ink.bottomLeft(), ink.bottomRight()})
                    inside = inside && shape.contains(corner);
            }
            if (!inside)
                report.add(u"%1 runs out of the %2 it is written on"_s.arg(said(item),
                    dynamic_cast<const CardItem *>(ground)                   ? u"card"_s
                        : dynamic_cast<const QGraphicsEllipseItem *>(ground) ? u"circle"_s
                                                                             : u"panel"_s));
        }
    }
    for (int i = 0; i < loose.size(); ++i)
        for (int j = i + 1; j < loose.size(); ++j) {
            const QRectF both = inkRect(loose[i]).intersected(inkRect(loose[j]));
            if (both.width() > 2 && both.height() > 2)
                report.add(u"%1 lies over %2"_s.arg(said(loose[i]), said(loose[j])));
        }
    return report.lines();
}

QStringList textsOverCards(const QGraphicsScene &scene)
{
    QList<const QGraphicsItem *> cards;
    for (const QGraphicsItem *item : scene.items())
        if (dynamic_cast<const CardItem *>(item) && item->isVisible() && item->opacity() >= 0.05)
            cards << item;
    QStringList over;
    for (const QGraphicsItem *text : scene.items()) {
        if (!text->isVisible() || text->opacity() < 0.05 || textOf(text).trimmed().isEmpty() || onCard(text))
            continue;
        const QGraphicsItem *ground = groundOf(text, scene);
        for (const QGraphicsItem *card : std::as_const(cards)) {
            const QRectF both = inkRect(text).intersected(card->sceneBoundingRect());
            if (card != ground && both.width() > 2 && both.height() > 2)
                over << u"%1 lies over a card (%2)"_s.arg(said(text), card->data(0).toString());
        }
    }
    over.sort();
    return over;
}

} // namespace layoutcheck
