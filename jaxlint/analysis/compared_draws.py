"""Draws of one key that a test compares with each other: reusing the key is the test's point.

`mlp = MLP(..., key=k)`, `scan_mlp = MLP(..., scan=True, key=k)`, then
`assert jnp.allclose(mlp(x), scan_mlp(x))`: the two models must come out equal, which only one
key gives them. What a call computes is followed through the assignments after it (names bound
from names bound from the call); an equality comparison inside an assertion (`==`,
`jnp.allclose`, `eqx.tree_equal`, `self.assertEqual`, `np.testing.assert_allclose`) whose one side
holds what one draw computed and the other side what another draw of the key computed, neither
side both, compares the draws. Two inputs drawn from one key and fed together into what is
compared (`f(x, y) == ref(x, y)`) are no such comparison: each side holds both.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

import libcst as cst

from jaxlint.analysis.assertions import is_equality_assertion
from jaxlint.analysis.flow import FlowView
from jaxlint.analysis.walk import iter_children, iter_tree

# jnp.allclose, np.array_equal, eqx.tree_equal, chex's assert_trees_all_close, np.testing.assert_equal...
_COMPARING = re.compile(r"(assert_)?\w*(allclose|array_equal|tree_equal|all_close|all_equal|_equal|isclose)")
_NEGATED = re.compile(r"assert\w*Not\w*|assertFalse")
# What a comparison may read of a draw without comparing its numbers.
_METADATA = frozenset({"shape", "dtype", "ndim", "size", "sharding", "aval", "weak_type"})
_METADATA_CALLS = frozenset({"len", "type", "isinstance", "id"})


def compares_draws(view: FlowView, call: cst.Call, key: str,
                   qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`call`, handed the key named `key`, draws what an equality assertion of the same body
    compares with what another call handed that key draws."""
    if view.place(call) is None:
        return False
    mine = _results(view, call)
    pairs = list(_compared_pairs(view, qualified))
    if not pairs:
        return False
    for other in _calls_handed(view, key):
        if other is call:
            continue
        theirs = _results(view, other)
        for left, right in pairs:
            if _apart(left, right, mine, theirs) or _apart(left, right, theirs, mine):
                return True
    return False


def _calls_handed(view: FlowView, key: str) -> Iterator[cst.Call]:
    seen: set[int] = set()
    for place in view.places:
        for node in iter_tree(place.statement):
            if isinstance(node, cst.Call) and id(node) not in seen and view.place(node) is not None and any(
                    isinstance(a.value, cst.Name) and a.value.value == key for a in node.args):
                seen.add(id(node))
                yield node


def _results(view: FlowView, call: cst.Call) -> tuple[set[str], int]:
    """The names holding what `call` computes (bound from it, then from those names, in text
    order), and the call itself for a comparison that spells it inline."""
    start = view.place(call)
    names = set(start.binds)
    for place in view.places[start.order + 1:]:
        if place.binds and _mentions(place.statement, names, None):
            names |= place.binds
    return names, id(call)


def _compared_pairs(view: FlowView, qualified) -> Iterator[tuple[cst.CSTNode, cst.CSTNode]]:
    for place in view.places:
        statement = place.statement
        if not is_equality_assertion(statement, qualified) and not isinstance(statement, cst.Assert):
            continue
        if isinstance(statement, cst.Expr) and isinstance(statement.value, cst.Call):
            call = statement.value
            name = call.func.attr.value if isinstance(call.func, cst.Attribute) else ""
            if _NEGATED.fullmatch(name):
                continue
            if len(call.args) >= 2 and not name.startswith("assertTrue"):
                yield call.args[0].value, call.args[1].value
        for node in iter_tree(statement):
            if isinstance(node, cst.Comparison) and all(isinstance(c.operator, cst.Equal) for c in node.comparisons):
                yield node.left, node.comparisons[0].comparator
            elif isinstance(node, cst.Call) and len(node.args) >= 2 and _compares(node, qualified):
                yield node.args[0].value, node.args[1].value


def _compares(call: cst.Call, qualified) -> bool:
    spelled = qualified(call.func) or (call.func.attr.value if isinstance(call.func, cst.Attribute) else "")
    return bool(spelled) and _COMPARING.fullmatch(spelled.rsplit(".", 1)[-1]) is not None


def _apart(left, right, a: tuple[set[str], int], b: tuple[set[str], int]) -> bool:
    return _mentions(left, *a) and not _mentions(left, *b) and _mentions(right, *b) and not _mentions(right, *a)


def _mentions(node: cst.CSTNode, names: set[str], call_id: int | None) -> bool:
    """`node` reads the values of `names` (or is the call): `x.shape`, `len(x)` read no value."""
    stack = [node]
    while stack:
        n = stack.pop()
        if id(n) == call_id or isinstance(n, cst.Name) and n.value in names:
            return True
        if isinstance(n, cst.Attribute) and n.attr.value in _METADATA:
            continue
        if isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value in _METADATA_CALLS:
            continue
        stack.extend(iter_children(n))
    return False
