"""Whether `jaxlint check --fix --unsafe-fixes` makes the buggy multi-file projects run (issue #14's
acceptance: a held-out multi-module project must run after the fix). Not a test: a measurement.

Every buggy project of `tests/projects/` (a `case.toml` with `raises`, `ok_*` excluded) is copied
into a temporary folder, fixed there as a user would (`check --no-cache --fix --unsafe-fixes .`),
and its `run` line is executed in a fresh interpreter (JAX_PLATFORMS=cpu) in the copy, with it first on
`sys.path`, as tests/analysis/test_projects.py runs the originals. Printed per project: runs
after the fix or the last line of its error, and the findings left.

    python bench/project_fix_rate.py [--only SUBSTRING] [--timeout 120] [--jobs N]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

_ERROR_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Exit)\b")
ROOT = Path(__file__).resolve().parent.parent
PROJECTS = ROOT / "tests" / "projects"

_RUNNER = """
import sys, warnings, io, contextlib
sys.path.insert(0, sys.argv[1])
sys.dont_write_bytecode = True
warnings.simplefilter("ignore")
with contextlib.redirect_stdout(io.StringIO()):
    exec(compile(sys.argv[2], "<run>", "exec"), {"__name__": "__main__"})
"""


def buggy_projects(only: str = "") -> list[Path]:
    out = []
    for case in sorted(PROJECTS.glob("*/case.toml")):
        project = case.parent
        if project.name.startswith("ok_") or only not in project.name:
            continue
        if tomllib.loads(case.read_text()).get("raises"):
            out.append(project)
    return out


def _env() -> dict[str, str]:
    return {**os.environ, "JAX_PLATFORMS": "cpu", "PYTHONPATH": str(ROOT)}


def fix_and_run(project: Path, workdir: Path, timeout: float) -> tuple[str | None, int]:
    """(None or the error's last line after the fix, findings left)."""
    copy = workdir / project.name
    shutil.copytree(project, copy)
    case = tomllib.loads((copy / "case.toml").read_text())
    fix = subprocess.run([sys.executable, "-m", "jaxlint", "check", "--no-cache", "--fix", "--unsafe-fixes",
                          "--output-format", "json", "."], cwd=copy, env=_env(), capture_output=True, text=True)
    try:
        left = len(json.loads(fix.stdout or "[]"))
    except json.JSONDecodeError:
        return f"jaxlint failed: {fix.stderr.strip().splitlines()[-1:]}", -1
    try:
        run = subprocess.run([sys.executable, "-c", _RUNNER, str(copy), case["run"]], cwd=copy,
                             env={**_env(), "PYTHONPATH": ""}, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", left
    if run.returncode == 0:
        return None, left
    errors = [line for line in run.stderr.splitlines() if _ERROR_LINE.match(line)]
    return (errors[-1] if errors else f"exit {run.returncode}")[:240], left


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--jobs", type=int, default=1, help="projects fixed and run at once")
    args = parser.parse_args()
    projects = buggy_projects(args.only)
    ran = 0
    with tempfile.TemporaryDirectory(prefix="jaxlint-projects-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        outcomes = pool.map(lambda project: fix_and_run(project, Path(tmp), args.timeout), projects)
        for project, (error, left) in zip(projects, outcomes):
            ran += error is None
            print(f"{'runs ' if error is None else 'FAILS'} {project.name} (left {left})"
                  + ("" if error is None else f": {error}"), flush=True)
    print(f"projects running after the fix: {ran}/{len(projects)}")


if __name__ == "__main__":
    main()
