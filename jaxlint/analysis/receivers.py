"""The project class a method call's receiver is an instance of, when the analysis knows it.

A project's `extender.extend(x)` or `buffer.append(x)` runs the class's own method, not the
list method of the same name: facts about `list.extend` (it stores its argument in the
receiver) say nothing about it (tests/data/unseen6_triage.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.imports import dotted_name

if TYPE_CHECKING:
    from jaxlint.analysis.classes import ClassInfo
    from jaxlint.analysis.evaluator import Evaluator


def receiver_class(ev: "Evaluator", receiver: cst.BaseExpression) -> "ClassInfo | None":
    """The class `receiver` is an instance of: one its value carries (`Cls(...)` bound here,
    a pytree parameter), else the project class the traced function's parameter of that name
    is annotated with (`extender: IterativeExtender`). None when unknown."""
    value = ev.value(receiver)
    if value.pytype in ("list", "dict", "set", "tuple"):
        return None  # rebound to a container since
    ref = value.cls
    if ref is None and isinstance(receiver, cst.Name):
        ref = _annotated_class(ev, receiver.value)
    return getattr(ref, "info", None)


_CONTAINER_BASES = frozenset({
    "list", "dict", "set", "deque", "OrderedDict", "defaultdict", "UserList", "UserDict",
    "MutableSequence", "MutableMapping", "MutableSet",
})


def runs_own_method(ev: "Evaluator", call: cst.Call) -> bool:
    """`obj.name(...)` where `obj`'s known project class defines `name` itself and is no
    container subclass (whose `extend` may well be `super().extend`)."""
    func = call.func
    if not isinstance(func, cst.Attribute):
        return False
    info = receiver_class(ev, func.value)
    if info is None or func.attr.value not in info.methods:
        return False
    return not any((dotted_name(base.value) or "").split(".")[-1] in _CONTAINER_BASES for base in info.node.bases)


def _annotated_class(ev: "Evaluator", name: str):
    node = ev.frame.info.node
    if not isinstance(node, cst.FunctionDef):
        return None
    params = node.params
    for p in (*params.posonly_params, *params.params, *params.kwonly_params):
        if p.name.value == name and p.annotation is not None:
            return ev.class_ref(p.annotation.annotation)
    return None
