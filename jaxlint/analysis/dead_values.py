"""Whether the value one statement computes can reach the run of another: `noise = draw(key)`
read only on other arms of an `if` than a later `draw2(key)`, or `kwargs = dict(a=draw(key))`
rebound before anything reads it. Nothing that runs with the second call sees the first one's
numbers, so the two are no pair of dependent draws (JAX320 asks).

Conservative in the direction of "reachable": only a plain assignment's value is followed; a
read inside a nested function or lambda, a read the analysis cannot place, or a rebinding that
may not run first (another arm, a loop's `else`, the same line) keeps the value live.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.defuse import FunctionDefUse, expression_reads, statement_reads
from jaxlint.analysis.flow import Place, flow_of
from jaxlint.analysis.walk import iter_tree

_NESTED = (cst.Lambda, cst.FunctionDef, cst.ClassDef)


def unread_when(function: cst.FunctionDef, producer: cst.CSTNode, other: cst.CSTNode) -> bool:
    """True when `producer` is (inside) the value of a plain assignment in `function` whose
    names nothing reads on a run that reaches `other`."""
    view = flow_of(function)
    place = view.place(producer)
    if place is None or view.place(other) is None:
        return False
    stmt = place.statement
    if not isinstance(stmt, (cst.Assign, cst.AnnAssign)) or stmt.value is None:
        return False
    if not any(node is producer for node in iter_tree(stmt.value)):
        return False
    targets = [t.target for t in stmt.targets] if isinstance(stmt, cst.Assign) else [stmt.target]
    names: set[str] = set()
    if not all(_plain_names(t, names) for t in targets):
        return False  # `self.x = ...`, `d[k] = ...`: the value lands where reads cannot be counted
    if names & _declared(view):
        return False  # a global or nonlocal: other functions read it
    defuse = FunctionDefUse(function)
    for name in names:
        for read in view.places:
            if name not in own_reads(read.statement):
                continue
            if isinstance(read.statement, _NESTED) or _read_in_lambda(read.statement, name):
                return False  # it may run at any time
            if view.exclusive(read.statement, other):
                continue
            if read.order < place.order and not set(read.loops) & set(place.loops):
                continue  # it ran before the value existed
            if not _rebound_first(view, defuse, name, place, read):
                return False
    return True


def _declared(view) -> set[str]:
    return {item.name.value for place in view.places if isinstance(place.statement, (cst.Global, cst.Nonlocal))
            for item in place.statement.names}


def _plain_names(target: cst.CSTNode, out: set[str]) -> bool:
    if isinstance(target, cst.Name):
        out.add(target.value)
        return True
    if isinstance(target, (cst.Tuple, cst.List)):
        return all(_plain_names(el.value, out) for el in target.elements)
    return False


def own_reads(stmt: cst.CSTNode) -> set[str]:
    """The names a place reads itself (a compound statement's header, not its blocks)."""
    if isinstance(stmt, cst.If):
        return set(expression_reads(stmt.test))
    if isinstance(stmt, cst.While):
        return set(expression_reads(stmt.test))
    if isinstance(stmt, cst.For):
        return set(expression_reads(stmt.iter))
    if isinstance(stmt, cst.With):
        return {n for item in stmt.items for n in expression_reads(item.item)}
    if isinstance(stmt, (cst.Try, cst.TryStar)):
        return set()
    if isinstance(stmt, cst.ExceptHandler):
        return set(expression_reads(stmt.type)) if stmt.type is not None else set()
    if isinstance(stmt, cst.Match):
        return set(expression_reads(stmt.subject))
    if isinstance(stmt, cst.MatchCase):
        reads = set(expression_reads(stmt.pattern))
        return reads | set(expression_reads(stmt.guard)) if stmt.guard is not None else reads
    return set(statement_reads(stmt))


def _read_in_lambda(stmt: cst.CSTNode, name: str) -> bool:
    return any(isinstance(node, cst.Lambda) and name in expression_reads(node) for node in iter_tree(stmt))


def _rebound_first(view, defuse: FunctionDefUse, name: str, origin: Place, read: Place) -> bool:
    """A plain assignment of `name`, after `origin`, runs before `read` whenever `read` runs:
    it sits earlier in a block that holds `read`."""
    read_path = defuse.path(read.statement)
    if read_path is None:
        return False
    for place in view.assignments(name):
        if not origin.order < place.order < read.order:
            continue
        stmt = place.statement
        if not isinstance(stmt, (cst.Assign, cst.AnnAssign)) or stmt.value is None or name in statement_reads(stmt):
            continue
        path = defuse.path(stmt)
        if path is not None and _runs_before(path, read_path):
            return True
    return False


def _runs_before(first: list, second: list) -> bool:
    """`first`'s statement is an earlier step of a block on `second`'s path (paths of
    FunctionDefUse: (owner, statements, index), outermost first)."""
    if len(first) > len(second):
        return False
    for depth, ((owner_a, block_a, i), (owner_b, block_b, j)) in enumerate(zip(first, second)):
        if owner_a is not owner_b or (block_a[:1] or [None])[0] is not (block_b[:1] or [None])[0]:
            return False
        if depth == len(first) - 1:
            return i < j
        if i != j:
            return False
    return False
