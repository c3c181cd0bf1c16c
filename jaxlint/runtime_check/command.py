"""Entry points for the CLI: `jaxlint verify` and `jaxlint check --fix --verify`.

Settings come from the command line, else `[tool.jaxlint.verify]` (the memory cap also from
$JAXLINT_VERIFY_MEMORY_MB), else the defaults (cpu, 60 s per step, the smaller of 4 GiB and
half the machine's memory on CPU). Modules are verified on a few long-lived workers on CPU
and on one at a time on an accelerator (each worker would claim the device's memory).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from jaxlint.config import Config
from jaxlint.notebooks import is_notebook
from jaxlint.runtime_check import interpreter
from jaxlint.runtime_check.device import DEVICES, memory_limit
from jaxlint.runtime_check.examples import ExampleError
from jaxlint.runtime_check.plan import Change, Planner, UnitPlan
from jaxlint.runtime_check.report import Progress
from jaxlint.runtime_check.results import FAILED, NOT_RUN, PASSED, UNVERIFIED, Result, no_checks, sort_key
from jaxlint.runtime_check.supervisor import ModuleJob, Pool, Settings, VerifyError
from jaxlint.source_io import SourceError, read_source

DEFAULT_DEVICE = "cpu"
DEFAULT_TIMEOUT = 60.0
MAX_PARALLEL = 4


def resolve_settings(config: Config, device: str | None, timeout: float | None) -> tuple[str, float]:
    device = device or config.verify.get("device") or DEFAULT_DEVICE
    timeout = timeout if timeout is not None else config.verify.get("timeout", DEFAULT_TIMEOUT)
    if device not in DEVICES:
        raise VerifyError(f"unknown device '{device}' (choose from {', '.join(DEVICES)})")
    if not timeout > 0:
        raise VerifyError("--timeout must be a positive number of seconds")
    return device, float(timeout)


def check_interpreter(option: str | None) -> str:
    """The interpreter verification runs the code in (`--python`, else $VIRTUAL_ENV's, else
    jaxlint's), once it is known to be usable; VerifyError (one line) otherwise. The CLI calls it
    before fixing anything, so a `check --fix --verify` that cannot verify writes nothing."""
    python, source = interpreter.resolve(option)
    interpreter.check(python, source)
    return python


def verify_paths(files: list[Path], config: Config, device: str | None = None, timeout: float | None = None,
                 memory_mb: int | None = None, python: str | None = None) -> tuple[list[Result], list[str]]:
    """Every traced entry point in `files`; (results, warnings). `python`: the interpreter that
    runs the code (default: the active virtualenv's, else jaxlint's; see interpreter)."""
    return _run(files, config, device, timeout, memory_mb, python, lambda planner: planner.plan_files(files))


def verify_changes(changes: list[Change], files: list[Path], config: Config, device: str | None = None,
                   timeout: float | None = None, memory_mb: int | None = None,
                   python: str | None = None) -> tuple[list[Result], list[str]]:
    """Every function a fix rewrote, through the entry points that run it, original (eager)
    against rewritten (compiled)."""
    return _run(files, config, device, timeout, memory_mb, python, lambda planner: planner.plan_changes(changes))


def changes_from(outcomes) -> list[Change]:
    """The files a `--fix`/`--diff` run changed (fix_runner keeps both texts)."""
    changes = []
    for outcome in outcomes:
        if outcome.original is None or outcome.fixed is None:
            continue
        try:
            encoding = read_source(Path(outcome.path)).encoding
        except SourceError:
            encoding = "utf-8"
        changes.append(Change(Path(outcome.path), outcome.original, outcome.fixed, encoding))
    return changes


def _run(files, config, device, timeout, memory_mb, python, plan) -> tuple[list[Result], list[str]]:
    if os.name != "posix":
        raise VerifyError("verification needs a POSIX system (Linux or macOS)")
    device, timeout = resolve_settings(config, device, timeout)
    python = check_interpreter(python)
    try:
        limit = memory_limit(device, memory_mb, config.verify.get("memory-limit-mb"))
    except ValueError as exc:
        raise VerifyError(str(exc)) from None
    extra_jit = frozenset(config.extra_jit_decorators)
    files = [f for f in files if not is_notebook(f)]  # a notebook is data: never imported, never run
    with tempfile.TemporaryDirectory(prefix="jaxlint-verify-", ignore_cleanup_errors=True) as tmp:
        workdir = Path(tmp)
        (workdir / "cwd").mkdir()
        planner = Planner(files, config.verify.get("examples", {}), extra_jit, workdir, config.root)
        try:
            jobs = plan(planner)
        except ExampleError as exc:
            raise VerifyError(str(exc)) from None
        results = _execute(jobs, Settings(device, timeout, workdir, limit, python, interpreter.worker_path(workdir)))
    results = _unit_rows(planner.units, results)
    return sorted(results, key=sort_key), planner.warnings


def _execute(jobs: list[ModuleJob], settings: Settings) -> list[Result]:
    results = [r for job in jobs if not job.entries for r in job.results]
    runnable = [job for job in jobs if job.entries]
    progress = Progress(sum(len(job.entries) for job in runnable))
    # Each worker is one busy core (eager dispatch and XLA compiles), and workers that share the
    # cores end up compiling the same small executables twice: half the CPUs, at most 4.
    parallel = 1 if settings.device != "cpu" else max(1, min(MAX_PARALLEL, (os.cpu_count() or 1) // 2,
                                                             len(runnable)))
    try:
        results += Pool(settings, parallel, lambda j, e: progress.event(j.filename, e)).run(runnable)
    finally:
        progress.close()
    devices = {r.device for r in results if r.device}
    if len(devices) == 1:  # results decided without a worker still name the device used
        for r in results:
            r.device = r.device or next(iter(devices))
    return results


_WORST = ("mismatch", "compile-error", "runtime-error", "timeout", "import-error")


def _unit_rows(units: list[UnitPlan], results: list[Result]) -> list[Result]:
    """A row for every rewritten function that is not itself an entry point: the verdict of the
    entry points that executed it (the worst of them), or `unverified` when none did."""
    by_entry = {(r.filename, r.function): r for r in results}
    rows = list(results)
    for unit in units:
        if unit.itself:
            continue
        planned = [by_entry[e] for e in unit.entries if e in by_entry]
        reaching = [r for r in planned if unit.key in r.reached]
        row = Result(unit.filename, unit.name, unit.line, UNVERIFIED, planned[0].device if planned else None)
        if not reaching:
            tried = ", ".join(f"{r.function} ({r.status})" for r in planned) or "none"
            row.detail = ("no entry point that was run executed it (tried: " + tried + ")" if planned
                          else "no entry point reaches it")
            rows.append(row)
            continue
        worst = min(reaching, key=lambda r: _WORST.index(r.status) if r.status in _WORST else len(_WORST))
        row.status = worst.status
        row.device, row.inputs = worst.device, worst.inputs
        row.checks = _merge_checks(reaching)
        row.via = [f"{r.filename}:{r.function}" for r in reaching]
        row.detail = f"through {worst.function} ({worst.filename}:{worst.line}): {worst.detail}"
        rows.append(row)
    return rows


def _merge_checks(results: list[Result]) -> dict[str, str]:
    merged = no_checks()
    for check in merged:
        values = {r.checks.get(check, NOT_RUN) for r in results}
        merged[check] = FAILED if FAILED in values else PASSED if PASSED in values else NOT_RUN
    return merged

