"""How much of what jaxlint finds on the buggy report repros it fixes, and whether the fixed
programs run (not a test: a measurement, printed as a table and optionally written as JSON).

Every buggy case of `tests/data/report_repros*/` (header `# expect: ERROR at line N`) is copied
into a folder of its own under a temporary root; jaxlint lints the root (`--output-format json`)
and then fixes it (`check --fix --unsafe-fixes`), as a user would. Each fixed file, and each
original under `jax.disable_jit()`, is then executed in a worker subprocess (JAX_PLATFORMS=cpu,
a timeout per case). Counted:

  (a) findings on the buggy cases
  (b) findings with a fix that `--fix --unsafe-fixes` applies (safe or unsafe)
  (c) findings with a safe fix
  (d) fixed files (changed by the fix run) that parse
  (e) fixed files that run without the original error and without a new one (no exception, and
      no tracer printed where the case's symptom was a printed tracer)
  (f) of (e), where the original runs eagerly under `jax.disable_jit()` without error and
      without printing a tracer, and it prints numbers or leaves values (top-level expression
      statements' results, top-level names bound to arrays/numbers): whether the fixed run's
      values match the eager original's

The same per rule (a finding counts towards (d)-(f) through its file), plus the findings left
after the fix. Where a case holds several findings, the file's outcome is every finding's.

Measured on main da69493 before the `fixrate` branch (200 buggy cases): per finding fixed 0.63,
safe 0.20, in a file that runs after the fix 0.60 (117 of 194); files: 118 changed, 112 run, 81 match.
After the branch (d3d5b49): fixed 0.69, safe 0.20, runs after the fix 0.67 (130 of 194); files: 128
changed, 124 run, 92 match. Per-rule tables before and after: bench/README.md ("Fix rate on the report
repros").

Branch `fixrate2` (293 buggy cases, 287 findings): main c9cf14b fixed 0.65 (187), safe 0.22 (64),
runs after fix 0.60 (173); files: 176 changed, 164 run, 108 match. After (c86407e): fixed 0.72
(208), safe 0.23 (65), runs after fix 0.69 (199); files: 196 changed, 187 run, 125 match. Per rule
(fixed / runs): JAX602 4/4 -> 10/10, JAX810 2/3 -> 7/8, JAX202 49/42 -> 51/46, JAX105 12/11 ->
15/14, JAX101 30/29 -> 32/31, JAX601 5/5 -> 7/7, JAX201 7/5 -> 8/6, JAX901 15/14 -> 15/17, JAX301
0/0 -> 0/0.

Branch `fixes14` (394 buggy cases, 394 findings): main 58615df fixed 0.71 (279), runs after fix 0.68
(266), files matching 148; after: fixed 0.75 (296), runs after fix 0.72 (283), files matching 161.
Per rule (fixed / runs): JAX301 0/0 -> 10/10, JAX810 7/8 -> 11/12, JAX601 7/7 -> 8/8, JAX202
54/49 -> 55/50, JAX105 20/17 -> 21/18.

Branch `fixrun12` (477 buggy cases, 537 findings): main 081cdcf fixed 0.72 (385), runs after fix 0.69
(368), files matching 190; after: fixed 0.73 (390), runs after fix 0.70 (375), files matching 194 (JAX320
loop carries split in the body, JAX810 static dicts passed as item tuples, jnp list arguments, bool()
returned by a helper).

Branch `fixrun13` (495 buggy cases, 567 findings): main e6ed6b8 fixed 0.72 (410), safe 0.27 (151), runs
after fix 0.69 (394), files matching 199; after: fixed 0.72 (410), safe 0.37 (209), runs after fix 0.69
(393: one training loop timed out at load 20; alone it runs), files matching 199 (static marks with literal callers,
JAX811 marks where every call passes an object, JAX102 logical rewrites where every run raised: safe).

    python bench/fix_rate.py [--json out.json] [--only SUBSTRING] [--timeout 60] [--show]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
_EXPECT = re.compile(r"^# expect: (\S+) at line (\d+)", re.M)
PRINTED_TRACER = "printed-tracer"
APPLIED = {"safe", "unsafe"}


def buggy_cases(only: str = "") -> list[tuple[str, Path, str]]:
    """(folder/name, path, expected error) of every buggy case."""
    out = []
    for path in sorted(DATA.glob("report_repros*/*.py")):
        match = _EXPECT.search(path.read_text(encoding="utf-8"))
        name = f"{path.parent.name}/{path.stem}"
        if match and only in name:
            out.append((name, path, match.group(1)))
    return out


def jaxlint(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "jaxlint", "check", "--no-cache", "--exit-zero", *args],
                          cwd=ROOT, capture_output=True, text=True, check=False)


def findings(tree: Path) -> dict[str, list[dict]]:
    """Relative file path -> its findings (JSON records)."""
    done = jaxlint("--output-format", "json", str(tree))
    by_file: dict[str, list[dict]] = defaultdict(list)
    for record in json.loads(done.stdout or "[]"):
        by_file[str(Path(record["filename"]).resolve().relative_to(tree.resolve()))].append(record)
    return by_file


# ---- the worker: runs cases in one process (importing JAX once), one JSON line per case ----

_TRACER_TEXT = re.compile(r"Traced<|\b\w*Tracer\(")
_NUMBER = re.compile(r"-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|nan|inf")
_FLAGS = ("jax_enable_x64", "jax_debug_key_reuse", "jax_enable_custom_prng")


def _recording(source: str, filename: str):
    """The module's code with every top-level expression statement's value recorded."""
    tree = ast.parse(source, filename)
    for i, statement in enumerate(tree.body):
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            call = ast.Call(ast.Name("__record__", ast.Load()), [statement.value], [])
            tree.body[i] = ast.copy_location(ast.Expr(call), statement)
    return compile(ast.fix_missing_locations(tree), filename, "exec", dont_inherit=True)


def _leaves(value, depth: int = 0):
    """Comparable leaves of a value (arrays, numbers), or None where it holds none."""
    import numpy as np

    if depth > 4:
        return None
    if isinstance(value, (bool, int, float, complex, np.number, np.bool_)):
        return [np.asarray(value)]
    if isinstance(value, (list, tuple)):
        parts = [_leaves(v, depth + 1) for v in value]
        return None if any(p is None for p in parts) or not parts else [x for p in parts for x in p]
    if isinstance(value, dict):
        parts = [_leaves(value[k], depth + 1) for k in sorted(value, key=str)]
        return None if any(p is None for p in parts) or not parts else [x for p in parts for x in p]
    if type(value).__module__.startswith(("jax", "numpy")) and hasattr(value, "shape"):
        try:
            import jax

            if jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key):
                value = jax.random.key_data(value)
            return [np.asarray(value)]
        except Exception:  # a tracer or an odd array: nothing to compare
            return None
    return None


def _run_one(path: str, eager: bool) -> dict:
    import contextlib
    import io
    import signal
    import traceback
    import warnings

    import random

    import jax
    import numpy as np

    np.random.seed(0)  # cases that draw unseeded NumPy numbers compare like with like
    random.seed(0)
    recorded: list = []
    namespace = {"__name__": "__main__", "__file__": path, "__record__": recorded.append}
    out = io.StringIO()
    saved = {flag: getattr(jax.config, flag) for flag in _FLAGS}
    result: dict = {"error": None, "line": None}
    try:
        with contextlib.redirect_stdout(out), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = _recording(Path(path).read_text(encoding="utf-8"), path)
            with jax.disable_jit() if eager else contextlib.nullcontext():
                exec(code, namespace)
                jax.effects_barrier()
    except BaseException as exc:  # the case's own failure is the datum
        if isinstance(exc, KeyboardInterrupt):
            raise
        result["error"] = type(exc).__name__
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == path]
        result["line"] = frames[-1].lineno if frames else None
    finally:
        signal.alarm(0)
        for flag, value in saved.items():
            jax.config.update(flag, value)
    printed = out.getvalue()
    result["tracer_printed"] = bool(_TRACER_TEXT.search(printed))
    result["numbers"] = _NUMBER.findall(printed)
    values = {}
    for i, value in enumerate(recorded):
        values[f"expr{i}"] = value
    for name, value in namespace.items():
        if not name.startswith("__"):
            values[name] = value
    leaves = {}
    for name, value in values.items():
        try:
            got = _leaves(value)
        except Exception:  # a value that cannot be listed (an odd container): not compared
            got = None
        if got is not None:
            leaves[name] = [(str(x.dtype), list(x.shape), x.ravel().tolist()) for x in got]
    result["values"] = leaves
    return result


def worker(jobs_file: str, timeout: int) -> None:
    """Run the jobs (path, eager) listed in `jobs_file`, printing one JSON line per job."""
    import signal

    os.environ.setdefault("JAX_PLATFORMS", "cpu")

    def on_alarm(signum, frame):
        raise TimeoutError(f"over {timeout} s")

    signal.signal(signal.SIGALRM, on_alarm)
    import jax

    for n, (path, eager) in enumerate(json.loads(Path(jobs_file).read_text())):
        signal.alarm(timeout)
        try:
            result = _run_one(path, eager)
        except Exception as exc:  # the harness itself (e.g. a value it cannot list)
            result = {"error": f"harness:{type(exc).__name__}", "line": None, "values": {}, "numbers": [],
                      "tracer_printed": False}
        signal.alarm(0)
        sys.__stdout__.write(json.dumps({"job": [path, eager], **result}, default=str) + "\n")
        sys.__stdout__.flush()
        if n % 50 == 49:
            jax.clear_caches()


def run_all(jobs: list[tuple[str, bool]], timeout: int) -> dict[tuple[str, bool], dict]:
    """Run the jobs in worker subprocesses; a worker that dies or hangs costs only its current job."""
    results: dict[tuple[str, bool], dict] = {}
    pending = list(jobs)
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "PYTHONPATH": str(ROOT)}
    while pending:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
            json.dump(pending, handle)
        try:
            done = subprocess.run([sys.executable, __file__, "--worker", handle.name, "--timeout", str(timeout)],
                                  capture_output=True, text=True, env=env, check=False,
                                  timeout=timeout * len(pending) + 120)
            lines = done.stdout.splitlines()
        except subprocess.TimeoutExpired as expired:
            lines = (expired.stdout or b"").decode().splitlines() if isinstance(expired.stdout, bytes) \
                else (expired.stdout or "").splitlines()
        finally:
            os.unlink(handle.name)
        for line in lines:
            record = json.loads(line)
            results[tuple(record.pop("job"))] = record
        pending = [job for job in pending if tuple(job) not in results]
        if pending:  # the first job without a result killed its worker
            results[tuple(pending[0])] = {"error": "worker died or hung", "line": None, "values": {},
                                          "numbers": [], "tracer_printed": False}
            pending = pending[1:]
    return results


# ---- comparison and counting ----

def _close(a, b) -> bool:
    import numpy as np

    (dtype_a, shape_a, xs), (dtype_b, shape_b, ys) = a, b
    if shape_a != shape_b or len(xs) != len(ys):
        return False
    try:
        return bool(np.allclose(np.asarray(xs, dtype=complex), np.asarray(ys, dtype=complex),
                                rtol=1e-4, atol=1e-5, equal_nan=True))
    except (TypeError, ValueError):
        return xs == ys


def _numbers_close(xs: list[str], ys: list[str]) -> bool:
    import numpy as np

    if len(xs) != len(ys):
        return False
    return bool(np.allclose(np.array(xs, dtype=float), np.array(ys, dtype=float), rtol=1e-4, atol=1e-5,
                            equal_nan=True))


def compare(original: dict, fixed: dict) -> bool | None:
    """Whether the fixed run's values match the eager original's; None where not meaningful."""
    if original["error"] or original["tracer_printed"]:
        return None
    shared = [name for name in original["values"] if name in fixed["values"]]
    if not shared and not original["numbers"]:
        return None
    same_values = all(len(original["values"][n]) == len(fixed["values"][n]) and
                      all(_close(a, b) for a, b in zip(original["values"][n], fixed["values"][n])) for n in shared)
    return same_values and _numbers_close(original["numbers"], fixed["numbers"])


def parses(text: str) -> bool:
    try:
        ast.parse(text)
    except SyntaxError:
        return False
    return True


def measure(only: str, timeout: int) -> dict:
    cases = buggy_cases(only)
    tree = Path(tempfile.mkdtemp(prefix="jaxlint-fixrate-"))
    try:
        for name, path, _ in cases:
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, tree / f"{name}.py")
        before = findings(tree)
        jaxlint("--fix", "--unsafe-fixes", "--quiet", str(tree))
        after = findings(tree)
        fixed_text = {name: (tree / f"{name}.py").read_text(encoding="utf-8") for name, _, _ in cases}
        changed = {name for name, path, _ in cases if fixed_text[name] != path.read_text(encoding="utf-8")}
        good_parse = {name for name in changed if parses(fixed_text[name])}
        jobs = [(str(tree / f"{name}.py"), False) for name in sorted(good_parse)]
        jobs += [(str(path), True) for name, path, _ in cases if name in good_parse]
        jobs += [(str(path), False) for _, path, _ in cases]  # the harness check: each original fails
        ran = run_all(jobs, timeout)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    per_case = {}
    for name, path, expected in cases:
        records = before.get(f"{name}.py", [])
        outcome = {"expected": expected, "findings": [r["code"] for r in records],
                   "fixes": [(r["fix"] or {}).get("applicability") for r in records],
                   "left": [r["code"] for r in after.get(f"{name}.py", [])],
                   "changed": name in changed, "parses": name in good_parse, "runs": False, "matches": None}
        original = ran[(str(path), False)]
        outcome["original_fails"] = bool(original["error"] or original["tracer_printed"])
        if name in good_parse:
            fixed_run = ran[(str(tree / f"{name}.py"), False)]
            outcome["fixed_error"] = fixed_run["error"]
            outcome["runs"] = not fixed_run["error"] and not fixed_run["tracer_printed"]
            if outcome["runs"]:
                outcome["matches"] = compare(ran[(str(path), True)], fixed_run)
        per_case[name] = outcome
    return per_case


def summarise(per_case: dict) -> dict:
    rows: dict[str, Counter] = defaultdict(Counter)
    for outcome in per_case.values():
        for code, applicability in zip(outcome["findings"], outcome["fixes"]):
            for key in (code, "all"):
                row = rows[key]
                row["a findings"] += 1
                row["b fixed"] += applicability in APPLIED
                row["c safe"] += applicability == "safe"
                row["d parses"] += outcome["parses"]
                row["e runs"] += outcome["runs"]
                row["f meaningful"] += outcome["matches"] is not None
                row["f matches"] += outcome["matches"] is True
        for code in outcome["left"]:
            rows[code]["left"] += 1
            rows["all"]["left"] += 1
    files = Counter()
    for outcome in per_case.values():
        files["cases"] += 1
        files["original fails (harness check)"] += outcome["original_fails"]
        files["with findings"] += bool(outcome["findings"])
        files["changed"] += outcome["changed"]
        files["parse"] += outcome["parses"]
        files["run"] += outcome["runs"]
        files["meaningful"] += outcome["matches"] is not None
        files["match"] += outcome["matches"] is True
    return {"findings": {k: dict(v) for k, v in rows.items()}, "files": dict(files)}


def print_table(summary: dict) -> None:
    columns = ("a findings", "b fixed", "c safe", "d parses", "e runs", "f meaningful", "f matches", "left")
    print("| rule | " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    rows = summary["findings"]
    for code in sorted(rows, key=lambda c: (c == "all", c)):
        print(f"| {code} | " + " | ".join(str(rows[code].get(c, 0)) for c in columns) + " |")
    files = summary["files"]
    print("\nfiles: " + ", ".join(f"{k} {v}" for k, v in files.items()))
    total = rows.get("all", Counter())
    if total.get("a findings"):
        n = total["a findings"]
        print(f"per finding: fixed {total.get('b fixed', 0) / n:.2f}, safe {total.get('c safe', 0) / n:.2f}, "
              f"runs after fix {total.get('e runs', 0) / n:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the per-case outcomes and the summary here")
    parser.add_argument("--only", default="", help="only the cases whose folder/name contains this")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per executed file")
    parser.add_argument("--show", action="store_true", help="list every case that is not fixed to run")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker, args.timeout)
        return 0
    per_case = measure(args.only, args.timeout)
    summary = summarise(per_case)
    print_table(summary)
    if args.show:
        for name, outcome in sorted(per_case.items()):
            if outcome["findings"] and not (outcome["runs"] and outcome["matches"] is not False):
                print(f"{name}: {outcome['expected']} findings={outcome['findings']} fixes={outcome['fixes']} "
                      f"changed={outcome['changed']} fixed_error={outcome.get('fixed_error')} "
                      f"matches={outcome['matches']} left={outcome['left']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"summary": summary, "cases": per_case}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
