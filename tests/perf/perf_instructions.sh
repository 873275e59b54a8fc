#!/bin/sh
# The instruction-count guard: runs perf_workload's fixed workloads under
# valgrind's cachegrind, subtracts the variant's setup (loading and compiling
# it), and fails when a workload takes more than 5% more instructions than
# the figure in FIGURES. A count is the same at every run of the same build,
# free of the machine's load, so a slower engine shows at once.
#
# The figures hold for one compiler and its flags: the Release build of
# Debian 12 (GCC 12). Other builds are skipped (77) with a message, as is a
# machine without valgrind.
#
# A change that makes a workload dearer on purpose writes the new figures
# (HOUSERULES_PERF_UPDATE=1 writes them into FIGURES) and its commit says why.
#
# Usage: perf_instructions.sh PERF_WORKLOAD FIGURES BUILD_TYPE COMPILER
set -eu
workload=$1 figures=$2 buildType=$3 compiler=$4
if [ "$buildType" != Release ]; then
    echo "SKIP: the figures are for a Release build, and this one is '$buildType'"
    exit 77
fi
if ! command -v valgrind >/dev/null 2>&1; then
    echo "SKIP: valgrind is missing (package valgrind)"
    exit 77
fi
recorded=$(sed -n 's/^compiler //p' "$figures")
if [ "$compiler" != "$recorded" ]; then
    echo "SKIP: the figures are for $recorded, and this build's compiler is $compiler"
    exit 77
fi

# The instructions of one run (cachegrind's "I refs").
count() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$workload" "$1" "$2" 2>&1 >/dev/null \
        | sed -n 's/.*I *refs: *//p' | tr -d ,
}

limit=105 # per cent of the figure
failed=0
new=$(mktemp)
trap 'rm -f "$new"' EXIT
grep '^#\|^compiler ' "$figures" >"$new"
printf '%-28s %-10s %14s %14s %8s\n' variant workload figure measured change
for variant in $(awk '!/^#/ && !/^compiler / && NF == 3 {print $1}' "$figures" | uniq); do
    setup=$(count "$variant" setup)
    for kind in $(awk -v v="$variant" '$1 == v {print $2}' "$figures"); do
        figure=$(awk -v v="$variant" -v k="$kind" '$1 == v && $2 == k {print $3}' "$figures")
        measured=$(($(count "$variant" "$kind") - setup))
        change=$(awk -v m="$measured" -v f="$figure" 'BEGIN {printf "%+.1f%%", 100 * (m - f) / f}')
        verdict=
        if [ $((measured * 100)) -gt $((figure * limit)) ]; then
            verdict="  more than 5% above the figure"
            failed=1
        fi
        printf '%-28s %-10s %14s %14s %8s%s\n' "$variant" "$kind" "$figure" "$measured" "$change" "$verdict"
        echo "$variant $kind $measured" >>"$new"
    done
done
if [ "${HOUSERULES_PERF_UPDATE:-}" = 1 ]; then
    cp "$new" "$figures"
    echo "Wrote the measured figures into $figures"
    exit 0
fi
if [ $failed = 1 ]; then
    echo "FAIL: a workload takes more instructions than its figure allows. Find out why (valgrind --tool=cachegrind" \
        "and cg_annotate on perf_workload); if it is meant, HOUSERULES_PERF_UPDATE=1 writes the new figures, and the" \
        "commit says why."
    exit 1
fi
