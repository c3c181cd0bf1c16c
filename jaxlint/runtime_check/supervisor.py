"""Verify one module: run a worker for its targets, turn the worker's events into results, and
when the worker hangs or dies, blame the function it was on and start a fresh worker for the
ones left. A hang or crash is a result for one function, never a jaxlint failure; only a
worker that cannot start at all (or a missing device) stops the run."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from jaxlint.runtime_check.examples import Candidate
from jaxlint.runtime_check.results import IMPORT_ERROR, RUNTIME_ERROR, TIMEOUT, Result
from jaxlint.runtime_check.sandbox import WorkerRun, run_worker


class VerifyError(Exception):
    """Verification cannot run at all (no such device, the worker cannot start): exit 2."""


@dataclass
class TargetJob:
    name: str
    line: int
    jit_statics: tuple[list[int], list[str]] | None
    candidates: list[Candidate]


@dataclass
class ModuleJob:
    filename: str  # as shown to the user
    module: str  # dotted name the worker imports
    targets: list[TargetJob]
    overlays: dict[str, dict]  # phase ("same" | "original" + "rewritten") -> overlay map
    sys_path: list[str]
    user_dirs: list[str]
    memory_limit: int | None = None
    results: list[Result] = field(default_factory=list)  # decided without running anything


@dataclass
class Settings:
    device: str
    timeout: float
    workdir: Path  # temporary: job files and the worker's working directory


_STEPS = {"reference": "running the original eagerly", "compile": "tracing and compiling under jax.jit",
          "run": "running the compiled function"}


def verify_module(job: ModuleJob, settings: Settings, on_event: Callable[[ModuleJob, dict], None]) -> list[Result]:
    results: dict[str, Result] = {}
    remaining = list(job.targets)
    attempt = 0
    while remaining:
        attempt += 1
        path = settings.workdir / f"job-{id(job)}-{attempt}.json"
        path.write_text(json.dumps(_job_json(job, remaining, settings.device)), encoding="utf-8")
        run = run_worker(str(path), settings.device, settings.timeout, str(settings.workdir / "cwd"),
                         lambda event: on_event(job, event))
        _check_started(run, settings)
        device = run.last("ready")["device_kind"]
        by_name = {t.name: t for t in remaining}
        for event in run.events:
            if event["event"] == "result" and event["name"] in by_name:
                t = by_name[event["name"]]
                results[t.name] = Result(job.filename, t.name, t.line, event["status"], device, event.get("detail", ""),
                                         _ms(event.get("compile_ms")), _ms(event.get("run_ms")))
        left = [t for t in remaining if t.name not in results]
        if not left:
            break
        for t, status, detail in _blame(run, left, settings.timeout):
            results[t.name] = Result(job.filename, t.name, t.line, status, device, detail)
            on_event(job, {"event": "result", "name": t.name, "status": status})
        remaining = [t for t in left if t.name not in results]
    return job.results + [results[t.name] for t in job.targets if t.name in results]


def _check_started(run: WorkerRun, settings: Settings) -> None:
    problem = run.last("no-device", "startup-error")
    if problem is not None and problem["event"] == "no-device":
        raise VerifyError(f"device '{settings.device}' is not available: {problem['message']}")
    if problem is not None:
        raise VerifyError(f"the verification worker could not start: {problem['message']}")
    if run.last("ready") is None:
        why = "did not start in time" if run.timed_out else f"failed to start ({run.exit_status})"
        tail = run.output_tail(1)
        raise VerifyError(f"the verification worker {why}" + (f": {tail}" if tail else ""))


def _blame(run: WorkerRun, left: list[TargetJob], timeout: float) -> list[tuple[TargetJob, str, str]]:
    """The worker stopped early: who was it working on, and what happened."""
    stage = run.last("importing", "imported", "step")
    tail = run.output_tail()
    died = f"the worker process died ({run.exit_status}: os._exit, a crash, or the memory limit)" + (
        f"; last output: {tail}" if tail else "")
    if stage is not None and stage["event"] == "importing":
        if run.timed_out:
            detail = f"importing the module did not finish within {timeout:g} s"
            return [(t, TIMEOUT, detail) for t in left]
        return [(t, IMPORT_ERROR, f"while importing the module, {died}") for t in left]
    names = {t.name: t for t in left}
    culprit = names.get(stage["name"]) if stage is not None and stage["event"] == "step" else None
    if culprit is None:  # between steps: cannot tell; blame the next one so the run moves on
        return [(left[0], RUNTIME_ERROR, died if not run.timed_out else f"no progress within {timeout:g} s")]
    doing = _STEPS.get(stage["step"], stage["step"])
    if run.timed_out:
        return [(culprit, TIMEOUT, f"{doing} did not finish within {timeout:g} s")]
    return [(culprit, RUNTIME_ERROR, f"while {doing}, {died}")]


def _job_json(job: ModuleJob, targets: list[TargetJob], device: str) -> dict:
    from jaxlint.runtime_check.device import PROBE_PLATFORM

    return {
        "platform": PROBE_PLATFORM[device],
        "memory_limit": job.memory_limit,
        "module": job.module,
        "sys_path": job.sys_path,
        "user_dirs": job.user_dirs,
        "overlays": job.overlays,
        "targets": [{"name": t.name, "jit_statics": t.jit_statics,
                     "candidates": [c.to_json() for c in t.candidates]} for t in targets],
    }


def _ms(value) -> float | None:
    return round(float(value), 3) if value is not None else None
