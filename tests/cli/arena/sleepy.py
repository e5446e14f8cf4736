# Answers every move, but only well after its deadline (naming the turn, so the late
# answer cannot count for a later move).
import json, sys, time
legal = []
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "position":
        legal = message["legal"]
    elif message.get("type") == "go":
        time.sleep(1.2 + message["ms"] * 3 / 1000)
        print(json.dumps({"best": legal[0], "turn": message["turn"]}), flush=True)
