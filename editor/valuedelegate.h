#pragma once

#include <QStyledItemDelegate>

// The editors of the editor's models, chosen by a cell's EditorRole::Kind
// (that is, by the parameter's type in the schema) and bounded by its
// EditorRole::Minimum/Maximum/Choices: a spin box, a check box (the cell's
// own), a line of text, a choice from a list, a list typed as "0, 1, 2", a
// table from player count to value. Cells whose value the loader rejects get
// a warning icon. Serves every game: nothing here knows one.
class ValueDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
