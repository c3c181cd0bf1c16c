"""The project class a method call's receiver is an instance of, when the analysis knows it.

A project's `extender.extend(x)` or `buffer.append(x)` runs the class's own method, not the
list method of the same name: facts about `list.extend` (it stores its argument in the
receiver) say nothing about it (tests/data/unseen6_triage.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.classes import bindings_of, class_info, self_assignments
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.values import Kind

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
    if ref is None and value.kind is not Kind.TRACED:
        ref = _constructed_attribute(ev, receiver)
    return getattr(ref, "info", None)


def _constructed_attribute(ev: "Evaluator", receiver: cst.BaseExpression):
    """`self.storage` in a method of a class whose every binding of `self.storage` (in any of
    its methods, unpacking targets included) is a construction of one project class
    (`self.storage = Storage(n)`): that class, else None."""
    frame = ev.frame
    if not (isinstance(receiver, cst.Attribute) and isinstance(receiver.value, cst.Name)
            and frame is not None and frame.info.is_method and ev._is_instance(receiver.value)):
        return None
    found = None
    for binding in bindings_of(class_info(ev.index, frame.info.class_node), receiver.attr.value):
        value = binding.spelled
        ref = ev.class_ref(value.func) if isinstance(value, cst.Call) else None
        if ref is None or (found is not None and ref.info is not found.info):
            return None
        found = ref
    return found


_CONTAINER_BASES = frozenset({
    "list", "dict", "set", "deque", "OrderedDict", "defaultdict", "UserList", "UserDict",
    "MutableSequence", "MutableMapping", "MutableSet",
})


def runs_own_method(ev: "Evaluator", call: cst.Call) -> bool:
    """`obj.name(...)` where `obj`'s known project class defines `name` itself, or binds it on
    its instances (`self.append = jax.vmap(self._append)` in `__init__`: the attribute holds that
    function), and is no container subclass (whose `extend` may well be `super().extend`)."""
    func = call.func
    if not isinstance(func, cst.Attribute):
        return False
    info = receiver_class(ev, func.value)
    name = func.attr.value
    if info is None or not (name in info.methods or binds_on_instance(info, name)):
        return False
    return not any((dotted_name(base.value) or "").split(".")[-1] in _CONTAINER_BASES for base in info.node.bases)


def binds_on_instance(info: "ClassInfo", name: str) -> bool:
    """A method of the class assigns `self.<name> = ...` (its first parameter's attribute)."""
    return any(attr == name for method in info.methods.values() for attr, _ in self_assignments(method))


def _annotated_class(ev: "Evaluator", name: str):
    node = ev.frame.info.node
    if not isinstance(node, cst.FunctionDef):
        return None
    params = node.params
    for p in (*params.posonly_params, *params.params, *params.kwonly_params):
        if p.name.value == name and p.annotation is not None:
            return ev.class_ref(p.annotation.annotation)
    return None
