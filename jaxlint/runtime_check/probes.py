"""Probes the worker runs around a call (runs in the worker).

`perturbed_globals`: a jitted function reads module globals once, at trace time. To show a
stale read, the checker calls the compiled function, changes the module globals the project
reassigns or mutates (found statically: the planner lists them), calls it again, and compares
with the original run eagerly on the same changed globals. Only numbers, booleans, numeric
arrays and containers of them are changed; everything is restored afterwards.

`Reach`: which rewritten functions a run executed, from the code objects Python entered (a
trace hook on calls only, on only while the original runs eagerly: nothing is cached there, so
every function the entry point needs really runs), so a helper, method or `lax` body is
credited with an entry point's verdict only when that entry point ran it.
"""

from __future__ import annotations

import contextlib
import sys

_MAX_DEPTH = 4


def perturb(value, depth: int = 0):
    """(new value, changed?) for a global: numbers and numeric arrays moved, containers rebuilt."""
    import numpy as np

    if depth > _MAX_DEPTH:
        return value, False
    if isinstance(value, bool):
        return not value, True
    if isinstance(value, int):
        return value + 1, True
    if isinstance(value, float):
        return value * 1.5 + 0.25, True
    if isinstance(value, (np.ndarray, np.generic)) or type(value).__module__.startswith("jax"):
        dtype = getattr(value, "dtype", None)
        if dtype is None or getattr(value, "shape", None) is None:
            return value, False
        kind = np.dtype(dtype).kind if not str(dtype).startswith("key") else "V"
        if kind == "b":
            return ~value, True
        if kind in "iu":
            return value + 1, True
        if kind in "fc":
            return value * 1.5 + 0.25, True
        return value, False
    if isinstance(value, (list, tuple)) and not hasattr(value, "_fields"):
        items = [perturb(v, depth + 1) for v in value]
        return type(value)(v for v, _ in items), any(c for _, c in items)
    if isinstance(value, dict) and type(value) is dict:
        items = {k: perturb(v, depth + 1) for k, v in value.items()}
        return {k: v for k, (v, _) in items.items()}, any(c for _, c in items.values())
    return value, False


@contextlib.contextmanager
def perturbed_globals(module, names: list[str]):
    """Change `names` in `module` for the duration; yields the names actually changed."""
    saved, changed = {}, []
    namespace = vars(module)
    for name in names:
        if name not in namespace:
            continue
        new, did = perturb(namespace[name])
        if did:
            saved[name] = namespace[name]
            namespace[name] = new
            changed.append(name)
    try:
        yield changed
    finally:
        namespace.update(saved)


class Reach:
    """Records which watched code ran: {unit: (file, first line, last line)}."""

    def __init__(self, watch: list[dict]) -> None:
        self.by_file: dict[str, list[tuple[int, int, str]]] = {}
        for w in watch:
            self.by_file.setdefault(w["path"], []).append((w["first"], w["last"], w["unit"]))
        self.hits: set[str] = set()

    @contextlib.contextmanager
    def recording(self):
        if not self.by_file:
            yield
            return
        by_file, hits = self.by_file, self.hits

        def hook(frame, event, arg):
            spans = by_file.get(frame.f_code.co_filename)
            if spans:
                line = frame.f_code.co_firstlineno
                for first, last, unit in spans:
                    if first <= line <= last:
                        hits.add(unit)
            return None  # no line events
        previous = sys.gettrace()
        sys.settrace(hook)
        try:
            yield
        finally:
            sys.settrace(previous)
