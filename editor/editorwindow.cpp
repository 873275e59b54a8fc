#include "editorwindow.h"

#include "deckpanel.h"
#include "recentfiles.h"
#include "saveasdialog.h"
#include "titlespanel.h"
#include "valuedelegate.h"

#include "lab/playtestlab.h"
#include "lab/windowsize.h"
#include "notebookview/notebookpage.h"

#include "models/changedfilter.h"
#include "models/deckmodel.h"
#include "models/diagnosticsmodel.h"
#include "models/editorroles.h"
#include "models/paramtext.h"
#include "models/variantdocument.h"
#include "models/variantmodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString localized(const std::map<std::string, std::string> &texts, const QString &language)
{
    for (const std::string &code : {language.toStdString(), std::string("en")})
        if (const auto it = texts.find(code); it != texts.end())
            return QString::fromStdString(it->second);
    return texts.empty() ? QString() : QString::fromStdString(texts.begin()->second);
}

bool isUnder(const QString &file, const QStringList &folders)
{
    const QString absolute = QFileInfo(file).canonicalFilePath();
    for (const QString &folder : folders) {
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (!canonical.isEmpty() && absolute.startsWith(canonical + u'/'))
            return true;
    }
    return false;
}

// The same rules, wherever each parameter was set.
bool sameParameters(const houserules::Variant &a, const houserules::Variant &b)
{
    return std::ranges::equal(a.params, b.params,
        [](const auto &x, const auto &y) { return x.first == y.first && x.second.value == y.second.value; });
}

QList<EditorWindow *> openWindows(QWidget *parent)
{
    QList<EditorWindow *> windows;
    if (parent)
        windows = parent->findChildren<EditorWindow *>(Qt::FindDirectChildrenOnly);
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *window = qobject_cast<EditorWindow *>(widget); window && !windows.contains(window))
            windows << window;
    return windows;
}

} // namespace

// ---- Opening ------------------------------------------------------------------

EditorWindow *EditorWindow::openFile(const Services &services, const QString &file, QWidget *parent, QString *error)
{
    const QString absolute = QFileInfo(file).absoluteFilePath();
    for (EditorWindow *window : openWindows(parent))
        if (window->document()->fileName() == absolute) {
            window->show();
            window->raise();
            window->activateWindow();
            return window;
        }
    QStringList errors;
    auto document = VariantDocument::open(absolute, services->loader, services->schemaFor, &errors);
    if (!document) {
        if (error)
            *error = errors.join(u'\n');
        return nullptr;
    }
    recentfiles::add(absolute);
    auto *window = new EditorWindow(services, std::move(document), parent);
    window->show();
    return window;
}

EditorWindow *EditorWindow::newHouseRule(const Services &services, const QString &game, QWidget *parent, QString *error)
{
    QString language = QLocale().name().left(2);
    if (!TitlesPanel::languages().contains(language))
        language = u"en"_s;
    QStringList errors;
    auto document
        = VariantDocument::create(game, language, tr("New house rule"), services->loader, services->schemaFor, &errors);
    if (!document) {
        if (error)
            *error = errors.join(u'\n');
        return nullptr;
    }
    auto *window = new EditorWindow(services, std::move(document), parent);
    window->show();
    return window;
}

EditorWindow *EditorWindow::openHouseRule(const Services &services, houserules::Variant rules,
    const houserules::Variant &base, const QString &title, QWidget *parent, QString *error)
{
    const houserules::Schema *schema = services->schemaFor(rules.game);
    if (!schema) {
        if (error)
            *error = tr("Houserules does not know the game %1.").arg(QString::fromStdString(rules.game));
        return nullptr;
    }
    QString language = QLocale().name().left(2);
    if (!TitlesPanel::languages().contains(language))
        language = u"en"_s;
    rules.title = {{language.toStdString(), title.toStdString()}};
    auto document = std::make_unique<VariantDocument>(services->loader, *schema, std::move(rules), base, QString());
    auto *window = new EditorWindow(services, std::move(document), parent);
    window->show();
    return window;
}

EditorWindow::EditorWindow(Services services, std::unique_ptr<VariantDocument> document, QWidget *parent)
    : QMainWindow(parent, Qt::Window), m_services(std::move(services)), m_document(std::move(document)),
      m_variantModel(new VariantModel(m_document.get(), texts(), this)), m_filter(new ChangedFilterModel(this)),
      m_diagnosticsModel(new DiagnosticsModel(m_document.get(), texts(), this)), m_banner(new QLabel(this)),
      m_tabs(new QTabWidget(this)), m_rulesTab(new QWidget(this)), m_tree(new QTreeView(this)),
      m_help(new QLabel(this)), m_titles(new TitlesPanel(m_document.get(), this)), m_yaml(new QPlainTextEdit(this)),
      m_yamlIntro(new QLabel(this)), m_problemDock(new QDockWidget(this)), m_problemView(new QTableView(this)),
      m_status(new QLabel(this)), m_toolBar(new QToolBar(this))
{
    setObjectName(u"editorWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    const QString file = m_document->fileName();
    m_readOnly = !file.isEmpty()
        && (isUnder(file, m_services->shippedDirs) || (QFileInfo::exists(file) && !QFileInfo(file).isWritable()));

    // In this order: Tab follows the order the widgets are made and laid out,
    // and the lab hears of a validation before the window's own views.
    createBanner();
    createTabs();
    createCentralWidget();
    createProblems();
    createActions();
    createMenus();
    m_status->setObjectName(u"editorStatus"_s);
    statusBar()->addWidget(m_status, 1);
    connectDocument();
    m_yaml->setPlainText(m_document->text());
    retranslate();
    // Roomy enough for the lab's charts side by side, where the screen has the room.
    resize(windowsize::onScreen(this, QSize(1600, 900)));
    // The problems' list a sixth of the window at most: on a small screen
    // the rules and the lab above it need the room.
    resizeDocks({m_problemDock}, {std::min(150, height() / 6)}, Qt::Vertical);
}

EditorWindow::~EditorWindow()
{
    // The views go before the models and the document they show.
    delete m_tabs;
    m_tabs = nullptr;
    delete m_problemView;
    m_problemView = nullptr;
}

const VariantTexts *EditorWindow::texts() const
{
    return m_services->textsFor ? m_services->textsFor(QString::fromStdString(m_document->edited().game)) : nullptr;
}

QString EditorWindow::language() const
{
    const QString language = QLocale().name().left(2);
    return TitlesPanel::languages().contains(language) ? language : u"en"_s;
}

QString EditorWindow::displayTitle() const
{
    const QString title = localized(m_document->edited().title, language());
    if (!title.isEmpty())
        return title;
    return m_document->fileName().isEmpty() ? tr("New house rule") : QFileInfo(m_document->fileName()).fileName();
}

// ---- Building -----------------------------------------------------------------

// The read-only banner above the tabs, in the colours of a note.
void EditorWindow::createBanner()
{
    m_banner->setObjectName(u"readOnlyBanner"_s);
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setAutoFillBackground(true);
    QPalette note = m_banner->palette();
    note.setColor(QPalette::Window, QColor(255, 236, 179));
    note.setColor(QPalette::WindowText, QColor(60, 45, 0));
    m_banner->setPalette(note);
}

// The rules, a tab per deck, the titles, the file as saved, the lab and the notebook.
void EditorWindow::createTabs()
{
    createRulesTab();
    m_tabs->setObjectName(u"editorTabs"_s);
    m_tabs->addTab(m_rulesTab, QString());
    for (const auto &spec : m_document->schema().params)
        if (spec.type == ParamType::Deck) {
            auto *panel = new DeckPanel(m_document.get(), QString::fromStdString(spec.path), texts(), this);
            m_deckPanels << panel;
            m_tabs->addTab(panel, QString());
        }
    m_tabs->addTab(m_titles, QString());
    m_tabs->addTab(createYamlTab(), QString());
    addLab();
}

QWidget *EditorWindow::createYamlTab()
{
    auto *yamlTab = new QWidget(this);
    m_yaml->setObjectName(u"yamlText"_s);
    m_yaml->setReadOnly(true);
    m_yaml->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_yamlIntro->setWordWrap(true);
    auto *yamlLayout = new QVBoxLayout(yamlTab);
    yamlLayout->addWidget(m_yamlIntro);
    yamlLayout->addWidget(m_yaml, 1);
    return yamlTab;
}

void EditorWindow::createCentralWidget()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
}

// The views follow the document: its text, its problems, its title and file.
void EditorWindow::connectDocument()
{
    connect(m_document.get(), &VariantDocument::validated, this, [this] {
        // Only when it changed: setting it anew would scroll back to the top.
        if (m_yaml->toPlainText() != m_document->text())
            m_yaml->setPlainText(m_document->text());
        updateHelp();
        updateStatus();
        updateActions();
    });
    connect(m_document.get(), &VariantDocument::modifiedChanged, this, [this] {
        updateTitle();
        updateActions();
    });
    connect(m_document.get(), &VariantDocument::textsChanged, this, &EditorWindow::updateTitle);
    connect(m_document.get(), &VariantDocument::fileNameChanged, this, [this] {
        m_readOnly = false;
        retranslate();
    });
}

void EditorWindow::createRulesTab()
{
    m_filter->setSourceModel(m_variantModel);
    m_tree->setObjectName(u"parameterTree"_s);
    m_tree->setModel(m_filter);
    m_tree->setItemDelegateForColumn(VariantModel::ValueColumn, new ValueDelegate(m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setWordWrap(true);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::SelectedClicked | QAbstractItemView::AnyKeyPressed);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(VariantModel::NameColumn, 240);
    m_tree->setColumnWidth(VariantModel::ValueColumn, 260);
    m_tree->setColumnWidth(VariantModel::BaseColumn, 200);
    m_tree->expandAll();
    // Rows that come (a player count added, the filter switched) open too.
    connect(m_filter, &QAbstractItemModel::rowsInserted, m_tree, [this] { m_tree->expandAll(); });
    connect(m_filter, &QAbstractItemModel::layoutChanged, m_tree, [this] { m_tree->expandAll(); });
    connect(m_filter, &QAbstractItemModel::modelReset, m_tree, [this] { m_tree->expandAll(); });
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (EditorKind(index.data(EditorRole::Kind).toInt()) == EditorKind::Deck)
            showParameter(index.data(EditorRole::Path).toString());
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &EditorWindow::updateActions);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &EditorWindow::updateHelp);
    // Rows are chosen whole and the value is the current cell, so that typing
    // a number on a chosen row starts editing its value, as in a spreadsheet.
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid() && current.column() != VariantModel::ValueColumn)
            m_tree->selectionModel()->setCurrentIndex(
                current.siblingAtColumn(VariantModel::ValueColumn), QItemSelectionModel::NoUpdate);
    });

    // The columns cut long texts short: the chosen parameter's are shown here whole.
    m_help->setObjectName(u"parameterHelp"_s);
    m_help->setWordWrap(true);
    m_help->setTextFormat(Qt::RichText);
    m_help->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_help->setMinimumHeight(m_help->fontMetrics().lineSpacing() * 4);
    m_help->setFrameShape(QFrame::StyledPanel);
    m_help->setMargin(6);

    auto *layout = new QVBoxLayout(m_rulesTab);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_help);
}

void EditorWindow::createProblems()
{
    m_problemDock->setObjectName(u"problemDock"_s);
    m_problemView->setObjectName(u"problemView"_s);
    m_problemView->setModel(m_diagnosticsModel);
    m_problemView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_problemView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemView->verticalHeader()->hide();
    m_problemView->setWordWrap(false);
    m_problemView->horizontalHeader()->setStretchLastSection(true);
    m_problemView->horizontalHeader()->setSectionResizeMode(
        DiagnosticsModel::LineColumn, QHeaderView::ResizeToContents);
    m_problemView->horizontalHeader()->setSectionResizeMode(
        DiagnosticsModel::ColumnColumn, QHeaderView::ResizeToContents);
    m_problemView->setColumnWidth(DiagnosticsModel::ParameterColumn, 200);
    connect(m_problemView, &QTableView::clicked, this, &EditorWindow::problemChosen);
    connect(m_problemView, &QTableView::activated, this, &EditorWindow::problemChosen);
    m_problemDock->setWidget(m_problemView);
    m_problemDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemDock);
    resizeDocks({m_problemDock}, {150}, Qt::Vertical);
}

// The actions in the order the menus list them, then the tool bar that shows the common ones.
void EditorWindow::createActions()
{
    createFileActions();
    createEditActions();
    createViewActions();
    createToolBar();
}

void EditorWindow::createFileActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] {
        QString error;
        if (!newHouseRule(m_services, m_document->gameId(), parentWidget(), &error))
            QMessageBox::warning(this, tr("Cannot make a house rule"), error);
    });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &EditorWindow::openOther);
    m_saveAction = new QAction(style()->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    m_saveAction->setObjectName(u"saveAction"_s);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &EditorWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(u"saveAsAction"_s);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &EditorWindow::saveAs);
    m_playAction = new QAction(style()->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    m_playAction->setObjectName(u"playAction"_s);
    m_playAction->setVisible(bool(m_services->play));
    connect(m_playAction, &QAction::triggered, this, [this] {
        if (m_services->play)
            m_services->play(m_document->fileName());
    });
    // The deck as it stands in the editor (the last valid rules).
    m_printDeckAction = new QAction(this);
    m_printDeckAction->setObjectName(u"printDeckAction"_s);
    m_printDeckAction->setVisible(bool(m_services->printDeck) && m_services->hasDeck
        && m_services->hasDeck(QString::fromStdString(m_document->edited().game)));
    connect(m_printDeckAction, &QAction::triggered, this, [this] {
        if (const auto valid = m_document->validVariant())
            m_services->printDeck(*valid, this);
    });
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);
}

// Undo and redo (the document's stack), and the resets to the base.
void EditorWindow::createEditActions()
{
    QUndoStack *undo = m_document->undoStack();
    m_undoAction
        = new QAction(QIcon::fromTheme(u"edit-undo"_s, style()->standardIcon(QStyle::SP_ArrowBack)), QString(), this);
    m_undoAction->setObjectName(u"undoAction"_s);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    m_redoAction = new QAction(
        QIcon::fromTheme(u"edit-redo"_s, style()->standardIcon(QStyle::SP_ArrowForward)), QString(), this);
    m_redoAction->setObjectName(u"redoAction"_s);
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::indexChanged, this, &EditorWindow::updateUndoTexts);

    m_resetAction = new QAction(this);
    m_resetAction->setObjectName(u"resetAction"_s);
    connect(m_resetAction, &QAction::triggered, this, &EditorWindow::resetCurrent);
    m_resetAllAction = new QAction(this);
    m_resetAllAction->setObjectName(u"resetAllAction"_s);
    connect(m_resetAllAction, &QAction::triggered, m_document.get(), &VariantDocument::resetAllToBase);
}

void EditorWindow::createViewActions()
{
    m_changedOnlyAction = new QAction(this);
    m_changedOnlyAction->setObjectName(u"changedOnlyAction"_s);
    m_changedOnlyAction->setCheckable(true);
    connect(m_changedOnlyAction, &QAction::toggled, this, [this](bool on) {
        m_filter->setChangedOnly(on);
        m_tree->expandAll();
        if (on)
            m_tabs->setCurrentWidget(m_rulesTab);
    });
}

void EditorWindow::createToolBar()
{
    m_toolBar->setObjectName(u"editorToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_changedOnlyAction);
    m_toolBar->addAction(m_resetAction);
    m_toolBar->addAction(m_resetAllAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_playAction);
    addToolBar(m_toolBar);
}

void EditorWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &EditorWindow::rebuildRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_playAction);
    m_fileMenu->addAction(m_printDeckAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_resetAction);
    m_editMenu->addAction(m_resetAllAction);

    m_deckMenu = menuBar()->addMenu(QString());
    for (DeckPanel *panel : std::as_const(m_deckPanels)) {
        m_deckMenu->addActions(panel->deckActions());
        m_deckMenu->addSeparator();
    }
    m_deckMenu->menuAction()->setVisible(!m_deckPanels.isEmpty());

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_changedOnlyAction);
    m_viewMenu->addAction(m_problemDock->toggleViewAction());
}

void EditorWindow::addLab()
{
    m_lab = new PlaytestLab(this);
    m_lab->setObjectName(u"playtestLab"_s);
    m_lab->setVariantFolders({m_services->userVariantDir}); // the user's own house rules side by side too
    if (m_services->figureTextsFor)
        m_lab->setFigureTexts(m_services->figureTextsFor(QString::fromStdString(m_document->edited().game)));
    if (m_services->textsFor)
        m_lab->setVariantTexts(m_services->textsFor(QString::fromStdString(m_document->edited().game)));
    m_tabs->addTab(m_lab, QString());
    connect(m_document.get(), &VariantDocument::validated, this, &EditorWindow::updateLab);
    updateLab();
    // Every run the lab finishes is kept in the notebook, listed in the tab beside it.
    m_lab->setNotebook(m_services->notebook);
    m_notebookPage = new NotebookPage(m_services->notebook, this);
    m_notebookPage->setObjectName(u"notebookPage"_s);
    m_notebookPage->setGameTitles(m_services->gameTitle);
    m_notebookPage->setFigureTexts(m_services->figureTextsFor);
    m_notebookPage->setVariantTexts(m_services->textsFor);
    m_tabs->addTab(m_notebookPage, QString());
    connect(m_lab, &PlaytestLab::recorded, m_notebookPage, &NotebookPage::refresh);
    // A proposal of a search opens as a new house rule beside this one.
    connect(m_lab, &PlaytestLab::openInEditor, this, [this](const houserules::Variant &rules, const QString &title) {
        QString error;
        if (!openHouseRule(m_services, rules, m_document->base(), title, parentWidget(), &error))
            QMessageBox::warning(this, tr("Cannot make a house rule"), error);
    });
}

void EditorWindow::updateLab()
{
    // Rules with problems leave the lab with the last valid ones; a change
    // of titles alone keeps its results.
    const std::shared_ptr<const houserules::Variant> valid = m_document->validVariant();
    if (!valid)
        return;
    if (m_labRules && sameParameters(*m_labRules, *valid)) {
        m_lab->setEditedTitles(valid->title);
        return;
    }
    m_labRules = valid;
    m_lab->setVariants(*valid, m_document->base());
}

// ---- Words --------------------------------------------------------------------

void EditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void EditorWindow::retranslate()
{
    if (!m_tabs)
        return;
    m_variantModel->retranslate();
    m_diagnosticsModel->retranslate();
    m_banner->setText(tr("These rules come with Houserules and stay as they are. Change what you like: "
                         "Save as… keeps your changes as a house rule of your own."));
    m_banner->setVisible(m_readOnly);
    m_tabs->setTabText(m_tabs->indexOf(m_rulesTab), tr("Rules"));
    for (DeckPanel *panel : std::as_const(m_deckPanels)) {
        const ParamSpec *spec = m_document->schema().find(panel->path().toStdString());
        m_tabs->setTabText(m_tabs->indexOf(panel), ParamText::label(texts(), *spec));
        panel->view()->setAccessibleName(ParamText::label(texts(), *spec));
    }
    // The views without a label of their own, named for a screen reader.
    m_tree->setAccessibleName(tr("Rules"));
    m_yaml->setAccessibleName(tr("The house rule as it will be saved"));
    m_problemView->setAccessibleName(tr("Problems"));
    // The toolbar's » button, when a language's words do not fit.
    if (auto *more = m_toolBar->findChild<QWidget *>(u"qt_toolbar_ext_button"_s))
        more->setAccessibleName(tr("More tools"));
    m_tabs->setTabText(m_tabs->indexOf(m_titles), tr("Title and description"));
    m_tabs->setTabText(m_tabs->indexOf(m_yaml->parentWidget()), tr("File"));
    m_tabs->setTabText(m_tabs->indexOf(m_lab), tr("Playtest"));
    //: The editor's tab listing every simulation run kept (the lab's notebook).
    m_tabs->setTabText(m_tabs->indexOf(m_notebookPage), tr("Notebook"));
    m_yamlIntro->setText(tr("The house rule as it will be saved: the game, the rules it extends, its titles, and "
                            "only the parameters that differ from them."));

    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New house rule"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_playAction->setText(tr("&Play with these rules"));
    m_printDeckAction->setText(tr("Print &deck…"));
    m_closeAction->setText(tr("&Close"));
    m_editMenu->setTitle(tr("&Edit"));
    updateUndoTexts();
    m_resetAction->setText(tr("Reset to &base"));
    m_resetAction->setToolTip(tr("Give the chosen parameter its base value again"));
    m_resetAllAction->setText(tr("Reset &all to base"));
    m_resetAllAction->setToolTip(tr("Give every parameter its base value again"));
    m_changedOnlyAction->setText(tr("&Changed only"));
    m_changedOnlyAction->setToolTip(tr("Show only the parameters that differ from the base"));
    m_deckMenu->setTitle(tr("&Deck"));
    m_viewMenu->setTitle(tr("&View"));
    m_problemDock->setWindowTitle(tr("Problems"));
    m_toolBar->setWindowTitle(tr("Editing"));
    updateHelp();
    updateTitle();
    updateStatus();
    updateActions();
}

void EditorWindow::updateHelp()
{
    if (!m_tabs)
        return;
    const QModelIndex current = m_filter->mapToSource(m_tree->currentIndex());
    const QString path = m_variantModel->pathOf(current);
    const ParamSpec *spec = path.isEmpty() ? nullptr : m_document->schema().find(path.toStdString());
    if (!spec) {
        m_help->setText(tr("Choose a parameter to read what it does. Double-click a value to change it."));
        return;
    }
    const QModelIndex row = m_variantModel->indexOf(path);
    const auto cell = [this, &row](int column) {
        return m_variantModel->index(row.row(), column, row.parent()).data().toString().toHtmlEscaped();
    };
    QString html = u"<b>%1</b> — %2"_s.arg(
        ParamText::label(texts(), *spec).toHtmlEscaped(), ParamText::help(texts(), *spec).toHtmlEscaped());
    html += u"<br>"_s
        + tr("Value: %1 · base value: %2").arg(cell(VariantModel::ValueColumn), cell(VariantModel::BaseColumn));
    const QString problems = row.data(EditorRole::Problem).toString();
    if (!problems.isEmpty())
        html += u"<br><span style=\"color:#c81e1e\">"_s + problems.toHtmlEscaped().replace(u"\n"_s, u"<br>"_s)
            + u"</span>"_s;
    m_help->setText(html);
}

void EditorWindow::updateUndoTexts()
{
    if (!m_tabs)
        return;
    QUndoStack *undo = m_document->undoStack();
    m_undoAction->setText(undo->canUndo() ? tr("&Undo: %1").arg(undo->undoText()) : tr("&Undo"));
    m_redoAction->setText(undo->canRedo() ? tr("&Redo: %1").arg(undo->redoText()) : tr("&Redo"));
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    updateActions();
}

void EditorWindow::updateTitle()
{
    const QString readOnly = m_readOnly ? tr(" (read-only)") : QString();
    //: The editor's window title: the variant's title, [*] marks unsaved changes.
    setWindowTitle(tr("%1[*]%2 — Rules editor").arg(displayTitle(), readOnly));
    setWindowModified(m_document->isModified());
}

void EditorWindow::updateStatus()
{
    if (!m_tabs)
        return;
    const QString base = localized(m_document->base().title, language());
    const int changes = m_document->changedCount();
    const int problems = int(m_document->diagnostics().size());
    QStringList parts;
    parts << tr("Based on: %1").arg(base);
    parts << (changes == 0 ? tr("no changes") : tr("%n change(s)", nullptr, changes));
    parts << (problems == 0 ? tr("no problems: the game accepts these rules") : tr("%n problem(s)", nullptr, problems));
    for (const auto &warning : m_document->openWarnings())
        parts << ParamText::problem(texts(), warning);
    m_status->setText(parts.join(u"  ·  "_s));
    m_problemDock->setWindowTitle(problems == 0 ? tr("Problems") : tr("Problems (%1)").arg(problems));
}

void EditorWindow::updateActions()
{
    if (!m_tabs)
        return;
    QUndoStack *undo = m_document->undoStack();
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    m_playAction->setEnabled(!m_document->fileName().isEmpty() && !m_document->isModified() && m_document->isValid());
    m_resetAllAction->setEnabled(m_document->changedCount() > 0);
    m_printDeckAction->setEnabled(m_document->isValid());
    const QModelIndex current = m_tree->currentIndex();
    m_resetAction->setEnabled(current.isValid() && current.data(EditorRole::Changed).toBool()
        && !m_variantModel->isGroup(m_filter->mapToSource(current)));
}

// ---- Acting -------------------------------------------------------------------

void EditorWindow::resetCurrent()
{
    if (auto *panel = qobject_cast<DeckPanel *>(m_tabs->currentWidget())) {
        const ParamSpec *spec = m_document->schema().find(panel->path().toStdString());
        m_document->resetToBase(spec->path, ParamText::label(texts(), *spec));
        return;
    }
    m_variantModel->resetToBase(m_filter->mapToSource(m_tree->currentIndex()));
}

void EditorWindow::showParameter(const QString &path, const QString &keyPath)
{
    const ParamSpec *spec = m_document->schema().find(path.toStdString());
    if (!spec)
        return;
    if (spec->type == ParamType::Deck) {
        for (DeckPanel *panel : std::as_const(m_deckPanels))
            if (panel->path() == path) {
                m_tabs->setCurrentWidget(panel);
                // "parameters.deck.gold.values": the row of gold.
                const QString rest = keyPath.mid(QStringLiteral("parameters.").size() + path.size() + 1);
                if (keyPath.startsWith(u"parameters."_s + path + u'.'))
                    panel->selectSuit(rest.section(u'.', 0, 0));
            }
        return;
    }
    m_tabs->setCurrentWidget(m_rulesTab);
    const QModelIndex source = m_variantModel->indexOf(path, VariantModel::ValueColumn);
    QModelIndex shown = m_filter->mapFromSource(source);
    if (!shown.isValid() && m_changedOnlyAction->isChecked()) {
        m_changedOnlyAction->setChecked(false);
        shown = m_filter->mapFromSource(source);
    }
    m_tree->setCurrentIndex(shown);
    m_tree->scrollTo(shown);
    m_tree->setFocus();
}

void EditorWindow::problemChosen(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString path = m_diagnosticsModel->pathOf(index.row());
    const QString keyPath = QString::fromStdString(m_diagnosticsModel->diagnostic(index.row()).keyPath);
    if (!path.isEmpty())
        showParameter(path, keyPath);
    else if (keyPath.startsWith(u"title"_s) || keyPath.startsWith(u"description"_s))
        m_tabs->setCurrentWidget(m_titles);
    else
        m_tabs->setCurrentWidget(m_yaml->parentWidget());
}

bool EditorWindow::save()
{
    if (m_readOnly || m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool EditorWindow::saveAs()
{
    if (!m_document->isValid()) {
        QMessageBox::warning(this, tr("Cannot save yet"),
            tr("The game would reject these rules. Solve the problems listed below first; each one shows its "
               "parameter when you choose it."));
        m_problemDock->show();
        return false;
    }
    // A copy of the shipped rules is proposed under a name of its own.
    QString title = displayTitle();
    if (m_readOnly)
        title = tr("%1 (house rule)").arg(title);
    const QString folder = m_services->userVariantDir + u'/' + m_document->gameId();
    SaveAsDialog dialog(title, folder, this);
    dialog.setForbidden(m_services->shippedDirs, QString::fromStdString(m_document->base().file));
    dialog.setTakenTitles(titlesOfTheGame());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return saveTo(dialog.fileName(), dialog.title());
}

QMultiHash<QString, QString> EditorWindow::titlesOfTheGame() const
{
    QMultiHash<QString, QString> titles;
    const std::string prefix = m_document->gameId().toStdString() + "/";
    for (const std::string &id : m_services->loader.availableIds()) {
        if (!id.starts_with(prefix))
            continue;
        const auto variant = m_services->loader.load(id);
        if (!variant)
            continue; // a broken file names nothing on the start page
        for (const auto &[language, title] : variant->title)
            titles.insert(QString::fromStdString(title), QString::fromStdString(variant->file));
    }
    return titles;
}

bool EditorWindow::saveTo(const QString &file, const QString &title)
{
    if (!title.isEmpty() && title != m_document->title(language()))
        m_document->renameCopy(language(), title);
    QString error;
    if (!m_document->save(file, &error)) {
        QMessageBox::warning(this, tr("Cannot save the rules"),
            tr("The rules could not be saved to %1:\n%2").arg(QDir::toNativeSeparators(file), error));
        return false;
    }
    recentfiles::add(m_document->fileName());
    if (m_services->saved)
        m_services->saved(m_document->fileName());
    updateActions();
    return true;
}

void EditorWindow::openOther()
{
    const QString folder = m_services->userVariantDir + u'/' + m_document->gameId();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open rules"),
        QFileInfo::exists(folder) ? folder : QFileInfo(m_document->fileName()).absolutePath(), tr("Variants (*.yaml)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!openFile(m_services, file, parentWidget(), &error))
        QMessageBox::warning(this, tr("Cannot open the rules"),
            tr("%1 cannot be edited:\n%2").arg(QDir::toNativeSeparators(file), error));
}

void EditorWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentfiles::list();
    for (const QString &file : files) {
        QAction *action = m_recentMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] {
            QString error;
            if (!openFile(m_services, file, parentWidget(), &error))
                QMessageBox::warning(this, tr("Cannot open the rules"),
                    tr("%1 cannot be edited:\n%2").arg(QDir::toNativeSeparators(file), error));
        });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear the list"), this, [] { recentfiles::clear(); });
}

bool EditorWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Save the changes?"),
        tr("“%1” has changes that are not saved.").arg(displayTitle()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(u"saveChangesBox"_s);
    box.setInformativeText(tr("Save them before closing?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}
