"""Reads back the rounds `run.sh`'s interleaved_rounds left: one hyperfine JSON a round, each
with one run of either command, and the load after each round."""

import glob
import json
import statistics


def medians(results, n):
    """The median wall and CPU (user + system) time of each command over the rounds at N pages,
    and the 1-minute load averages recorded after them."""
    wall, cpu = {}, {}
    for path in sorted(glob.glob(f"{results}/time-{n}-*.json")):
        for r in json.load(open(path))["results"]:
            wall.setdefault(r["command"], []).extend(r["times"])
            cpu.setdefault(r["command"], []).append(r["user"] + r["system"])
    loads = [float(line.split()[2]) for line in open(f"{results}/load.txt") if line.split()[0] == str(n)]
    return ({k: statistics.median(v) for k, v in wall.items()},
            {k: statistics.median(v) for k, v in cpu.items()}, loads)


def pair(results, n, first, second):
    """The medians of two commands timed against each other at N pages: wall first, wall second,
    CPU first, CPU second, and the loads after the rounds."""
    wall, cpu, loads = medians(results, n)
    return wall[first], wall[second], cpu[first], cpu[second], loads


def warnings(results, kind, n):
    """How many warnings the checked build of KIND at N pages printed, from its summary line."""
    summary = [line for line in open(f"{results}/build-{kind}-{n}.txt") if line.startswith("Built ")][-1]
    return int(summary.split(", ")[1].split()[0])


def rss(results, kind, n):
    """The peak memory, in MB, of the build of KIND at N pages measured after the timed rounds."""
    return int(open(f"{results}/rss-{kind}-{n}.txt").read().split()[-1]) / 1024


def load_range(loads):
    return f"{min(loads):.1f}–{max(loads):.1f}"


def write_table(results, runs, warmup, header, rows, verdicts):
    """Prints the table of an interleaved benchmark, its verdicts and the load, and leaves the same
    text in RESULTS/table.md."""
    lines = [f"Medians of {runs} interleaved runs after {warmup} warm-ups; CPU is user + system, median.", "",
             "| " + " | ".join(header) + " |", "| " + " | ".join("---:" for _ in header) + " |"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    text = "\n".join(lines + [""] + verdicts + [""] + open(f"{results}/load.md").read().splitlines())
    open(f"{results}/table.md", "w").write(text + "\n")
    print(text)
