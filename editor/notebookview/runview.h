#pragma once

#include "lab/comparednames.h"
#include "lab/labrunner.h"
#include "models/figuretexts.h"

#include "simreport/simreport.h"

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"

#include <QCoreApplication>
#include <QWidget>

#include <optional>

class QLabel;
class QTabWidget;
class VariantTexts;

// A result kept in the notebook, shown as the playtest lab showed it: the
// lab's own pages fed with the recorded tallies (a comparison: its charts,
// numbers, measures with the skill runs, card impact; side by side; a
// sweep), and every number as `houserules-cli notebook show` prints it (the
// only page of a plain simulation, which the lab does not play).
class RunView final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(NotebookPage) // one context for all of the notebook's words
public:
    // `texts` and `variantTexts`: the game's words for its figures and its
    // rules (not owned; null: the ids). `names`: what the comparison's pages
    // call its two rules (empty: the lab's "Base rules" and "Edited rules";
    // two runs compared: "Run B" and "Run A").
    RunView(const RunResult &result, const FigureTexts *texts, const VariantTexts *variantTexts = nullptr,
        const ComparedNames &names = {}, QWidget *parent = nullptr);

    const RunResult &result() const { return m_result; }
    // What the pages were fed (for tests): the comparison, when the run was one.
    const houserules::ComparisonReport *comparison() const { return m_comparison ? &*m_comparison : nullptr; }
    const houserules::SideBySideReport *sideBySide() const { return m_sideBySide ? &*m_sideBySide : nullptr; }
    const houserules::SweepReport *sweep() const { return m_sweep ? &*m_sweep : nullptr; }
    QTabWidget *pages() const { return m_pages; }
    // Above the pages: what was played (a sentence; a comparison of two
    // runs says which is A and which is B).
    void setHeading(const QString &text);

private:
    // The pages of the constructor, each fed from m_result.
    void addComparisonPages(const houserules::ComparisonTally &tally, const FigureTexts *texts,
        const FigureTexts &words, const ComparedNames &names);
    void addSideBySidePage(const houserules::SideBySideTally &sideBySide, const FigureTexts &words);
    void addSweepPage(const houserules::SweepTally &sweep, const VariantTexts *variantTexts, const FigureTexts &words);
    void addTextPage();

    RunResult m_result;
    std::optional<houserules::ComparisonReport> m_comparison;
    std::vector<LabSkillRun> m_skill;
    std::optional<houserules::SideBySideReport> m_sideBySide;
    std::optional<houserules::SweepReport> m_sweep;
    QLabel *m_heading = nullptr;
    QTabWidget *m_pages = nullptr;
};
