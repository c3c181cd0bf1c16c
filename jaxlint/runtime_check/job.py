"""Verify the entry points of one module (runs in the worker).

Phase one imports the original (for `jaxlint verify`, the only) copy under
`jax.disable_jit()` and, for every entry point and every candidate input, runs the original
eagerly: the forward reference, the gradient reference (float inputs and outputs), and a
second reference with the module's reassigned globals changed. Phase two imports the
rewritten copy and, per candidate, traces and compiles the entry point under `jax.jit` with
the leak checker on, calls it, calls it again after changing the same globals, and compiles
its gradient; each result is compared with its reference. Every candidate that the original
accepts is checked, not only the first: a rewrite that breaks one caller is not verified.

A "plain" entry point (a helper, method or function that applies `vmap`/`scan` itself and
that no jitted entry point reaches) is called as written instead of under an extra
`jax.jit`, so its own transforms trace the rewritten code.
"""

from __future__ import annotations

import copy
import functools
import importlib
import importlib.abc
import importlib.util
import inspect
import os
import sys
import time
import traceback
from dataclasses import dataclass, field

from jaxlint.runtime_check.channel import is_out_of_memory, one_line
from jaxlint.runtime_check.gradients import Gradient, NoFloatOutputs, float_outputs
from jaxlint.runtime_check.probes import Reach, perturbed_globals

VERIFIED, MISMATCH, COMPILE_ERROR = "verified", "mismatch", "compile-error"
RUNTIME_ERROR, UNVERIFIED, IMPORT_ERROR = "runtime-error", "unverified", "import-error"
CHECKS = ("forward", "grad", "repeat", "leak", "call-sites")
_CRASHES = (SystemExit, KeyboardInterrupt)


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


@dataclass
class Reference:
    candidate: dict
    inputs: tuple  # (args, kwargs), a pristine copy
    expected: object  # host copy of the eager output
    grad: object = None  # host copy of the eager VJP, or None
    grad_note: str = ""  # why the gradient is not compared
    stale: object = None  # eager output with the globals changed, or None
    stale_names: list = field(default_factory=list)
    user_objects: bool = False  # inputs hold instances of the project's classes: rebuild per phase
    record: dict = field(default_factory=dict)  # its entry in the verdict's `inputs`


@dataclass
class Verdict:
    """What the candidates of one entry point showed."""

    checks: dict = field(default_factory=lambda: {c: None for c in CHECKS})  # None: not run
    inputs: list = field(default_factory=list)
    failure: tuple | None = None  # (status, detail)
    skipped: list = field(default_factory=list)  # why candidates gave no reference
    compile_ms: float | None = None
    run_ms: float | None = None
    reached: set = field(default_factory=set)
    seconds: float = 0.0  # time spent on this entry point in the worker

    def mark(self, check: str, ok: bool) -> None:
        self.checks[check] = ok if self.checks[check] is None else (self.checks[check] and ok)

    def fail(self, status: str, detail: str, check: str | None = None) -> None:
        if check:
            self.mark(check, False)
        if self.failure is None:
            self.failure = (status, detail)

    def event(self) -> dict:
        for record in self.inputs:  # a reference that never reached the checks
            if record["outcome"] == "reference":
                record["outcome"] = "skipped"
        checks = {c: ("not-run" if v is None else "passed" if v else "failed") for c, v in self.checks.items()}
        if self.failure is not None:
            status, detail = self.failure
        elif any(v for v in self.checks.values()):
            status = VERIFIED
            used = [i["origin"] for i in self.inputs if i["outcome"] == "passed"]
            detail = "inputs: " + ", ".join(used[:2]) + (f" (+{len(used) - 2} more)" if len(used) > 2 else "")
        else:
            status = UNVERIFIED
            detail = self.skipped[0] if self.skipped else "no inputs"
        return {"status": status, "detail": detail, "checks": checks, "inputs": self.inputs,
                "compile_ms": self.compile_ms, "run_ms": self.run_ms, "reached": sorted(self.reached),
                "seconds": round(self.seconds, 4)}


class JobRunner:
    def __init__(self, job: dict, events, jax, platform: str) -> None:
        from jaxlint.runtime_check.compare import compare, to_host

        self.job, self.events, self.jax, self.platform = job, events, jax, platform
        self.compare, self.to_host = compare, to_host
        self.finder: _Overlay | None = None
        self.user_dirs = [os.path.abspath(p) for p in job["user_dirs"]]
        self.user_modules = {e["name"] for o in job["overlays"].values() for e in o.values()}
        self.reach = Reach(job.get("watch", []))
        self._jitted: dict[tuple, object] = {}

    # Modules --------------------------------------------------------------------------
    def import_phase(self, phase: str):
        """(module, None) or (None, exception)."""
        self.forget_modules()
        self.finder = _Overlay(self.job["overlays"][phase])
        sys.meta_path.insert(0, self.finder)
        self.events.emit("importing", job=self.job["id"], phase=phase)
        try:
            if phase == "original":  # the reference is eager: so are calls the module makes at import
                with self.jax.disable_jit():
                    module = importlib.import_module(self.job["module"])
            else:
                module = importlib.import_module(self.job["module"])
        except BaseException as exc:  # noqa: BLE001 - SystemExit too: user code at import
            self.events.guard()
            return None, exc
        self.events.guard()
        self.events.emit("imported", job=self.job["id"], phase=phase)
        return module, None

    def forget_modules(self) -> None:
        """Drop the overlay and the project's modules an earlier import loaded, so the next import
        runs them afresh; installed packages (jax itself, anything in site-packages) stay."""
        if self.finder is not None and self.finder in sys.meta_path:
            sys.meta_path.remove(self.finder)
        self.finder = None
        roots = tuple(os.path.join(d, "") for d in self.user_dirs) + tuple(
            os.path.join(os.path.dirname(e["path"]), "") for o in self.job["overlays"].values() for e in o.values())
        installed = tuple(os.path.join(p, "") for p in {sys.prefix, sys.base_prefix, sys.exec_prefix})
        for name in list(sys.modules):
            module = sys.modules.get(name)
            path = os.path.abspath(getattr(module, "__file__", None) or "/")
            if name in self.user_modules or (path.startswith(roots) and not path.startswith(installed)
                                             and "site-packages" not in path and "dist-packages" not in path):
                del sys.modules[name]

    def _import_failure(self, phase: str, exc: BaseException) -> str:
        where = self._where(exc)
        if phase == "same":
            return f"the module raised at import: {one_line(exc)}{where}"
        if phase == "original":
            return f"the original module raised at import: {one_line(exc)}{where}"
        # The rewritten copy is the second import of the project in this process: find out
        # whether the rewrite or the re-import is to blame by importing the original again.
        again, again_exc = self.import_phase("original")
        self.forget_modules()
        if again_exc is None:
            return (f"the rewritten module raised at import: {one_line(exc)}{where} (the original imports "
                    f"again without error, so the rewrite broke the import)")
        return (f"the module cannot be imported a second time in one process: importing the rewritten copy "
                f"after the original raised {one_line(exc)}{where}, and so does importing the original again "
                f"({one_line(again_exc)}); this says nothing about the rewrite")

    def _where(self, exc: BaseException) -> str:
        copies = {e["path"] for o in self.job["overlays"].values() for e in o.values()}
        line = None
        for frame in traceback.extract_tb(exc.__traceback__):
            if frame.filename in copies:
                line = frame.lineno
        return f" (line {line})" if line else ""

    # The job ---------------------------------------------------------------------------
    def run(self) -> None:
        entries = self.job["entries"]
        overlays = self.job["overlays"]
        sys.path[:0] = [p for p in self.job["sys_path"] if p not in sys.path]
        phases = ["same"] if "same" in overlays else ["original", "rewritten"]
        first, exc = self.import_phase(phases[0])
        if first is None:
            detail = self._import_failure(phases[0], exc)
            for entry in entries:
                self.result(entry, {"status": IMPORT_ERROR, "detail": detail})
            return
        prepared = {}
        for entry in entries:
            verdict = Verdict()
            start = time.perf_counter()
            references = self.references(entry, first, verdict)
            if phases == ["same"]:
                self.check_all(entry, first, references, verdict)
            verdict.seconds += time.perf_counter() - start
            if phases == ["same"]:
                self.result(entry, verdict.event())
            elif references:
                prepared[entry["key"]] = (references, verdict)
            else:
                self.result(entry, verdict.event())
        if phases == ["same"] or not prepared:
            return
        second, exc = self.import_phase("rewritten")
        if second is None:
            detail = self._import_failure("rewritten", exc)
            for entry in entries:
                if entry["key"] in prepared:
                    self.result(entry, {"status": IMPORT_ERROR, "detail": detail})
            return
        for entry in entries:
            if entry["key"] in prepared:
                references, verdict = prepared[entry["key"]]
                start = time.perf_counter()
                self.check_all(entry, second, references, verdict)
                verdict.seconds += time.perf_counter() - start
                self.result(entry, verdict.event())

    def result(self, entry: dict, data: dict) -> None:
        self.events.emit("result", job=self.job["id"], name=entry["key"], **data)

    def step(self, entry: dict, step: str) -> None:
        self.events.emit("step", job=self.job["id"], name=entry["key"], step=step)

    # Inputs ---------------------------------------------------------------------------
    def evaluate(self, candidate: dict, entry: dict, module):
        jax = self.jax
        import numpy

        def pack(*args, **kwargs):
            return args, kwargs

        if candidate["namespace"] == "module":
            namespace = {"jax": jax, "jnp": jax.numpy, "np": numpy, **vars(module)}
        else:
            namespace = {"__builtins__": {"float": float, "int": int, "bool": bool, "complex": complex},
                         "jax": jax, "numpy": numpy}
        if entry.get("self_class"):
            namespace["__jaxlint_class__"] = resolve(module, entry["self_class"])
        namespace["__jaxlint_pack__"] = pack
        return eval(candidate["source"], namespace)  # noqa: S307 - whitelisted or the user's own example

    def fresh_inputs(self, candidate: dict, entry: dict, module):
        """Evaluated inputs and a pristine copy of them (the eager run may change its arguments)."""
        inputs = self.evaluate(candidate, entry, module)
        try:
            saved = copy.deepcopy(inputs)
        except Exception:  # noqa: BLE001 - not copyable: evaluate again
            saved = self.evaluate(candidate, entry, module)
        return inputs, saved

    def _copy(self, inputs):
        try:
            return copy.deepcopy(inputs)
        except Exception:  # noqa: BLE001
            return inputs

    # Phase one: references ------------------------------------------------------------
    def references(self, entry: dict, module, verdict: Verdict) -> list[Reference]:
        jax = self.jax
        self.step(entry, "reference")
        fn = resolve(module, entry["attr"])
        if fn is None:
            verdict.fail(RUNTIME_ERROR, f"the module has no attribute {'.'.join(entry['attr'])!r} after import")
            return []
        found = []
        self.reach.hits = set()
        group = None  # the synthesized shape variant in use: the first the original accepts
        for candidate in entry["candidates"]:
            if candidate.get("group") is not None and group is not None and candidate["group"] != group:
                continue
            record = {"kind": candidate["kind"], "origin": candidate["origin"], "outcome": "skipped"}
            verdict.inputs.append(record)
            try:
                (args, kwargs), saved = self.fresh_inputs(candidate, entry, module)
            except BaseException as exc:  # noqa: BLE001
                self.events.guard()
                self._no_reference(verdict, record, candidate, "the inputs could not be evaluated", exc,
                                   blame=candidate["kind"] == "user")
                continue
            try:
                with jax.disable_jit(), self.reach.recording():
                    expected = self.to_host(jax.block_until_ready(fn(*args, **kwargs)))
            except BaseException as exc:  # noqa: BLE001 - sys.exit and friends are results too
                self.events.guard()
                self._no_reference(verdict, record, candidate, "the original raised (run eagerly)", exc,
                                   blame=candidate["kind"] != "synthesized" and not candidate.get("expects_error"))
                continue
            self.events.guard()
            reference = Reference(candidate, saved, expected, user_objects=self.mentions_user_types(saved), record=record)
            self.grad_reference(entry, fn, reference)
            self.stale_reference(entry, fn, module, reference)
            record["outcome"] = "reference"
            found.append(reference)
            if candidate.get("group") is not None:
                group = candidate["group"]
        verdict.reached = set(self.reach.hits)
        return found

    def _no_reference(self, verdict: Verdict, record: dict, candidate: dict, what: str, exc: BaseException,
                      blame: bool) -> None:
        where = candidate["origin"]
        record["detail"] = f"{what}: {one_line(exc)}"
        if is_out_of_memory(exc):
            record["outcome"] = "failed"
            verdict.fail(RUNTIME_ERROR, f"out of memory: {what} on inputs from {where}: {one_line(exc)}",
                         "call-sites" if candidate["kind"] == "call-site" else None)
        elif blame or isinstance(exc, _CRASHES):
            # The user's own example or a real call site fails with the original code: the code
            # does not work there, whatever the rewrite does.
            record["outcome"] = "failed"
            verdict.fail(RUNTIME_ERROR, f"{what} on inputs from {where}: {one_line(exc)}",
                         "call-sites" if candidate["kind"] == "call-site" else None)
        else:
            verdict.skipped.append(f"no usable inputs: {what} on {where}: {one_line(exc)}")

    def grad_reference(self, entry: dict, fn, reference: Reference) -> None:
        jax = self.jax
        if not entry.get("gradients"):
            reference.grad_note = "the rewrite cannot change derivatives"
            return
        outputs = float_outputs(reference.expected)
        if not outputs:
            reference.grad_note = "no float outputs"
            return
        args, kwargs = self._copy(reference.inputs)
        gradient = Gradient(jax, args, kwargs, outputs)
        if not gradient.positions:
            reference.grad_note = "no float array inputs"
            return
        self.step(entry, "grad-reference")
        try:
            with jax.disable_jit():
                reference.grad = self.to_host(jax.block_until_ready(gradient.of(fn)(*gradient.primals)))
        except NoFloatOutputs:
            reference.grad_note = "no float outputs"
        except BaseException as exc:  # noqa: BLE001 - not differentiable (integer ops, callbacks...)
            self.events.guard()
            if is_out_of_memory(exc) or isinstance(exc, _CRASHES):
                raise
            reference.grad_note = f"the original's gradient could not be computed: {one_line(exc)}"

    def stale_reference(self, entry: dict, fn, module, reference: Reference) -> None:
        names = entry.get("globals") or []
        if not names:
            return
        jax = self.jax
        args, kwargs = self._copy(reference.inputs)
        try:
            with perturbed_globals(module, names) as changed:
                if not changed:
                    return
                with jax.disable_jit():
                    reference.stale = self.to_host(jax.block_until_ready(fn(*args, **kwargs)))
                reference.stale_names = changed
        except BaseException as exc:  # noqa: BLE001 - the changed values do not suit the code: no probe
            self.events.guard()
            if is_out_of_memory(exc) or isinstance(exc, _CRASHES):
                raise
            reference.stale, reference.stale_names = None, []

    def mentions_user_types(self, value, depth: int = 0) -> bool:
        import dataclasses

        if depth > 5:
            return False
        module = (type(value).__module__ or "").split(".")
        if any(".".join(module[:i]) in self.user_modules for i in range(1, len(module) + 1)):
            return True
        if isinstance(value, (list, tuple)):
            return any(self.mentions_user_types(v, depth + 1) for v in value[:64])
        if isinstance(value, dict):
            return any(self.mentions_user_types(v, depth + 1) for v in list(value.values())[:64])
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return any(self.mentions_user_types(getattr(value, f.name, None), depth + 1)
                       for f in dataclasses.fields(value))
        return False

    # Phase two: checks ----------------------------------------------------------------
    def check_all(self, entry: dict, module, references: list[Reference], verdict: Verdict) -> None:
        fn = resolve(module, entry["attr"])
        if fn is None:
            verdict.fail(RUNTIME_ERROR, f"the rewritten module has no attribute {'.'.join(entry['attr'])!r}")
            return
        by_origin = {id(r.candidate): r for r in references}
        records = {id(r.candidate): r.record for r in references}
        compiled_once = False
        for candidate in entry["candidates"]:
            reference = by_origin.get(id(candidate))
            if reference is None:
                continue
            record = records[id(candidate)]
            inputs = self.phase_inputs(entry, module, reference, verdict, record)
            if inputs is None:
                continue
            ok = self.check_one(entry, fn, module, reference, inputs, verdict, time_it=not compiled_once)
            compiled_once = True
            record["outcome"] = "passed" if ok else "failed"
            if candidate["kind"] == "call-site":
                verdict.mark("call-sites", ok)

    def phase_inputs(self, entry, module, reference: Reference, verdict: Verdict, record: dict):
        """The candidate's inputs for the rewritten module: the saved copy, or, when they hold the
        project's own objects, rebuilt from the rewritten module and checked against the saved ones."""
        if not reference.user_objects or "same" in self.job["overlays"]:
            return self._copy(reference.inputs)
        try:
            inputs, _ = self.fresh_inputs(reference.candidate, entry, module)
            why = self.compare(self.to_host(reference.inputs), inputs, self.platform, what="inputs")
        except BaseException as exc:  # noqa: BLE001
            self.events.guard()
            why = f"the rewritten module could not build them: {one_line(exc)}"
        if why:
            record["outcome"], record["detail"] = "failed", why
            verdict.fail(MISMATCH, f"the inputs from {reference.candidate['origin']} differ between the original "
                                   f"and the rewritten module: {why}", "forward")
            return None
        return inputs

    def check_one(self, entry, fn, module, reference: Reference, inputs, verdict: Verdict, time_it: bool) -> bool:
        jax = self.jax
        origin = reference.candidate["origin"]
        pristine = self._copy(inputs)
        args, kwargs = inputs
        plain = entry["kind"] == "plain"
        call = fn if plain else self.jitted(entry, fn, args, kwargs)

        # Trace (and compile) with the leak checker on.
        self.step(entry, "compile")
        start = time.perf_counter()
        try:
            with jax.checking_leaks():
                if plain:
                    first = jax.block_until_ready(call(*args, **kwargs))
                else:
                    call.lower(*args, **kwargs).compile()
        except BaseException as exc:  # noqa: BLE001
            self.events.guard()
            return self._trace_failed(exc, origin, verdict, plain)
        self.events.guard()
        verdict.mark("leak", True)
        if time_it and not plain:
            verdict.compile_ms = (time.perf_counter() - start) * 1000

        # First call: the forward comparison.
        if not plain:
            self.step(entry, "run")
            start = time.perf_counter()
            try:
                with jax.checking_leaks():
                    first = jax.block_until_ready(call(*args, **kwargs))
            except BaseException as exc:  # noqa: BLE001
                self.events.guard()
                verdict.fail(RUNTIME_ERROR, f"the compiled function raised on inputs from {origin}: {one_line(exc)}",
                             "forward")
                return False
            self.events.guard()
            if time_it:
                verdict.run_ms = (time.perf_counter() - start) * 1000
        why = self._compare(reference.expected, first, lenient=plain)
        if why:
            verdict.fail(MISMATCH, f"{why} (inputs from {origin})", "forward")
            return False
        verdict.mark("forward", True)

        # Second call, after changing the globals the project reassigns: a stale read shows.
        self.step(entry, "repeat")
        args2, kwargs2 = self._copy(pristine)
        try:
            with perturbed_globals(module, reference.stale_names) as changed, jax.checking_leaks():
                second = jax.block_until_ready(call(*args2, **kwargs2))
        except BaseException as exc:  # noqa: BLE001
            self.events.guard()
            if is_out_of_memory(exc):
                verdict.fail(RUNTIME_ERROR, f"out of memory on the second call (inputs from {origin}): "
                                            f"{one_line(exc)}", "repeat")
                return False
            verdict.fail(RUNTIME_ERROR, f"the second call raised (inputs from {origin}): {one_line(exc)}", "repeat")
            return False
        self.events.guard()
        expected_second = reference.stale if changed else reference.expected
        why = self._compare(expected_second, second, lenient=plain)
        if why:
            if changed:
                names = ", ".join(changed)
                why = (f"stale global: after module global{'s' if len(changed) > 1 else ''} {names} changed between "
                       f"calls, the second call still returned what the first trace saw: {why}")
            else:
                why = f"the second call returned something else: {why}"
            verdict.fail(MISMATCH, f"{why} (inputs from {origin})", "repeat")
            return False
        verdict.mark("repeat", True)

        # Gradients, where inputs and outputs are floats.
        if reference.grad is None:
            return True
        self.step(entry, "grad")
        gradient = Gradient(jax, *self._copy(pristine), float_outputs(reference.expected))
        try:
            g = gradient.of(call)
            value = jax.block_until_ready(g(*gradient.primals) if plain else jax.jit(g)(*gradient.primals))
        except BaseException as exc:  # noqa: BLE001 - e.g. reverse mode through a while_loop
            self.events.guard()
            if is_out_of_memory(exc):
                verdict.fail(RUNTIME_ERROR, f"out of memory computing the gradient: {one_line(exc)}", "grad")
                return False
            return True  # no gradient to compare: the check did not run
        self.events.guard()
        why = self._compare(reference.grad, value, what="gradient")
        if why:
            names = _signature_names(fn)
            verdict.fail(MISMATCH, f"{_name_gradient(why, gradient, names)} (inputs from {origin})", "grad")
            return False
        verdict.mark("grad", True)
        return True

    def jitted(self, entry, fn, args, kwargs):
        """`jax.jit` of the entry point with the statics its decorator declares (or, without a jit
        signature, its hashable non-array arguments); one per entry and statics, so candidates of
        the same shapes share the trace and the executable."""
        jax = self.jax
        if entry["jit_statics"] is not None:
            inner = getattr(fn, "__wrapped__", fn)
            argnums, argnames = entry["jit_statics"]
        else:
            inner = fn
            argnums = [i for i, a in enumerate(args) if _is_static(jax, a)]
            argnames = [k for k, v in kwargs.items() if _is_static(jax, v)]
        argnums, argnames = complete_statics(inner, argnums, argnames)
        key = (entry["key"], id(inner), tuple(argnums), tuple(argnames))
        if key not in self._jitted:
            self._jitted.clear()  # only the current entry's are worth keeping
            self._jitted[key] = self._fresh_jit(inner, argnums, argnames)
        return self._jitted[key]

    def _fresh_jit(self, inner, argnums, argnames):
        jax = self.jax

        def fresh(*a, **k):  # a new function object: JAX's trace cache cannot answer for it, so the
            return inner(*a, **k)  # trace really runs (leak checker on, rewritten code seen)
        functools.update_wrapper(fresh, inner)
        return jax.jit(fresh, static_argnums=argnums, static_argnames=argnames)

    def _trace_failed(self, exc, origin, verdict: Verdict, plain: bool) -> bool:
        text = one_line(exc)
        if is_out_of_memory(exc):
            verdict.fail(RUNTIME_ERROR, f"out of memory while tracing and compiling (inputs from {origin}): {text}",
                         "forward")
            return False
        if "Leaked trace" in str(exc) or "Leaked level" in str(exc):
            verdict.fail(COMPILE_ERROR, f"tracer leak (found by jax.checking_leaks on inputs from {origin}): {text}",
                         "leak")
            return False
        if plain:
            verdict.fail(RUNTIME_ERROR, f"the rewritten function raised on inputs from {origin}: {text}", "forward")
        else:
            verdict.fail(COMPILE_ERROR, f"{text} (inputs from {origin})", "forward")
        return False

    def _compare(self, expected, actual, what: str = "output", lenient: bool = False) -> str | None:
        try:
            return self.compare(expected, actual, self.platform, what=what, lenient=lenient)
        except Exception as exc:  # noqa: BLE001 - outputs the comparison does not understand
            return f"the {what}s could not be compared: {one_line(exc)}"


def resolve(module, attr: list[str]):
    value = module
    for part in attr:
        value = getattr(value, part, None)
        if value is None:
            return None
    return value


def _signature_names(fn) -> list[str]:
    try:
        return [p.name for p in inspect.signature(getattr(fn, "__wrapped__", fn)).parameters.values()]
    except (TypeError, ValueError):
        return []


def _name_gradient(why: str, gradient: Gradient, names: list[str]) -> str:
    """`gradient[0]: values differ...` -> `gradient with respect to x: values differ...`."""
    prefix = "gradient["
    if not why.startswith(prefix):
        return why
    index_text, _, rest = why[len(prefix):].partition("]")
    if not index_text.isdigit():
        return why
    label = gradient.label(int(index_text))
    if label.startswith("argument ") and label[9:].split("[")[0].isdigit():
        pos = int(label[9:].split("[")[0])
        suffix = label[9 + len(str(pos)):]
        if pos < len(names):
            label = names[pos] + suffix
    return f"gradient with respect to {label}{rest}"


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


def complete_statics(fn, argnums, argnames) -> tuple[list[int], list[str]]:
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
