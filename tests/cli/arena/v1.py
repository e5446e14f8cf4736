# A version 1 program: answers at once, without `turn`, and checks nothing of `start`.
import json, sys
legal = []
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "position":
        legal = message["legal"]
    elif message.get("type") == "go":
        print(json.dumps({"best": legal[0]}), flush=True)
