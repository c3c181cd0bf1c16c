"""Equality assertions: a statement that compares what code computed with an expected value.

A test recomputes its expected values the way the code under test does (`self.assertEqual(
model(k), random.normal(k))`, `np.testing.assert_allclose(x, f(k))`, `assert a == b`): what an
argument of one computes is compared, not used, so drawing from a key already drawn from there
tests that the draw is deterministic rather than mixing correlated numbers into a result.
TestCase methods cannot be resolved through imports, so their names are matched as unittest,
absltest, parameterized and tf.test spell them; functions are matched by their qualified name.
"""

from __future__ import annotations

import re
from typing import Callable

import libcst as cst

from jaxlint.analysis.defuse import expression_reads

# unittest's assertEqual/assertDictEqual/assertAlmostEqual..., absltest's assertSequenceEqual,
# tf.test's and jax's test cases' assertAllEqual/assertAllClose/assertArraysAllClose/assertNear.
_METHOD = re.compile(r"assert\w*(Equal|Equals|Close|Near)")
# numpy.testing.assert_allclose/assert_array_equal/assert_array_almost_equal/assert_equal,
# chex.assert_trees_all_close/assert_trees_all_equal.
_FUNCTION = re.compile(r"(numpy\.testing|chex)\.assert_\w*(equal|close)")
_COMPARE = ("jax.numpy.allclose", "jax.numpy.array_equal", "numpy.allclose", "numpy.array_equal")


def is_equality_assertion(statement: cst.CSTNode, qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`statement` (a small statement) asserts that values are equal or close; `qualified` gives
    the imported name an expression spells (None when it is not one)."""
    if isinstance(statement, cst.Assert):
        return _compares(statement.test, qualified)
    if not (isinstance(statement, cst.Expr) and isinstance(statement.value, cst.Call)):
        return False
    call = statement.value
    func = call.func
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
        if _METHOD.fullmatch(func.attr.value):
            return True
        return func.attr.value == "assertTrue" and bool(call.args) and _compares(call.args[0].value, qualified)
    name = qualified(func)
    return name is not None and _FUNCTION.fullmatch(name) is not None


def _compares(test: cst.BaseExpression, qualified) -> bool:
    """`a == b`, `jnp.allclose(a, b)`, `np.array_equal(a, b)` (also `.all()` of a comparison)."""
    if isinstance(test, cst.Call) and isinstance(test.func, cst.Attribute) and test.func.attr.value == "all":
        test = test.func.value
    if isinstance(test, cst.Comparison):
        return all(isinstance(t.operator, cst.Equal) for t in test.comparisons)
    return isinstance(test, cst.Call) and qualified(test.func) in _COMPARE


_PROPERTIES = frozenset({"shape", "dtype", "ndim", "size"})  # compared, they compare no numbers


def compared_equal(view, first: cst.CSTNode, second: cst.CSTNode,
                   qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """What the statement of `first` binds and what the statement of `second` binds are the
    two sides of a later equality assertion of the same body (`a = f(key)`, `b = g(key)`,
    `self.assertEqual(loss(a), loss(b))`): the test runs two computations on the same numbers
    to check they agree. `view` is the body's FlowView."""
    one, two = _bound_names(view, first), _bound_names(view, second)
    if not one or not two or one & two:
        return False
    return _asserted_apart(view, max(view.place(first).order, view.place(second).order), one, two, qualified)


def _asserted_apart(view, after: int, one: set[str], two: set[str], qualified) -> bool:
    """A statement of the body after the place numbered `after` asserts equal (or close) a
    side computed from the names `one` and not `two`, and a side from `two` and not `one`."""
    for place in view.places:
        if place.order > after and is_equality_assertion(place.statement, qualified):
            sides = [set(expression_reads(side)) for side in _sides(place.statement) if not _property(side)]
            if any(a & one and not a & two and b & two and not b & one for a in sides for b in sides):
                return True
    return False


def returned_apart(view, first: cst.CSTNode, second: cst.CSTNode) -> list[tuple[int, int]]:
    """`a = f(key)`, `b = g(key)`, `return a, b`: the positions (i, j) of the returned tuple's
    elements computed from what the statement of `first` binds and not what `second` binds, and
    the other way round, in the returns after both statements."""
    one, two = _bound_names(view, first), _bound_names(view, second)
    if not one or not two or one & two:
        return []
    after = max(view.place(first).order, view.place(second).order)
    out = []
    for place in view.places:
        stmt = place.statement
        if place.order <= after or not isinstance(stmt, cst.Return) or not isinstance(stmt.value, cst.Tuple):
            continue
        elements = stmt.value.elements
        if any(isinstance(e, cst.StarredElement) for e in elements):
            continue
        reads = [set(expression_reads(e.value)) for e in elements]
        out.extend((i, j) for i, a in enumerate(reads) if a & one and not a & two
                   for j, b in enumerate(reads) if b & two and not b & one)
    return out


def compared_by_caller(view, call: cst.Call, pairs: list[tuple[int, int]],
                       qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`x, y = f(key)` (`call`, in the body `view` is of), then an equality assertion of `x`
    against `y`, for one of the positions `pairs` of f's returned tuple (returned_apart): the
    caller checks that the two computations f ran on the same numbers agree."""
    place = view.place(call)
    stmt = place.statement if place is not None else None
    if not (isinstance(stmt, cst.Assign) and stmt.value is call and len(stmt.targets) == 1
            and isinstance(stmt.targets[0].target, (cst.Tuple, cst.List))):
        return False
    names: list[str | None] = []
    for element in stmt.targets[0].target.elements:
        if isinstance(element, cst.StarredElement):
            break  # the positions after a starred target are not the returned ones
        names.append(element.value.value if isinstance(element.value, cst.Name) else None)
    for i, j in pairs:
        if max(i, j) < len(names) and names[i] is not None and names[j] is not None and names[i] != names[j]:
            if _asserted_apart(view, place.order, {names[i]}, {names[j]}, qualified):
                return True
    return False


def _bound_names(view, node: cst.CSTNode) -> set[str]:
    place = view.place(node)
    stmt = place.statement if place is not None else None
    if not isinstance(stmt, (cst.Assign, cst.AnnAssign)) or stmt.value is None:
        return set()
    return set(place.binds) - {"_"}


def _sides(statement: cst.CSTNode) -> list[cst.BaseExpression]:
    test = statement.test if isinstance(statement, cst.Assert) else statement.value
    if isinstance(test, cst.Call) and isinstance(test.func, cst.Attribute) and test.func.attr.value == "assertTrue":
        test = test.args[0].value if test.args else test
    if isinstance(test, cst.Call) and isinstance(test.func, cst.Attribute) and test.func.attr.value == "all":
        test = test.func.value
    if isinstance(test, cst.Comparison):
        return [test.left, *(t.comparator for t in test.comparisons)]
    if isinstance(test, cst.Call):
        return [arg.value for arg in test.args if arg.keyword is None]
    return []


def _property(side: cst.BaseExpression) -> bool:
    return isinstance(side, cst.Attribute) and side.attr.value in _PROPERTIES


# TestCase methods that test a truth in Python: `assertTrue(x)` is `if not x`, `assertEqual(a, b)`
# is `if not a == b` (for values of no registered type), `assertLess(a, b)` is `if not a < b`.
# The number is how many leading arguments are tested.
TRUTH_ASSERTIONS = {
    "assertTrue": 1, "assertFalse": 1, "assert_": 1, "failUnless": 1, "failIf": 1,
    "assertEqual": 2, "assertEquals": 2, "assertNotEqual": 2, "assertLess": 2, "assertLessEqual": 2,
    "assertGreater": 2, "assertGreaterEqual": 2, "assertAlmostEqual": 2, "assertNotAlmostEqual": 2,
}


def is_test_case(expr: cst.BaseExpression, function, index) -> bool:
    """`expr`, the receiver of a call at a point of `function` (a FunctionInfo, None at the top
    level), is a unittest-style TestCase: `self` of a method (or of the method enclosing a
    nested def) of a class with a base spelled `...TestCase`, or a module global bound once to
    `<...>.TestCase()`. Matched by spelling: test case classes come from unittest, absltest,
    parameterized or a project's own base."""
    if not isinstance(expr, cst.Name):
        return False
    owner = function
    while owner is not None:
        if owner.class_node is not None and isinstance(owner.node, cst.FunctionDef):
            params = [*owner.node.params.posonly_params, *owner.node.params.params]
            if params and params[0].name.value == expr.value and not owner.is_staticmethod:
                return _test_case_class(owner.class_node, index)
            return False
        owner = owner.parent
    assigned = index.module_assignments.get(expr.value)
    if function is not None and _binds_locally(function, expr.value):
        return False
    if not assigned or len(assigned) != 1 or expr.value in index.reassigned_globals:
        return False
    value = assigned[0]
    return isinstance(value, cst.Call) and not value.args and _spells_test_case(value.func)


def _binds_locally(function, name: str) -> bool:
    from jaxlint.analysis.scopes import local_names

    owner = function
    while owner is not None:
        if name in local_names(owner.node):
            return True
        owner = owner.parent
    return False


def _spells_test_case(expr: cst.BaseExpression) -> bool:
    name = expr.attr.value if isinstance(expr, cst.Attribute) else expr.value if isinstance(expr, cst.Name) else ""
    return name.endswith("TestCase")


def _test_case_class(node: cst.ClassDef, index, depth: int = 0) -> bool:
    for base in node.bases:
        if _spells_test_case(base.value):
            return True
        parent = index.classes.get(base.value.value) if isinstance(base.value, cst.Name) else None
        if parent is not None and parent is not node and depth < 5 and _test_case_class(parent, index, depth + 1):
            return True
    return False
