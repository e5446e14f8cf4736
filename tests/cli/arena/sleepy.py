# Answers every move, but only after the deadline has passed.
import json, sys, time
legal = []
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "position":
        legal = message["legal"]
    elif message.get("type") == "go":
        time.sleep(message["ms"] * 3 / 1000)
        print(json.dumps({"best": legal[0]}), flush=True)
