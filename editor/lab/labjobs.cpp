#include "labjobs.h"

#include "labtext.h"

#include "core/skillgames.h"
#include "core/sweep.h"
#include "core/variantwriter.h"
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
    const qint64 rows = to - from + 1, columns = second.isEmpty() ? 1 : to2 - from2 + 1;
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
    std::vector<SweepAxis> axes(second.isEmpty() ? 1 : 2);
    axes[0].parameter = parameter.toStdString();
    for (qint64 v = from; v <= to; ++v)
        axes[0].values.push_back(v);
    if (!second.isEmpty()) {
        axes[1].parameter = second.toStdString();
        for (qint64 v = from2; v <= to2; ++v)
            axes[1].values.push_back(v);
    }
    return axes;
}

std::optional<LabRunner::Job> LabJobs::several(const SimulationSpec &base, const Variant &edited,
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
        auto report = compareMany(base, houseRules, options);
        if (report)
            result.several = std::move(*report);
        else
            result.errors = report.errors();
        return result;
    };
}

std::optional<LabRunner::Job> LabJobs::sweep(const Variant &editedRules, const Variant &baseRules,
    const SimulationSpec &simulation, const std::vector<SweepAxis> &axes, QString *error)
{
    // A sweep's values are house rules that extend the swept variant's file
    // (the engine loads each one as a person would write it). The edited
    // rules may not be saved, or may have changed since: write them as a
    // house rule over the base's file into a folder of our own.
    const Game *game = Registry::instance().game(editedRules.game);
    std::error_code ec;
    if (baseRules.file.empty() || !std::filesystem::is_regular_file(baseRules.file, ec)) {
        *error = tr("The base rules must come from a file for a sweep.");
        return std::nullopt;
    }
    auto folder = std::make_shared<QTemporaryDir>();
    if (!folder->isValid()) {
        *error = tr("Could not make a temporary folder for the sweep: %1").arg(folder->errorString());
        return std::nullopt;
    }
    Variant base = baseRules;
    base.id = std::filesystem::absolute(base.file, ec).string(); // "extends:" the file itself
    Variant edited = editedRules;
    if (edited.title.empty())
        edited.title["en"] = "Edited rules";
    const std::string file = QDir(folder->path()).filePath(u"edited.yaml"_s).toStdString();
    {
        std::ofstream out(file);
        out << writeHouseRule(edited, base, game->schema());
        if (!out) {
            *error = tr("Could not write the edited rules for the sweep.");
            return std::nullopt;
        }
    }
    return [folder, file, game, simulation, axes](const RunOptions &options) {
        LabResult result;
        const VariantLoader loader = Registry::instance().loader();
        auto variant = loader.loadFile(file);
        if (!variant) {
            result.errors = variant.errors();
            return result;
        }
        SweepSpec spec;
        spec.simulation = simulation;
        spec.base = &*variant;
        spec.game = game;
        spec.loader = &loader;
        spec.axes = axes;
        auto report = houserules::sweep(spec, options);
        if (report)
            result.sweep = std::move(*report);
        else
            result.errors = report.errors();
        return result;
    };
}
