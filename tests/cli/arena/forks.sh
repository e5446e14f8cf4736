#!/bin/sh
# Starts a child that outlives it unless killed with its group (its pid is written to
# the file named by $1), then plays as the example does.
sleep 300 &
echo $! >> "$1"
exec python3 "$(dirname "$0")/../../../examples/random_player.py"
