#include "valuedelegate.h"

#include "numbereditor.h"
#include "perplayerseditor.h"

#include "models/editorroles.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStyle>
#include <QValidator>

#include <limits>

using namespace Qt::Literals::StringLiterals;

namespace {

EditorKind kindOf(const QModelIndex &index)
{
    return EditorKind(index.data(EditorRole::Kind).toInt());
}

int bounded(const QVariant &value, int fallback)
{
    if (!value.isValid())
        return fallback;
    return int(
        std::clamp<qlonglong>(value.toLongLong(), std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

// A list as typed: items separated by commas, each an integer or a name.
// Intermediate while it cannot be read yet (an item half typed, a name twice).
// Numbers outside the range and too few or too many items are taken as
// typed: the loader says why they cannot be used, at the cell.
class ListValidator final : public QValidator {
public:
    ListValidator(bool integers, QObject *parent) : QValidator(parent), m_integers(integers) {}

    State validate(QString &input, int &) const override
    {
        static const QRegularExpression separator(u"[,;]"_s);
        static const QRegularExpression name(u"^[a-z0-9_-]+$"_s);
        static const QRegularExpression allowedNumbers(u"^[0-9,;\\s-]*$"_s);
        static const QRegularExpression allowedNames(u"^[a-z0-9_,;\\s-]*$"_s);
        if (!(m_integers ? allowedNumbers : allowedNames).match(input).hasMatch())
            return Invalid;
        const QStringList items = input.trimmed().isEmpty() ? QStringList() : input.split(separator);
        QStringList seen;
        for (const QString &raw : items) {
            const QString item = raw.trimmed();
            if (m_integers) {
                bool ok = false;
                item.toLongLong(&ok);
                if (!ok)
                    return Intermediate;
            } else {
                if (!name.match(item).hasMatch() || seen.contains(item))
                    return Intermediate;
                seen << item;
            }
        }
        return Acceptable;
    }

private:
    bool m_integers;
};

} // namespace

QWidget *ValueDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    switch (kindOf(index)) {
    case EditorKind::Integer: {
        auto *spin = new NumberEditor(parent);
        spin->setObjectName(u"integerEditor"_s);
        spin->setSoftRange(bounded(index.data(EditorRole::Minimum), 0), bounded(index.data(EditorRole::Maximum), 0));
        if (const QString reason = index.data(EditorRole::Refusal).toString(); !reason.isEmpty())
            spin->setStrict(reason);
        spin->setFrame(false);
        return spin;
    }
    case EditorKind::Text: {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(u"textEditor"_s);
        edit->setFrame(false);
        return edit;
    }
    case EditorKind::Choice: {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(u"choiceEditor"_s);
        // Shown in words, kept as the schema's ids.
        const QStringList ids = index.data(EditorRole::Choices).toStringList();
        const QStringList names = index.data(EditorRole::ChoiceNames).toStringList();
        for (qsizetype i = 0; i < ids.size(); ++i)
            combo->addItem(names.value(i, ids[i]), ids[i]);
        return combo;
    }
    case EditorKind::IntegerList:
    case EditorKind::NameList: {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(u"listEditor"_s);
        edit->setFrame(false);
        edit->setValidator(new ListValidator(kindOf(index) == EditorKind::IntegerList, edit));
        return edit;
    }
    case EditorKind::PerPlayers: {
        auto *table = new PerPlayersEditor(parent);
        table->setObjectName(u"perPlayersEditor"_s);
        table->setSoftRange(bounded(index.data(EditorRole::Minimum), 0), bounded(index.data(EditorRole::Maximum), 0));
        return table;
    }
    case EditorKind::Flag: // the cell's own check box
    case EditorKind::Deck: // its own table
    case EditorKind::None:
        return nullptr;
    }
    return nullptr;
}

void ValueDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(value.toInt());
    else if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(std::max(0, combo->findData(value.toString())));
    else if (auto *edit = qobject_cast<QLineEdit *>(editor))
        edit->setText(value.toString());
    else if (auto *table = qobject_cast<PerPlayersEditor *>(editor))
        table->setValues(value.toMap());
}

void ValueDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->interpretText();
        model->setData(index, spin->value());
        // The last thing typed was refused: the model marks the cell with it
        // (EditorRole::Refused), where it stays in sight.
        if (auto *number = qobject_cast<NumberEditor *>(spin); number && !number->refusedText().isEmpty())
            model->setData(index, number->refusedText());
    } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData().toString());
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        // A list that cannot be taken yet is left as it was.
        if (edit->hasAcceptableInput())
            model->setData(index, edit->text());
    } else if (auto *table = qobject_cast<PerPlayersEditor *>(editor)) {
        model->setData(index, table->values());
    }
}

void ValueDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    // The per-player table needs more room than a row: it opens downwards
    // over the rows below, as a drop-down list would.
    if (qobject_cast<PerPlayersEditor *>(editor)) {
        QRect rect = option.rect;
        rect.setWidth(std::max(rect.width(), editor->sizeHint().width()));
        rect.setHeight(editor->sizeHint().height());
        editor->setGeometry(rect);
        return;
    }
    editor->setGeometry(option.rect);
}

void ValueDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(EditorRole::Problem).toString().isEmpty() && (index.flags() & Qt::ItemIsEditable)) {
        const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        option->icon = style->standardIcon(QStyle::SP_MessageBoxWarning);
        option->features |= QStyleOptionViewItem::HasDecoration;
    }
}
