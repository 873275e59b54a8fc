#pragma once

#include "core/variants/diagnostic.h"

#include <QAbstractTableModel>

class VariantDocument;
class VariantTexts;

// The problems the loader finds in the variant being edited, as the
// editor's list of them: line and column (in the file as it will be saved,
// which the YAML tab shows), the parameter (by its label; the key path in the
// tooltip and in EditorRole::Path), and the message. Follows the document:
// after each edit, the list is the loader's anew.
class DiagnosticsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LineColumn, ColumnColumn, ParameterColumn, MessageColumn, ColumnCount };

    DiagnosticsModel(VariantDocument *document, const VariantTexts *texts, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const houserules::Diagnostic &diagnostic(int row) const { return m_diagnostics[std::size_t(row)]; }
    // The parameter a problem is about ("deck" for parameters.deck.gold.values);
    // empty for one outside the parameters (a title).
    QString pathOf(int row) const;
    void retranslate();

private:
    void validated();

    VariantDocument *m_document;
    const VariantTexts *m_texts;
    houserules::Diagnostics m_diagnostics;
};
