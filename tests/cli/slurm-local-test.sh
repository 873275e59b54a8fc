#!/usr/bin/env bash
# houserules-slurm without a cluster, in plain ctest: --local runs a sweep
# and a paired comparison as 3 shards on this machine, and each merged JSON
# must be byte for byte one `simulate --json` run's (the tallies included);
# a balancer's search with its rounds played through it (balance --slurm 3
# --slurm-local) must print the JSON of the search on one machine;
# without sbatch on the PATH (and no --local) the script says so, suggests
# --local and exits 2, having written nothing.
#
#   slurm-local-test.sh HOUSERULES-CLI HOUSERULES-SLURM-SH
set -euo pipefail

cli=$(realpath "${1:?houserules-cli}")
submit=$(realpath "${2:?houserules-slurm.sh}")
work=$(mktemp -d /tmp/houserules-slurm-local.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

check() {
    local name=$1
    shift
    "$submit" --local --tasks 3 --out "$work/$name" --cli "$cli" -- "$@" >"$work/$name.out" \
        || fail "$name: houserules-slurm --local failed: $(cat "$work/$name.out")"
    grep -q "3 shards run here" "$work/$name.out" || fail "$name: $(cat "$work/$name.out")"
    for k in 1 2 3; do
        [ -s "$work/$name/shard-$k.json" ] || fail "$name: no shard $k"
    done
    "$cli" simulate "$@" --json >"$work/$name/local.json"
    cmp -s "$work/$name/result.json" "$work/$name/local.json" \
        || fail "$name: the merged result differs from one run: $(diff "$work/$name/result.json" "$work/$name/local.json" | head -5)"
    grep -q '"games"' "$work/$name/result.json" || fail "$name: no games tallied in the merged JSON"
    [ -s "$work/$name/result.txt" ] || fail "$name: no merged table"
    echo "$name: 3 local shards merged = one run ($(wc -c <"$work/$name/local.json") bytes of JSON)"
}
check compare --variant blasting-billy/four-card-hand --compare blasting-billy/standard --players 4 \
    --bots heuristic --games 600 --seed 11 --notebook "$work/notebook.sqlite" --note "three shards"
# The notebook keeps the merged run once (the shards and the table keep
# nothing), with its note; the check's own local run is the other one.
kept=$("$cli" notebook list --json --notebook "$work/notebook.sqlite")
[ "$(grep -c '"source": "merge"' <<<"$kept")" = 1 ] || fail "the merge was not kept once: $kept"
[ "$(grep -c '"shards": 3' <<<"$kept")" = 1 ] || fail "the merged run does not count 3 shards: $kept"
[ "$(grep -c '"note": "three shards"' <<<"$kept")" = 2 ] || fail "the note was not kept: $kept"
echo "notebook: the merged run kept once, with its 3 shards and its note"
check sweep --variant blasting-billy/standard --players 3 --bots heuristic,random,heuristic \
    --sweep hand_size=2..4 --games 300 --seed 12

# The balancer's rounds through houserules-slurm: the same search, byte for byte.
search=(balance blasting-billy/standard --players 4 --bots heuristic --vary hand_size=2..5
    --vary deck.dynamite_per_colour=0..2 --target figure:shot_down=20..30 --budget 6000 --proposals 2 --seed 4 --json)
"$cli" "${search[@]}" >"$work/balance-one.json" || fail "balance on one machine failed"
"$cli" "${search[@]}" --slurm 3 --slurm-out "$work/balance" --slurm-script "$submit" --slurm-local \
    >"$work/balance-slurm.json" || fail "balance --slurm failed: $(tail -5 "$work"/balance/round-*/*.log)"
cmp -s "$work/balance-one.json" "$work/balance-slurm.json" \
    || fail "balance --slurm differs from one machine: $(diff "$work/balance-one.json" "$work/balance-slurm.json" | head -5)"
rounds=$(ls -d "$work"/balance/round-* | wc -l)
[ "$rounds" -ge 2 ] || fail "balance --slurm played $rounds round(s) through houserules-slurm, expected several"
[ -s "$work/balance/round-1/candidate-1/shard-3.json" ] || fail "balance --slurm: no third shard of a candidate"
echo "balance: $rounds rounds through houserules-slurm = the search on one machine"

# A PATH without sbatch: every folder of it that holds none.
path=
IFS=: read -ra dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
    [ -x "$dir/sbatch" ] || path=${path:+$path:}$dir
done
if PATH=$path command -v bash >/dev/null; then
    status=0
    PATH=$path "$submit" --tasks 3 --out "$work/nowhere" --cli "$cli" -- --variant blasting-billy/standard \
        --players 4 --bots heuristic --games 10 >"$work/nosbatch.out" 2>"$work/nosbatch.err" || status=$?
    [ "$status" = 2 ] || fail "without sbatch: exit status $status, expected 2"
    grep -q "sbatch is not on the PATH" "$work/nosbatch.err" || fail "without sbatch: $(cat "$work/nosbatch.err")"
    grep -q -- "--local" "$work/nosbatch.err" || fail "without sbatch: no word of --local"
    [ ! -e "$work/nowhere" ] || fail "without sbatch: the output folder was made"
    echo "without sbatch: exit 2 and a suggestion of --local"
else
    echo "sbatch sits beside bash here: the check without sbatch is left out"
fi
echo "slurm --local test passed"
