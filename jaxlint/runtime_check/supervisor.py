"""Verify module jobs on long-lived workers: send each job to a worker, turn its events into
results, and when the worker hangs or dies, blame the function it was on and go on with a
fresh worker for the ones left. A hang or crash is a result for one function, never a jaxlint
failure; only a worker that cannot start at all (or a missing device) stops the run.

A run has at most `size` workers (one per thread); each imports JAX once and serves job after
job, so start-up is paid once per worker instead of once per module. A module that fails to
import in a worker that already ran other modules is retried once in a fresh worker, so an
import that cannot run twice in one process is not mistaken for the module's fault.
"""

from __future__ import annotations

import itertools
import json
import queue
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from jaxlint.runtime_check.device import PROBE_PLATFORM, compilation_cache_dir
from jaxlint.runtime_check.examples import Candidate
from jaxlint.runtime_check.results import (COMPILE_ERROR, FAILED, IMPORT_ERROR, RUNTIME_ERROR, TIMEOUT, UNVERIFIED,
                                           VERIFIED, Result)
from jaxlint.runtime_check.sandbox import Worker, WorkerRun


class VerifyError(Exception):
    """Verification cannot run at all (no such device, the worker cannot start): exit 2."""


@dataclass
class EntryJob:
    """One entry point to run: a jitted function or method, or a plain function called as written."""

    key: str  # unique in its module job
    name: str  # as shown: "f", "Model.apply"
    line: int
    attr: list[str]  # attribute path from the module
    kind: str  # "jit" | "plain"
    jit_statics: tuple[list[int], list[str]] | None
    candidates: list[Candidate]
    globals: list[str] = field(default_factory=list)  # module globals the project reassigns or mutates
    self_class: list[str] | None = None  # for methods: the class, bound as __jaxlint_class__
    static_problems: list[str] = field(default_factory=list)  # call sites passing arrays to static parameters
    gradients: bool = False  # compare gradients: the rewrite it verifies can change derivatives

    def to_json(self) -> dict:
        return {"key": self.key, "name": self.name, "attr": self.attr, "kind": self.kind,
                "jit_statics": self.jit_statics, "candidates": [c.to_json() for c in self.candidates],
                "globals": self.globals, "self_class": self.self_class, "gradients": self.gradients}


@dataclass
class ModuleJob:
    filename: str  # as shown to the user
    module: str  # dotted name the worker imports
    entries: list[EntryJob]
    overlays: dict[str, dict]  # phase ("same" | "original" + "rewritten") -> overlay map
    sys_path: list[str]
    user_dirs: list[str]
    watch: list[dict] = field(default_factory=list)  # rewritten functions: {unit, path, first, last}
    results: list[Result] = field(default_factory=list)  # decided without running anything


@dataclass
class Settings:
    device: str
    timeout: float
    workdir: Path  # temporary: job files and the worker's working directory
    memory_limit: int | None = None
    python: str = sys.executable  # the project's interpreter (interpreter.resolve)
    worker_path: str = ""  # what the worker's PYTHONPATH gets (interpreter.worker_path)


_STEPS = {"reference": "running the original eagerly", "grad-reference": "differentiating the original eagerly",
          "compile": "tracing and compiling under jax.jit", "run": "running the compiled function",
          "repeat": "calling the compiled function again", "grad": "compiling and running the gradient"}


class Pool:
    def __init__(self, settings: Settings, size: int, on_event: Callable[[ModuleJob, dict], None]) -> None:
        self.settings, self.size, self.on_event = settings, max(1, size), on_event
        self.ids = itertools.count(1)
        self.lock = threading.Lock()
        self.failure: BaseException | None = None
        self.workers: list[Worker] = []  # every worker started, so an interrupted run kills them all

    def run(self, jobs: list[ModuleJob]) -> list[Result]:
        pending: queue.Queue = queue.Queue()
        for job in jobs:
            pending.put(job)
        results: list[Result] = []
        threads = [threading.Thread(target=self._serve, args=(pending, results), daemon=True)
                   for _ in range(min(self.size, len(jobs)))]
        try:
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        except BaseException:  # Ctrl-C: no worker may outlive the run
            with self.lock:
                self.failure = self.failure or KeyboardInterrupt()
                workers = list(self.workers)
            for worker in workers:
                worker.kill()
            raise
        if self.failure is not None:
            raise self.failure
        return results

    def _serve(self, pending: queue.Queue, results: list[Result]) -> None:
        slot: list[Worker | None] = [None]
        try:
            while self.failure is None:
                try:
                    job = pending.get_nowait()
                except queue.Empty:
                    return
                found = self.verify(job, slot)
                with self.lock:
                    results.extend(found)
        except BaseException as exc:  # noqa: BLE001 - VerifyError, or a bug: stop the other threads too
            with self.lock:
                self.failure = self.failure or exc
        finally:
            if slot[0] is not None:
                slot[0].close()

    # One worker -------------------------------------------------------------------------
    def _worker(self, slot: list, job: ModuleJob) -> Worker:
        if slot[0] is not None and slot[0].alive:
            return slot[0]
        settings = self.settings
        startup = {"platform": PROBE_PLATFORM[settings.device], "memory_limit": settings.memory_limit,
                   "compilation_cache": compilation_cache_dir()}
        with self.lock:
            if self.failure is not None:
                raise self.failure
            worker = Worker(startup, settings, lambda event: self.on_event(job, event))
            self.workers.append(worker)
        slot[0] = worker
        run = worker.start(settings.timeout)
        _check_started(run, settings)
        return worker

    # One module -------------------------------------------------------------------------
    def verify(self, job: ModuleJob, slot: list) -> list[Result]:
        results: dict[str, Result] = {}
        remaining = list(job.entries)
        retried = False
        while remaining:
            worker = self._worker(slot, job)
            worker.on_event = lambda event, job=job: self.on_event(job, event)
            job_id = next(self.ids)
            path = self.settings.workdir / f"job-{job_id}.json"
            path.write_text(json.dumps(_job_json(job, remaining, job_id)), encoding="utf-8")
            run = worker.run_job(str(path), job_id, self.settings.timeout)
            device = worker.ready["device_kind"]
            finished = run.last("job-done") is not None
            got = _collect(job, remaining, run, device)
            if finished and not retried and worker.jobs_run > 1 and any(r.status == IMPORT_ERROR for r in got.values()):
                retried = True  # maybe the module does not survive the imports earlier jobs made: fresh worker
                worker.kill()
                continue
            results.update(got)
            left = [e for e in remaining if e.key not in results]
            if finished or not left:
                break
            for entry, status, detail in _blame(run, left, self.settings.timeout):
                results[entry.key] = Result(job.filename, entry.name, entry.line, status, device, detail)
                self.on_event(job, {"event": "result", "name": entry.key, "status": status})
            worker.kill()
            remaining = [e for e in left if e.key not in results]
        return job.results + [_with_static_problems(results[e.key], e) for e in job.entries if e.key in results]


def _collect(job: ModuleJob, entries: list[EntryJob], run: WorkerRun, device: str) -> dict:
    by_key = {e.key: e for e in entries}
    out: dict[str, Result] = {}
    for event in run.events:
        if event["event"] != "result" or event["name"] not in by_key:
            continue
        entry = by_key[event["name"]]
        result = Result(job.filename, entry.name, entry.line, event["status"], device, event.get("detail", ""),
                        _ms(event.get("compile_ms")), _ms(event.get("run_ms")))
        if "checks" in event:
            result.checks = dict(event["checks"])
        result.inputs = list(event.get("inputs", []))
        result.reached = list(event.get("reached", []))
        result.seconds = event.get("seconds")
        out[entry.key] = result
    return out


def _with_static_problems(result: Result, entry: EntryJob) -> Result:
    """Call sites the worker could not run, found passing an array to a parameter the rewrite
    made static: the rewritten decorator breaks them (jax.jit raises on unhashable statics)."""
    if not entry.static_problems:
        return result
    result.checks["call-sites"] = FAILED
    if result.status in (VERIFIED, UNVERIFIED):
        result.status = COMPILE_ERROR
        result.detail = entry.static_problems[0] + (f" (+{len(entry.static_problems) - 1} more)"
                                                    if len(entry.static_problems) > 1 else "")
    return result


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


def _blame(run: WorkerRun, left: list[EntryJob], timeout: float) -> list[tuple[EntryJob, str, str]]:
    """The worker stopped early: who was it working on, and what happened."""
    stage = run.last("importing", "imported", "step")
    tail = run.output_tail()
    died = f"the worker process died ({run.exit_status}: os._exit, a crash, or the memory limit)" + (
        f"; last output: {tail}" if tail else "")
    if stage is not None and stage["event"] == "importing":
        phase = {"rewritten": "the rewritten module", "original": "the original module"}.get(stage.get("phase"),
                                                                                            "the module")
        if run.timed_out:
            return [(e, TIMEOUT, f"importing {phase} did not finish within {timeout:g} s") for e in left]
        return [(e, IMPORT_ERROR, f"while importing {phase}, {died}") for e in left]
    names = {e.key: e for e in left}
    culprit = names.get(stage["name"]) if stage is not None and stage["event"] == "step" else None
    if culprit is None:  # between steps: cannot tell; blame the next one so the run moves on
        return [(left[0], RUNTIME_ERROR, died if not run.timed_out else f"no progress within {timeout:g} s")]
    doing = _STEPS.get(stage["step"], stage["step"])
    if run.timed_out:
        return [(culprit, TIMEOUT, f"{doing} did not finish within {timeout:g} s")]
    return [(culprit, RUNTIME_ERROR, f"while {doing}, {died}")]


def _job_json(job: ModuleJob, entries: list[EntryJob], job_id: int) -> dict:
    return {"id": job_id, "module": job.module, "sys_path": job.sys_path, "user_dirs": job.user_dirs,
            "overlays": job.overlays, "watch": job.watch, "entries": [e.to_json() for e in entries]}


def _ms(value) -> float | None:
    return round(float(value), 3) if value is not None else None
