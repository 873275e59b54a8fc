#!/usr/bin/env bash
# houserules-slurm: run one big simulation (a sweep, a paired comparison, or
# plain games) as a Slurm job array, one shard per array task, and merge the
# shards in a job that waits for the whole array (afterany: a sweep with a
# rejected value exits 1 but its shards still merge; merge itself refuses a
# missing, broken or cancelled shard). The merged
# result is exactly what one `houserules-cli simulate` run prints. With
# --local, the same shards run as processes on this machine instead, and
# merge the same way: a trial of a cluster run without a cluster.
#
#   houserules-slurm.sh --tasks N --out DIR [options] -- SIMULATE-OPTIONS...
#
# SIMULATE-OPTIONS are those of houserules-cli simulate (its --help lists
# them); --variant takes your own house rules by id too, as the app finds
# them, when the nodes share your home folder.
#
#   --tasks N        array tasks, each plays 1/N of the games (--shard K/N)
#   --out DIR        where the shards and the result go (created; must be on
#                    a file system every node sees, as must the CLI)
#   --cli PATH       houserules-cli to run (default: next to this script,
#                    else the one on PATH)
#   --cpus C         CPUs per task, passed on as --threads (default 1)
#   --partition P    Slurm partition (default: the cluster's default)
#   --time T         time limit per task, Slurm syntax (default: none)
#   --wait           return only when the merge job has finished; exit
#                    status 0 when it succeeded
#   --local          no Slurm: run the shards here, as many at a time as
#                    the cores allow (cores / --cpus), then merge them; exit
#                    status 0 when the merge succeeded (always waits)
#
# Output in DIR: shard-K.json (one per task, with its log shard-K.log),
# result.json (merged, --json), result.txt (the merged table), merge.log.
# Example:
#   houserules-slurm.sh --tasks 50 --out sweep-hand --cpus 4 -- \
#       --variant blasting-billy/standard --players 4 --bots heuristic \
#       --sweep hand_size=2..6 --games 1000000 --seed 1
set -euo pipefail

# The comment above, as the usage text: on stdout when asked for (status
# 0), else as the error (stderr, status 2).
usage() {
    if [ "${1:-2}" = 0 ]; then
        sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
    else
        sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    fi
    exit "${1:-2}"
}

tasks= out= cli= cpus=1 partition= time= wait= local=
while [ $# -gt 0 ]; do
    case "$1" in
    --tasks) tasks=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --cli) cli=${2:?}; shift 2 ;;
    --cpus) cpus=${2:?}; shift 2 ;;
    --partition) partition=${2:?}; shift 2 ;;
    --time) time=${2:?}; shift 2 ;;
    --wait) wait=1; shift ;;
    --local) local=1; shift ;;
    --) shift; break ;;
    -h|--help) usage 0 ;;
    *) echo "houserules-slurm: unknown option '$1'" >&2; usage ;;
    esac
done
[ -n "$tasks" ] && [ -n "$out" ] && [ $# -gt 0 ] || usage
case "$tasks$cpus" in *[!0-9]*) echo "houserules-slurm: --tasks and --cpus take whole numbers" >&2; exit 2 ;; esac
[ "$tasks" -ge 1 ] && [ "$cpus" -ge 1 ] || { echo "houserules-slurm: --tasks and --cpus must be at least 1" >&2; exit 2; }
for option in "$@"; do
    case "$option" in
    --shard|--shard=*|--json|--csv|--threads|--threads=*)
        echo "houserules-slurm: leave $option to this script" >&2; exit 2 ;;
    esac
done
if [ -n "$local" ] && [ -n "$partition$time" ]; then
    echo "houserules-slurm: --partition and --time are Slurm's; --local runs the shards here" >&2
    exit 2
fi
# Without Slurm, say so before anything is written (not "sbatch: command not found").
if [ -z "$local" ] && ! command -v sbatch >/dev/null; then
    echo "houserules-slurm: sbatch is not on the PATH: this machine cannot submit Slurm jobs." >&2
    echo "houserules-slurm: to run the same shards here and merge them, add --local." >&2
    exit 2
fi

if [ -z "$cli" ]; then
    here=$(cd "$(dirname "$0")" && pwd)
    if [ -x "$here/houserules-cli" ]; then cli=$here/houserules-cli; else cli=$(command -v houserules-cli || true); fi
fi
[ -n "$cli" ] && [ -x "$cli" ] || { echo "houserules-slurm: no houserules-cli found; give --cli PATH" >&2; exit 2; }
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
mkdir -p "$out"
out=$(cd "$out" && pwd)

# Bad options are found now, not in the queue.
"$cli" simulate "$@" --shard "1/$tasks" --dry-run || exit 2

args=$(printf ' %q' "$@")
# The run is kept in the notebook once, by the merge (shards keep nothing):
# the simulation's notebook options go to the first merge, and the second
# (the table) keeps nothing.
keep=()
all=("$@")
for ((i = 0; i < ${#all[@]}; i++)); do
    case ${all[i]} in
    --notebook | --note) keep+=("${all[i]}" "${all[i + 1]:-}") && i=$((i + 1)) ;;
    --notebook=* | --note=* | --no-notebook) keep+=("${all[i]}") ;;
    esac
done
slurm=(--job-name=houserules-sim)
[ -n "$partition" ] && slurm+=(--partition="$partition")
[ -n "$time" ] && slurm+=(--time="$time")
rm -f "$out"/shard-*.json "$out"/shard-*.log "$out"/result.json "$out"/result.txt "$out"/merge.log

if [ -n "$local" ]; then
    # The cluster's run, here: the same shard commands, as many at once as
    # there are cores for them; a shard that fails still leaves its JSON
    # to merge, as afterany does (merge refuses a broken or missing one).
    at_once=$(($(nproc) / cpus))
    [ "$at_once" -ge 1 ] || at_once=1
    trap 'kill $(jobs -p) 2>/dev/null; exit 130' INT TERM
    running=0
    for k in $(seq 1 "$tasks"); do
        if [ "$running" -ge "$at_once" ]; then
            wait -n || true
            running=$((running - 1))
        fi
        "$cli" simulate "$@" --shard "$k/$tasks" --threads "$cpus" --json \
            >"$out/shard-$k.json" 2>"$out/shard-$k.log" &
        running=$((running + 1))
    done
    wait
    trap - INT TERM
    if "$cli" merge "$out"/shard-*.json --json "${keep[@]}" >"$out/result.json" 2>"$out/merge.log" \
        && "$cli" merge "$out"/shard-*.json --no-notebook >"$out/result.txt" 2>>"$out/merge.log"; then
        echo "houserules-slurm: $tasks shards run here ($at_once at a time) and merged; results in $out"
        exit 0
    fi
    cat "$out/merge.log" >&2
    echo "houserules-slurm: the merge failed; the shards' logs are in $out" >&2
    exit 1
fi

array=$(sbatch --parsable "${slurm[@]}" --array="1-$tasks" --cpus-per-task="$cpus" \
    --output="$out/shard-%a.log" \
    --wrap="exec $(printf %q "$cli") simulate$args --shard \$SLURM_ARRAY_TASK_ID/$tasks --threads $cpus --json \
> $(printf %q "$out")/shard-\$SLURM_ARRAY_TASK_ID.json")
array=${array%%;*}

merge=(sbatch --parsable "${slurm[@]}" --job-name=houserules-merge --dependency="afterany:$array" \
    --kill-on-invalid-dep=yes --output="$out/merge.log")
[ -n "$wait" ] && merge+=(--wait)
q=$(printf %q "$out")
c=$(printf %q "$cli")
k=""
[ "${#keep[@]}" -gt 0 ] && k=$(printf ' %q' "${keep[@]}")
merged=$("${merge[@]}" --wrap="$c merge $q/shard-*.json --json$k > $q/result.json && $c merge $q/shard-*.json --no-notebook > $q/result.txt")
merged=${merged%%;*}

echo "houserules-slurm: array job $array ($tasks tasks), merge job $merged; results in $out"
