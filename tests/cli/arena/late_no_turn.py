# Answers every move, but only well after its deadline, and without `turn` (protocol
# version 1), so a late answer could pass for the next move's.
import json, sys, time
legal = []
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "position":
        legal = message["legal"]
    elif message.get("type") == "go":
        time.sleep(1.2 + message["ms"] * 3 / 1000)
        print(json.dumps({"best": legal[-1], "final": True}), flush=True)
