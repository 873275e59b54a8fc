#pragma once

#include <QWidget>

class DealChancesPanel;
class DeckModel;
class QAction;
class QLabel;
class QTableView;
class QToolBar;
class VariantDocument;
class VariantTexts;

// A deck parameter's tab: its table (DeckModel), edited like a spreadsheet
// (type a count, Delete clears, copy and paste blocks of cells to and from a
// spreadsheet), the actions that add and remove a suit or a rank, CSV import
// and export, and below the table the deck's size, its difference from the
// base in words, its problems, and the chances of a dealt hand
// (DealChancesPanel).
class DeckPanel final : public QWidget {
    Q_OBJECT
public:
    DeckPanel(VariantDocument *document, const QString &path, const VariantTexts *texts, QWidget *parent = nullptr);

    DeckModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    DealChancesPanel *chances() const { return m_chances; }
    QString path() const;
    // Its actions, for the window's Deck menu.
    QList<QAction *> deckActions() const;

    // Reads a CSV file into the deck (one undoable edit): the errors, each
    // with its line, when the file cannot be read or used; nothing changes then.
    // A file that leaves out kinds the deck has is used only when the
    // designer confirms removing them (a question, "removeLackingBox").
    QStringList importFile(const QString &fileName);
    bool exportFile(const QString &fileName, QString *error = nullptr);
    // Selects the row of `suit` (an id), when the deck has it.
    void selectSuit(const QString &suit);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's steps, in order.
    void setUpTable();
    void setUpActions();
    QToolBar *createToolBar();
    void setUpNotes();
    void layOut(QToolBar *tools);
    void connectSignals();
    void retranslate();
    void updateActions();
    void updateSummary();
    void addSuit();
    void addRank();
    void copy();
    void paste();
    void clearSelection();
    void importCsv();
    void exportCsv();
    bool confirmRemoving(const QString &fileName, const QStringList &lacking);

    VariantDocument *m_document;
    const VariantTexts *m_texts;
    DeckModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    QLabel *m_difference; // from the base, in words (DeckDifference)
    QLabel *m_problems;
    QAction *m_addSuit;
    QAction *m_removeSuit;
    QAction *m_addRank;
    QAction *m_removeRank;
    QAction *m_import;
    QAction *m_export;
    QAction *m_copy;
    QAction *m_paste;
    QAction *m_clear;
    DealChancesPanel *m_chances; // the chances of a dealt hand, below the table
};
