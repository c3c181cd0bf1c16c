"""Names untraced code binds by unpacking what a helper of its module returns
(`x, y = toy_data(n)`, `toy_data` ending in `return jnp.asarray(x), jnp.asarray(y)`): each name
is the matching element of every `return` tuple display, so what untraced code builds can be
read through the helper (an object's attribute holding a JAX array, say)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.returns import returned_values
from jaxlint.analysis.scopes import binding_count
from jaxlint.analysis.walk import iter_scope

if TYPE_CHECKING:
    from jaxlint.analysis.module_index import FunctionInfo


def unpacking_call(func: cst.FunctionDef, name: str) -> tuple[int, int, cst.Call] | None:
    """(the position of `name`, how many names, the call) when the one binding of `name` in the
    function's own scope is `a, name, ... = helper(...)`: plain names, no starred target, a call
    spreading nothing."""
    if binding_count(func, name) != 1:
        return None
    for node in iter_scope(func.body):
        if type(node) is not cst.Assign or len(node.targets) != 1:
            continue
        target = node.targets[0].target
        if not isinstance(target, (cst.Tuple, cst.List)):
            continue
        names = [e.value.value if type(e) is cst.Element and type(e.value) is cst.Name else None
                 for e in target.elements]
        if name not in names:
            continue
        value = node.value
        if None in names or type(value) is not cst.Call or any(a.star for a in value.args):
            return None
        return names.index(name), len(names), value
    return None


def returned_elements(info: FunctionInfo, position: int, count: int) -> list[cst.BaseExpression] | None:
    """The element at `position` of every `return` of the def, each a tuple display of `count`
    plain elements; None when any return is something else."""
    returns = returned_values(info)
    if not returns:
        return None
    out = []
    for value in returns:
        if type(value) is not cst.Tuple or len(value.elements) != count or any(
                type(e) is not cst.Element for e in value.elements):
            return None
        out.append(value.elements[position].value)
    return out
