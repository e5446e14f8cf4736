# Floods: well-formed best moves, as fast as it can, from the start, never reading.
import sys
line = '{"best": "draw"}\n' * 4096
while True:
    sys.stdout.write(line)
    sys.stdout.flush()
