"""The exception classes an `except` clause names, seen through module-level names.

Code that probes for tracing often collects the errors it expects in a module constant
(`_TRACER_ERRORS = (TypeError, jax.errors.ConcretizationTypeError)`, or a list built and
turned into a tuple) and writes `except _TRACER_ERRORS:`. Whether that handler catches a
failed conversion of a tracer depends on the classes the constant holds, so they are read
from the module's assignments (tests/data/unseen21_triage.md class C).
"""

from __future__ import annotations

from typing import Callable, Iterable

import libcst as cst

_MAX_DEPTH = 4


def caught_classes(handler_type: cst.BaseExpression, module_assignments: dict,
                   is_module_name: Callable[[str], bool]) -> list[list[cst.BaseExpression]]:
    """One list of class expressions per way the clause can be bound: a literal clause gives one,
    a module constant one per module-level binding (`if`/`else` may bind it twice). A binding
    whose classes cannot be read gives an empty list, so a caller requiring every binding to
    catch an error does not guess."""
    if isinstance(handler_type, cst.Name) and is_module_name(handler_type.value):
        bound = module_assignments.get(handler_type.value)
        if bound:
            return [list(_expand(value, module_assignments, 0)) if value is not None else [] for value in bound]
    return [list(_expand(handler_type, {}, _MAX_DEPTH))]


def _expand(expr: cst.BaseExpression, module_assignments: dict, depth: int) -> Iterable[cst.BaseExpression]:
    """The classes `expr` holds: the elements of a tuple or list literal, `tuple(x)` / `list(x)`
    of one, or another module constant holding one (each of its bindings)."""
    if isinstance(expr, (cst.Tuple, cst.List)):
        for element in expr.elements:
            if isinstance(element, cst.Element):
                yield from _expand(element.value, module_assignments, depth)
        return
    if (isinstance(expr, cst.Call) and isinstance(expr.func, cst.Name) and expr.func.value in ("tuple", "list")
            and len(expr.args) == 1 and depth < _MAX_DEPTH):
        yield from _expand(expr.args[0].value, module_assignments, depth + 1)
        return
    if isinstance(expr, cst.Name) and depth < _MAX_DEPTH and module_assignments.get(expr.value):
        for value in module_assignments[expr.value]:
            if value is not None:
                yield from _expand(value, module_assignments, depth + 1)
        return
    yield expr
