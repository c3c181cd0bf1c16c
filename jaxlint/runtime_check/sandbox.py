"""Run one long-lived worker process under supervision.

The worker gets its own session, a PID namespace where the system lets us make one, a random
marker in its environment (so its whole process tree, `setsid` daemons included, can be found
and killed: see proctree), stdin from /dev/null, stdout and stderr captured into a bounded
tail (user code may print megabytes), a command pipe on which it receives job files, and a
deadline that each of its progress events renews: a step (importing a module, running a
function eagerly, compiling, running compiled) that takes longer than the timeout gets the
tree SIGKILLed. The tree is killed when the worker is closed in any case.
"""

from __future__ import annotations

import functools
import json
import os
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from jaxlint.runtime_check.device import worker_environment
from jaxlint.runtime_check.proctree import MARKER, kill_tree

OUTPUT_TAIL = 16 * 1024  # bytes of the worker's output kept per job (the end: tracebacks are there)
STARTUP_GRACE = 120.0  # seconds allowed for importing jax and probing the device, plus the timeout
_RENEWING = {"ready", "importing", "imported", "step", "result"}
_INIT = '"$@" & wait $!'  # PID 1 of the namespace: a shell, so the worker keeps ordinary signal semantics


@dataclass
class WorkerRun:
    """What one wait on the worker saw: its start-up, or one job."""

    events: list[dict] = field(default_factory=list)
    timed_out: bool = False
    exit_status: str = ""  # "exit code 3", "killed by SIGSEGV"; "" while it lives
    output: bytes = b""

    def last(self, *kinds: str) -> dict | None:
        return next((e for e in reversed(self.events) if e["event"] in kinds), None)

    def output_tail(self, lines: int = 3) -> str:
        text = self.output.decode("utf-8", "replace").strip().splitlines()[-lines:]
        return " | ".join(line.strip() for line in text if line.strip())


@functools.lru_cache(maxsize=1)
def isolation_prefix() -> tuple[str, ...]:
    """`unshare` arguments that put the worker in a fresh PID namespace, or () where that fails
    (no util-linux, no unprivileged user namespaces, not Linux)."""
    unshare = shutil.which("unshare")
    if not unshare or not sys.platform.startswith("linux"):
        return ()
    prefix = [unshare]
    if os.geteuid() != 0:
        prefix += ["--user", f"--map-user={os.getuid()}", f"--map-group={os.getgid()}"]
    prefix += ["--pid", "--fork", "--kill-child"]
    try:
        probe = subprocess.run([*prefix, "sh", "-c", "exit 0"], stdin=subprocess.DEVNULL, capture_output=True,
                               timeout=10)
    except (OSError, subprocess.SubprocessError):
        return ()
    return tuple(prefix + ["sh", "-c", _INIT, "sh"]) if probe.returncode == 0 else ()


class Worker:
    def __init__(self, startup: dict, settings, on_event: Callable[[dict], None]) -> None:
        """`settings`: a supervisor.Settings (device, workdir, the interpreter and its path)."""
        self.on_event = on_event
        self.token = secrets.token_hex(12)
        self.killing = threading.Lock()
        self.jobs_run = 0
        self.alive = True
        startup_path = os.path.join(settings.workdir, f"startup-{self.token}.json")
        with open(startup_path, "w", encoding="utf-8") as handle:
            json.dump(startup, handle)
        env = worker_environment(settings.device, settings.worker_path)
        env[MARKER] = self.token
        prefix = isolation_prefix()
        self.isolated = bool(prefix)
        events_r, events_w = os.pipe()
        commands_r, commands_w = os.pipe()
        try:
            self.proc = subprocess.Popen(
                [*prefix, settings.python, "-m", "jaxlint.runtime_check.worker", startup_path, str(events_w),
                 str(commands_r)],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                pass_fds=(events_w, commands_r), start_new_session=True, env=env, cwd=str(settings.workdir / "cwd"))
        except BaseException:
            for fd in (events_r, commands_w):
                os.close(fd)
            raise
        finally:
            os.close(events_w)
            os.close(commands_r)
        self.events_fd = events_r
        self.commands = os.fdopen(commands_w, "w", encoding="utf-8")
        self.selector = selectors.DefaultSelector()
        self.selector.register(events_r, selectors.EVENT_READ, "events")
        self.selector.register(self.proc.stdout.fileno(), selectors.EVENT_READ, "output")
        self.pending = b""
        self.ready: dict | None = None
        self.exit_code: int | None = None

    # Waiting --------------------------------------------------------------------------
    def start(self, timeout: float) -> WorkerRun:
        run = self._wait(lambda e: e["event"] in ("ready", "no-device", "startup-error"), STARTUP_GRACE + timeout,
                         timeout)
        self.ready = run.last("ready")
        return run

    def run_job(self, job_path: str, job_id: int, timeout: float) -> WorkerRun:
        self.jobs_run += 1
        try:
            self.commands.write(json.dumps({"job": job_path}) + "\n")
            self.commands.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # it died: _wait reports how
        return self._wait(lambda e: e["event"] == "job-done" and e.get("job") == job_id, timeout, timeout)

    def _wait(self, done: Callable[[dict], bool], first: float, timeout: float) -> WorkerRun:
        run = WorkerRun()
        deadline = time.monotonic() + first
        while True:
            if not self.alive:
                run.exit_status = run.exit_status or self._status()
                return run
            left = deadline - time.monotonic()
            if left <= 0:
                run.timed_out = True
                self.kill()
                return run
            for key, _ in self.selector.select(min(left, 0.25)):
                data = os.read(key.fd, 65536)
                if not data:
                    self.selector.unregister(key.fd)
                    continue
                if key.data == "output":
                    run.output = (run.output + data)[-OUTPUT_TAIL:]
                    continue
                self.pending += data
                *lines, self.pending = self.pending.split(b"\n")
                for line in lines:
                    event = _parse(line)
                    if event is None:
                        continue
                    run.events.append(event)
                    self.on_event(event)
                    if event["event"] in _RENEWING:
                        deadline = time.monotonic() + timeout
                    if done(event):
                        return run
            if _exited(self.proc) and not _readable(self.selector):
                run.exit_status = self._status()
                self.kill()
                return run

    # Ending ---------------------------------------------------------------------------
    def close(self) -> None:
        if self.alive:
            try:
                self.commands.write(json.dumps({"exit": True}) + "\n")
                self.commands.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass
            end = time.monotonic() + 2.0
            while time.monotonic() < end and not _exited(self.proc):
                time.sleep(0.01)
        self.kill()

    def kill(self) -> None:
        """Kill the whole tree and release everything; safe to call twice, from any thread."""
        with self.killing:
            if not self.alive:
                return
            self.alive = False
            kill_tree(self.proc.pid, self.token)
            self.proc.wait()
            self.exit_code = self.proc.returncode
            for closer in (self.selector.close, self.commands.close, self.proc.stdout.close,
                           lambda: os.close(self.events_fd)):
                try:
                    closer()
                except (OSError, ValueError):
                    pass

    def _status(self) -> str:
        """How the worker ended, read without reaping it while it is still ours to kill."""
        code = self.exit_code if not self.alive else None
        if self.alive:
            try:
                info = os.waitid(os.P_PID, self.proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except (ChildProcessError, AttributeError):
                info = None
            code = _code_of(info) if info is not None else None
        if code is None:
            return "exit status unknown"
        if code < 0:
            return f"killed by {_signal_name(-code)}"
        if self.isolated and 128 < code < 128 + 65:  # the namespace's shell reports a signal as 128 + n
            return f"killed by {_signal_name(code - 128)}"
        return f"exit code {code}"


def _code_of(info) -> int:
    return -info.si_status if info.si_code in (os.CLD_KILLED, os.CLD_DUMPED) else info.si_status


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _parse(line: bytes) -> dict | None:
    try:
        event = json.loads(line)
    except ValueError:
        return None
    return event if isinstance(event, dict) and "event" in event else None


def _readable(selector) -> bool:
    return bool(selector.get_map()) and bool(selector.select(0))


def _exited(proc) -> bool:
    """Whether the worker exited, without reaping it (its pid stays ours until we kill the tree)."""
    try:
        return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True
    except AttributeError:  # no waitid: fall back to poll, which reaps
        return proc.poll() is not None
