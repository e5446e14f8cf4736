#!/usr/bin/env python3
"""Our Klondike deals as lonelybot's "exact" seeds, and optionally lonelybot's verdicts.

lonelybot (github.com/vuonghy2442/lonelybot, MIT) names a deal by a number: the rank of
the 52-card permutation it deals from. This script asks karty for each deal's position
(`karty klondike state`), lays its cards out as lonelybot reads a deck, and ranks that
permutation. With --lonecli it also runs `lonecli solve exact N D` on each deal under a
time limit (SIGINT, which lonecli answers with "Terminated") and prints what it says.

    scripts/lonelybot_seeds.py --karty target/release/karty --seeds 1-200 --draw 1
    scripts/lonelybot_seeds.py --karty ... --seeds 1-100 --draw 3 --lonecli PATH --time 10
    scripts/lonelybot_seeds.py --karty ... --seeds 1-200 --lonecli PATH --compare

With --compare, karty's own solver runs on each deal too, just before lonecli (one
process each, deal by deal, the same time limit), and the rows hold both verdicts and
both wall times: seed,draw,karty verdict,karty ms,lonecli verdict,lonecli ms. With
--before OTHER_KARTY as well, that build runs on each deal too, just before the first
(for a before-and-after under the same load), and its verdict and ms end the row. The
totals also give each program's processor (CPU) seconds, user and system, read from
the operating system for each child process, which a busy machine inflates far less
than wall time.

The layout (checked card for card against what lonecli prints for the deal):
- a card is its rank index (A = 0 … K = 12) times 4 plus its suit index (hearts 0,
  diamonds 1, clubs 2, spades 3);
- the deck is 52 cards: column j (0-6) at depth i from its bottom (i = j is the face-up
  card) at index j(j+1)/2 + i, then the stock in the order turns bring it up (karty
  lists the stock bottom to top, so its last card comes first);
- the number is a mixed-radix rank: for i from 51 down to 1, take the position p of card
  i among the first i + 1 places, swap it to place i, and accumulate n = n * (i + 1) + p.
"""

import argparse
import json
import resource
import signal
import subprocess
import sys
import time

RANKS = "A23456789TJQK"
SUITS = "HDCS"  # lonelybot's suit order


def card_id(code):
    return RANKS.index(code[0]) * 4 + SUITS.index(code[1])


def deck(position):
    cards = [None] * 52
    for j, column in enumerate(position["tableau"]):
        pile = column["down"] + column["up"]
        if len(pile) != j + 1 or len(column["up"]) != 1:
            raise ValueError("not a fresh deal: column %d" % (j + 1))
        for i, code in enumerate(pile):
            cards[j * (j + 1) // 2 + i] = card_id(code)
    stock = position["stock"]
    if len(stock) != 24 or position["waste"]:
        raise ValueError("not a fresh deal: the stock")
    for t, code in enumerate(reversed(stock)):
        cards[28 + t] = card_id(code)
    if sorted(cards) != list(range(52)):
        raise ValueError("not 52 different cards")
    return cards


def rank(cards):
    cards = list(cards)
    number = 0
    for i in range(51, 0, -1):
        p = cards[: i + 1].index(i)
        number = number * (i + 1) + p
        cards[p], cards[i] = cards[i], cards[p]
    return number


def seeds(text):
    if "-" in text:
        first, last = text.split("-", 1)
        return range(int(first), int(last) + 1)
    return [int(s) for s in text.split(",")]


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def lonecli(path, number, draw, limit):
    started = time.monotonic()
    cpu = children_cpu()
    proc = subprocess.Popen(
        [path, "solve", "exact", str(number), str(draw)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        out, _ = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate()
    elapsed = time.monotonic() - started
    if "Solvable" in out:
        verdict = "winnable"
    elif "Impossible" in out:
        verdict = "unwinnable"
    else:
        verdict = "undecided"
    return verdict, elapsed, children_cpu() - cpu


def karty_solve(path, seed, draw, limit, memory):
    started = time.monotonic()
    cpu = children_cpu()
    out = subprocess.run(
        [path, "--seed", str(seed), "klondike", "--draw", str(draw), "solve",
         "--time-limit", str(limit), "--memory", str(memory)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    elapsed = time.monotonic() - started
    first = out.split("\n", 1)[0]
    for word in ("winnable", "unwinnable", "undecided"):
        if first.startswith(word):
            return word, elapsed, children_cpu() - cpu
    raise ValueError("karty said: " + first)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--karty", required=True, help="the karty binary")
    parser.add_argument("--seeds", required=True, help="FIRST-LAST or a,b,c")
    parser.add_argument("--draw", type=int, choices=[1, 3], default=1)
    parser.add_argument("--lonecli", help="run lonelybot's lonecli on each deal")
    parser.add_argument("--time", type=float, default=10.0, help="seconds a deal")
    parser.add_argument("--compare", action="store_true", help="karty's solver too")
    parser.add_argument("--memory", type=int, default=1024, help="karty's MB a deal")
    parser.add_argument("--before", help="another karty build to compare with --compare")
    args = parser.parse_args()
    counts = {}
    total = 0.0
    slowest = 0.0
    ours = {}
    our_total = 0.0
    our_slowest = 0.0
    before = {}
    before_total = 0.0
    cpu = {"karty": 0.0, "before": 0.0, "lonecli": 0.0}
    for seed in seeds(args.seeds):
        state = subprocess.run(
            [args.karty, "--seed", str(seed), "klondike", "--draw", str(args.draw), "state"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        number = rank(deck(json.loads(state)))
        if not args.lonecli:
            print(seed, number)
            continue
        row = "%d,%d" % (seed, args.draw)
        if args.compare and args.before:
            then, then_took, then_cpu = karty_solve(
                args.before, seed, args.draw, args.time, args.memory
            )
            cpu["before"] += then_cpu
            before[then] = before.get(then, 0) + 1
            before_total += then_took
        if args.compare:
            mine, took, mine_cpu = karty_solve(args.karty, seed, args.draw, args.time, args.memory)
            cpu["karty"] += mine_cpu
            ours[mine] = ours.get(mine, 0) + 1
            our_total += took
            our_slowest = max(our_slowest, took)
            row += ",%s,%.3f" % (mine, took * 1000)
        verdict, elapsed, their_cpu = lonecli(args.lonecli, number, args.draw, args.time)
        cpu["lonecli"] += their_cpu
        counts[verdict] = counts.get(verdict, 0) + 1
        total += elapsed
        slowest = max(slowest, elapsed)
        row += ",%s,%.3f" % (verdict, elapsed * 1000)
        if args.compare and args.before:
            row += ",%s,%.3f" % (then, then_took * 1000)
        print(row, flush=True)
    if args.compare:
        print(
            "karty: %s; %.1f s in all (%.1f s of processor time), slowest %.2f s"
            % (
                ", ".join("%s %d" % kv for kv in sorted(ours.items())),
                our_total,
                cpu["karty"],
                our_slowest,
            ),
            file=sys.stderr,
        )
    if args.compare and args.before:
        print(
            "karty before: %s; %.1f s in all (%.1f s of processor time)"
            % (
                ", ".join("%s %d" % kv for kv in sorted(before.items())),
                before_total,
                cpu["before"],
            ),
            file=sys.stderr,
        )
    if args.lonecli:
        print(
            "lonecli: %s; %.1f s in all (%.1f s of processor time), slowest %.2f s"
            % (
                ", ".join("%s %d" % kv for kv in sorted(counts.items())),
                total,
                cpu["lonecli"],
                slowest,
            ),
            file=sys.stderr,
        )


if __name__ == "__main__":
    main()
