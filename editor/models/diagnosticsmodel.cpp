#include "diagnosticsmodel.h"

#include "editorroles.h"
#include "paramtext.h"
#include "variantdocument.h"

#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

bool same(const Diagnostics &a, const Diagnostics &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Diagnostic &x, const Diagnostic &y) {
        return x.where.line == y.where.line && x.where.column == y.where.column && x.keyPath == y.keyPath
            && x.message == y.message;
    });
}

} // namespace

DiagnosticsModel::DiagnosticsModel(VariantDocument *document, const VariantTexts *texts, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_texts(texts), m_diagnostics(document->diagnostics())
{
    connect(m_document, &VariantDocument::validated, this, &DiagnosticsModel::validated);
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_diagnostics.size());
}

int DiagnosticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiagnosticsModel::pathOf(int row) const
{
    const ParamSpec *spec = m_document->schema().owner(diagnostic(row).keyPath);
    return spec ? QString::fromStdString(spec->path) : QString();
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Diagnostic &d = diagnostic(index.row());
    const ParamSpec *spec = m_document->schema().owner(d.keyPath);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LineColumn:
            if (d.where.line <= 0)
                return {};
            // A problem in what the base set is found in the base's file.
            if (QString::fromStdString(d.where.file) != m_document->validationFileName())
                return u"%1:%2"_s.arg(QFileInfo(QString::fromStdString(d.where.file)).fileName()).arg(d.where.line);
            return d.where.line;
        case ColumnColumn:
            return d.where.column > 0 ? QVariant(d.where.column) : QVariant();
        case ParameterColumn:
            if (spec)
                return ParamText::label(m_texts, *spec);
            if (d.keyPath == "title" || d.keyPath.starts_with("title."))
                return tr("Title");
            if (d.keyPath == "description" || d.keyPath.starts_with("description."))
                return tr("Description");
            return QString::fromStdString(d.keyPath);
        case MessageColumn:
            return ParamText::problem(m_texts, d);
        }
        return {};
    case Qt::ToolTipRole:
        // As `houserules-cli validate` prints it, for reports and searches.
        return QString::fromStdString(d.toString());
    case EditorRole::Path:
        return spec ? QString::fromStdString(spec->path) : QString();
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LineColumn:
        return tr("Line");
    case ColumnColumn:
        return tr("Column");
    case ParameterColumn:
        return tr("Parameter");
    case MessageColumn:
        return tr("Problem");
    }
    return {};
}

void DiagnosticsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_diagnostics.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void DiagnosticsModel::validated()
{
    const Diagnostics &now = m_document->diagnostics();
    if (same(now, m_diagnostics))
        return;
    beginResetModel();
    m_diagnostics = now;
    endResetModel();
}
