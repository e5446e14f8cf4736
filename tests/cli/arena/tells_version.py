# Plays legal moves only when `start` says protocol 2; otherwise names no move at all.
import json, sys
version = None
legal = []
for line in sys.stdin:
    message = json.loads(line)
    kind = message.get("type")
    if kind == "start":
        version = message.get("protocol")
    elif kind == "position":
        legal = message["legal"]
    elif kind == "go":
        best = legal[0] if version == 2 else "no version"
        print(json.dumps({"best": best, "turn": message["turn"], "final": True}), flush=True)
