# Names a move no rule allows.
import json, sys
for line in sys.stdin:
    if '"go"' in line:
        print(json.dumps({"best": "fly to the moon", "final": True}), flush=True)
