"""A list passed to a static parameter (JAX810), whatever spells it (`args.widths` of an argparse
option with `nargs`, `meta["widths"]`, a name bound to a call) -> `tuple(...)` at the call:

    out = model.forward(params, x, args.widths)   ->   out = model.forward(params, x, tuple(args.widths))

Only when the jitted function (in any module of the project) reads the parameter as a sequence
and nothing else: iterates it (`for w in widths`, a comprehension), hands it to a builtin that
treats a tuple as it treats a list (`zip`, `enumerate`, `len`, `sorted`, ...), indexes it with
one position (`widths[0]`, not a slice: a slice of a tuple is a tuple, which `+ [4]` rejects),
tests membership, unpacks it (`*widths`), or calls `.index`/`.count`. A comparison
(`widths == [8, 4]` is False for a tuple), a store, a method that changes a list, or a call of
any other function that receives it refuses the fix. Unsafe: the elements must hash too (an int
option's values do; a list of lists still raises, as before the fix).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import names_in, parent_map

_SEQUENCE_BUILTINS = frozenset({"len", "zip", "enumerate", "reversed", "sorted", "tuple", "list", "sum", "min",
                                "max", "any", "all", "iter", "set", "frozenset"})
_READ_METHODS = frozenset({"index", "count"})


def tuple_argument_fix(ctx, call: cst.Call, parameter: str, value: cst.BaseExpression) -> PendingFix | None:
    """`tuple(value)` for the list `call` passes to the static `parameter`, or None (see the
    module doc)."""
    if isinstance(value, (cst.List, cst.ListComp, cst.Tuple)) or _already_tuple(value):
        return None  # displays: the rule's own display rewrite decides them
    found = ctx.jitted_definition(call)
    if found is None:
        return None
    _, function, _ = found
    node = function.node
    if not isinstance(node, cst.FunctionDef):
        return None
    _, param = function.param(parameter)
    if param is None or param.star:
        return None
    uses = names_in(node.body, parameter)
    parents = parent_map(node)
    if not uses or not all(_sequence_read(parents, use) for use in uses):
        return None
    text = code(value).strip()
    return PendingFix(f"Pass tuple({text}): '{function.name}' only reads '{parameter}' as a sequence, and a "
                      f"tuple hashes", [NodeEdit(value, f"tuple({text})")], Applicability.UNSAFE)


def _already_tuple(value: cst.BaseExpression) -> bool:
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "tuple"


def _sequence_read(parents: dict[int, cst.CSTNode], use: cst.Name) -> bool:
    """A read that a tuple answers as the list did."""
    parent = parents.get(id(use))
    if isinstance(parent, (cst.For, cst.CompFor)):
        return parent.iter is use
    if isinstance(parent, cst.StarredElement):
        return True
    if isinstance(parent, cst.Arg):
        outer = parents.get(id(parent))
        if not isinstance(outer, cst.Call) or parent.keyword is not None:
            return False
        if parent.star == "*":
            return True  # `f(*widths)`: the same positional arguments
        return isinstance(outer.func, cst.Name) and outer.func.value in _SEQUENCE_BUILTINS
    if isinstance(parent, cst.Subscript) and parent.value is use:
        holder = parents.get(id(parent))
        if isinstance(holder, (cst.AssignTarget, cst.Del)) or isinstance(
                holder, (cst.AugAssign, cst.AnnAssign)) and holder.target is parent:
            return False
        return len(parent.slice) == 1 and isinstance(parent.slice[0].slice, cst.Index)
    if isinstance(parent, cst.ComparisonTarget):
        return isinstance(parent.operator, (cst.In, cst.NotIn)) and parent.comparator is use
    if isinstance(parent, cst.Attribute) and parent.value is use:
        return parent.attr.value in _READ_METHODS and isinstance(parents.get(id(parent)), cst.Call)
    return False
