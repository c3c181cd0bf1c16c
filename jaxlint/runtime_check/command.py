"""Entry points for the CLI: `jaxlint verify` and `jaxlint check --fix --verify`.

Settings come from the command line, else `[tool.jaxlint.verify]`, else the defaults (cpu,
60 s per step). Modules are verified in parallel on CPU (one worker each) and one at a time on
an accelerator (each worker would claim the device's memory).
"""

from __future__ import annotations

import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from jaxlint.config import Config
from jaxlint.runtime_check.device import DEVICES, memory_limit
from jaxlint.runtime_check.examples import ExampleError
from jaxlint.runtime_check.plan import Change, Planner
from jaxlint.runtime_check.report import Progress
from jaxlint.runtime_check.results import Result, sort_key
from jaxlint.runtime_check.supervisor import ModuleJob, Settings, VerifyError, verify_module
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


def verify_paths(files: list[Path], config: Config, device: str | None = None,
                 timeout: float | None = None) -> tuple[list[Result], list[str]]:
    """Every traced entry point in `files`; (results, warnings)."""
    return _run(files, config, device, timeout, lambda planner: planner.plan_files(files))


def verify_changes(changes: list[Change], files: list[Path], config: Config, device: str | None = None,
                   timeout: float | None = None) -> tuple[list[Result], list[str]]:
    """The entry points a fix touched, original (eager) against rewritten (compiled)."""
    return _run(files, config, device, timeout, lambda planner: planner.plan_changes(changes))


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


def _run(files, config, device, timeout, plan) -> tuple[list[Result], list[str]]:
    if os.name != "posix":
        raise VerifyError("verification needs a POSIX system (Linux or macOS)")
    device, timeout = resolve_settings(config, device, timeout)
    try:
        limit = memory_limit(device)
    except ValueError as exc:
        raise VerifyError(str(exc)) from None
    extra_jit = frozenset(config.extra_jit_decorators)
    with tempfile.TemporaryDirectory(prefix="jaxlint-verify-", ignore_cleanup_errors=True) as tmp:
        workdir = Path(tmp)
        (workdir / "cwd").mkdir()
        planner = Planner(files, config.verify.get("examples", {}), extra_jit, limit, workdir, config.root)
        try:
            jobs = plan(planner)
        except ExampleError as exc:
            raise VerifyError(str(exc)) from None
        results = _execute(jobs, Settings(device, timeout, workdir))
    return sorted(results, key=sort_key), planner.warnings


def _execute(jobs: list[ModuleJob], settings: Settings) -> list[Result]:
    results = [r for job in jobs if not job.targets for r in job.results]
    runnable = [job for job in jobs if job.targets]
    progress = Progress(sum(len(job.targets) for job in runnable))
    parallel = 1 if settings.device != "cpu" else max(1, min(MAX_PARALLEL, os.cpu_count() or 1, len(runnable)))
    try:
        if parallel == 1:
            for job in runnable:
                results += verify_module(job, settings, lambda j, e: progress.event(j.filename, e))
        else:
            with ThreadPoolExecutor(max_workers=parallel) as pool:
                futures = [pool.submit(verify_module, job, settings, lambda j, e: progress.event(j.filename, e))
                           for job in runnable]
                try:
                    for future in futures:
                        results += future.result()
                except BaseException:
                    for future in futures:
                        future.cancel()
                    raise
    finally:
        progress.close()
    devices = {r.device for r in results if r.device}
    if len(devices) == 1:  # results decided without a worker still name the device used
        for r in results:
            r.device = r.device or next(iter(devices))
    return results
