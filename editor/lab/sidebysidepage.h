#pragma once

#include "models/figuretexts.h"

#include "core/simulation/simulator.h"
#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QWidget>

#include <filesystem>
#include <functional>

class QChartView;
class QLabel;
class QListWidget;
class QPushButton;
class QStandardItemModel;
class QTableView;
namespace houserules {
struct DifferenceTests;
}

// The Side by side page: the edited rules and up to four more house rules of
// the game, each against the base on the same seeds (compareSideBySide). A table
// of every figure, one column per variant, each house rule's value with its
// paired difference from the base (bold where it stands out after Holm's
// correction over every difference of the table: core/simulation/notabledifferences.h,
// as the command line decides); a chart of win rate per seat for every
// variant; and a sentence on how many differences were tested.
class SideBySidePage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    struct Candidate {
        QString id;    // as the variant loader names it
        QString title; // in the current language
    };
    // The most house rules a run compares with the base (the edited rules included).
    static constexpr int kMaxHouseRules = 5;

    // The variants the loader offers of the edited rules' game, by title,
    // but for the edited rules and their base; `folders` are searched first.
    static QList<Candidate> candidatesFor(const houserules::Variant &edited, const houserules::Variant &base,
        const std::vector<std::filesystem::path> &folders);

    // `run` is asked to play the edited rules and the ticked variants (their
    // ids); `report` hears why saving the chart failed.
    SideBySidePage(std::function<void(const QStringList &)> run, std::function<void(const QString &)> report,
        QWidget *parent = nullptr);

    // The other variants of the game that may be ticked; the edited rules
    // (`editedTitle`) are always in. Keeps the ticks of ids still offered.
    void setCandidates(const QList<Candidate> &candidates, const QString &editedTitle);
    QStringList checkedIds() const;
    void setChecked(const QStringList &ids);
    void setRunnable(bool ready, bool running);
    // Shows results only (a run opened from the notebook): no choice of
    // variants and no run button.
    void setViewOnly();

    // Draws `report` (null: what will be there); `names` are the variants'
    // titles, the base first.
    void show(const houserules::SideBySideReport *report, const QStringList &names, const FigureTexts &texts);
    QChartView *chartView() const { return m_chartView; }
    QStandardItemModel *table() const { return m_table; }
    // How many differences the table tested (0 before a run).
    int differencesTested() const { return m_testedCount; }

    void retranslate();

private:
    void onTicked();
    void fillTable(const houserules::SideBySideReport &report, const houserules::DifferenceTests &tests,
        const QStringList &names, const FigureTexts &texts);
    void sayTested(
        const houserules::SideBySideReport &report, const houserules::DifferenceTests &tests, const QStringList &names);

    std::function<void(const QStringList &)> m_run;
    QListWidget *m_list = nullptr;
    QPushButton *m_runButton = nullptr;
    QLabel *m_chooseLabel = nullptr, *m_hint = nullptr, *m_tested = nullptr;
    QStandardItemModel *m_table = nullptr;
    QTableView *m_view = nullptr;
    QChartView *m_chartView = nullptr;
    QString m_editedTitle;
    bool m_ready = false, m_running = false;
    int m_testedCount = 0;
};
