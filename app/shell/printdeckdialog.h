#pragma once

#include "print/basedifference.h"

#include "core/variants/variant.h"

#include <QDialog>

class GameUi;
class QCheckBox;
class QComboBox;
class QLabel;
class QVBoxLayout;

// File › Print deck… of the rules editor: the pages the PDF will hold, drawn
// as images in a scroll area (Qt's own print preview needs Qt PrintSupport),
// with the paper and the backs to choose, and Save as PDF… (DeckPrinter,
// through a QSaveFile).
class PrintDeckDialog final : public QDialog {
    Q_OBJECT
public:
    PrintDeckDialog(const GameUi &ui, const houserules::Variant &variant, const BaseDifference &difference,
        QWidget *parent = nullptr);

    int pageCount() const { return m_pageCount; }
    // Writes the PDF; the error in words, empty when written.
    QString save(const QString &fileName) const;

private:
    void showPages();
    void saveAs();

    const GameUi &m_ui;
    houserules::Variant m_variant;
    BaseDifference m_difference;
    QComboBox *m_paper;
    QCheckBox *m_backs;
    QLabel *m_summary;
    QVBoxLayout *m_pages;
    int m_pageCount = 0;
};
