"""Classes whose instances put themselves in a module-level container.

`_ACTIVE_DEVICES.append(self)` in `__init__` (or `REGISTRY[name] = self`, `.add(self)`): every
instance is reachable from the module after the code that built it returns, a trace included. An
object built inside a jitted function is then no local of the trace: a tracer its methods store on
`self` stays in the registry after the trace (UnexpectedTracerError when read; JAX301).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.scopes import scope_info
from jaxlint.analysis.walk import iter_tree

if TYPE_CHECKING:
    from jaxlint.analysis.classes import ClassInfo
    from jaxlint.analysis.module_index import ModuleIndex

_ADDERS = frozenset({"append", "add", "insert", "appendleft", "setdefault"})


def self_registry(index: "ModuleIndex", info: "ClassInfo") -> str | None:
    """The module-level container a method of the class adds `self` to; None when none does
    (asked only where a traced method stores a tracer on `self`: not cached)."""
    for method in info.methods.values():
        found = method_registry(index, method.node)
        if found is not None:
            return found
    return None


def method_registry(index: "ModuleIndex", node: cst.CSTNode) -> str | None:
    """The module-level container the method `node` adds its `self` to, or None."""
    if not isinstance(node, cst.FunctionDef):
        return None
    params = [p.name.value for p in (*node.params.posonly_params, *node.params.params)]
    if not params or params[0] != "self":
        return None
    local = scope_info(node).locals
    for sub in iter_tree(node.body):
        container = None
        if isinstance(sub, cst.Call) and isinstance(sub.func, cst.Attribute) and sub.func.attr.value in _ADDERS \
                and any(isinstance(a.value, cst.Name) and a.value.value == "self" for a in sub.args):
            container = sub.func.value
        elif isinstance(sub, cst.Assign) and isinstance(sub.value, cst.Name) and sub.value.value == "self":
            targets = [t.target for t in sub.targets if isinstance(t.target, cst.Subscript)]
            container = targets[0].value if targets else None
        if isinstance(container, cst.Name) and container.value not in local \
                and container.value in index.module_assignments:
            return container.value
    return None
