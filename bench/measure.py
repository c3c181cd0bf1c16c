"""Whole-process timings for the benchmarks: wall, cpu and peak memory of a command's children.

Each command runs under a small wrapper process, so `getrusage(RUSAGE_CHILDREN)` there sees
exactly that command's process tree (interpreter start-up and imports included). Pairs of
commands run alternately (A B A B ...) and the ratio quoted is the median of the per-pair
ratios, which cancels most of the drift of a shared, loaded machine.
"""

from __future__ import annotations

import statistics
import subprocess
import sys

_WRAPPER = r"""
import resource, subprocess, sys, time
start = time.perf_counter()
proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.buffer.write(proc.stderr[-2000:])
print(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode)
"""


def run_once(cmd: list[str], cwd: str | None = None) -> dict:
    """{"wall", "cpu", "peak_mib", "exit"} of one run of `cmd` (stdout discarded)."""
    proc = subprocess.run([sys.executable, "-c", _WRAPPER, *cmd], capture_output=True, text=True, cwd=cwd)
    fields = proc.stdout.split()
    if len(fields) != 4:
        raise RuntimeError(f"cannot time {cmd[:3]}...: {proc.stderr.strip()[-500:]}")
    wall, cpu, peak_kib, code = float(fields[0]), float(fields[1]), int(fields[2]), int(fields[3])
    return {"wall": wall, "cpu": cpu, "peak_mib": peak_kib / 1024, "exit": code, "stderr": proc.stderr[-500:]}


def summary(runs: list[dict]) -> dict:
    walls = [r["wall"] for r in runs]
    return {"wall": statistics.median(walls), "min": min(walls), "max": max(walls),
            "cpu": statistics.median(r["cpu"] for r in runs), "peak_mib": max(r["peak_mib"] for r in runs),
            "exit": runs[-1]["exit"], "runs": len(runs)}


def paired(baseline: list[str], candidate: list[str], runs: int, cwd: str | None = None) -> dict:
    """Alternate the two commands `runs` times: their summaries, and the median ratio of
    candidate to baseline, by wall time and by cpu time."""
    base_runs, cand_runs, wall_ratios, cpu_ratios = [], [], [], []
    for _ in range(runs):
        base = run_once(baseline, cwd)
        cand = run_once(candidate, cwd)
        base_runs.append(base)
        cand_runs.append(cand)
        wall_ratios.append(cand["wall"] / base["wall"])
        cpu_ratios.append(cand["cpu"] / base["cpu"] if base["cpu"] else float("nan"))
    return {"baseline": summary(base_runs), "candidate": summary(cand_runs),
            "ratio": statistics.median(wall_ratios), "cpu_ratio": statistics.median(cpu_ratios)}


def percentiles(samples: list[float]) -> dict:
    """p50, p90 and max of latencies, in milliseconds."""
    ordered = sorted(samples)
    if not ordered:
        return {"n": 0}

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] * 1000

    return {"n": len(ordered), "p50_ms": at(0.5), "p90_ms": at(0.9), "max_ms": ordered[-1] * 1000}
