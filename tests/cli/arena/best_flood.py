# Sends its best move "as often as it likes": in a loop, for every `go`, numbered.
import json, sys
legal = []
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "position":
        legal = message["legal"]
    elif message.get("type") == "go":
        answer = json.dumps({"best": legal[0], "turn": message["turn"]}) + "\n"
        while True:
            sys.stdout.write(answer * 256)
            sys.stdout.flush()
