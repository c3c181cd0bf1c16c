"""The verification worker: `python -m jaxlint.runtime_check.worker STARTUP.json EVENTS_FD COMMANDS_FD`.

This is the only code that runs the user's functions. It caps its own address space (soft and
hard) before anything else, imports JAX once, probes the device, says `ready`, and then
verifies one module job after another as the parent sends them (a job file path per line on
the command pipe), until told to exit or the pipe closes. Between jobs it forgets the
project's modules and restores what user code commonly changes in the process (sys.path,
the working directory, the standard streams, JAX's configuration), so one worker serves a
whole run; the parent starts a fresh one after a crash or a timeout.

It reports on a private pipe as JSON lines (stdout and stderr belong to the user's code and
are captured by the parent). A forked child never reports: it exits as soon as it returns
to this code.
"""

from __future__ import annotations

import gc
import json
import os
import sys
import traceback

from jaxlint.runtime_check.channel import Commands, Events, one_line
from jaxlint.runtime_check.containment import limit_memory


class _Baseline:
    """What a job may change in the process, as it was before the first job."""

    def __init__(self, jax) -> None:
        self.jax = jax
        self.path = list(sys.path)
        self.meta_path = list(sys.meta_path)
        self.cwd = os.getcwd()
        self.streams = (sys.stdin, sys.stdout, sys.stderr)
        self.config = dict(jax.config.values)
        self.transforms = {name: getattr(jax, name) for name in ("jit", "vmap", "checkpoint", "remat", "grad")}
        self.environ = dict(os.environ)

    def restore(self) -> None:
        jax = self.jax
        sys.path[:] = self.path
        sys.meta_path[:] = self.meta_path
        sys.stdin, sys.stdout, sys.stderr = self.streams
        try:
            os.chdir(self.cwd)
        except OSError:
            pass
        if dict(os.environ) != self.environ:
            os.environ.clear()
            os.environ.update(self.environ)
        for name, value in self.transforms.items():
            setattr(jax, name, value)
        for name, value in self.config.items():
            if jax.config.values.get(name, value) != value:
                try:
                    jax.config.update(name, value)
                except Exception:  # noqa: BLE001 - a flag that cannot change after start-up
                    pass
        gc.collect()


def serve(events: Events, commands: Commands, jax, device) -> None:
    from jaxlint.runtime_check.job import JobRunner

    baseline = _Baseline(jax)
    while True:
        command = commands.next()
        if command is None or command.get("exit"):
            return
        with open(command["job"], encoding="utf-8") as handle:
            job = json.load(handle)
        runner = JobRunner(job, events, jax, device.platform)
        try:
            with jax.default_device(device):
                runner.run()
        except BaseException:  # noqa: BLE001 - a bug here, or user code that broke the worker
            events.guard()
            traceback.print_exc()
            sys.stderr.flush()
            os._exit(3)
        events.guard()
        runner.forget_modules()
        baseline.restore()
        _flush()
        events.emit("job-done", job=job["id"])


def _persistent_cache(jax, folder: str | None) -> None:
    """Keep every executable, however small and quick to build (the eager reference builds many)."""
    if not folder:
        return
    try:
        os.makedirs(folder, exist_ok=True)
        jax.config.update("jax_compilation_cache_dir", folder)
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
        jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
        jax.config.update("jax_compilation_cache_max_size", 512 << 20)
    except Exception:  # noqa: BLE001 - an unwritable folder or an older jax: run without
        pass


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - user code may have replaced or closed them
            pass


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    with open(argv[0], encoding="utf-8") as handle:
        startup = json.load(handle)
    events, commands = Events(int(argv[1])), Commands(int(argv[2]))
    limit = limit_memory(startup.get("memory_limit"))
    try:
        import jax
        import jax.numpy  # noqa: F401
        import jax.random  # noqa: F401
        import numpy  # noqa: F401

        import jaxlint.runtime_check.compare  # noqa: F401
        import jaxlint.runtime_check.job  # noqa: F401
        from jaxlint.runtime_check.eager import install
    except BaseException as exc:  # noqa: BLE001
        events.emit("startup-error", message=one_line(exc))
        os._exit(3)
    install(jax)
    _persistent_cache(jax, startup.get("compilation_cache"))
    own = os.environ.pop("JAXLINT_WORKER_PATH", None)
    if own and own in sys.path:
        sys.path.remove(own)
    platform = startup["platform"]
    try:
        device = jax.devices(platform)[0]
    except BaseException as exc:  # noqa: BLE001 - no such backend, no device, driver errors
        why = one_line(exc)
        if ":" not in why:  # e.g. a bare AssertionError when no plugin for the platform is installed
            why = f"jax could not initialise a {platform} backend ({why}); is its jax plugin installed?"
        events.emit("no-device", message=f"{why} [JAX_PLATFORMS={os.environ.get('JAX_PLATFORMS', '')}]")
        os._exit(0)
    events.emit("ready", device_kind=device.device_kind, platform=device.platform, memory_limit=limit)
    serve(events, commands, jax, device)
    _flush()
    os._exit(0)  # no atexit handlers or non-daemon threads of user code


if __name__ == "__main__":
    main()
