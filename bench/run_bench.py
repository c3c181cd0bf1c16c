#!/usr/bin/env python3
"""Benchmark jaxlint against its peers on the real-world corpus, in one run, as ratios.

Builds the corpus with ../shared/tools/corpus.sh when it is missing, then times on the same
files: jaxlint cold (--no-cache) and warm, raw `libcst.parse_module` (one process and a pool
of the same size), ruff cold and warm, flake8 + flake8-bugbear, and `fixit lint`. Each
command runs --runs times (median reported), with peak RSS of the largest process. Peers that
are not installed are reported as missing; `--install` puts them in a venv under /tmp.

    python3 bench/run_bench.py [--corpus /tmp/jaxlint-corpus] [--runs 3] [--jobs N] [--only optax]

Not run by CI: the numbers belong in issue notes, measured on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SHARED = REPO.parent / "shared"
PEERS = ["ruff", "flake8", "flake8-bugbear", "fixit"]

MEASURE = r"""
import resource, subprocess, sys, time
start = time.perf_counter()
proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode)
"""


def measure(cmd: list[str], runs: int, env: dict | None = None, cwd: str | None = None) -> dict:
    walls, cpus, peaks = [], [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", MEASURE, *cmd], capture_output=True, text=True,
                             env=env, cwd=cwd).stdout.split()
        wall, cpu, peak, code = float(out[0]), float(out[1]), int(out[2]), int(out[3])
        walls.append(wall)
        cpus.append(cpu)
        peaks.append(peak)
    return {"wall": statistics.median(walls), "min": min(walls), "max": max(walls),
            "cpu": statistics.median(cpus), "peak_mib": max(peaks) / 1024, "exit": code}


def count(target: Path) -> tuple[int, int]:
    files = lines = 0
    for path in target.rglob("*.py"):
        files += 1
        with open(path, "rb") as handle:
            lines += sum(1 for line in handle if line.strip())
    return files, lines


def ensure_corpus(corpus: Path) -> Path:
    src = corpus / "src"
    if not src.is_dir():
        subprocess.run(["bash", str(SHARED / "tools" / "corpus.sh"), str(corpus)], check=True)
    return src


def install_peers(venv: Path) -> Path:
    if not (venv / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", *PEERS], check=True)
    return venv / "bin"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="/tmp/jaxlint-corpus")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--only", default=None, help="one package of the corpus (e.g. optax)")
    parser.add_argument("--install", action="store_true", help="install the peers into /tmp/jaxlint-bench-venv")
    parser.add_argument("--skip-slow", action="store_true", help="skip fixit and flake8 (minutes each)")
    parser.add_argument("--json", default=None, help="also write the results here")
    args = parser.parse_args()

    src = ensure_corpus(Path(args.corpus))
    target = src / args.only if args.only else src
    files, kloc = count(target)
    peer_bin = install_peers(Path("/tmp/jaxlint-bench-venv")) if args.install else None

    def tool(name: str) -> str | None:
        if peer_bin is not None and (peer_bin / name).exists():
            return str(peer_bin / name)
        return shutil.which(name)

    cache = tempfile.mkdtemp(prefix="jaxlint-bench-cache-")
    ruff_cache = tempfile.mkdtemp(prefix="ruff-bench-cache-")
    jaxlint = [sys.executable, "-m", "jaxlint", "check", str(target), "-q", "--output-format", "concise",
               "-j", str(args.jobs)]
    parse = [sys.executable, str(SHARED / "tools" / "parse_libcst.py"), str(target)]
    rows: list[tuple[str, dict | None]] = []
    rows.append(("libcst.parse_module, 1 process", measure(parse + ["-j", "1"], args.runs)))
    rows.append((f"libcst.parse_module, {args.jobs} processes", measure(parse + ["-j", str(args.jobs)], args.runs)))
    rows.append(("jaxlint check --no-cache (cold)", measure(jaxlint + ["--no-cache"], args.runs)))
    subprocess.run(jaxlint + ["--cache-dir", cache], stdout=subprocess.DEVNULL)  # fill the cache
    rows.append(("jaxlint check (warm cache)", measure(jaxlint + ["--cache-dir", cache], args.runs)))
    rows.append(("jaxlint check -j 1 --no-cache", measure(jaxlint[:-2] + ["-j", "1", "--no-cache"], args.runs)))
    ruff = tool("ruff")
    if ruff:
        base = [ruff, "check", "--isolated", "--output-format", "concise", "--exit-zero", str(target)]
        rows.append(("ruff check --no-cache (cold)", measure(base + ["--no-cache"], args.runs)))
        subprocess.run(base + ["--cache-dir", ruff_cache], stdout=subprocess.DEVNULL)
        rows.append(("ruff check (warm cache)", measure(base + ["--cache-dir", ruff_cache], args.runs)))
    else:
        rows.append(("ruff", None))
    if not args.skip_slow:
        flake8 = tool("flake8")
        rows.append(("flake8 + bugbear", measure([flake8, "--isolated", "-j", str(args.jobs), "--exit-zero",
                                                   str(target)], args.runs) if flake8 else None))
        fixit = tool("fixit")
        rows.append(("fixit lint (default rules)", measure([fixit, "lint", str(target)], args.runs)
                     if fixit else None))

    by_name = {name: r for name, r in rows}
    parse_pool = by_name[f"libcst.parse_module, {args.jobs} processes"]["wall"]
    print(f"corpus: {target}  files: {files}  non-blank kLOC: {kloc / 1000:.1f}  cores: {os.cpu_count()}  "
          f"jobs: {args.jobs}  runs: {args.runs} (median wall)")
    print(f"{'command':<40} {'wall s':>8} {'min-max':>13} {'files/s':>8} {'kLOC/s':>8} {'cpu s':>7} "
          f"{'peak MiB':>9} {'x parse(pool)':>13}")
    for name, r in rows:
        if r is None:
            print(f"{name:<40} {'not installed':>8}")
            continue
        print(f"{name:<40} {r['wall']:>8.2f} {r['min']:>6.2f}-{r['max']:<6.2f} {files / r['wall']:>8.0f} "
              f"{kloc / 1000 / r['wall']:>8.1f} {r['cpu']:>7.1f} {r['peak_mib']:>9.0f} {r['wall'] / parse_pool:>13.2f}")
    cold = by_name["jaxlint check --no-cache (cold)"]["wall"]
    warm = by_name["jaxlint check (warm cache)"]["wall"]
    print()
    print(f"cold jaxlint / parse pool: {cold / parse_pool:.2f} (target <= 1.5)")
    if by_name.get("ruff check (warm cache)"):
        print(f"warm jaxlint / warm ruff: {warm / by_name['ruff check (warm cache)']['wall']:.2f} (target <= 2)")
    if by_name.get("fixit lint (default rules)"):
        print(f"fixit / cold jaxlint: {by_name['fixit lint (default rules)']['wall'] / cold:.1f} (target >= 5)")
    if args.json:
        Path(args.json).write_text(json.dumps({"files": files, "kloc": kloc / 1000, "rows": rows}, indent=2))
    shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(ruff_cache, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
