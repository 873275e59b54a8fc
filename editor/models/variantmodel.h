#pragma once

#include <QAbstractItemModel>
#include <QHash>

#include <memory>
#include <vector>

class VariantDocument;
class VariantTexts;

namespace houserules {
struct ParamSpec;
}

// The parameters of a variant as a tree built by walking the game's schema:
// its groups, in the schema's order, each with its parameters; a parameter
// given per player count has one child row per count. Columns: the name, the
// value (edited through the delegate its EditorRole::Kind asks for), the
// base's value, and the help text, or what the loader rejects in the value.
// Values that differ from the base are marked (EditorRole::Changed, bold).
//
// It holds no values of its own: it reads the document and turns edits
// into the document's undoable commands.
class VariantModel final : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, BaseColumn, DescriptionColumn, ColumnCount };

    // `texts` may be null; it and `document` must outlive the model.
    VariantModel(VariantDocument *document, const VariantTexts *texts, QObject *parent = nullptr);
    ~VariantModel() override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a parameter ("hand_size"); invalid when there is none.
    QModelIndex indexOf(const QString &path, int column = NameColumn) const;
    // The parameter of a row (a per-player row's parameter too); empty for a group.
    QString pathOf(const QModelIndex &index) const;
    bool isGroup(const QModelIndex &index) const;
    // The parameter of `index` back to the base's value (undoable).
    void resetToBase(const QModelIndex &index);
    // The words are read again (after the language changed).
    void retranslate();

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfNode(const Node *node, int column) const;
    void build();
    void valueChanged(const QString &path);
    void validated();
    // The per-player rows of `node` follow its value's player counts.
    void syncEntries(Node *node);
    void emitRowChanged(const Node *node);
    QVariant paramData(const Node &node, int column, int role) const;
    // paramData() by role: the columns' texts, the tooltip, bold, tint and
    // colour, and what the value's editor needs.
    QVariant paramText(const houserules::ParamSpec &spec, int column) const;
    QString paramToolTip(const houserules::ParamSpec &spec) const;
    QVariant paramLook(const houserules::ParamSpec &spec, int column, int role) const;
    QVariant paramEditorData(const houserules::ParamSpec &spec, int column, int role) const;
    QVariant entryData(const Node &node, int column, int role) const;

    VariantDocument *m_document;
    const VariantTexts *m_texts;
    std::unique_ptr<Node> m_root;
    QHash<QString, QStringList> m_problems; // parameter path -> the loader's messages
};
