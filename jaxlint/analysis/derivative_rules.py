"""Functions registered as the custom derivative rule of a primal (`jax.custom_jvp`/`custom_vjp`).

`@shot_noise.defjvp def rule(primals, tangents)`, `f.defjvp(rule)`, `f.defvjp(fwd, bwd)`: JAX
calls the rule instead of the primal under differentiation, with the primal's own arguments.
When the primal draws random numbers from a key among them (`x + sqrt(x) * normal(key, ...)`),
the rule must describe the derivative of those very numbers: the only way to get them is to
draw again from the key it was handed (d/dx [x + sqrt(x) n] = 1 + n / (2 sqrt(x)) needs the
primal's `n`). A rule that calls its primal with the key and draws from that key once more
therefore replays the primal's noise on purpose (JAX320 asks). Two draws of the rule's own
from the key, with no call of the primal between them, are no replay: still a reuse.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.fact_table import CUSTOM_DERIVATIVES as _CUSTOM
from jaxlint.analysis.walk import iter_tree

_PARTIAL = frozenset({"functools.partial"})
_REGISTERING = frozenset({"defjvp", "defvjp"})  # `P.defvjp(fwd, bwd)`: the forward rule is the first argument


def _custom(decorator: cst.BaseExpression, qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`@custom_jvp`, `@jax.custom_vjp(nondiff_argnums=(0,))`, `@partial(jax.custom_jvp, nondiff_argnums=...)`."""
    if qualified(decorator) in _CUSTOM:
        return True
    if isinstance(decorator, cst.Call):
        if qualified(decorator.func) in _CUSTOM:
            return True
        return (qualified(decorator.func) in _PARTIAL and bool(decorator.args)
                and decorator.args[0].keyword is None and qualified(decorator.args[0].value) in _CUSTOM)
    return False


def primal_of_rule(module: cst.Module, rule: cst.FunctionDef,
                   qualified: Callable[[cst.BaseExpression], str | None]) -> cst.FunctionDef | None:
    """The def `rule` is registered as the JVP rule (or custom_vjp forward rule) of: a def of the
    module named once, under `jax.custom_jvp`/`custom_vjp`. None for anything else."""
    names: set[str] = set()
    for decorator in rule.decorators:
        dec = decorator.decorator
        if isinstance(dec, cst.Attribute) and dec.attr.value == "defjvp" and isinstance(dec.value, cst.Name):
            names.add(dec.value.value)
    defs: dict[str, list[cst.FunctionDef]] = {}
    for node in iter_tree(module):
        if isinstance(node, cst.FunctionDef):
            defs.setdefault(node.name.value, []).append(node)
        elif (not names and isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
              and node.func.attr.value in _REGISTERING and isinstance(node.func.value, cst.Name) and node.args
              and node.args[0].keyword is None and isinstance(node.args[0].value, cst.Name)
              and node.args[0].value.value == rule.name.value):
            names.add(node.func.value.value)
    if len(names) != 1 or len(defs.get(rule.name.value, ())) != 1:
        return None
    found = defs.get(next(iter(names)), [])
    if len(found) != 1 or found[0] is rule or not any(_custom(d.decorator, qualified) for d in found[0].decorators):
        return None
    return found[0]


def from_parameters(rule: cst.FunctionDef, name: str) -> bool:
    """`name` is one of the rule's parameters, or unpacked from one (`key, x = primals`,
    `key = primals[0]`) and bound nowhere else in the rule: a value the primal was handed."""
    params = {p.name.value for p in (*rule.params.posonly_params, *rule.params.params)}
    if name in params:
        return True
    bindings = 0
    from_param = False
    for node in iter_tree(rule.body):
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(node, cst.Assign):
            targets = [n for t in node.targets for n in iter_tree(t.target) if isinstance(n, cst.Name)]
            if any(t.value == name for t in targets):
                bindings += 1
                value = node.value
                if isinstance(value, cst.Subscript):
                    value = value.value
                from_param = isinstance(value, cst.Name) and value.value in params
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)) and any(
                isinstance(n, cst.Name) and n.value == name for n in iter_tree(node.target)):
            bindings += 1
    return bindings == 1 and from_param
