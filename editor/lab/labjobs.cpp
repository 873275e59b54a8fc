#include "labjobs.h"

#include "labtext.h"
#include "simreport/sweepvalues.h"

#include "core/simulation/cardcount.h"
#include "core/simulation/skillgames.h"
#include "core/simulation/sweep.h"
#include "core/variants/variantwriter.h"
#include "registry.h"

#include <QDir>
#include <QTemporaryDir>

#include <filesystem>
#include <fstream>
#include <thread>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

std::vector<SkillRung> LabJobs::skillRungs(bool normal, bool hard)
{
    std::vector<std::string> levels;
    if (normal)
        levels.emplace_back("normal");
    if (hard)
        levels.emplace_back("hard");
    return skillLadder(levels, kSkillSearchBot, nullptr);
}

int LabJobs::skillGames(const SkillRung &rung, int games, int players)
{
    return skillRungGames(rung, games, players);
}

LabRunner::Job LabJobs::comparison(const SimulationSpec &house, std::shared_ptr<const Ruleset> base,
    const std::vector<SkillRung> &rungs, int threads, SkillEstimate estimate)
{
    return [house, base, rungs, threads, estimate](const RunOptions &options) {
        LabResult result;
        // One progress bar over every run: the games before this one added.
        std::int64_t total = house.games, before = 0;
        for (const auto &rung : rungs)
            total += skillGames(rung, house.games, house.players);
        // The hard rung's time, measured before anything is played, so that
        // it is told at the start; too long, and it is not played at all.
        std::vector<double> seconds(rungs.size(), -1);
        for (std::size_t i = 0; i < rungs.size(); ++i) {
            if (rungs[i].strong != kSkillSearchBot)
                continue;
            const int games = skillGames(rungs[i], house.games, house.players);
            const int workers = threads > 0 ? threads : int(std::max(1U, std::thread::hardware_concurrency()));
            seconds[i] = skillSeconds(games, 2, secondsPerSkillGame(house, rungs[i]), workers);
            const bool tooLong = seconds[i] > 60.0 * kMaxHardSkillMinutes;
            if (estimate)
                estimate(games, seconds[i], tooLong);
            if (tooLong)
                total -= games;
        }
        RunOptions each = options;
        if (options.progress)
            each.progress = [&](const Progress &p) { options.progress({before + p.done, total}); };
        auto report = compare(house, base, each);
        if (!report) {
            result.errors = report.errors();
            return result;
        }
        result.comparison = std::move(*report);
        before += house.games;
        for (std::size_t i = 0; i < rungs.size(); ++i) {
            const SkillRung &rung = rungs[i];
            if (result.cancelled())
                break;
            const int games = skillGames(rung, house.games, house.players);
            if (seconds[i] > 60.0 * kMaxHardSkillMinutes) {
                LabSkillRun skipped {rung, games, {}, seconds[i], true};
                result.skill.push_back(std::move(skipped));
                continue;
            }
            auto skill = compare(skillSpec(house, rung, games), base, each);
            if (!skill) {
                result.errors = skill.errors();
                return result;
            }
            result.skill.push_back({rung, games, std::move(*skill), seconds[i], false});
            before += games;
        }
        return result;
    };
}

std::optional<std::vector<SweepAxis>> LabJobs::sweepAxes(const QString &parameter, qint64 from, qint64 to,
    const QString &second, qint64 from2, qint64 to2, std::function<QString()> *why)
{
    if (from > to || to - from >= kMaxSweepValues
        || (!second.isEmpty() && (from2 > to2 || to2 - from2 >= kMaxSweepValues))) {
        *why = [] {
            return tr("A sweep takes from 1 to %1 values, from the lower to the higher.").arg(kMaxSweepValues);
        };
        return std::nullopt;
    }
    return sweepAxes(parameter, u"%1..%2"_s.arg(from).arg(to), second, u"%1..%2"_s.arg(from2).arg(to2), why);
}

std::optional<std::vector<SweepAxis>> LabJobs::sweepAxes(const QString &parameter, const QString &values,
    const QString &second, const QString &values2, std::function<QString()> *why)
{
    std::vector<SweepAxis> axes(second.isEmpty() ? 1 : 2);
    axes[0].parameter = parameter.toStdString();
    if (!second.isEmpty())
        axes[1].parameter = second.toStdString();
    for (std::size_t a = 0; a < axes.size(); ++a) {
        const QString text = a == 0 ? values : values2;
        if (!SweepValues::parse(text, axes[a], kMaxSweepValues)) {
            *why = [text] {
                return tr("A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], "
                          "[1..8]; not “%2”.")
                    .arg(kMaxSweepValues)
                    .arg(text);
            };
            return std::nullopt;
        }
    }
    const qint64 rows = qint64(axes[0].size()), columns = axes.size() > 1 ? qint64(axes[1].size()) : 1;
    if (qsizetype(rows * columns) > qsizetype(kMaxSweepCells)) {
        *why = [rows, columns] {
            return tr("A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.")
                .arg(rows)
                .arg(columns)
                .arg(rows * columns)
                .arg(kMaxSweepCells);
        };
        return std::nullopt;
    }
    if (second == parameter) {
        *why = [] { return tr("Choose two different parameters for a sweep of two."); };
        return std::nullopt;
    }
    return axes;
}

std::optional<LabRunner::Job> LabJobs::sideBySide(const SimulationSpec &base, const Variant &edited,
    std::shared_ptr<const Ruleset> editedRules, const QStringList &others,
    const std::vector<std::filesystem::path> &folders, std::vector<Variant> *variants, QString *error)
{
    const Game *game = Registry::instance().game(edited.game);
    std::vector<std::shared_ptr<const Ruleset>> houseRules {std::move(editedRules)};
    *variants = {edited};
    const VariantLoader loader = Registry::instance().loader(folders);
    for (const QString &id : others) {
        auto variant = loader.load(id.toStdString());
        if (!variant || variant->game != edited.game) {
            *error = tr("The games could not start: %1").arg(variant ? id : LabText::diagnostics(variant.errors()));
            return std::nullopt;
        }
        variants->push_back(*variant);
        houseRules.push_back(game->compile(*variant));
    }
    return [base, houseRules = std::move(houseRules)](const RunOptions &options) {
        LabResult result;
        auto report = compareSideBySide(base, houseRules, options);
        if (report)
            result.sideBySide = std::move(*report);
        else
            result.errors = report.errors();
        return result;
    };
}

namespace {

// The edited rules as a file the engine can load and extend. They may not
// be saved, or may have changed since: they are written as a house rule over
// the base's file into a folder of our own, which the job keeps.
enum class RulesFileProblem { None, BaseNotAFile, NoFolder, CannotWrite };

RulesFileProblem writeEditedRules(
    const Variant &editedRules, const Variant &baseRules, const QTemporaryDir &folder, std::string *file)
{
    const Game *game = Registry::instance().game(editedRules.game);
    std::error_code ec;
    if (baseRules.file.empty() || !std::filesystem::is_regular_file(baseRules.file, ec))
        return RulesFileProblem::BaseNotAFile;
    if (!folder.isValid())
        return RulesFileProblem::NoFolder;
    Variant base = baseRules;
    base.id = std::filesystem::absolute(base.file, ec).string(); // "extends:" the file itself
    Variant edited = editedRules;
    if (edited.title.empty())
        edited.title["en"] = "Edited rules";
    *file = QDir(folder.path()).filePath(u"edited.yaml"_s).toStdString();
    std::ofstream out(*file);
    out << writeHouseRule(edited, base, game->schema());
    return out ? RulesFileProblem::None : RulesFileProblem::CannotWrite;
}

// A job that loads the rules of `file` (kept in `folder` while the job
// lives) on the runner's thread and hands them to `play`, which fills the
// result; the loader's errors when they cannot be loaded.
using Play = std::function<void(const Variant &, const VariantLoader &, const RunOptions &, LabResult &)>;
LabRunner::Job onRulesFile(std::shared_ptr<QTemporaryDir> folder, const std::string &file, Play play)
{
    return [folder, file, play](const RunOptions &options) {
        LabResult result;
        const VariantLoader loader = Registry::instance().loader();
        auto variant = loader.loadFile(file);
        if (!variant)
            result.errors = variant.errors();
        else
            play(*variant, loader, options, result);
        return result;
    };
}

} // namespace

std::optional<LabRunner::Job> LabJobs::sweep(const Variant &editedRules, const Variant &baseRules,
    const SimulationSpec &simulation, const std::vector<SweepAxis> &axes, QString *error)
{
    // A sweep's values are house rules that extend the swept variant's file
    // (the engine loads each one as a person would write it).
    const Game *game = Registry::instance().game(editedRules.game);
    auto folder = std::make_shared<QTemporaryDir>();
    std::string file;
    switch (writeEditedRules(editedRules, baseRules, *folder, &file)) {
    case RulesFileProblem::BaseNotAFile:
        *error = tr("The base rules must come from a file for a sweep.");
        return std::nullopt;
    case RulesFileProblem::NoFolder:
        *error = tr("Could not make a temporary folder for the sweep: %1").arg(folder->errorString());
        return std::nullopt;
    case RulesFileProblem::CannotWrite:
        *error = tr("Could not write the edited rules for the sweep.");
        return std::nullopt;
    case RulesFileProblem::None:
        break;
    }
    return onRulesFile(folder, file,
        [game, simulation, axes](
            const Variant &variant, const VariantLoader &loader, const RunOptions &options, LabResult &result) {
            SweepSpec spec;
            spec.simulation = simulation;
            spec.base = &variant;
            spec.game = game;
            spec.loader = &loader;
            spec.axes = axes;
            auto report = houserules::sweep(spec, options);
            if (report)
                result.sweep = std::move(*report);
            else
                result.errors = report.errors();
        });
}

std::optional<LabRunner::Job> LabJobs::controlledImpact(const Variant &editedRules, const Variant &baseRules,
    bool onEdited, const SimulationSpec &simulation, const std::string &kind, QString *error)
{
    // The changed rules are house rules that extend the rules' file.
    const Game *game = Registry::instance().game(editedRules.game);
    auto folder = std::make_shared<QTemporaryDir>();
    std::string file = baseRules.file;
    const auto problem = onEdited ? writeEditedRules(editedRules, baseRules, *folder, &file) : RulesFileProblem::None;
    std::error_code ec;
    if (problem == RulesFileProblem::BaseNotAFile || file.empty() || !std::filesystem::is_regular_file(file, ec)) {
        *error = tr("The base rules must come from a file to play them with a card more or fewer.");
        return std::nullopt;
    }
    if (problem != RulesFileProblem::None) {
        *error = tr("Could not write the edited rules to play them with a card more or fewer.");
        return std::nullopt;
    }
    return onRulesFile(folder, file,
        [game, simulation, kind](
            const Variant &variant, const VariantLoader &loader, const RunOptions &options, LabResult &result) {
            ControlledImpactSpec spec;
            spec.simulation = simulation;
            spec.base = &variant;
            spec.game = game;
            spec.loader = &loader;
            spec.kind = kind;
            auto report = houserules::controlledImpact(spec, options);
            if (report)
                result.controlled = std::move(*report);
            else
                result.errors = report.errors();
        });
}

std::optional<LabRunner::Job> LabJobs::balance(const Variant &editedRules, const Variant &baseRules,
    const BalanceSpec &balanceSpec, std::function<void(FindRuleProgress)> progress, QString *error)
{
    // A search's candidates are house rules that extend the edited rules' file.
    const Game *game = Registry::instance().game(editedRules.game);
    auto folder = std::make_shared<QTemporaryDir>();
    std::string file;
    switch (writeEditedRules(editedRules, baseRules, *folder, &file)) {
    case RulesFileProblem::BaseNotAFile:
        *error = tr("The base rules must come from a file to search for a rule.");
        return std::nullopt;
    case RulesFileProblem::NoFolder:
        *error = tr("Could not make a temporary folder for the search: %1").arg(folder->errorString());
        return std::nullopt;
    case RulesFileProblem::CannotWrite:
        *error = tr("Could not write the edited rules for the search.");
        return std::nullopt;
    case RulesFileProblem::None:
        break;
    }
    return onRulesFile(folder, file,
        [game, balanceSpec, progress, file](
            const Variant &variant, const VariantLoader &loader, const RunOptions &options, LabResult &result) {
            BalanceSpec spec = balanceSpec;
            spec.base = &variant;
            spec.game = game;
            spec.loader = &loader;
            auto report = houserules::balance(spec, options, [&](const BalanceProgress &p) {
                if (progress)
                    progress(FindRuleProgress::of(p, spec));
            });
            if (!report) {
                result.errors = report.errors();
                return;
            }
            // Each proposal as rules a person can open: read while the edited
            // rules' file they extend is still there.
            for (const auto &p : report->proposals) {
                auto rules = loader.loadText(report->candidates[std::size_t(p.candidate)].rules, file);
                if (!rules) {
                    result.errors = rules.errors();
                    return;
                }
                result.proposals.push_back(std::move(*rules));
            }
            result.balance = std::move(*report);
        });
}
