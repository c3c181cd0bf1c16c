"""Calls that recompute an earlier call to read another part of its result.

`jax.random.split` and the other key consumers are deterministic: `split(rng)[1]`, then
`split(split(rng)[0])[1]` (a test re-deriving the keys a library derives step by step) computes
the same pair twice and takes each half once. The numbers stay independent; only the same part
read twice would repeat them. The part may be read through a one-parameter lambda the call maps
(`jax.vmap(lambda k: split(k)[0])(keys)`, then `jax.vmap(lambda k: split(k)[1])(keys)`), or by
unpacking (`key, sub = split(k)` twice, where only `key` of the first and only `sub` of the second
is read afterwards: a notebook cell redoing an earlier cell's split; tests/data/unseen20_triage.md
class S).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.defuse import statement_reads
from jaxlint.analysis.walk import iter_tree

_BLANK = cst.Module(body=[])


def _spelled(node: cst.CSTNode) -> str:
    return "".join(_BLANK.code_for_node(node).split())


def picked_index(statement: cst.CSTNode, call: cst.Call) -> int | None:
    """The constant index `call[i]` reads when that subscript is all the statement does with the
    call's result; None otherwise (unpacked, passed on, or read whole)."""
    for node in iter_tree(statement):
        if isinstance(node, cst.Subscript) and node.value is call and len(node.slice) == 1:
            index = node.slice[0].slice
            if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
                return int(index.value.value)
            return None
    return None


def reads_other_part(first: tuple[cst.CSTNode, cst.Call], second: tuple[cst.CSTNode, cst.Call],
                      view=None, owner: cst.CSTNode | None = None) -> bool:
    """Two calls spelled alike, each in its statement, whose results are read at different
    constant indices: the second recomputes the first's value and takes another part of it.
    With the flow view of their owner (a function or the module), also two unpackings of which
    the later code reads disjoint positions."""
    (first_statement, first_call), (second_statement, second_call) = first, second
    if first_call is second_call:
        return False
    if _spelled(first_call) != _spelled(second_call):
        a, b = _mapped_part(first_call), _mapped_part(second_call)
        return a is not None and b is not None and a[0] == b[0] and a[1] != b[1]
    i = picked_index(first_statement, first_call)
    j = picked_index(second_statement, second_call)
    if i is not None and j is not None:
        return i != j
    if view is None or owner is None:
        return False
    a, b = _read_positions(view, owner, first_statement, first_call), _read_positions(
        view, owner, second_statement, second_call)
    return bool(a) and bool(b) and not a & b


def _mapped_part(call: cst.Call) -> tuple[str, int] | None:
    """`T(lambda k: C[i])(args)` (T a transform such as jax.vmap, C a call reading `k`): the call
    spelled with the index left out, and `i`."""
    if not isinstance(call.func, cst.Call) or not call.func.args:
        return None
    mapped = call.func.args[0].value
    if not isinstance(mapped, cst.Lambda) or len(mapped.params.params) != 1 or mapped.params.posonly_params \
            or isinstance(mapped.params.star_arg, (cst.Param, cst.ParamStar)) or mapped.params.kwonly_params \
            or mapped.params.star_kwarg is not None:
        return None
    body = mapped.body
    if not (isinstance(body, cst.Subscript) and isinstance(body.value, cst.Call) and len(body.slice) == 1):
        return None
    index = body.slice[0].slice
    if not (isinstance(index, cst.Index) and isinstance(index.value, cst.Integer)):
        return None
    blanked = call.deep_replace(body, body.value)
    return _spelled(blanked), int(index.value.value)


def _read_positions(view, owner: cst.CSTNode, statement: cst.CSTNode, call: cst.Call) -> frozenset[int] | None:
    """For `a, b = call` (plain names, outside loops): the positions whose names the code after it
    reads before a plain rebinding on the same straight-line path; None when it cannot tell."""
    if not (isinstance(statement, cst.Assign) and len(statement.targets) == 1 and statement.value is call):
        return None
    target = statement.targets[0].target
    if not isinstance(target, (cst.Tuple, cst.List)) or not all(
            isinstance(el, cst.Element) and isinstance(el.value, cst.Name) for el in target.elements):
        return None
    origin = view.place(statement)
    if origin is None or origin.loops:
        return None
    names = [el.value.value for el in target.elements]
    if len(set(names)) != len(names):
        return None
    scoped = _read_in_scopes(owner)
    read = set()
    for position, name in enumerate(names):
        if name in scoped:
            read.add(position)  # a def or lambda may read it whenever it runs
            continue
        for place in view.places:
            if place.order <= origin.order:
                continue
            stmt = place.statement
            if name in _reads(stmt):
                read.add(position)
                break
            if name in place.binds and place.branches == origin.branches and not place.loops \
                    and isinstance(stmt, (cst.Assign, cst.AnnAssign)):
                break  # rebound on the same path before anything read it
    return frozenset(read)


def _reads(stmt: cst.CSTNode) -> set[str]:
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        return {n.value for n in iter_tree(stmt) if isinstance(n, cst.Name)}
    return set(statement_reads(stmt))


def _read_in_scopes(owner: cst.CSTNode) -> set[str]:
    """The names a def, class or lambda nested in the owner may read from the owner's scope: those it
    mentions, less its parameters and the names it binds itself (unless declared global or nonlocal)."""
    out: set[str] = set()
    for node in iter_tree(owner):
        if node is owner or not isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        mentioned = {n.value for n in iter_tree(node) if isinstance(n, cst.Name)}
        if isinstance(node, cst.ClassDef):
            out |= mentioned
            continue
        own = {p.name.value for p in iter_tree(node.params) if isinstance(p, cst.Param)}
        declared = {item.name.value for n in iter_tree(node) if isinstance(n, (cst.Global, cst.Nonlocal))
                    for item in n.names}
        body = node.body
        bound = {t.value for n in iter_tree(body) if isinstance(n, (cst.AssignTarget, cst.AnnAssign))
                 for t in iter_tree(n.target) if isinstance(t, cst.Name)}
        if isinstance(node, cst.FunctionDef):
            mentioned.discard(node.name.value)
        out |= (mentioned - own - bound) | (mentioned & declared)
    return out
