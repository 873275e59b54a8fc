#!/bin/sh
# A whole game of GAME played by an AT-SPI client alone (atspi_play.py),
# under its own X server and D-Bus session. Exit 77 (skipped) with a
# message where the programs it needs are missing.
# Usage: atspi_play.sh HOUSERULES GAME TITLE
set -eu
program=$1 game=$2 title=$3
here=$(dirname "$0")
for tool in xvfb-run dbus-run-session /usr/bin/python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool is missing (packages xvfb, dbus, python3-pyatspi, at-spi2-core)"
        exit 77
    fi
done
if [ ! -e /usr/libexec/at-spi-bus-launcher ] && [ ! -e /usr/lib/at-spi2-core/at-spi-bus-launcher ]; then
    echo "SKIP: at-spi2-core is missing (the accessibility bus)"
    exit 77
fi
unset QT_QPA_PLATFORM # a real X server: the bridge speaks to the bus from there
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One person against three computer players, a fixed deal.
cat >"$work/game.yaml" <<RECORD
game: $game
variant: $game/standard
players: [Ann, Bob, Cid, Dot]
seats: [human, normal, normal, normal]
first_player: Ann
seed: 4711
decisions: []
RECORD
exec xvfb-run -a -s "-screen 0 1600x1000x24" \
    dbus-run-session -- /usr/bin/python3 "$here/atspi_play.py" "$program" "$work/game.yaml" "$title" 4711
