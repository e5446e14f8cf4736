#!/usr/bin/env python3
"""An outside player for `karty makao arena` / `karty saboteur arena`.

It reads the arena's JSON lines on stdin and, when told to think (`go`), reports a
random legal action as its best move. Only the standard library; see README,
"Outside programs: the arena".
"""
import json
import random
import sys

legal = []
for line in sys.stdin:
    message = json.loads(line)
    kind = message.get("type")
    if kind == "start":
        random.seed(message["seed"] + message["seat"])
    elif kind == "position":
        legal = message["legal"]
    elif kind == "go" and legal:
        # "final": no need to wait out the budget; "turn": which `go` this answers.
        answer = {"best": random.choice(legal), "final": True, "turn": message["turn"]}
        print(json.dumps(answer), flush=True)
    elif kind == "end":
        break
