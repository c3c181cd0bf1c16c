"""The derivative rules a `jax.custom_vjp`/`custom_jvp` function registers, for running them.

`f.defvjp(fwd, bwd)`, `f.defjvp(rule)` and `@f.defjvp def rule(...)`: when `f` is differentiated
inside a jit trace (`jax.jit(jax.grad(loss))`, with `loss` calling `f`), JAX runs the rules in
place of `f`'s body, and traces them: `fwd` gets `f`'s arguments as the trace holds them, `bwd`
the residuals `fwd` returns and the traced cotangent, the JVP rule the primals and traced
tangents. Measured under JAX 0.10.2: a residual computed from a traced argument (`t > 0.0`) is a
tracer in `bwd`, so `if` on it raises TracerBoolConversionError; a residual from a Python value
the caller closes over is a Python bool there. Under `grad` alone the rules run on concrete
values, and under `jit` alone only `f`'s body runs: neither traces the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.fact_table import CUSTOM_DERIVATIVES as _CUSTOM, LIBRARY_ROOTS
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, lookup_function
from jaxlint.analysis.walk import iter_tree


@dataclass(frozen=True)
class CustomRules:
    kind: str  # "vjp" or "jvp"
    # (fwd, bwd) for vjp, (rule,) for jvp: a def of the module, or the qualified name of another
    # project module's function (`defvjp(rules.fwd, rules.bwd)`)
    rules: tuple[FunctionInfo | str, ...]
    nondiff_argnums: tuple[int, ...]


_CACHE: dict[int, tuple[cst.Module, dict[str, list[tuple[str, tuple[cst.BaseExpression, ...]]]]]] = {}


def _registrations(index: ModuleIndex) -> dict[str, list[tuple[str, tuple[cst.BaseExpression, ...]]]]:
    """primal name -> every registration the module spells (`P.defvjp(fwd, bwd)`, `@P.defjvp`)."""
    module = index.module
    cached = _CACHE.get(id(module))
    if cached is not None and cached[0] is module:
        return cached[1]
    out: dict[str, list[tuple[str, tuple[cst.BaseExpression, ...]]]] = {}
    for node in iter_tree(module):
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
                and node.func.attr.value in ("defvjp", "defjvp") and isinstance(node.func.value, cst.Name):
            if any(a.star or a.keyword is not None for a in node.args):
                continue
            out.setdefault(node.func.value.value, []).append(
                (node.func.attr.value[3:], tuple(a.value for a in node.args)))
        elif isinstance(node, cst.FunctionDef):
            for decorator in node.decorators:
                dec = decorator.decorator
                if isinstance(dec, cst.Attribute) and dec.attr.value == "defjvp" and isinstance(dec.value, cst.Name):
                    out.setdefault(dec.value.value, []).append(("jvp", (node.name,)))
    _CACHE[id(module)] = (module, out)
    return out


def rules_of(index: ModuleIndex, primal: FunctionInfo) -> CustomRules | None:
    """The rules registered once for `primal`, a module-level def under `jax.custom_vjp` or
    `custom_jvp`, each a def or lambda of the module with no transform of its own, or a function
    imported from another module of the project; None else."""
    if index.module is None or primal.parent is not None or primal.is_method \
            or not isinstance(primal.node, cst.FunctionDef):
        return None
    specs = [s for s in primal.specs if s.name in _CUSTOM]
    name = primal.node.name.value
    if len(specs) != 1 or index.module_functions.get(name) is not primal or name in index.module_assignments:
        return None
    found = _registrations(index).get(name, [])
    kind = "vjp" if specs[0].name == "jax.custom_vjp" else "jvp"
    if len(found) != 1 or found[0][0] != kind or len(found[0][1]) != (2 if kind == "vjp" else 1):
        return None
    rules: list[FunctionInfo | str] = []
    for expr in found[0][1]:
        if isinstance(expr, cst.Lambda):
            info = index.functions.get(id(expr))
        elif isinstance(expr, cst.Name):
            info = lookup_function(index, expr.value, None)
        else:
            info = None
        if info is None:
            imported = _imported(index, expr)
            if imported is None:
                return None
            rules.append(imported)
            continue
        if info.specs or info.is_method or info is primal:
            return None
        rules.append(info)
    return CustomRules(kind, tuple(rules), specs[0].nondiff_argnums)


def passes_arguments_through(info: FunctionInfo) -> bool:
    """A def whose every decorator is `jax.custom_vjp`/`custom_jvp` (bare or through
    `partial(..., nondiff_argnums=...)`): calling it runs it on the arguments as passed (its rules
    run only when it is differentiated), so its parameters hold what its callers pass."""
    node = info.node
    return isinstance(node, cst.FunctionDef) and bool(node.decorators) and len(info.specs) == len(
        node.decorators) and all(spec.name in _CUSTOM for spec in info.specs)


def forwarded_by_rule(index: ModuleIndex, primal: FunctionInfo, value: cst.BaseExpression,
                      where: FunctionInfo | None) -> bool:
    """`primal(func, B0, z0, integrator)` inside primal's own fwd/jvp rule, handing on one of the
    rule's parameters: JAX calls the rule with the primal call's arguments, so this passes
    nothing the other callers do not."""
    if where is None or not isinstance(value, cst.Name) or not isinstance(where.node, cst.FunctionDef):
        return False
    found = rules_of(index, primal)
    if found is None or where not in found.rules[:1]:
        return False
    params = where.node.params
    names = [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]
    if found.kind == "jvp":  # `x, act = primals`: the JVP rule gets the primal arguments as a tuple
        names = _unpacked_from(where.node, names[0]) if names else []
    return value.value in names


def _unpacked_from(node: cst.FunctionDef, source: str) -> list[str]:
    """The names `a, b = source` binds at the top of the def's body."""
    out = []
    for stmt in node.body.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign) and isinstance(small.value, cst.Name) and small.value.value == source:
                for target in small.targets:
                    if isinstance(target.target, cst.Tuple):
                        out += [e.value.value for e in target.target.elements if isinstance(e.value, cst.Name)]
    return out


def _imported(index: ModuleIndex, expr: cst.BaseExpression) -> str | None:
    """The qualified name of a function another module of the project defines, as the
    registration spells it (`rules.bwd`, or `bwd` from `from rules import bwd`): the evaluator
    finds it in the project (Evaluator.project_function); None for a library's or a local name."""
    dotted = dotted_name(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None
    if dotted is None or dotted.split(".", 1)[0] in index.module_assignments:
        return None
    qual = index.imports.resolve(dotted)
    return qual if qual is not None and qual != dotted.split(".", 1)[0] and not qual.startswith(LIBRARY_ROOTS) \
        else None


def clear_cache() -> None:
    _CACHE.clear()
