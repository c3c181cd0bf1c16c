"""The function a registry getter returns for a literal key: `get_loss("xent")` with
`def get_loss(name): return LOSSES[name]` and `LOSSES = {"mse": mse, "xent": cross_entropy}`.

Untraced code that binds `loss_fn = get_loss("xent")` (or hands it to a constructor) holds
`cross_entropy`, so traced code calling it is followed there. Only a module-level dict display
bound once, never rebound or mutated by the module's functions, with string keys, read by the
getter's one `return` through a parameter it never rebinds; the key the call passes (or the
parameter's default) a string literal of that dict. Anything else is no answer.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, factory_return, passed_argument


def registry_entry(index: ModuleIndex, getter: FunctionInfo, call: cst.Call,
                   key_of=None) -> cst.BaseExpression | None:
    """The expression `call` of the getter (a def of `index`'s module) picks from its registry."""
    found = registry_lookup(getter, call, key_of)
    if found is None:
        return None
    table, key = found
    display = _registry(index, table.value)
    return display.get(key) if display is not None else None


def registry_lookup(getter: FunctionInfo, call: cst.Call, key_of=None) -> tuple[cst.Name, str] | None:
    """(the registry name the getter's `return TABLE[name]` reads, the literal key `call` picks).
    `key_of(expr)`: the keys an argument that is no literal can hold (registry_keys.literal_keys,
    read where the call is); one key is an answer."""
    node = getter.node
    if not isinstance(node, cst.FunctionDef) or any(a.star == "*" for a in call.args):
        return None
    made = factory_return(getter)
    if not isinstance(made, cst.Subscript) or len(made.slice) != 1 or not isinstance(made.slice[0].slice, cst.Index):
        return None
    key, table = made.slice[0].slice.value, made.value
    if not isinstance(key, cst.Name) or not isinstance(table, cst.Name):
        return None
    params = {p.name.value: p for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params)}
    param = params.get(key.value)
    if param is None or flow_of(node).assigned_values(key.value) or table.value in params:
        return None
    given = passed_argument(call, node, key.value)
    if given is None and any(a.star for a in call.args):
        return None  # a `**` spread may hold it
    if given is None:
        given = param.default
    if isinstance(given, cst.SimpleString) and isinstance(given.evaluated_value, str):
        return table, given.evaluated_value
    keys = key_of(given) if key_of is not None and given is not None and given is not param.default else None
    return (table, keys[0]) if keys is not None and len(keys) == 1 else None


def _registry(index: ModuleIndex, name: str) -> dict[str, cst.BaseExpression] | None:
    """The entries of a module-level dict display bound once to `name`, never changed after."""
    assigned = index.module_assignments.get(name)
    if not assigned or len(assigned) != 1 or not isinstance(assigned[0], cst.Dict):
        return None
    if name in index.reassigned_globals or name in index.mutated_globals or _changed_at_top(index.module, name):
        return None
    out: dict[str, cst.BaseExpression] = {}
    for element in assigned[0].elements:
        if not isinstance(element, cst.DictElement) or not isinstance(element.key, cst.SimpleString):
            return None
        out[element.key.evaluated_value] = element.value
    return out


_MUTATING = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})


def _changed_at_top(module: cst.Module | None, name: str) -> bool:
    """A module-level statement stores into the dict (`LOSSES["huber"] = huber`), deletes from it or
    calls a mutating method of it (`LOSSES.update(...)`)."""
    from jaxlint.analysis.walk import iter_tree

    for stmt in module.body if module is not None else ():
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            continue
        for node in iter_tree(stmt):
            if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value == name \
                    and _is_target(stmt, node):
                return True
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in _MUTATING \
                    and isinstance(node.func.value, cst.Name) and node.func.value.value == name:
                return True
    return False


def _is_target(stmt: cst.CSTNode, subscript: cst.Subscript) -> bool:
    from jaxlint.analysis.walk import iter_tree

    for node in iter_tree(stmt):
        if isinstance(node, cst.AssignTarget) and any(n is subscript for n in iter_tree(node)):
            return True
        if isinstance(node, (cst.AugAssign, cst.AnnAssign)) and any(n is subscript for n in iter_tree(node.target)):
            return True
        if isinstance(node, cst.Del) and any(n is subscript for n in iter_tree(node.target)):
            return True
    return False
