"""Run one worker process under supervision.

The worker gets its own session (so its whole process group, forked children included, can
be killed), stdin from /dev/null, stdout and stderr captured into a bounded tail (user code
may print megabytes), and a deadline that each of its progress events renews: a step
(importing the module, running a function eagerly, compiling, running compiled) that takes
longer than the timeout gets the group SIGKILLed. The group is killed at the end in any case.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from jaxlint.runtime_check.device import worker_environment

OUTPUT_TAIL = 16 * 1024  # bytes of the worker's output kept (the end: tracebacks are there)
STARTUP_GRACE = 120.0  # seconds allowed for importing jax and probing the device, plus the timeout
_RENEWING = {"ready", "importing", "imported", "step", "result"}


@dataclass
class WorkerRun:
    events: list[dict] = field(default_factory=list)
    timed_out: bool = False
    exit_status: str = ""  # "exit code 3", "killed by SIGSEGV"; "" after a normal finish
    output: bytes = b""
    output_bytes: int = 0

    @property
    def finished(self) -> bool:
        return any(e["event"] == "done" for e in self.events)

    def last(self, *kinds: str) -> dict | None:
        return next((e for e in reversed(self.events) if e["event"] in kinds), None)

    def output_tail(self, lines: int = 3) -> str:
        text = self.output.decode("utf-8", "replace").strip().splitlines()[-lines:]
        return " | ".join(line.strip() for line in text if line.strip())


def run_worker(job_path: str, device: str, timeout: float, cwd: str,
               on_event: Callable[[dict], None] = lambda event: None) -> WorkerRun:
    read_fd, write_fd = os.pipe()
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jaxlint.runtime_check.worker", job_path, str(write_fd)],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            pass_fds=(write_fd,), start_new_session=True, env=worker_environment(device), cwd=cwd)
    except BaseException:
        os.close(read_fd)
        raise
    finally:
        os.close(write_fd)
    run = WorkerRun()
    try:
        _supervise(proc, read_fd, run, timeout, on_event)
    finally:
        _kill_group(proc)
        proc.wait()
        os.close(read_fd)
        proc.stdout.close()
    if not run.finished and not run.timed_out:
        code = proc.returncode
        run.exit_status = (f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit code {code}")
    return run


def _supervise(proc, read_fd: int, run: WorkerRun, timeout: float, on_event) -> None:
    selector = selectors.DefaultSelector()
    selector.register(read_fd, selectors.EVENT_READ, "events")
    selector.register(proc.stdout.fileno(), selectors.EVENT_READ, "output")
    deadline = time.monotonic() + STARTUP_GRACE + timeout
    pending = b""
    open_streams = 2
    try:
        while open_streams and not run.finished:
            left = deadline - time.monotonic()
            if left <= 0:
                run.timed_out = True
                return
            for key, _ in selector.select(min(left, 0.25)):
                data = os.read(key.fd, 65536)
                if not data:
                    selector.unregister(key.fd)
                    open_streams -= 1
                elif key.data == "output":
                    run.output = (run.output + data)[-OUTPUT_TAIL:]
                    run.output_bytes += len(data)
                else:
                    pending += data
                    *lines, pending = pending.split(b"\n")
                    for line in lines:
                        event = _parse(line)
                        if event is None:
                            continue
                        run.events.append(event)
                        on_event(event)
                        if event["event"] in _RENEWING:
                            deadline = time.monotonic() + timeout
            if _exited(proc) and not _readable(selector):
                return  # a forked child may hold the pipes open: do not wait for it
    finally:
        selector.close()


def _parse(line: bytes) -> dict | None:
    try:
        event = json.loads(line)
    except ValueError:
        return None
    return event if isinstance(event, dict) and "event" in event else None


def _readable(selector) -> bool:
    return bool(selector.get_map()) and bool(selector.select(0))


def _exited(proc) -> bool:
    """Whether the worker exited, without reaping it (its pid stays ours until we kill the group)."""
    try:
        return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True
    except AttributeError:  # no waitid: fall back to poll, which reaps
        return proc.poll() is not None


def _kill_group(proc) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
