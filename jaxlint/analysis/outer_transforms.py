"""A jitted entry point handed to gradient transforms and jitted again:

    @jax.jit
    def loss_fn(params, x, n_layers): ...

    grad_fn = jax.jit(jax.grad(loss_fn))

`loss_fn` escapes there (its callers are `grad_fn`'s), yet the chain keeps its signature:
`jax.grad` / `jax.value_and_grad` (functools.wraps) pass every argument they do not
differentiate to it unchanged, and `jax.jit` of the chain hashes what its own static_argnames
names. A parameter marked static on `loss_fn` must be marked on that outer jit too (else it traces
the value and `loss_fn` receives a tracer where it wants a Python value), and the calls of
`grad_fn` are the ones that decide what reaches it. This module finds that chain; call_sites
judges the uses of its end.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.module_index import ModuleIndex
from jaxlint.analysis.walk import iter_tree

_PASSING = frozenset({"jax.grad", "jax.value_and_grad"})  # keep the signature, call through unchanged
_GRAD_OPTIONS = frozenset({"argnums", "has_aux", "allow_int"})
_JIT_OPTIONS = frozenset({"static_argnames", "static_argnums", "donate_argnums", "donate_argnames"})


def passed_on_chain(index: ModuleIndex, escape: cst.CSTNode, position: int) -> tuple[cst.Call, list[cst.Call]] | None:
    """(the chain's last call, the jax.jit calls in it) when `escape` (a reference to the entry
    point in `index`'s module) is the one argument of `jax.grad(...)` / `jax.value_and_grad(...)`
    calls, perhaps jitted again (`jax.jit(jax.grad(f))`), none of which differentiates argument
    `position` (the parameter asked about); None for any other use."""
    parents = {id(child): node for node in iter_tree(index.module) for child in _children(node)}
    node, jits, passed = escape, [], False
    while True:
        arg = parents.get(id(node))
        call = parents.get(id(arg)) if isinstance(arg, cst.Arg) else None
        if not isinstance(call, cst.Call) or not call.args or call.args[0] is not arg or arg.keyword is not None \
                or arg.star or any(a.keyword is None or a.star for a in call.args[1:]):
            break
        qual = index.resolver.qualname(call.func) or ""
        options = {a.keyword.value: a.value for a in call.args[1:]}
        if qual in _PASSING and set(options) <= _GRAD_OPTIONS and position not in (_argnums(options) or {position}):
            passed = True
        elif qual == "jax.jit" and set(options) <= _JIT_OPTIONS:
            jits.append(call)
        else:
            break
        node = call
    return (node, jits) if passed and node is not escape else None


def _argnums(options: dict[str, cst.BaseExpression]) -> set[int] | None:
    """The positions a gradient transform differentiates (0 when not given); None when not literal."""
    positions = literal_argnums(options.get("argnums"))
    return set(positions) if positions is not None else None


def literal_argnums(given: cst.BaseExpression | None) -> tuple[int, ...] | None:
    """The positions an `argnums=` literal names, in order ((0,) when not given); None when the
    text does not say (a name, an expression)."""
    if given is None:
        return (0,)
    items = [e.value for e in given.elements] if isinstance(given, (cst.Tuple, cst.List)) else [given]
    if not all(isinstance(item, cst.Integer) for item in items):
        return None
    return tuple(item.evaluated_value for item in items)


def _children(node: cst.CSTNode):
    from jaxlint.analysis.walk import iter_children

    return iter_children(node)
