#!/usr/bin/env python3
"""Benchmark the runtime checker (`check --fix --unsafe-fixes --verify`) and audit its verdicts.

Two suites: the bundled example project, and every rule's invalid examples with the example's
`run` snippet wrapped in a function (so its calls are call sites, not import-time code). Each
suite is fixed in a temporary copy and verified twice with a fresh JAX compilation cache:
cold, then warm. Reported per run: functions, verdicts, the share of rewritten files without
a verdict (all their rows unverified), the median and mean seconds per function spent in the
worker, and the wall time (start-up included) per function. The audit runs each file whose
functions were all verified, fixed, with its `run` snippet under real JAX: a failure there is
a false proof.

    python3 bench/verify_bench.py [--suite examples|rules|all] [--runs 2] [--json out.json]

Not run by CI: timings depend on the machine and its load (printed alongside).
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
import textwrap
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

from jaxlint.config import load_config  # noqa: E402
from jaxlint.discovery import discover  # noqa: E402
from jaxlint.fix_runner import fix_files  # noqa: E402
from jaxlint.runtime_check.command import changes_from, verify_changes  # noqa: E402

AUDIT = r"""
import json, sys, traceback
failures = {}
for path, run in json.load(open(sys.argv[1])).items():
    namespace = {"__name__": "__audit__"}
    try:
        exec(compile(open(path).read() + "\n" + run, path, "exec"), namespace)
    except BaseException as exc:
        failures[path] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:200]
print(json.dumps(failures))
"""


def example_suite(folder: Path) -> dict[str, str]:
    shutil.copytree(REPO / "examples", folder / "examples")
    return {}


def rules_suite(folder: Path) -> dict[str, str]:
    """One module per invalid example; returns {path: run snippet} for the audit."""
    from jaxlint.rules import ALL_RULES

    runs = {}
    for rule in ALL_RULES:
        for i, example in enumerate(rule.invalid):
            path = folder / f"{rule.code.lower()}_{i}.py"
            run = example.run.strip("\n")
            body = example.source()
            if run:
                body += "\n\ndef _bench_calls():\n" + textwrap.indent(run, "    ") + "\n"
            path.write_text(body, encoding="utf-8")
            runs[str(path)] = run
    return runs


def one_run(suite: str, cache: Path) -> dict:
    folder = Path(tempfile.mkdtemp(prefix=f"jaxlint-vbench-{suite}-"))
    runs = example_suite(folder) if suite == "examples" else rules_suite(folder)
    root = folder / "examples" if suite == "examples" else folder
    os.environ["XDG_CACHE_HOME"] = str(cache)
    config = load_config(root)
    files, _ = discover([root], config)
    outcomes = fix_files(files, config, True, diff_only=False, jobs=1)
    changes = changes_from(outcomes)
    start = time.perf_counter()
    results, _ = verify_changes(changes, files, config)
    wall = time.perf_counter() - start
    by_file: dict[str, list] = {}
    for r in results:
        by_file.setdefault(r.filename, []).append(r)
    rewritten = {str(c.path) for c in changes}
    without = [f for f in rewritten if all(r.status == "unverified" for r in by_file.get(f, []))]
    seconds = [r.seconds for r in results if r.seconds is not None]
    verified_files = [f for f, rows in by_file.items() if rows and all(r.status == "verified" for r in rows)]
    audit = {f: runs[f] for f in verified_files if runs.get(f)}
    false_proofs = _audit(audit, folder) if audit else {}
    shutil.rmtree(folder, ignore_errors=True)
    return {
        "suite": suite, "functions": len(results), "statuses": dict(Counter(r.status for r in results)),
        "rewritten_files": len(rewritten), "files_without_verdict": len(without),
        "median_s_per_function": round(statistics.median(seconds), 3) if seconds else None,
        "mean_s_per_function": round(statistics.mean(seconds), 3) if seconds else None,
        "wall_s": round(wall, 2), "wall_s_per_function": round(wall / max(len(results), 1), 3),
        "audited_files": len(audit), "false_proofs": false_proofs,
    }


def _audit(files: dict[str, str], folder: Path) -> dict[str, str]:
    spec = folder / "audit.json"
    spec.write_text(json.dumps(files), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-c", AUDIT, str(spec)], capture_output=True, text=True, timeout=1800,
                          env={**os.environ, "JAX_PLATFORMS": "cpu"})
    try:
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"<audit>": proc.stderr[-300:]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", choices=("examples", "rules", "all"), default="all")
    parser.add_argument("--runs", type=int, default=2, help="runs per suite on one cache: the first is cold")
    parser.add_argument("--json", default=None, help="also write the figures here")
    args = parser.parse_args()
    suites = ["examples", "rules"] if args.suite == "all" else [args.suite]
    report = {"cpus": os.cpu_count(), "load_before": os.getloadavg()[0], "runs": []}
    for suite in suites:
        cache = Path(tempfile.mkdtemp(prefix="jaxlint-vbench-cache-"))
        for i in range(args.runs):
            figures = one_run(suite, cache)
            figures["cache"] = "cold" if i == 0 else "warm"
            figures["load"] = round(os.getloadavg()[0], 2)
            report["runs"].append(figures)
            print(json.dumps(figures))
        shutil.rmtree(cache, ignore_errors=True)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
