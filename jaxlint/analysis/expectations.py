"""Code run under an expectation that it fails: a test of the error itself.

`with self.assertRaises(TracerBoolConversionError): f(x)`, `pytest.raises(...)`,
`self.assertRaisesRegex(Err, msg, lambda: jax.jit(f)(x))`, `try: ... except
ConcretizationTypeError:` (an error JAX raises on tracers, not a catch-all): the author runs the code to see it
raise (or warn), so a finding there restates what the test checks. A function counts as run so
when every reference to it, in the body that defines it, sits in such a block, directly or
through names bound from it (`g = jax.jit(f)` then `g(x)` in the block): tracing it is what raises.
A `try` expects only what its handlers catch: asked about one finding (the `errors` its mistake
raises, raised_errors.py), a handler must catch one of them, so `except TypeError:` around a
removed API (AttributeError) or a boolean mask (an IndexError) still leaves the finding.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.flow import FlowView, Place, flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.raised_errors import CATCH_ALL, catches
from jaxlint.analysis.walk import iter_tree

# jax.errors: what tracing code that needs a concrete value, or leaks, raises.
_JAX_ERRORS = frozenset({"ConcretizationTypeError", "TracerBoolConversionError", "TracerIntegerConversionError",
                         "TracerArrayConversionError", "UnexpectedTracerError", "NonConcreteBooleanIndexError",
                         "KeyReuseError"})
_DEPTH = 3


def expects_failure(statement: cst.With) -> bool:
    """`with pytest.raises(...)`, `self.assertRaises(...)`, `pytest.warns(...)`: the body is a test
    that the code fails or warns."""
    for item in statement.items:
        callee = item.item.func if isinstance(item.item, cst.Call) else item.item
        name = (dotted_name(callee) or "").rsplit(".", 1)[-1].lower()
        if "raises" in name or "warns" in name:
            return True
    return False


def runs_expecting_error(node: cst.CSTNode, chain: list[tuple[cst.CSTNode | None, cst.CSTNode]],
                         module: cst.Module, errors: frozenset[str] | None = None) -> bool:
    """`chain`: (the function holding `node`, its definition node) outward, the innermost first;
    None as the function for the module's top level. `errors`: what the finding asked about
    raises (raised_errors.raised; None: any error JAX raises on tracers)."""
    for i, (owner, inner) in enumerate(chain):
        view = flow_of(owner if owner is not None else module)
        if _expected_at(view, inner, errors):
            return True
        if i + 1 < len(chain) and _only_run_expecting_defined(view, inner, errors):
            return True
    return False


def _only_run_expecting_defined(view: FlowView, inner: cst.CSTNode, errors: frozenset[str] | None) -> bool:
    """`def f` only run expecting an error; or a lambda bound by an assignment (`f =
    jax.jit(lambda x: ...)`) whose names are only run so."""
    if isinstance(inner, cst.FunctionDef):
        return _only_run_expecting(view, inner, inner.name.value, errors)
    place = view.place(inner) if isinstance(inner, cst.Lambda) else None
    if place is None or not place.binds or not isinstance(place.statement, (cst.Assign, cst.AnnAssign)):
        return False
    return all(_only_run_expecting(view, place.statement, name, errors) for name in place.binds)


def _expected_at(view: FlowView, node: cst.CSTNode, errors: frozenset[str] | None) -> bool:
    place = view.place(node)
    if place is None:
        return False
    return (any(expects_failure(w) for w in place.withs) or _in_raises_call(place.statement, node)
            or _in_try_expecting(view, place, node, errors))


def _in_raises_call(statement: cst.CSTNode, node: cst.CSTNode) -> bool:
    """`self.assertRaises(Err, fn, *args)`, `self.assertRaisesRegex(Err, msg, lambda: ...)`: the
    callable and its arguments run expecting the error."""
    if not (isinstance(statement, cst.Expr) and isinstance(statement.value, cst.Call)):
        return False
    call = statement.value
    name = (dotted_name(call.func) or "").rsplit(".", 1)[-1].lower()
    if "raises" not in name:
        return False
    return any(n is node for arg in call.args[1:] for n in iter_tree(arg.value))


def _in_try_expecting(view: FlowView, place: Place, node: cst.CSTNode, errors: frozenset[str] | None) -> bool:
    for statement_id, arm in place.branches:
        statement = view.statement(statement_id)
        if arm != 0 or not isinstance(statement, (cst.Try, cst.TryStar)):
            continue
        if any(_names_error(h.type, errors) for h in statement.handlers) and any(
                n is node or n is place.statement for n in iter_tree(statement.body)):
            return True
        if _guards_only(statement, place.statement) and any(_catches_here(h.type, errors) for h in statement.handlers):
            return True
    return False


def _guards_only(statement: cst.Try | cst.TryStar, guarded: cst.CSTNode) -> bool:
    """The `try` holds just `guarded`: what its handlers catch can only come from there."""
    body = statement.body.body if isinstance(statement.body, cst.IndentedBlock) else ()
    return len(body) == 1 and (body[0] is guarded or isinstance(body[0], cst.SimpleStatementLine)
                               and len(body[0].body) == 1 and body[0].body[0] is guarded)


def _handled(kind: cst.BaseExpression | None) -> list[str]:
    """The class names an `except` clause spells (`except (jax.errors.X, TypeError)`: X, TypeError)."""
    names = [e.value for e in kind.elements] if isinstance(kind, cst.Tuple) else [kind] if kind is not None else []
    return [(dotted_name(n) or "").rsplit(".", 1)[-1] for n in names]


def _catches_here(kind: cst.BaseExpression | None, errors: frozenset[str] | None) -> bool:
    """Around one statement, a handler catching the error that statement's mistake raises: the
    author runs it to see it fail (a tutorial's `try: x[0] = 1 except TypeError as e: print(e)`;
    tests/data/unseen26_triage.md) or falls back when it does. Not a catch-all. Without `errors`:
    `except TypeError:`, which every error JAX raises on a tracer but the boolean-mask one is."""
    handled = _handled(kind)
    if errors is None:
        return "TypeError" in handled
    return any(name not in CATCH_ALL and catches(name, errors) for name in handled)


def _names_error(kind: cst.BaseExpression | None, errors: frozenset[str] | None) -> bool:
    """A handler for the errors JAX raises on traced values (`except TracerBoolConversionError:`):
    not a catch-all, nor a Python error that other code raises as well (`except ValueError:`);
    with `errors`, one catching one of them."""
    if kind is None:
        return False
    handled = _handled(kind)
    return all(name in _JAX_ERRORS for name in handled) and (
        errors is None or any(catches(name, errors) for name in handled))


def _only_run_expecting(view: FlowView, definition: cst.CSTNode, name: str, errors: frozenset[str] | None,
                        depth: int = 0) -> bool:
    """Every load of `name` in `view`'s body (but the definition) runs expecting an error, or
    binds names that are only used so; and there is at least one."""
    found = False
    for place in view.places:
        if place.statement is definition:
            continue
        for ref in _loads(place.statement, name):
            found = True
            if _expected_at(view, ref, errors):
                continue
            bound = place.binds - {name}
            if not bound or depth >= _DEPTH or isinstance(place.statement, (cst.FunctionDef, cst.ClassDef)):
                return False
            if not all(_only_run_expecting(view, place.statement, other, errors, depth + 1) for other in bound):
                return False
    return found


def _loads(statement: cst.CSTNode, name: str) -> list[cst.Name]:
    if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
        parts: list[cst.CSTNode] = list(statement.decorators)
    else:
        parts = [statement]
    stores = set()
    for part in parts:
        for n in iter_tree(part):
            if isinstance(n, cst.AssignTarget):
                stores.update(id(t) for t in iter_tree(n.target))
    return [n for part in parts for n in iter_tree(part)
            if isinstance(n, cst.Name) and n.value == name and id(n) not in stores]
