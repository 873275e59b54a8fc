#pragma once

#include "notebook/notebook.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class ComparisonView;
class FigureTexts;
class LabRunner;
class NotebookListModel;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
class RunView;
class VariantTexts;

// The Notebook view, a tab of the editor window beside the playtest lab:
// every run kept in the notebook (the lab's, houserules-cli's, reruns),
// newest first, filtered by game, period and a text in the rules or the
// note (NotebookListModel: rows fetched as the list scrolls).
//
// - The note of the chosen run is edited below the list (setNote).
// - Open: the run's results as the lab showed them (RunView, in a window).
// - Compare: two runs of one game, A minus B (compareRuns): paired when
//   they played the same games (both rules played again on those seeds),
//   unpaired otherwise (ComparisonView).
// - Rerun: plays the run again exactly (same rules' texts, seeds, bots) and
//   says whether the result is identical; the rerun is kept with source
//   "rerun" and the run it repeats.
// - Export: the chosen runs as `houserules-cli notebook export` writes them
//   (JSON with their results, or CSV); Delete, after asking.
//
// Compare and rerun play on a thread of their own (LabRunner), with
// progress and Cancel; the window stays live. A notebook open read-only
// (another instance holds it, or a newer version wrote it) says so in a
// banner and offers nothing that writes: no note, no delete, and a rerun is
// checked but not kept. The open, compare and rerun parts are in
// notebookpagework.cpp.
class NotebookPage final : public QWidget {
    Q_OBJECT
public:
    enum class Period { All, Today, Week, Month };

    // `notebook` may be null (no notebook: the banner says runs are not kept).
    explicit NotebookPage(std::shared_ptr<Notebook> notebook, QWidget *parent = nullptr);
    ~NotebookPage() override;

    // The games' names and their words for the lab's figures (may be empty).
    void setGameTitles(std::function<QString(const QString &game)> titles);
    void setFigureTexts(std::function<const FigureTexts *(const QString &game)> texts);
    void setVariantTexts(std::function<const VariantTexts *(const QString &game)> texts);

    NotebookListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLabel *banner() const { return m_banner; }
    QString status() const;

    // The filters, as the bar sets them; an empty game: all games.
    void setGameFilter(const QString &game);
    void setSearchText(const QString &text);
    void setPeriod(Period period);
    // Lists anew (a run was kept elsewhere, the page is shown again).
    void refresh();

    // The ids of the chosen runs, in the list's order; chooses `ids`.
    QStringList selectedIds() const;
    void select(const QStringList &ids);

    // The actions on the chosen runs, as the buttons do them (for tests and
    // the buttons alike). False, and the status says why, when they cannot.
    bool setNoteOfSelected(const QString &note);
    RunView *openSelected(); // the window's view; null when it cannot
    bool compareSelected();  // comparisonShown() or the status follow
    bool rerunSelected();    // rerunFinished() follows
    void cancel();
    bool isWorking() const;
    bool exportSelected(const QString &fileName); // JSON or CSV by the suffix
    bool removeSelected();                        // without asking

Q_SIGNALS:
    void comparisonShown(ComparisonView *view);
    // A rerun played to its end: identical or not, and its id in the notebook (empty: not kept).
    void rerunFinished(bool identical, const QString &id);
    // The work on a thread ended (compared, rerun, cancelled or failed).
    void workFinished();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    QLabel *createBanner();
    QHBoxLayout *createFilterBar();
    QTableView *createRunList();
    QHBoxLayout *createNoteRow();
    QHBoxLayout *createActionBar();
    QLabel *createStatusLine();
    QLabel *createLocationLine();
    void connectSignals();
    void fitColumns();
    void retranslate();
    void updateBanner();
    void updateCount();
    void checkForOutsideChanges();
    void updateGames();
    void applyFilter();
    void updateActions();
    void onSelectionChanged();
    void saveNote();
    void askExport(const QString &suffix);
    void askRemove();
    void setStatus(std::function<QString()> text);
    void startWork(std::function<void(const houserules::RunOptions &)> work, std::function<void()> done, qint64 total);
    void onWorkFinished();
    QWidget *showInWindow(QWidget *content, const QString &title);
    const FigureTexts *textsFor(const QString &game) const;
    const VariantTexts *variantTextsFor(const QString &game) const;

    std::shared_ptr<Notebook> m_notebook;
    std::function<QString(const QString &)> m_gameTitles;
    std::function<const FigureTexts *(const QString &)> m_figureTexts;
    std::function<const VariantTexts *(const QString &)> m_variantTexts;
    Period m_period = Period::All;

    NotebookListModel *m_model = nullptr;
    LabRunner *m_runner = nullptr;
    std::function<void()> m_done; // what to do on the GUI thread when the runner's work ends

    QLabel *m_banner = nullptr, *m_gameLabel = nullptr, *m_searchLabel = nullptr, *m_periodLabel = nullptr,
           *m_noteLabel = nullptr, *m_statusLabel = nullptr, *m_location = nullptr;
    QComboBox *m_game = nullptr, *m_periodBox = nullptr;
    QLineEdit *m_search = nullptr, *m_note = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_open = nullptr, *m_compare = nullptr, *m_rerun = nullptr, *m_export = nullptr, *m_delete = nullptr,
                *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_count = nullptr; // how many runs the filter lets through
    // While the page is shown: runs another program keeps appear (see checkForOutsideChanges).
    QTimer *m_watch = nullptr;
    QString m_stamp;
    std::function<QString()> m_status;
    QString m_noteId; // the run whose note the field shows
};
