#pragma once

#include <QHeaderView>

// A table's column headings that go on two lines, at a space, when a long
// name does not fit its column ("Everyone / draws 2"), instead of being cut
// short; the header grows to the tallest heading, and no column is
// narrower than the longest word of the headings (the table scrolls
// sideways before a word is cut). For tables whose columns share the width
// among many (a deck's card kinds).
class WrappingHeader final : public QHeaderView {
    Q_OBJECT
public:
    explicit WrappingHeader(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    void setModel(QAbstractItemModel *model) override;

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void showEvent(QShowEvent *event) override;

private:
    // The least width of a column: the longest word of any heading.
    void fitWords();
    // The heading's height broken into lines of its column's width.
    int wrappedHeight(int logicalIndex) const;
};
