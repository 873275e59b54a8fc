#include "variantmodel.h"

#include "editorroles.h"
#include "paramtext.h"
#include "variantdocument.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QSet>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

struct VariantModel::Node {
    enum class Kind { Root, Group, Param, Entry } kind = Kind::Root;
    std::string group;               // Group
    const ParamSpec *spec = nullptr; // Param, Entry
    int players = 0;                 // Entry: the player count
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int row() const
    {
        if (!parent)
            return 0;
        const auto it = std::find_if(parent->children.begin(), parent->children.end(),
            [this](const auto &child) { return child.get() == this; });
        return int(it - parent->children.begin());
    }
    Node *add(std::unique_ptr<Node> child)
    {
        child->parent = this;
        children.push_back(std::move(child));
        return children.back().get();
    }
};

namespace {

// Marks for changed values and problems; translucent so that they read on
// light and dark palettes alike.
const QColor kChangedTint(255, 196, 0, 56);
const QColor kProblemColour(200, 30, 30);

const std::map<int, std::int64_t> *perPlayers(const ParamValue &value)
{
    return std::get_if<std::map<int, std::int64_t>>(&value);
}

} // namespace

VariantModel::VariantModel(VariantDocument *document, const VariantTexts *texts, QObject *parent)
    : QAbstractItemModel(parent), m_document(document), m_texts(texts)
{
    build();
    validated();
    connect(m_document, &VariantDocument::valueChanged, this, &VariantModel::valueChanged);
    connect(m_document, &VariantDocument::validated, this, &VariantModel::validated);
}

VariantModel::~VariantModel() = default;

void VariantModel::build()
{
    const Schema &schema = m_document->schema();
    m_root = std::make_unique<Node>();
    // The declared groups first, in their order; then groups named only by a
    // parameter (or a nested path), in the order they first appear.
    auto groupNode = [this](const std::string &id) -> Node * {
        for (const auto &child : m_root->children)
            if (child->kind == Node::Kind::Group && child->group == id)
                return child.get();
        auto node = std::make_unique<Node>();
        node->kind = Node::Kind::Group;
        node->group = id;
        return m_root->add(std::move(node));
    };
    for (const auto &group : schema.groups)
        groupNode(group.id);
    for (const auto &spec : schema.params) {
        const std::string group = schema.groupOf(spec);
        Node *parent = group.empty() ? m_root.get() : groupNode(group);
        auto node = std::make_unique<Node>();
        node->kind = Node::Kind::Param;
        node->spec = &spec;
        Node *param = parent->add(std::move(node));
        if (spec.type == ParamType::IntByPlayers)
            for (const auto &[players, count] : *perPlayers(m_document->value(spec.path))) {
                auto entry = std::make_unique<Node>();
                entry->kind = Node::Kind::Entry;
                entry->spec = &spec;
                entry->players = players;
                param->add(std::move(entry));
            }
    }
    // A declared group without parameters would be an empty heading.
    std::erase_if(m_root->children,
        [](const auto &child) { return child->kind == Node::Kind::Group && child->children.empty(); });
}

VariantModel::Node *VariantModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex VariantModel::indexOfNode(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<Node *>(node));
}

QModelIndex VariantModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, nodeOf(parent)->children[std::size_t(row)].get());
}

QModelIndex VariantModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(nodeOf(child)->parent, 0);
}

int VariantModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int VariantModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant VariantModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Parameter");
    case ValueColumn:
        return tr("Value");
    case BaseColumn:
        return tr("Base value");
    case DescriptionColumn:
        return tr("Description");
    }
    return {};
}

QVariant VariantModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &node = *nodeOf(index);
    switch (node.kind) {
    case Node::Kind::Group:
        if (index.column() == NameColumn && role == Qt::DisplayRole)
            return ParamText::groupTitle(m_texts, m_document->schema(), node.group);
        if (index.column() == NameColumn && role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (role == EditorRole::Kind)
            return int(EditorKind::None);
        if (role == EditorRole::Changed) {
            // A group is changed when one of its parameters is.
            return std::any_of(node.children.begin(), node.children.end(),
                [this](const auto &child) { return m_document->isChanged(child->spec->path); });
        }
        return {};
    case Node::Kind::Param:
        return paramData(node, index.column(), role);
    case Node::Kind::Entry:
        return entryData(node, index.column(), role);
    case Node::Kind::Root:
        break;
    }
    return {};
}

QVariant VariantModel::paramData(const Node &node, int column, int role) const
{
    const ParamSpec &spec = *node.spec;
    switch (role) {
    case Qt::DisplayRole:
        return paramText(spec, column);
    case Qt::ToolTipRole:
        return paramToolTip(spec);
    case Qt::FontRole:
    case Qt::BackgroundRole:
    case Qt::ForegroundRole:
        return paramLook(spec, column, role);
    }
    return paramEditorData(spec, column, role);
}

QVariant VariantModel::paramText(const ParamSpec &spec, int column) const
{
    switch (column) {
    case NameColumn:
        return ParamText::label(m_texts, spec);
    case ValueColumn:
        return ParamText::display(spec, m_document->value(spec.path), m_texts);
    case BaseColumn: {
        const ParamValue *base = m_document->baseValue(spec.path);
        return base ? ParamText::display(spec, *base, m_texts) : QString();
    }
    case DescriptionColumn: {
        // The problem beside the parameter, where the eye already is.
        const QStringList problems = m_problems.value(QString::fromStdString(spec.path));
        return problems.isEmpty() ? ParamText::help(m_texts, spec) : problems.join(u'\n');
    }
    }
    return {};
}

// The whole of the help, the base's value and the problems, which the columns cut short.
QString VariantModel::paramToolTip(const ParamSpec &spec) const
{
    QStringList tip {ParamText::help(m_texts, spec)};
    if (const ParamValue *base = m_document->baseValue(spec.path))
        tip << tr("Base value: %1").arg(ParamText::display(spec, *base, m_texts));
    tip << m_problems.value(QString::fromStdString(spec.path));
    return tip.join(u'\n');
}

// A changed parameter in bold on a tint, a problem in its colour.
QVariant VariantModel::paramLook(const ParamSpec &spec, int column, int role) const
{
    const bool changed = m_document->isChanged(spec.path);
    switch (role) {
    case Qt::FontRole:
        if (changed && (column == NameColumn || column == ValueColumn)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        return changed && column == ValueColumn ? QBrush(kChangedTint) : QVariant();
    case Qt::ForegroundRole: {
        const bool problem = !m_problems.value(QString::fromStdString(spec.path)).isEmpty();
        return problem && (column == DescriptionColumn || column == ValueColumn) ? QBrush(kProblemColour) : QVariant();
    }
    }
    return {};
}

// What the value's editor needs (ValueDelegate): the value, its kind, bounds and choices.
QVariant VariantModel::paramEditorData(const ParamSpec &spec, int column, int role) const
{
    const ParamValue &value = m_document->value(spec.path);
    const ParamValue *base = m_document->baseValue(spec.path);
    const EditorKind kind = ParamText::kindOf(spec);
    switch (role) {
    case Qt::EditRole:
        return column == ValueColumn ? ParamText::editValue(spec, value) : QVariant();
    case Qt::CheckStateRole:
        if (column == ValueColumn && kind == EditorKind::Flag)
            return std::get<bool>(value) ? Qt::Checked : Qt::Unchecked;
        return {};
    case EditorRole::Path:
        return QString::fromStdString(spec.path);
    case EditorRole::Kind:
        return int(kind);
    case EditorRole::Minimum:
        return qlonglong(spec.min);
    case EditorRole::Maximum:
        return qlonglong(spec.max);
    case EditorRole::Choices: {
        QStringList choices;
        for (const auto &choice : spec.choices)
            choices << QString::fromStdString(choice);
        return choices;
    }
    case EditorRole::ChoiceNames: {
        QStringList names;
        for (const auto &choice : spec.choices)
            names << ParamText::choiceName(m_texts, spec, choice);
        return names;
    }
    case EditorRole::MinItems:
        return spec.minItems;
    case EditorRole::MaxItems:
        return spec.maxItems;
    case EditorRole::Changed:
        return m_document->isChanged(spec.path);
    case EditorRole::Problem:
        return m_problems.value(QString::fromStdString(spec.path)).join(u'\n');
    case EditorRole::BaseValue:
        return base ? ParamText::editValue(spec, *base) : QVariant();
    }
    return {};
}

QVariant VariantModel::entryData(const Node &node, int column, int role) const
{
    const ParamSpec &spec = *node.spec;
    const auto *values = perPlayers(m_document->value(spec.path));
    const auto *base = m_document->baseValue(spec.path) ? perPlayers(*m_document->baseValue(spec.path)) : nullptr;
    const auto value = values->find(node.players);
    if (value == values->end())
        return {}; // between an edit and the rows that follow it
    const auto baseValue = base ? base->find(node.players) : decltype(base->end()) {};
    const bool hasBase = base && baseValue != base->end();
    const bool changed = !hasBase || baseValue->second != value->second;

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            return ParamText::players(node.players);
        case ValueColumn:
            return QString::number(value->second);
        case BaseColumn:
            return hasBase ? QString::number(baseValue->second) : QString();
        }
        return {};
    case Qt::EditRole:
        return column == ValueColumn ? QVariant(qlonglong(value->second)) : QVariant();
    case Qt::FontRole:
        if (changed && (column == NameColumn || column == ValueColumn)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        return changed && column == ValueColumn ? QBrush(kChangedTint) : QVariant();
    case Qt::ToolTipRole:
        return hasBase ? tr("Base value: %1").arg(baseValue->second) : tr("Not in the base");
    case EditorRole::Path:
        return QString::fromStdString(spec.path);
    case EditorRole::Kind:
        return int(EditorKind::Integer);
    case EditorRole::Minimum:
        return qlonglong(spec.min);
    case EditorRole::Maximum:
        return qlonglong(spec.max);
    case EditorRole::Changed:
        return changed;
    case EditorRole::BaseValue:
        return hasBase ? QVariant(qlonglong(baseValue->second)) : QVariant();
    }
    return {};
}

Qt::ItemFlags VariantModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const Node &node = *nodeOf(index);
    if (node.kind == Node::Kind::Group || index.column() != ValueColumn)
        return flags;
    if (node.kind == Node::Kind::Entry)
        return flags | Qt::ItemIsEditable;
    switch (ParamText::kindOf(*node.spec)) {
    case EditorKind::Flag:
        return flags | Qt::ItemIsUserCheckable;
    case EditorKind::Deck:
    case EditorKind::None:
        return flags; // a deck is edited in its own table
    default:
        return flags | Qt::ItemIsEditable;
    }
}

bool VariantModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != ValueColumn)
        return false;
    const Node &node = *nodeOf(index);
    if (node.kind == Node::Kind::Group)
        return false;
    const ParamSpec &spec = *node.spec;
    const QString what = ParamText::label(m_texts, spec);

    if (node.kind == Node::Kind::Entry) {
        if (role != Qt::EditRole)
            return false;
        bool ok = false;
        const qlonglong count = value.toLongLong(&ok);
        if (!ok) // a number outside the range is kept: validation says why
            return false;
        auto values = *perPlayers(m_document->value(spec.path));
        values[node.players] = count;
        m_document->setValue(spec.path, std::move(values), what);
        return true;
    }
    if (ParamText::kindOf(spec) == EditorKind::Flag) {
        if (role != Qt::CheckStateRole && role != Qt::EditRole)
            return false;
        const bool on = role == Qt::CheckStateRole ? value.toInt() == Qt::Checked : value.toBool();
        m_document->setValue(spec.path, on, what);
        return true;
    }
    if (role != Qt::EditRole)
        return false;
    auto parsed = ParamText::fromEdit(spec, value);
    if (!parsed)
        return false;
    m_document->setValue(spec.path, std::move(*parsed), what);
    return true;
}

QModelIndex VariantModel::indexOf(const QString &path, int column) const
{
    const std::string wanted = path.toStdString();
    std::vector<const Node *> pending {m_root.get()};
    while (!pending.empty()) {
        const Node *node = pending.back();
        pending.pop_back();
        if (node->kind == Node::Kind::Param && node->spec->path == wanted)
            return indexOfNode(node, column);
        for (const auto &child : node->children)
            pending.push_back(child.get());
    }
    return {};
}

QString VariantModel::pathOf(const QModelIndex &index) const
{
    const Node *node = index.isValid() ? nodeOf(index) : nullptr;
    return node && node->spec ? QString::fromStdString(node->spec->path) : QString();
}

bool VariantModel::isGroup(const QModelIndex &index) const
{
    return index.isValid() && nodeOf(index)->kind == Node::Kind::Group;
}

void VariantModel::resetToBase(const QModelIndex &index)
{
    const Node *node = index.isValid() ? nodeOf(index) : nullptr;
    if (!node || !node->spec)
        return;
    m_document->resetToBase(node->spec->path, ParamText::label(m_texts, *node->spec));
}

void VariantModel::retranslate()
{
    m_problems.clear();
    validated(); // the problems, in the new words
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    for (const auto &child : m_root->children)
        emitRowChanged(child.get());
}

void VariantModel::emitRowChanged(const Node *node)
{
    Q_EMIT dataChanged(indexOfNode(node, 0), indexOfNode(node, ColumnCount - 1));
    if (!node->children.empty()) {
        const Node *first = node->children.front().get();
        const Node *last = node->children.back().get();
        Q_EMIT dataChanged(indexOfNode(first, 0), indexOfNode(last, ColumnCount - 1));
        for (const auto &child : node->children)
            if (!child->children.empty())
                emitRowChanged(child.get());
    }
}

void VariantModel::syncEntries(Node *node)
{
    const auto *values = perPlayers(m_document->value(node->spec->path));
    std::vector<int> now;
    for (const auto &[players, count] : *values)
        now.push_back(players);
    std::vector<int> shown;
    for (const auto &child : node->children)
        shown.push_back(child->players);
    if (now == shown)
        return;
    const QModelIndex parent = indexOfNode(node, 0);
    if (!node->children.empty()) {
        beginRemoveRows(parent, 0, int(node->children.size()) - 1);
        node->children.clear();
        endRemoveRows();
    }
    if (!now.empty()) {
        beginInsertRows(parent, 0, int(now.size()) - 1);
        for (const int players : now) {
            auto entry = std::make_unique<Node>();
            entry->kind = Node::Kind::Entry;
            entry->spec = node->spec;
            entry->players = players;
            node->add(std::move(entry));
        }
        endInsertRows();
    }
}

void VariantModel::valueChanged(const QString &path)
{
    const QModelIndex index = indexOf(path);
    if (!index.isValid())
        return;
    Node *node = nodeOf(index);
    if (node->spec->type == ParamType::IntByPlayers)
        syncEntries(node);
    emitRowChanged(node);
    // The group's "changed" follows its parameters.
    if (node->parent && node->parent->kind == Node::Kind::Group)
        Q_EMIT dataChanged(indexOfNode(node->parent, 0), indexOfNode(node->parent, ColumnCount - 1));
}

void VariantModel::validated()
{
    QHash<QString, QStringList> problems;
    for (const auto &diagnostic : m_document->diagnostics())
        if (const ParamSpec *spec = m_document->schema().owner(diagnostic.keyPath))
            problems[QString::fromStdString(spec->path)] << ParamText::problem(m_texts, diagnostic);
    if (problems == m_problems)
        return;
    QSet<QString> touched;
    for (auto it = m_problems.begin(); it != m_problems.end(); ++it)
        touched.insert(it.key());
    for (auto it = problems.begin(); it != problems.end(); ++it)
        touched.insert(it.key());
    m_problems = std::move(problems);
    for (const QString &path : touched)
        if (const QModelIndex index = indexOf(path); index.isValid())
            Q_EMIT dataChanged(index, indexOf(path, ColumnCount - 1));
}
