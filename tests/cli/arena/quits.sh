#!/bin/sh
# Exits at once, before the first move.
exit 0
