"""The verification worker: `python -m jaxlint.runtime_check.worker JOB.json EVENTS_FD`.

This is the only code that runs the user's functions. It imports the copy of one module (an
import hook maps its name to the copy), and for each target evaluates the example inputs, runs
the original eagerly under `jax.disable_jit()`, compiles the rewritten function with
`jax.jit(...).lower(...).compile()` for the probed device, runs it and compares. With a
fix to verify there are two phases: all references from the original text, then (after
dropping the user's modules from `sys.modules`) the rewritten text.

It reports on a private pipe as JSON lines (stdout and stderr belong to the user's code and
are captured by the parent). A forked child never reports: it exits as soon as it returns
to this code. The parent kills the process group on a timeout and restarts a worker for the
functions that remain.
"""

from __future__ import annotations

import copy
import importlib
import importlib.abc
import importlib.util
import inspect
import json
import os
import sys
import time
import traceback

VERIFIED, MISMATCH, COMPILE_ERROR = "verified", "mismatch", "compile-error"
RUNTIME_ERROR, UNVERIFIED, IMPORT_ERROR = "runtime-error", "unverified", "import-error"


class Events:
    def __init__(self, fd: int) -> None:
        self.stream = os.fdopen(fd, "w", buffering=1, encoding="utf-8")
        self.pid = os.getpid()

    def guard(self) -> None:
        """A process forked by user code that returns here exits at once, silently."""
        if os.getpid() != self.pid:
            os._exit(0)

    def emit(self, event: str, **data) -> None:
        self.guard()
        self.stream.write(json.dumps({"event": event, **data}) + "\n")
        self.stream.flush()


def one_line(exc: BaseException, limit: int = 400) -> str:
    if isinstance(exc, SystemExit):
        return f"SystemExit: the code called sys.exit({exc.code!r})"
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    text = f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _Overlay(importlib.abc.MetaPathFinder):
    """Maps the verified modules' names to their copies."""

    def __init__(self, modules: dict[str, dict]) -> None:
        self.modules = modules

    def find_spec(self, name, path=None, target=None):
        entry = self.modules.get(name)
        if entry is None:
            return None
        locations = [entry["package_dir"]] if entry.get("package_dir") else None
        return importlib.util.spec_from_file_location(name, entry["path"], submodule_search_locations=locations)


class Worker:
    def __init__(self, job: dict, events: Events, jax, device) -> None:
        from jaxlint.runtime_check.compare import compare, to_host

        self.job, self.events, self.jax = job, events, jax
        self.platform = device.platform
        self.compare, self.to_host = compare, to_host
        self.finder: _Overlay | None = None
        self.user_dirs = [os.path.abspath(p) for p in job["user_dirs"]]
        self.baseline = set(sys.modules)  # what was loaded before any user code ran

    # Modules --------------------------------------------------------------------------
    def import_phase(self, phase: str, names: list[str]):
        if self.finder is not None:
            sys.meta_path.remove(self.finder)
            self._purge()
        self.finder = _Overlay(self.job["overlays"][phase])
        sys.meta_path.insert(0, self.finder)
        self.events.emit("importing", phase=phase)
        try:
            if phase == "original":  # the reference is eager: so are calls the module makes at import
                with self.jax.disable_jit():
                    module = importlib.import_module(self.job["module"])
            else:
                module = importlib.import_module(self.job["module"])
        except BaseException as exc:  # noqa: BLE001 - SystemExit too: user code at import
            self.events.guard()
            which = {"original": "the original module", "rewritten": "the rewritten module"}.get(phase, "the module")
            detail = f"{which} raised at import: {one_line(exc)}{self._where(exc)}"
            for name in names:
                self.events.emit("result", name=name, status=IMPORT_ERROR, detail=detail)
            return None
        self.events.guard()
        self.events.emit("imported", phase=phase)
        return module

    def _where(self, exc: BaseException) -> str:
        copies = {e["path"] for o in self.job["overlays"].values() for e in o.values()}
        line = None
        for frame in traceback.extract_tb(exc.__traceback__):
            if frame.filename in copies:
                line = frame.lineno
        return f" (line {line})" if line else ""

    def _purge(self) -> None:
        """Forget the project's modules the first phase imported, so the second imports them
        afresh; installed packages (jax itself, or anything under a project's .venv) stay."""
        roots = tuple(os.path.join(d, "") for d in self.user_dirs) + tuple(
            os.path.join(os.path.dirname(e["path"]), "") for o in self.job["overlays"].values() for e in o.values())
        installed = tuple(os.path.join(p, "") for p in {sys.prefix, sys.base_prefix, sys.exec_prefix})
        for name in set(sys.modules) - self.baseline:
            path = os.path.abspath(getattr(sys.modules[name], "__file__", None) or "/")
            if (path.startswith(roots) and not path.startswith(installed)
                    and "site-packages" not in path and "dist-packages" not in path):
                del sys.modules[name]

    # Steps ----------------------------------------------------------------------------
    def evaluate(self, candidate: dict, module):
        jax = self.jax
        import numpy

        def pack(*args, **kwargs):
            return args, kwargs

        if candidate["namespace"] == "module":
            namespace = {"jax": jax, "jnp": jax.numpy, "np": numpy, **vars(module)}
        else:
            namespace = {"__builtins__": {"float": float, "int": int, "bool": bool, "complex": complex},
                         "jax": jax, "numpy": numpy}
        namespace["__jaxlint_pack__"] = pack
        return eval(candidate["source"], namespace)  # noqa: S307 - whitelisted or the user's own example

    def reference(self, target: dict, module):
        """(inputs, expected, candidate) from the first candidate the original runs on; or a result."""
        jax, name = self.jax, target["name"]
        self.events.emit("step", name=name, step="reference")
        fn = getattr(module, name, None)
        if fn is None:
            return {"status": RUNTIME_ERROR, "detail": f"the module has no attribute {name!r} after import"}
        failures = []
        for candidate in target["candidates"]:
            try:
                args, kwargs = self.evaluate(candidate, module)
                try:
                    saved = copy.deepcopy((args, kwargs))
                except Exception:  # noqa: BLE001 - not copyable: evaluate again
                    saved = self.evaluate(candidate, module)
            except BaseException as exc:  # noqa: BLE001
                self.events.guard()
                failures.append((candidate, "the inputs could not be evaluated", exc))
                continue
            try:
                with jax.disable_jit():
                    expected = self.to_host(jax.block_until_ready(fn(*args, **kwargs)))
            except BaseException as exc:  # noqa: BLE001 - sys.exit and friends are results too
                self.events.guard()
                failures.append((candidate, "the original raised", exc))
                continue
            self.events.guard()
            return saved, expected, candidate
        return self._no_reference(failures)

    @staticmethod
    def _no_reference(failures) -> dict:
        for candidate, what, exc in failures:
            if candidate["kind"] != "synthesized" and what == "the original raised":
                where = candidate["origin"]
                # A crash of the process kind is the user's code failing; an ordinary exception
                # means the original itself cannot run (e.g. it still traces under vmap): then
                # there is no reference to compare with, which is not a verdict on the rewrite.
                crashed = isinstance(exc, (SystemExit, MemoryError, KeyboardInterrupt))
                return {"status": RUNTIME_ERROR if crashed else UNVERIFIED,
                        "detail": f"{'' if crashed else 'no reference: '}the original raised (run eagerly) on "
                                  f"inputs from {where}: {one_line(exc)}"}
        candidate, what, exc = failures[0]
        status = RUNTIME_ERROR if candidate["kind"] == "user" else UNVERIFIED
        return {"status": status, "detail": f"no usable inputs: {what} on {candidate['origin']}: {one_line(exc)}"}

    def check(self, target: dict, module, inputs, expected, candidate) -> dict:
        jax, name = self.jax, target["name"]
        fn = getattr(module, name, None)
        if fn is None:
            return {"status": RUNTIME_ERROR, "detail": f"the rewritten module has no attribute {name!r}"}
        args, kwargs = inputs
        if target["jit_statics"] is not None:
            inner = getattr(fn, "__wrapped__", fn)
            argnums, argnames = target["jit_statics"]
        else:
            inner = fn
            argnums = [i for i, a in enumerate(args) if _is_static(jax, a)]
            argnames = [k for k, v in kwargs.items() if _is_static(jax, v)]
        argnums, argnames = _complete_statics(inner, argnums, argnames)
        self.events.emit("step", name=name, step="compile")
        jax.clear_caches()  # a compile time, not a cache hit from a call the module made at import
        start = time.perf_counter()
        try:
            jitted = jax.jit(inner, static_argnums=argnums, static_argnames=argnames)
            compiled = jitted.lower(*args, **kwargs).compile()
        except BaseException as exc:  # noqa: BLE001
            self.events.guard()
            return {"status": COMPILE_ERROR, "detail": one_line(exc)}
        self.events.guard()
        compile_ms = (time.perf_counter() - start) * 1000
        dynamic_args = [a for i, a in enumerate(args) if i not in set(argnums)]
        dynamic_kwargs = {k: v for k, v in kwargs.items() if k not in set(argnames)}
        self.events.emit("step", name=name, step="run")
        start = time.perf_counter()
        try:
            actual = jax.block_until_ready(compiled(*dynamic_args, **dynamic_kwargs))
        except BaseException as exc:  # noqa: BLE001
            self.events.guard()
            return {"status": RUNTIME_ERROR, "detail": f"the compiled function raised: {one_line(exc)}",
                    "compile_ms": compile_ms}
        self.events.guard()
        run_ms = (time.perf_counter() - start) * 1000
        try:
            why = self.compare(expected, actual, self.platform)
        except Exception as exc:  # noqa: BLE001 - outputs the comparison does not understand
            why = f"the outputs could not be compared: {one_line(exc)}"
        status = MISMATCH if why else VERIFIED
        return {"status": status, "detail": why or f"inputs: {candidate['origin']}",
                "compile_ms": compile_ms, "run_ms": run_ms}

    # The job -------------------------------------------------------------------------
    def run(self) -> None:
        targets = self.job["targets"]
        sys.path[:0] = [p for p in self.job["sys_path"] if p not in sys.path]
        overlays = self.job["overlays"]
        phases = ["same"] if "same" in overlays else ["original", "rewritten"]
        module = self.import_phase(phases[0], [t["name"] for t in targets])
        if module is None:
            return
        references = {}
        for target in targets:
            found = self.reference(target, module)
            if isinstance(found, dict):
                self.events.emit("result", name=target["name"], **found)
                continue
            if phases == ["same"]:
                self.events.emit("result", name=target["name"], **self.check(target, module, *found))
            else:
                references[target["name"]] = found
        if phases == ["same"] or not references:
            return
        module = self.import_phase("rewritten", list(references))
        if module is None:
            return
        for target in targets:
            if target["name"] in references:
                result = self.check(target, module, *references[target["name"]])
                self.events.emit("result", name=target["name"], **result)


def _is_static(jax, value) -> bool:
    """Without a jit signature to follow: hashable values holding no arrays are static."""
    import numpy

    if any(isinstance(leaf, (jax.Array, numpy.ndarray, numpy.generic)) for leaf in jax.tree_util.tree_leaves(value)):
        return False
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _complete_statics(fn, argnums, argnames) -> tuple[list[int], list[str]]:
    """Static positions and names, each completed from the other through the signature, as
    `jax.jit` does when only one is given (we always pass both)."""
    nums, names = set(argnums), set(argnames)
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return sorted(nums), sorted(names)
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    nums = {i + len(positional) if i < 0 else i for i in nums}
    for i in list(nums):
        if 0 <= i < len(positional) and positional[i].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD:
            names.add(positional[i].name)
    for i, p in enumerate(positional):
        if p.name in names and p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD:
            nums.add(i)
    return sorted(nums), sorted(names)


def _limit_memory(limit: int | None) -> None:
    if not limit:
        return
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, ValueError, OSError):
        pass  # not available here: run without the cap


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    with open(argv[0], encoding="utf-8") as handle:
        job = json.load(handle)
    events = Events(int(argv[1]))
    _limit_memory(job.get("memory_limit"))
    try:
        import jax
        import jax.numpy  # noqa: F401
        import jax.random  # noqa: F401
        import numpy  # noqa: F401

        import jaxlint.runtime_check.compare  # noqa: F401
    except BaseException as exc:  # noqa: BLE001
        events.emit("startup-error", message=one_line(exc))
        os._exit(3)
    own = os.environ.pop("JAXLINT_WORKER_PATH", None)
    if own and own in sys.path:
        sys.path.remove(own)
    try:
        device = jax.devices(job["platform"])[0]
    except BaseException as exc:  # noqa: BLE001 - no such backend, no device, driver errors
        why = one_line(exc)
        if ":" not in why:  # e.g. a bare AssertionError when no plugin for the platform is installed
            why = f"jax could not initialise a {job['platform']} backend ({why}); is its jax plugin installed?"
        events.emit("no-device", message=f"{why} [JAX_PLATFORMS={os.environ.get('JAX_PLATFORMS', '')}]")
        os._exit(0)
    events.emit("ready", device_kind=device.device_kind, platform=device.platform)
    try:
        with jax.default_device(device):
            Worker(job, events, jax, device).run()
    except BaseException:  # noqa: BLE001 - a bug here, or user code that broke the worker
        events.guard()
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(3)
    events.emit("done")
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - user code may have replaced or closed them
            pass
    os._exit(0)  # no atexit handlers or non-daemon threads of user code


if __name__ == "__main__":
    main()
