#!/bin/sh
# Exits at once, leaving a child that holds its stdout open (and says nothing).
sleep 300 &
exit 0
