"""What an attribute of a constructed object holds, read from the text of its construction.

`config = BlockConfig(width=4, use_bias=True)` then `step(config.use_bias, x)`: the class's own
`__init__` stores its parameter unchanged (`self.use_bias = use_bias`) and no other method of
the class sets that attribute, so `config.use_bias` is the `True` the construction passes. The
callers' argument kinds (module_index.argument_kinds) read through it: a Python bool handed to a
parameter some transform traces is then known to be a scalar, not a container. A class's own
`__hash__` over such attributes (`hash((self.x, self.mul))`) hashes what its construction passed
(hashability.py: a JAX array there is unhashable).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import assigns_attribute, iter_tree

# The module index and its function records are passed in (`index`, `where`): this module reads
# them without importing module_index, which asks it (no import cycle inside the analysis).


def constructed_attribute(index, expr: cst.BaseExpression, built: cst.BaseExpression | None,
                          where) -> tuple[cst.BaseExpression, object] | None:
    """(the argument the construction passes for the parameter the attribute stores, the
    function whose code spells the construction) for `name.attr`, `name` bound once (`built`,
    spelled in the function `where`, None for the module) to a call of a class of this module;
    None when any step is not that plain."""
    if not (isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name)):
        return None
    if not (isinstance(built, cst.Call) and isinstance(built.func, cst.Name)) or any(a.star for a in built.args):
        return None
    if built.func.value in index.module_assignments or built.func.value in index.module_functions:
        return None
    if (expr.value.value, expr.attr.value) in _SET_ATTRIBUTES.get(index.module, _set_attributes):
        return None  # `config.use_bias = jnp.array(1)` somewhere: not what the construction passed
    passed = passed_for_attribute(index, built, expr.attr.value)
    if passed is None:
        return None
    return passed, (where if any(passed is a.value for a in built.args) else None)


def passed_for_attribute(index, built: cst.Call, attr: str) -> cst.BaseExpression | None:
    """What the construction `built` (a call of a class of this module, no `*args`) passes for the
    parameter its own `__init__` stores unchanged in `attr` (or that parameter's default), when no
    other method of the class sets `attr`."""
    if not isinstance(built.func, cst.Name) or any(a.star for a in built.args):
        return None
    cls = index.classes.get(built.func.value)
    methods = index.class_methods.get(id(cls), {}) if cls is not None else {}
    init = methods.get("__init__")
    if init is None or not isinstance(init.node, cst.FunctionDef):
        return None
    param = _stored_parameter(init.node, attr)
    if param is None or any(assigns_attribute(m.node, attr) for key, m in methods.items()
                            if key != "__init__" and isinstance(m.node, cst.FunctionDef)):
        return None
    params = init.node.params
    positional = [p.name.value for p in (*params.posonly_params, *params.params)][1:]
    for arg in built.args:
        if arg.keyword is not None and arg.keyword.value == param:
            return arg.value
    passed = [a.value for a in built.args if a.keyword is None]
    if param in positional and positional.index(param) < len(passed):
        return passed[positional.index(param)]
    return next((p.default for p in (*params.params, *params.kwonly_params) if p.name.value == param), None)


def hashed_attributes(cls: cst.ClassDef) -> list[str] | None:
    """The attributes a class's own `__hash__` hashes when its body is one `return hash(self.a)` or
    `return hash((self.a, self.b, ...))`; None for any other `__hash__`, or none."""
    found = [s for s in cls.body.body if isinstance(s, cst.FunctionDef) and s.name.value == "__hash__"]
    if len(found) != 1 or not isinstance(found[0].body, cst.IndentedBlock) or len(found[0].body.body) != 1:
        return None
    params = found[0].params.params
    stmt = found[0].body.body[0]
    if not (params and isinstance(stmt, cst.SimpleStatementLine) and isinstance(stmt.body[0], cst.Return)):
        return None
    value = stmt.body[0].value
    if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "hash"
            and len(value.args) == 1):
        return None
    hashed = value.args[0].value
    parts = [e.value for e in hashed.elements] if isinstance(hashed, cst.Tuple) else [hashed]
    me = params[0].name.value
    if not all(isinstance(part, cst.Attribute) and isinstance(part.value, cst.Name) and part.value.value == me
               for part in parts):
        return None
    return [part.attr.value for part in parts]


def _stored_parameter(init: cst.FunctionDef, attr: str) -> str | None:
    """The parameter `__init__` stores unchanged by its one top-level `self.attr = param`."""
    from jaxlint.analysis.scopes import scope_info

    params = init.params
    names = [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]
    if not names or not isinstance(init.body, cst.IndentedBlock):
        return None
    me, found = names[0], []
    for node in iter_tree(init.body):
        if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
            targets = ([t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target])
            for target in targets:
                if (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                        and target.value.value == me and target.attr.value == attr):
                    found.append(node)
    if len(found) != 1 or not isinstance(found[0], cst.Assign) or found[0] not in _top_level(init):
        return None
    value = found[0].value
    if not (isinstance(value, cst.Name) and value.value in names[1:]) or value.value in scope_info(init).assigned:
        return None
    return value.value


def _top_level(init: cst.FunctionDef) -> list[cst.CSTNode]:
    return [small for stmt in init.body.body if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body]


_SET_ATTRIBUTES = node_memo()  # a module's `name.attr = ...` targets depend on its own node alone


def _set_attributes(module: cst.Module) -> frozenset[tuple[str, str]]:
    """Every `name.attr` a statement of the module assigns (`setattr` is not followed: its
    attribute is usually computed)."""
    out = set()
    for node in iter_tree(module):
        if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            for target in targets:
                for part in iter_tree(target):
                    if isinstance(part, cst.Attribute) and isinstance(part.value, cst.Name):
                        out.add((part.value.value, part.attr.value))
    return frozenset(out)
