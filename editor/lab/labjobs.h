#pragma once

#include "findruleprogress.h"
#include "labrunner.h"

#include "core/game/ruleset.h"
#include "core/simulation/sweep.h"
#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

// The jobs the lab hands its LabRunner: what one run plays, made ready on
// the GUI thread and owning everything it reads on the runner's.
class LabJobs {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // The most values the lab sweeps on one axis.
    static constexpr int kMaxSweepValues = 50;
    // The axes of a sweep from `from` to `to` of `parameter` and, when
    // `second` is not empty, from `from2` to `to2` of `second`; nullopt and
    // `why` (in words, worded when asked, so in the language of the moment)
    // for a range backwards or over kMaxSweepValues, a grid over
    // houserules::kMaxSweepCells cells, or one parameter twice.
    static std::optional<std::vector<houserules::SweepAxis>> sweepAxes(const QString &parameter, qint64 from, qint64 to,
        const QString &second, qint64 from2, qint64 to2, std::function<QString()> *why);
    // The same from values as the CLI's --sweep takes them (SweepValues:
    // "2..6", "2,3,5", or for a list parameter "[1..6],[1..8]"); also
    // nullopt for values not in that form.
    static std::optional<std::vector<houserules::SweepAxis>> sweepAxes(const QString &parameter, const QString &values,
        const QString &second, const QString &values2, std::function<QString()> *why);
    // The search bot of the "hard" skill level, and the longest its rung may
    // take (some ten games a second: the games a ±3-point gradient needs
    // take minutes, and with a slow game far longer).
    static constexpr const char *kSkillSearchBot = "ismcts:iterations=200";
    static constexpr int kMaxHardSkillMinutes = 20;
    // The rungs of the skill ladder asked for (normal: heuristic against
    // random; hard: kSkillSearchBot against heuristic), as the CLI's --skill.
    static std::vector<houserules::SkillRung> skillRungs(bool normal, bool hard);
    // The games a rung plays in a run of `games` (core/simulation/skillgames.h: enough
    // for a gradient within ±3 points), as the CLI's --skill.
    static int skillGames(const houserules::SkillRung &rung, int games, int players);
    // Told from the runner's thread, before the hard rung starts: its games
    // and the seconds they should take here (measured), or that they would
    // take longer than kMaxHardSkillMinutes, so the rung is not played.
    using SkillEstimate = std::function<void(int games, double seconds, bool tooLong)>;
    // Each game of `house` played also under `base` with the same seed;
    // then, unless cancelled, each of `rungs` likewise (houserules::skillSpec,
    // as `houserules-cli simulate --skill`). Progress counts all their games.
    // The hard rung's time is measured first, on `threads` threads, and
    // told to `estimate`.
    static LabRunner::Job comparison(const houserules::SimulationSpec &house,
        std::shared_ptr<const houserules::Ruleset> base, const std::vector<houserules::SkillRung> &rungs = {},
        int threads = 0, SkillEstimate estimate = {});
    // Each game of `base` played also under the edited rules and under each
    // of the variants `others` (loader ids, of the edited rules' game, looked
    // up first in `folders`) with
    // the same seed; `variants` gets the house rules in order, the edited
    // first. Nullopt and `error` (in words) when one cannot be loaded.
    static std::optional<LabRunner::Job> sideBySide(const houserules::SimulationSpec &base,
        const houserules::Variant &edited, std::shared_ptr<const houserules::Ruleset> editedRules,
        const QStringList &others, const std::vector<std::filesystem::path> &folders,
        std::vector<houserules::Variant> *variants, QString *error);
    // The edited rules at each cell of `axes` (one or two parameters) in turn; nullopt
    // and `error` (in words) when they cannot be prepared.
    static std::optional<LabRunner::Job> sweep(const houserules::Variant &edited, const houserules::Variant &base,
        const houserules::SimulationSpec &simulation, const std::vector<houserules::SweepAxis> &axes, QString *error);
    // The controlled impact of the card kind `kind` (core/simulation/cardcount.h): the
    // edited rules (`onEdited`) or the base rules with one card of the kind
    // fewer and one more, each against them on the same seeds. Nullopt and
    // `error` (in words) when they cannot be prepared.
    static std::optional<LabRunner::Job> controlledImpact(const houserules::Variant &edited,
        const houserules::Variant &base, bool onEdited, const houserules::SimulationSpec &simulation,
        const std::string &kind, QString *error);
    // A search for a rule (houserules::balance) from the edited rules, as
    // `spec` asks (its base, game and loader are the job's own); `progress`
    // hears how far it has got, on the runner's thread. The result has the
    // report and each proposal's rules; nullopt and `error` (in words) when
    // it cannot be prepared.
    static std::optional<LabRunner::Job> balance(const houserules::Variant &edited, const houserules::Variant &base,
        const houserules::BalanceSpec &spec, std::function<void(FindRuleProgress)> progress, QString *error);
};
