# Prints lines that are not the protocol's.
import sys
for line in sys.stdin:
    if '"go"' in line:
        print("e2e4 is my move!", flush=True)
        print('{"best": 42}', flush=True)
