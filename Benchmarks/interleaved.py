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
