"""Which way a callee's guard goes when its caller already tested the same thing (tests/data/
unseen28_triage.md, class K): the caller calls `f(src, start)` inside `if is_chunked(src):`, and
`f` opens with `if is_chunked(source): return ...`. The callee's test repeats the caller's, on
the same object, so at that call it is true, and what follows the early return (`int(start)`)
never runs there. Only a test that is a call of one project function on one plain name counts,
and only where nothing between the test and the call rebinds that name."""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.scopes import scope_info
from jaxlint.analysis.walk import iter_tree, parent_map

_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

# a name -> the predicates known of what it holds: (id of the predicate's def, the truth of `P(name)`)
Guards = dict[str, frozenset[tuple[int, bool]]]


def guard_test(test: cst.BaseExpression) -> tuple[cst.BaseExpression, str, bool] | None:
    """`P(x)` or `not P(x)`: the predicate spelled, the name, and whether the test is true
    when `P(x)` is; None for any other test."""
    positive = True
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test, positive = test.expression, not positive
    if not (isinstance(test, cst.Call) and isinstance(test.func, (cst.Name, cst.Attribute)) and len(test.args) == 1):
        return None
    arg = test.args[0]
    if arg.keyword is not None or arg.star or not isinstance(arg.value, cst.Name):
        return None
    return test.func, arg.value.value, positive


def guards_at(site: cst.CSTNode, module: cst.Module,
              resolve: Callable[[cst.BaseExpression, cst.CSTNode | None], int | None]) -> Guards:
    """What the `if`s lexically around `site` (in its function or the functions it is nested in)
    establish: inside `if P(x):`'s body `P(x)` is true, inside its `else` (or `elif`) false, for
    an `x` that no function between the test and `site` binds and that the branch holding `site`
    never rebinds. `resolve(P, function holding the if)`: the id of the def P names, or None."""
    parents = parent_map(module)
    found: dict[str, set[tuple[int, bool]]] = {}
    shadowed: set[str] = set()
    child, current = site, parents.get(id(site))
    while current is not None:
        if isinstance(current, _SCOPES):
            if isinstance(current, cst.ClassDef):
                break
            info = scope_info(current)
            shadowed |= set(info.locals) | set(info.params)
        elif isinstance(current, cst.If) and child is not current.test:
            parsed = guard_test(current.test)
            branch = current.body if child is current.body else current.orelse
            if parsed is not None and branch is not None:
                func, name, positive = parsed
                truth = positive if child is current.body else not positive
                if name not in shadowed and not _stores(branch, name):
                    predicate = resolve(func, _enclosing_function(current, parents))
                    if predicate is not None:
                        found.setdefault(name, set()).add((predicate, truth))
        child, current = current, parents.get(id(current))
    return {name: frozenset(facts) for name, facts in found.items()}


def _enclosing_function(node: cst.CSTNode, parents: dict[int, cst.CSTNode]) -> cst.CSTNode | None:
    current = parents.get(id(node))
    while current is not None and not isinstance(current, (cst.FunctionDef, cst.Lambda)):
        current = parents.get(id(current))
    return current


def _stores(block: cst.CSTNode, name: str) -> bool:
    """Some statement in `block` (nested functions included: a `nonlocal` may) binds `name`."""
    for node in iter_tree(block):
        target = node.target if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For,
                                                    cst.NamedExpr, cst.CompFor)) else \
            node.name if isinstance(node, cst.AsName) else None
        if target is not None and any(isinstance(n, cst.Name) and n.value == name for n in iter_tree(target)):
            return True
    return False


def name_truths(site: cst.CSTNode, owner: cst.CSTNode, module: cst.Module) -> dict[str, bool]:
    """What the `if name:` (or `if not name:`) tests of `owner`, the function a nested `site`
    (a lambda, a def) is written in, say of the names they test where `site` is: true in the
    test's body, false in its `else`, for a name the branch holding `site` never rebinds. The
    nested function reads the name when it runs, and `owner` never rebinds it (the caller
    checks), so what the test said still holds (`if periodic: return jax.vmap(lambda k:
    sample(k, periodic=periodic))`: there `periodic` is truthy)."""
    parents = parent_map(module)
    found: dict[str, bool] = {}
    child, current = site, parents.get(id(site))
    while current is not None and current is not owner:
        if isinstance(current, cst.If) and child is not current.test:
            test, positive = current.test, True
            while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
                test, positive = test.expression, not positive
            branch = current.body if child is current.body else current.orelse
            if isinstance(test, cst.Name) and branch is not None and not _stores(branch, test.value):
                found.setdefault(test.value, positive if child is current.body else not positive)
        child, current = current, parents.get(id(current))
    return found if current is owner else {}
