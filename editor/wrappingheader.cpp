#include "wrappingheader.h"

using namespace Qt::Literals::StringLiterals;

#include <QAbstractItemView>
#include <QFontMetrics>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionHeader>

WrappingHeader::WrappingHeader(QWidget *parent) : QHeaderView(Qt::Horizontal, parent)
{
    setDefaultAlignment(Qt::Alignment(Qt::AlignCenter | Qt::TextWordWrap));
    setTextElideMode(Qt::ElideNone);
    // Narrower columns, taller headings: the view places its rows anew.
    connect(this, &QHeaderView::sectionResized, this, [this] {
        updateGeometry();
        Q_EMIT geometriesChanged();
        if (auto *view = qobject_cast<QAbstractItemView *>(parentWidget()))
            QMetaObject::invokeMethod(view, "updateGeometries", Qt::QueuedConnection);
    });
}

void WrappingHeader::setModel(QAbstractItemModel *model)
{
    if (this->model())
        disconnect(this->model(), nullptr, this, nullptr);
    QHeaderView::setModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::headerDataChanged, this, &WrappingHeader::fitWords);
    connect(model, &QAbstractItemModel::modelReset, this, &WrappingHeader::fitWords);
    connect(model, &QAbstractItemModel::columnsInserted, this, &WrappingHeader::fitWords);
    connect(model, &QAbstractItemModel::layoutChanged, this, &WrappingHeader::fitWords);
    fitWords();
}

void WrappingHeader::showEvent(QShowEvent *event)
{
    fitWords();
    QHeaderView::showEvent(event);
}

void WrappingHeader::fitWords()
{
    if (!model())
        return;
    static const QRegularExpression breaks(u"\\s+|(?<=-)"_s);
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    int longest = 0;
    for (int section = 0; section < count(); ++section) {
        QFont font = this->font();
        if (const QVariant own = model()->headerData(section, orientation(), Qt::FontRole); own.isValid())
            font = qvariant_cast<QFont>(own);
        const QFontMetrics metrics(font);
        for (const QString &word :
            model()->headerData(section, orientation(), Qt::DisplayRole).toString().split(breaks))
            longest = std::max(longest, metrics.horizontalAdvance(word));
    }
    setMinimumSectionSize(std::max(36, longest + 2 * margin + 2));
}

int WrappingHeader::wrappedHeight(int logicalIndex) const
{
    if (!model())
        return 0;
    const QString text = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    const int width = std::max(1, sectionSize(logicalIndex) - 2 * margin);
    QFont font = this->font();
    if (const QVariant own = model()->headerData(logicalIndex, orientation(), Qt::FontRole); own.isValid())
        font = qvariant_cast<QFont>(own);
    const QRect lines = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text);
    return lines.height() + 2 * margin;
}

QSize WrappingHeader::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (sectionSize(logicalIndex) > 0)
        size.setHeight(std::max(size.height(), wrappedHeight(logicalIndex)));
    return size;
}

QSize WrappingHeader::sizeHint() const
{
    QSize size = QHeaderView::sizeHint();
    for (int section = 0; section < count(); ++section)
        if (!isSectionHidden(section))
            size.setHeight(std::max(size.height(), wrappedHeight(section)));
    return size;
}
