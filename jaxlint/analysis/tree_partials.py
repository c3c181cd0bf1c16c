"""`jax.tree_util.Partial(f, *args, **kwargs)` handed to a jitted function: a pytree whose function
is static and whose bound arguments are its leaves, so inside the trace they are tracers.

`evaluate(Partial(losses.huber, delta=1.0), w, x, y)` with `@jax.jit def evaluate(loss_fn, ...)`:
calling `loss_fn(pred, y)` there runs huber with a traced `delta` (functools.partial's bound
values, by contrast, are Python values wherever the partial goes). Only bound arguments the text
shows are arrays or numbers are taken as tracers (under eqx.filter_jit, arrays only: it keeps
Python numbers static); the rest stay unknown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, _argument_kind, the_binding
from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import iter_tree
from jaxlint.analysis.refs import FunctionRef, function_identity, owned
from jaxlint.analysis.values import UNKNOWN, Kind, Value

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

TREE_PARTIAL = "jax.tree_util.Partial"
_LEAF_KINDS = frozenset({"array", "boolean array", "number"})
_ARRAY_KINDS = frozenset({"array", "boolean array"})


def partial_passed(ev: "Evaluator", info: FunctionInfo, name: str, via: str,
                   arrays_only: bool = False) -> Value | None:
    """The function every call of the jitted module-level def `info` (here or in an importer)
    hands its traced parameter `name` as a tree_util.Partial of one function: that function with
    its bound arguments traced (`arrays_only`: eqx.filter_jit, which keeps Python numbers
    static). None unless every such call passes one, of the same function, binding alike."""
    from jaxlint.analysis.factory_arguments import factory_arguments

    if not _partial_spelled(ev):
        return None
    passed = factory_arguments(ev, info, name)
    if not passed:
        return None
    refs = [_partial_at(builder, expr, scope, via, arrays_only) for expr, scope, builder in passed]
    if any(r is None for r in refs) or len({function_identity(r) for r in refs}) != 1:
        return None
    ref = refs[0] if len(refs) == 1 else FunctionRef(refs[0].info, None, tuple(UNKNOWN for _ in refs[0].bound),
                                                       tuple((k, UNKNOWN) for k, _ in refs[0].bound_keywords),
                                                       owner=refs[0].owner)
    return Value(Kind.STATIC, pytype="function", func=ref)


def _partial_spelled(ev: "Evaluator") -> bool:
    """Whether this module spells `Partial` (asked once per module's lint): the callers' search,
    which reads the project's files and makes the module's outcome depend on them, runs only
    where the module applying the jit can build a tree_util.Partial itself."""
    if ev.tree_partial_spelled is None:
        ev.tree_partial_spelled = any(_SPELLS_PARTIAL.get(statement, _spells_partial) for statement in ev.index.module.body)
    return ev.tree_partial_spelled


def _spells_partial(node: cst.CSTNode) -> bool:
    return any(type(n) is cst.Name and n.value == "Partial" for n in iter_tree(node))


# top-level statement -> _spells_partial (the editor's next lint hands back those an edit left alone)
_SPELLS_PARTIAL = node_memo()


def _partial_at(builder: "Evaluator", expr: cst.BaseExpression, scope: FunctionInfo | None,
                via: str, arrays_only: bool) -> FunctionRef | None:
    """`Partial(f, ...)` spelled at a call (or bound once to the name it passes)."""
    if isinstance(expr, cst.Name):
        expr, scope = the_binding(builder.index, expr.value, scope)
    if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
        return None
    if builder.index.resolver.qualname(expr.func) != TREE_PARTIAL:
        return None
    positional = [a.value for a in expr.args if a.keyword is None]
    if not positional:
        return None
    inner = builder._callable_at(positional[0], scope)
    if not isinstance(inner, FunctionRef) or inner.bound or inner.bound_keywords or inner.spread:
        return None

    def leaf(arg: cst.BaseExpression, label: str) -> Value:
        kind = _argument_kind(builder.index, arg, 0, scope)
        if kind not in (_ARRAY_KINDS if arrays_only else _LEAF_KINDS):
            return UNKNOWN
        return Value(Kind.TRACED, origin=f"{label} bound by jax.tree_util.Partial", via=via, certain=True)

    bound = tuple(leaf(arg, f"argument {i + 1}") for i, arg in enumerate(positional[1:]))
    keywords = tuple((a.keyword.value, leaf(a.value, f"argument '{a.keyword.value}'"))
                     for a in expr.args if a.keyword is not None)
    ref = FunctionRef(inner.info, inner.closure, bound, keywords, owner=inner.owner)
    return ref if inner.owner is not None else owned(ref, builder)
