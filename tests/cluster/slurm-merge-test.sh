#!/usr/bin/env bash
# The cluster test (opt-in: CTest label "cluster", registered only with
# -DHOUSERULES_CLUSTER_TESTS=ON): starts a private one-node Slurm cluster
# (its own munged, slurmctld and slurmd, configuration, ports and state in
# a temporary folder), submits a paired comparison and a sweep with
# app/cli/houserules-slurm.sh as 4-task job arrays, and checks that each
# merged result is byte for byte the JSON of one local run; then runs a
# balancer's search with every round as job arrays (balance --slurm 4),
# whose JSON must be the search's on one machine. Stops exactly
# the daemons it started.
#
#   slurm-merge-test.sh HOUSERULES-CLI HOUSERULES-SLURM-SH
#
# Needs root (slurmd starts jobs as the submitting user), Debian's
# slurm-wlm and munge. Exit status 77 (CTest: skipped) when they are missing.
set -euo pipefail

cli=$(realpath "${1:?houserules-cli}")
submit=$(realpath "${2:?houserules-slurm.sh}")

skip() { echo "cluster test skipped: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root"
for program in munged mungekey slurmctld slurmd sbatch sinfo scontrol; do
    command -v "$program" >/dev/null || skip "$program not found (apt-get install slurm-wlm munge)"
done

work=$(mktemp -d /tmp/houserules-cluster.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
    status=$?
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    done
    if [ "$status" = 0 ]; then
        rm -rf "$work"
    else
        echo "cluster test failed; logs kept in $work" >&2
        tail -n 20 "$work"/*.log >&2 2>/dev/null || true
    fi
}
trap cleanup EXIT

# Ports that nothing else listens on.
free_port() {
    local port
    for port in $(seq "$1" $(($1 + 200))); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    echo "no free port from $1" >&2
    exit 1
}
ctld_port=$(free_port 26817)
slurmd_port=$(free_port $((ctld_port + 1)))

# munge: its own key and socket.
mungekey --create --keyfile="$work/munge.key" >/dev/null
chmod 600 "$work/munge.key"
munged --force --socket="$work/munge.socket" --key-file="$work/munge.key" --pid-file="$work/munged.pid" \
    --log-file="$work/munged.log" --seed-file="$work/munge.seed"
for _ in $(seq 50); do [ -s "$work/munged.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/munged.pid")")

node=$(hostname -s)
mkdir -p "$work/state" "$work/spool"
cat >"$work/slurm.conf" <<EOF
ClusterName=houserules-test
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge.socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmdTimeout=30
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$work/slurm.conf

slurmctld -i -f "$SLURM_CONF"
for _ in $(seq 100); do [ -s "$work/slurmctld.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/slurmctld.pid")")
slurmd -f "$SLURM_CONF" -N "$node"
for _ in $(seq 100); do [ -s "$work/slurmd.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/slurmd.pid")")

state=
for _ in $(seq 300); do
    state=$(sinfo -h -n "$node" -o %T 2>/dev/null || true)
    [ "$state" = idle ] && break
    sleep 0.2
done
[ "$state" = idle ] || { echo "the node did not come up (state '$state')" >&2; exit 1; }
echo "cluster up: node $node, slurmctld on port $ctld_port"

# One big-ish run of each kind: submitted as a 4-task array, merged by a
# dependent job, compared with one local run.
check() {
    local name=$1
    shift
    "$submit" --tasks 4 --out "$work/$name" --cli "$cli" --wait -- "$@"
    for k in 1 2 3 4; do
        [ -s "$work/$name/shard-$k.json" ] || { echo "$name: no shard $k" >&2; exit 1; }
    done
    "$cli" simulate "$@" --json >"$work/$name/local.json"
    if ! cmp -s "$work/$name/result.json" "$work/$name/local.json"; then
        echo "$name: the merged result differs from one local run" >&2
        diff "$work/$name/result.json" "$work/$name/local.json" | head -20 >&2
        exit 1
    fi
    echo "$name: 4 shards merged = one local run ($(wc -c <"$work/$name/local.json") bytes of JSON)"
    head -n 1 "$work/$name/result.txt"
}
check compare --variant blasting-billy/four-card-hand --compare blasting-billy/standard --players 4 \
    --bots heuristic --games 4000 --seed 11 --card-impact
check sweep --variant blasting-billy/standard --players 3 --bots heuristic,random,heuristic \
    --sweep hand_size=2..5 --games 2000 --seed 12

search=(balance blasting-billy/standard --players 4 --bots heuristic --vary hand_size=2..5
    --vary deck.dynamite_per_colour=0..2 --target figure:shot_down=20..30 --budget 6000 --proposals 2 --seed 4 --json)
"$cli" "${search[@]}" --slurm 4 --slurm-out "$work/balance" --slurm-script "$submit" >"$work/balance.json"
"$cli" "${search[@]}" >"$work/balance-local.json"
if ! cmp -s "$work/balance.json" "$work/balance-local.json"; then
    echo "balance: the search on the cluster differs from one local run" >&2
    diff "$work/balance.json" "$work/balance-local.json" | head -20 >&2
    exit 1
fi
echo "balance: $(ls -d "$work"/balance/round-* | wc -l) rounds as job arrays = the search on one machine"
echo "cluster test passed"
