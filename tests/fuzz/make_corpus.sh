#!/bin/sh
# Rebuilds the seed corpus in tests/fuzz/corpus/ from the shipped variants and
# the test records (run from anywhere: sh tests/fuzz/make_corpus.sh). Inputs
# named found-* are regression inputs for findings that were fixed; they are
# kept. Every seed is named after its source.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
corpus="$top/tests/fuzz/corpus"
for target in fuzz_variant fuzz_record fuzz_decision; do
    mkdir -p "$corpus/$target"
    find "$corpus/$target" -type f ! -name 'found-*' -delete
done

# fuzz_variant: every shipped variant and the core tests' variants (good and bad).
for file in "$top"/variants/*/*.yaml "$top"/tests/data/core/variants/*.yaml; do
    game=$(basename "$(dirname "$file")")
    cp "$file" "$corpus/fuzz_variant/$game-$(basename "$file")"
done

# fuzz_record: every test record (a file with players:).
for file in "$top"/tests/data/*/*.yaml "$top"/tests/data/*/*/*.yaml; do
    grep -q '^players:' "$file" || continue
    game=$(basename "$(dirname "$file")")
    cp "$file" "$corpus/fuzz_record/$game-$(basename "$file")"
done

# Hostile shapes, small: a value named by many aliases, as list items and as
# keys (what limits::kMaxTextBytes refuses once it is large), for the
# mutations to grow.
long=$(printf '%0200d' 0 | tr 0 x)
{
    printf 'game: blasting-billy\nextends: standard\ntitle: {en: Aliases}\ndescription: &a %s\nparameters:\n' "$long"
    for i in 1 2 3 4 5 6 7 8; do printf '  ? *a\n  : %s\n' "$i"; done
} > "$corpus/fuzz_variant/hostile-aliased-keys.yaml"
{
    printf 'game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\nfirst_player: 0\n'
    printf 'setup: {seed: 1}\ndecisions:\n  - &a %s\n' "$long"
    for i in 1 2 3 4 5 6 7 8; do printf '  - *a\n'; done
} > "$corpus/fuzz_record/hostile-aliased-decisions.yaml"

# fuzz_decision: a header (variant, players, first player, seed low and high
# byte, random decisions before) and then a decision of the records, for each
# game's standard variant. The variants are numbered in sorted order, as
# fuzz_decision numbers them.
ids=$(cd "$top/variants" && ls -- */*.yaml | sed 's/\.yaml$//' | LC_ALL=C sort)
octal() { printf '\\%03o' "$1"; }
for game in blasting-billy boomo halunken-spelunken wyatt-earp; do
    index=$(printf '%s\n' "$ids" | grep -n -x "$game/standard" | cut -d: -f1)
    index=$((index - 1))
    n=0
    # The decisions of the game's records, without comments, each once.
    sed -n '/^decisions:/,$p' "$top"/tests/data/"$game"/*.yaml | grep '^ *- ' | sed 's/^ *- //; s/ *#.*//' \
        | LC_ALL=C sort -u | while IFS= read -r decision; do
        steps=$(((n * 37) % 240))
        # shellcheck disable=SC2059
        printf "$(octal "$index")$(octal "$n")$(octal 0)$(octal "$((n % 256))")$(octal 0)$(octal "$steps")%s" \
            "$decision" > "$corpus/fuzz_decision/$game-$n"
        n=$((n + 1))
    done
done
