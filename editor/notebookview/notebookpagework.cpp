// The Notebook view's work on runs: open one, compare two, rerun one. What
// plays games runs on the LabRunner's thread; the notebook (a database
// connection of the GUI thread) is read before and written after, here.

#include "notebookpage.h"

#include "comparisonview.h"
#include "notebooklistmodel.h"
#include "runview.h"

#include "lab/labrunner.h"
#include "lab/labtext.h"
#include "notebook/runcomparison.h"
#include "notebook/runplan.h"

#include <QProgressBar>
#include <QPushButton>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString rulesOf(const NotebookEntry &entry)
{
    return entry.base.isEmpty()
        ? entry.variant
        : QCoreApplication::translate("NotebookListModel", "%1 vs %2").arg(entry.variant, entry.base);
}

} // namespace

bool NotebookPage::isWorking() const
{
    return m_runner->isRunning();
}

void NotebookPage::cancel()
{
    if (!isWorking())
        return;
    m_runner->cancel();
    setStatus([] { return tr("Cancelling…"); });
}

void NotebookPage::startWork(std::function<void(const RunOptions &)> work, std::function<void()> done, qint64 total)
{
    m_done = std::move(done);
    m_progress->setRange(0, int(std::min<qint64>(total, 1'000'000'000)));
    m_progress->setValue(0);
    m_runner->start([work = std::move(work)](const RunOptions &options) {
        work(options);
        return LabResult {};
    });
    updateActions();
}

void NotebookPage::onWorkFinished()
{
    const auto done = std::move(m_done);
    m_done = {};
    updateActions();
    if (done)
        done();
    Q_EMIT workFinished();
}

RunView *NotebookPage::openSelected()
{
    const QStringList ids = selectedIds();
    if (ids.size() != 1 || !m_notebook)
        return nullptr;
    const auto entry = m_notebook->run(ids.front());
    if (!entry) {
        const QString error = m_notebook->error();
        setStatus([error] { return tr("The run cannot be opened: %1").arg(error); });
        return nullptr;
    }
    auto *view = new RunView(*entry->result, textsFor(entry->game), variantTextsFor(entry->game));
    QStringList bots;
    for (const QString &bot : entry->bots)
        bots << LabText::botLabel(bot);
    const QString when = QLocale().toString(entry->ranAt.toLocalTime(), QLocale::ShortFormat);
    QString heading = tr("%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.")
                          .arg(NotebookListModel::modeText(entry->mode), rulesOf(*entry))
                          .arg(entry->games)
                          .arg(entry->players)
                          .arg(bots.join(u", "_s))
                          .arg(entry->seed)
                          .arg(when);
    if (!entry->note.isEmpty())
        heading += u' ' + tr("Note: %1").arg(entry->note);
    view->setHeading(heading);
    showInWindow(view, tr("Run %1").arg(entry->id.left(8)));
    return view;
}

bool NotebookPage::compareSelected()
{
    const QStringList ids = selectedIds();
    if (ids.size() != 2 || !m_notebook || isWorking()) {
        setStatus([] { return tr("Choose two runs of one game to compare."); });
        return false;
    }
    auto a = m_notebook->run(ids[0]), b = m_notebook->run(ids[1]);
    if (!a || !b) {
        const QString error = m_notebook->error();
        setStatus([error] { return tr("The runs cannot be compared: %1").arg(error); });
        return false;
    }
    if (a->game != b->game) {
        setStatus([] { return tr("Choose two runs of one game to compare."); });
        return false;
    }
    const bool paired = shareSeeds(*a, *b);
    auto outcome = std::make_shared<std::optional<Expected<RunComparison>>>();
    startWork([outcome, a = *a, b = *b](const RunOptions &options) { *outcome = compareRuns(a, b, options); },
        [this, outcome, a = *a, b = *b] {
            const auto &compared = **outcome;
            if (!compared) {
                const QString errors = LabText::diagnostics(compared.errors());
                setStatus([errors] { return tr("The runs cannot be compared: %1").arg(errors); });
                return;
            }
            if (compared->paired && compared->pairedResult.cancelled) {
                setStatus([] { return tr("The comparison was cancelled."); });
                return;
            }
            setStatus([] { return tr("Compared."); });
            auto *view = new ComparisonView(*compared, a, b, textsFor(a.game), variantTextsFor(a.game));
            showInWindow(view, tr("Run %1 against run %2").arg(a.id.left(8), b.id.left(8)));
            Q_EMIT comparisonShown(view);
        },
        paired ? 2 * a->games : 1);
    const qint64 games = a->games;
    setStatus([paired, games] {
        return paired ? tr("Playing both rules again on the same %L1 games…").arg(games) : tr("Comparing…");
    });
    return true;
}

bool NotebookPage::rerunSelected()
{
    const QStringList ids = selectedIds();
    if (ids.size() != 1 || !m_notebook || isWorking())
        return false;
    auto entry = m_notebook->run(ids.front());
    if (!entry) {
        const QString error = m_notebook->error();
        setStatus([error] { return tr("The run cannot be played again: %1").arg(error); });
        return false;
    }
    QString why;
    auto plan = planOf(*entry->result, &why);
    if (!plan) {
        setStatus([why] { return tr("The run cannot be played again: %1").arg(why); });
        return false;
    }
    auto played = std::make_shared<std::optional<Expected<RunResult>>>();
    qint64 total = entry->games;
    for (const SkillRun &run : entry->result->skill)
        total += run.games;
    if (const auto *sweep = std::get_if<SweepTally>(&entry->result->tally))
        total = entry->games * qint64(sweep->tallies.size());
    startWork([played, plan = *plan](const RunOptions &options) { *played = play(plan, options); },
        [this, played, entry = *entry] {
            const auto &again = **played;
            if (!again) {
                const QString errors = LabText::diagnostics(again.errors());
                setStatus([errors] { return tr("The run cannot be played again: %1").arg(errors); });
                Q_EMIT rerunFinished(false, {});
                return;
            }
            if (again->cancelled) {
                setStatus([] { return tr("The rerun was cancelled: nothing was kept."); });
                return;
            }
            const bool identical = sameGames(*again, *entry.result);
            QString id;
            std::function<QString()> kept;
            if (m_notebook->canWrite()) {
                id = m_notebook->record(*again, u"rerun"_s, {}, entry.id, entry.shards);
                const QString error = m_notebook->error();
                kept = id.isEmpty() ? std::function<QString()>(
                           [error] { return tr("The rerun was not kept in the notebook: %1").arg(error); })
                                    : std::function<QString()>([] { return tr("The rerun is kept in the notebook."); });
            } else {
                kept = [] { return tr("The rerun is not kept: the notebook is open read-only."); };
            }
            const QString shortId = entry.id.left(8);
            setStatus([identical, shortId, kept]() -> QString {
                return (identical ? tr("Identical to the recorded run %1: the same rules, seeds and bots gave the same "
                                       "games.")
                                  : tr("Not identical to the recorded run %1: the same rules, seeds and bots gave "
                                       "other games (another version of the program plays differently?)."))
                           .arg(shortId)
                    + u' ' + kept();
            });
            refresh();
            Q_EMIT rerunFinished(identical, id);
        },
        total);
    const qint64 games = entry->games;
    setStatus([games] { return tr("Playing the run again: %L1 games…").arg(games); });
    return true;
}
