#pragma once

// houserules-cli balance --slurm: each round of the search played as Slurm
// job arrays through houserules-slurm, one array per candidate (its games
// cut in shards), merged there and read back. The tallies are those one
// machine gets (shards add up exactly), so the search is the same.

#include "core/simulation/balancer.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

struct SlurmRounds {
    int tasks = 1;          // array tasks per candidate
    QString folder;         // round-R/candidate-K/ go here: on a file system every node sees
    QString script;         // houserules-slurm
    QStringList scriptArgs; // passed on: --local, --partition P, --time T, --cpus C
    QString cli;            // houserules-cli, for the nodes
    int players = 0;
    std::vector<std::string> bots;
};

// BalanceSpec::playRound that submits every candidate of a round at once
// and waits for all. Errors name the round, the candidate and the log to read.
std::function<houserules::Expected<std::vector<houserules::SimulationTally>>(const houserules::BalanceRound &)>
slurmRounds(const SlurmRounds &how);

// houserules-slurm next to this program (an installed one), else on the PATH;
// empty when neither is there.
QString findSlurmScript();
