# Answers every `go` with one line that never ends (no newline, ever).
import sys
for line in sys.stdin:
    if '"go"' in line:
        chunk = "x" * 65536
        while True:
            sys.stdout.write(chunk)
            sys.stdout.flush()
