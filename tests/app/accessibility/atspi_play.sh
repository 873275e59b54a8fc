#!/bin/sh
# A whole game of GAME played by an AT-SPI client alone (atspi_play.py),
# under its own X server and D-Bus session. Exit 77 (skipped) with a
# message where the programs it needs are missing.
# Usage: atspi_play.sh HOUSERULES GAME TITLE
set -eu
program=$1 game=$2 title=$3
here=$(dirname "$0")
for tool in Xvfb dbus-run-session /usr/bin/python3; do
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
# Xvfb picks a free display itself and says which once it listens
# (-displayfd), so two of these tests can run at once. -noreset: by default
# the server resets when its last client leaves (the readiness probe, the
# accessibility bus's launcher), and a reset drops a client still in its
# handshake, so the program died now and then with "could not connect".
Xvfb -displayfd 3 -noreset -screen 0 1600x1000x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
tenths=0
while [ ! -s "$work/display" ]; do
    if ! kill -0 "$xvfb" 2>/dev/null || [ "$tenths" -ge 300 ]; then
        echo "FAIL: Xvfb gave no display"; cat "$work/xvfb.log"; exit 1
    fi
    tenths=$((tenths + 1)); sleep 0.1
done
DISPLAY=:$(cat "$work/display")
export DISPLAY
dbus-run-session -- /usr/bin/python3 "$here/atspi_play.py" "$program" "$work/game.yaml" "$title" 4711
