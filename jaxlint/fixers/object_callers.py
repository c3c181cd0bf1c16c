"""Whether every call of a jitted function hands a parameter a value jit cannot trace but can
hash (a string, a function, an instance of an ordinary class: JAX811). Each such call raises
TypeError as written, so no call of the function runs today: marking the parameter static
changes nothing that ran, and the mark is a safe fix.

An instance is hashed by identity, so a change to its attributes after the first call would not
be seen by the compiled function (where the eager code would see it): instances (and classes)
count only in a module that assigns attributes nowhere but in `__init__`/`__post_init__` (and
never calls `setattr`)."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree

_CONSTRUCTORS = frozenset({"__init__", "__post_init__"})


def every_call_passes_objects(ctx, call: cst.Call, parameter: str) -> bool:
    """True when the project's uses of the jitted function `call` reaches are all calls in this
    module (ModuleContext `ctx`), each passing `parameter` a hashable value jit cannot trace."""
    sites = ctx.jitted_call_sites(call, parameter)
    if not sites:
        return False
    module = ctx.module.node
    for site in sites:
        if not isinstance(site.node, cst.Call) or site.module is not module:
            return False  # handed on, or called from another module: callers unseen here
        kinds = [why.kind for traced, why in ctx.non_array_arguments(site.node)
                 if traced.parameter == parameter and why.hashable]
        if not kinds or {"instance", "class"} & set(kinds) and not _attributes_set_only_while_constructing(module):
            return False
    return True


def _attributes_set_only_while_constructing(module: cst.Module) -> bool:
    """No `obj.attr = ...` (nor `+=`, nor `setattr(...)`) outside an `__init__`/`__post_init__`."""
    return not any(_stores_attribute(node) for node in _outside_constructors(module))


def _outside_constructors(node: cst.CSTNode):
    for child in node.children:
        if isinstance(child, cst.FunctionDef) and child.name.value in _CONSTRUCTORS:
            continue
        yield child
        yield from _outside_constructors(child)


def _stores_attribute(node: cst.CSTNode) -> bool:
    if isinstance(node, cst.Call):
        return isinstance(node.func, cst.Name) and node.func.value == "setattr"
    if isinstance(node, cst.Assign):
        targets = [t.target for t in node.targets]
    elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
        targets = [node.target]
    else:
        return False
    return any(isinstance(n, cst.Attribute) for t in targets for n in iter_tree(t))
