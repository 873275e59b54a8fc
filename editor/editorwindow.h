#pragma once

#include "editorservices.h"

#include <QMainWindow>
#include <QMultiHash>

#include <memory>

class ChangedFilterModel;
class DeckPanel;
class DiagnosticsModel;
class NotebookPage;
class PlaytestLab;
class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QToolBar;
class QTreeView;
class TitlesPanel;
class VariantDocument;
class VariantModel;
class VariantTexts;

// The variant editor: one window per variant file. Tabs: the rules (the
// parameter tree, with "changed only" and reset to base), one tab per deck
// (its table), the title and description per language, the file as it will
// be saved (YAML), the playtest lab (addLab()) and the notebook of its runs. Below, the problems the
// game's loader finds, after every edit; choosing one shows its parameter.
//
// Shipped variants open read-only: any edit is allowed, and Save as… makes a
// house rule of them in the user's folder. Every edit can be undone; closing
// with unsaved changes asks first.
class EditorWindow final : public QMainWindow {
    Q_OBJECT
public:
    using Services = std::shared_ptr<const EditorServices>;

    // Opens `file` in an editor window (a child window of `parent`), or
    // raises the one that has it open already. Null, and `error` says why,
    // when the file does not load.
    static EditorWindow *openFile(const Services &services, const QString &file, QWidget *parent, QString *error);
    // A new house rule of `game`, from its standard rules (unsaved).
    static EditorWindow *newHouseRule(const Services &services, const QString &game, QWidget *parent, QString *error);
    // A new house rule (unsaved) with the parameters of `rules`, extending
    // `base`, titled `title` in the interface's language: a proposal of the
    // lab's search for a rule.
    static EditorWindow *openHouseRule(const Services &services, houserules::Variant rules,
        const houserules::Variant &base, const QString &title, QWidget *parent, QString *error);

    EditorWindow(Services services, std::unique_ptr<VariantDocument> document, QWidget *parent = nullptr);
    ~EditorWindow() override;

    VariantDocument *document() const { return m_document.get(); }
    VariantModel *variantModel() const { return m_variantModel; }
    DiagnosticsModel *diagnosticsModel() const { return m_diagnosticsModel; }
    QTreeView *parameterView() const { return m_tree; }
    QTableView *problemView() const { return m_problemView; }
    QList<DeckPanel *> deckPanels() const { return m_deckPanels; }
    TitlesPanel *titlesPanel() const { return m_titles; }
    PlaytestLab *lab() const { return m_lab; }
    NotebookPage *notebookPage() const { return m_notebookPage; }
    QTabWidget *tabs() const { return m_tabs; }
    bool isReadOnly() const { return m_readOnly; }

    // Saves to the file (Save as… for a new or a shipped variant). True when saved.
    bool save();
    // Asks for a title and a file, then saves there.
    bool saveAs();
    // Saves to `file` without asking; a non-empty `title` names the copy in
    // the current language (VariantDocument::renameCopy).
    bool saveTo(const QString &file, const QString &title = {});
    // The titles of the game's variants the loader finds (the user's and the
    // shipped), each with its file, for Save as to refuse a title taken.
    QMultiHash<QString, QString> titlesOfTheGame() const;
    // Shows the parameter `path` ("hand_size"; a deck's tab for a deck).
    void showParameter(const QString &path, const QString &keyPath = {});

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The constructor's steps, in order.
    void createBanner();
    void createTabs();
    void createRulesTab();
    QWidget *createYamlTab();
    void createCentralWidget();
    void createProblems();
    void createActions();
    void createFileActions();
    void createEditActions();
    void createViewActions();
    void createToolBar();
    void createMenus();
    void connectDocument();
    // The playtest lab: a tab that simulates the edited rules against their
    // base, given them anew whenever their parameters change and are valid.
    void addLab();
    void updateLab();
    void retranslate();
    void updateTitle();
    void updateStatus();
    void updateActions();
    void updateUndoTexts();
    void updateHelp();
    void resetCurrent();
    void problemChosen(const QModelIndex &index);
    void openOther();
    void rebuildRecentMenu();
    bool maybeSave();
    QString language() const; // the interface's, for titles
    QString displayTitle() const;
    const VariantTexts *texts() const;

    Services m_services;
    std::unique_ptr<VariantDocument> m_document;
    bool m_readOnly = false;

    VariantModel *m_variantModel;
    ChangedFilterModel *m_filter;
    DiagnosticsModel *m_diagnosticsModel;

    QLabel *m_banner;
    QTabWidget *m_tabs;
    QWidget *m_rulesTab;
    QTreeView *m_tree;
    QLabel *m_help; // the chosen parameter's help text, base value and problems, in full
    QList<DeckPanel *> m_deckPanels;
    TitlesPanel *m_titles;
    QPlainTextEdit *m_yaml;
    QLabel *m_yamlIntro;
    PlaytestLab *m_lab = nullptr;
    NotebookPage *m_notebookPage = nullptr;
    // The rules the lab has: a new validation with the same parameters keeps its results.
    std::shared_ptr<const houserules::Variant> m_labRules;
    QDockWidget *m_problemDock;
    QTableView *m_problemView;
    QLabel *m_status;
    QToolBar *m_toolBar;

    QMenu *m_fileMenu;
    QMenu *m_recentMenu;
    QMenu *m_editMenu;
    QMenu *m_deckMenu;
    QMenu *m_viewMenu;
    QAction *m_newAction;
    QAction *m_openAction;
    QAction *m_saveAction;
    QAction *m_saveAsAction;
    QAction *m_playAction;
    QAction *m_printDeckAction;
    QAction *m_closeAction;
    QAction *m_undoAction;
    QAction *m_redoAction;
    QAction *m_resetAction;
    QAction *m_resetAllAction;
    QAction *m_changedOnlyAction;
};
