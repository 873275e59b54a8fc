#pragma once

// A balancer's search (core/simulation/balancer.h) as the notebook keeps it, so that
// it can be listed, shown and played again exactly: its spec with the base
// rules whole (as runs keep theirs, standing alone: whatever becomes of the
// file), and its result, both as JSON. Machine-readable and in English.
//
// The spec (balanceSpecJson): {"variant", "rules" (the base's YAML),
// "players", "bots": [...], "seed" (text), "budget", "candidates",
// "proposals", "parameters": [{"path", "low", "high"}], "targets":
// [{"measure", "low", "high" (null: unbounded), "constraint", "weight",
// "relative" (the range is a difference from the base's figure)}]}.
//
// The result (balanceResultJson): {"rounds", "search_games",
// "confirmation_games", "cancelled", "candidates": [{"values": [...],
// "games", "round", "loss", "loss_low", "loss_high"} or, refused by the
// rules and never played, {"values", "refused": the first error}],
// "base_figures": [estimate per target], "proposals": [{"candidate" (its
// index), "values", "rules" (the house rule's text), "loss", "games",
// "figures": [estimate per target], "verdicts": ["met", "missed" or
// "cannot tell" per target]}]}; an estimate is {"value", "low", "high", "n"},
// a number that is not finite the text "inf", "-inf" or "nan".

#include "runtitles.h"

#include "core/simulation/balancer.h"
#include "core/variants/variant.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

// A kept search as the notebook lists it; `spec` and `result` when read whole.
struct KeptBalance {
    QString id; // a UUID without braces; commands accept any unique prefix
    QDateTime ranAt;
    QString game, variant; // the base rules' game and id
    RunTitles titles;      // the base rules' title
    int players = 0;
    QStringList bots;
    qint64 budget = 0;
    quint64 seed = 0;
    QString version, source, rerunOf, note; // as a run's (NotebookEntry)
    QJsonObject spec, result;
};

// `spec` as kept: its base rules whole, from `spec.base`.
QJsonObject balanceSpecJson(const houserules::BalanceSpec &spec);
QJsonObject balanceResultJson(const houserules::BalanceReport &report);

// A kept spec made whole again, to play it again or to show it in the lab:
// the base rules loaded from their kept text (from a file of their own in
// a temporary folder, which the candidates extend), and `spec` pointing at
// them. Lives as long as the search that uses it.
struct LoadedBalanceSpec {
    QTemporaryDir dir;
    houserules::VariantLoader loader;
    std::shared_ptr<const houserules::Variant> base;
    houserules::BalanceSpec spec;
    explicit LoadedBalanceSpec(houserules::VariantLoader l) : loader(std::move(l)) {}
};
// nullptr and `error` when the spec does not read or its rules do not load.
std::unique_ptr<LoadedBalanceSpec> loadBalanceSpec(const QJsonObject &spec, QString *error);

// Plays a kept search again from its spec alone; its result as kept
// (balanceResultJson), or nullopt and `error`. A search kept cancelled
// ("cancelled": true, the best so far) is played whole, so not identically.
std::optional<QJsonObject> rerunBalance(const QJsonObject &spec, const houserules::RunOptions &options, QString *error);
// Whether two results are the same search: every candidate's values,
// games, round and loss, every proposal's figures and verdicts (the
// proposals' texts aside: they name the file their base was played from).
bool sameBalance(const QJsonObject &a, const QJsonObject &b);
