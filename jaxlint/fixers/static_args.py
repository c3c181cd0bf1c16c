"""Mark a parameter static: add it to `static_argnames` (or `static_argnums` when the transform
already uses that form) on the decorator or the `jax.jit(f, ...)` call, turning a bare
`@jax.jit` into `@partial(jax.jit, static_argnames=(...))`."""

from __future__ import annotations

import os

import libcst as cst

from jaxlint.analysis.api import facts, scope_info
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code, string_literal
from jaxlint.fixers.imports import drop_replaced_import, name_for
from jaxlint.fixers.literal_arrays import literal_argument_edit
from jaxlint.fixers.literal_callers import all_pass_literals, passes_literals

_FLAG_TYPES = ("bool", "int", "str")
# Transforms a parameter can be marked static on, and whether they take argument numbers only
# (jax.checkpoint has static_argnums but no static_argnames).
_MARKS_STATIC = {"jax.jit": False, "jax.checkpoint": True}


def _looks_static(param: cst.Param) -> bool:
    """A literal default or an int/bool/str annotation: callers pass Python values."""
    if param.annotation is not None and isinstance(param.annotation.annotation, cst.Name):
        if param.annotation.annotation.value in _FLAG_TYPES:
            return True
    default = param.default
    return isinstance(default, (cst.Integer, cst.SimpleString)) or (
        isinstance(default, cst.Name) and default.value in ("True", "False", "None"))


def declared_static(ctx, name: str) -> bool | None:
    """True when the parameter looks like a Python value (literal default, int/bool/str
    annotation), False when annotated otherwise, None when nothing is declared."""
    _, param = ctx.function.param(name)
    if param is None or ctx.parameter_is_array(name):
        return False
    if _looks_static(param):
        return True
    if param.annotation is not None or param.default is not None:
        return False
    return None


def _tuple_text(items: list[str]) -> str:
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


def static_arg_fix(ctx, names: str | list[str]) -> PendingFix | None:
    """Mark one or several parameters of the jitted function static; in a helper traced code
    calls (or a function jitted in another module), on the entry point that traces it."""
    names = [names] if isinstance(names, str) else list(dict.fromkeys(names))
    spec, node = ctx.transform, ctx.transform_node
    if not names:
        return None
    if spec is None or node is None:
        return entry_point_fix(ctx, names)
    alias = spec.wrapper is not None and spec.name == "jax.jit" and isinstance(node, (cst.Name, cst.Attribute)) \
        and ctx.module.plain_jit_alias(node)
    if spec.name not in _MARKS_STATIC or not spec.statics_known or spec.wrapper is not None and not alias:
        return None  # a project's own wrapper (`@compiled`) takes its own options, not static_argnames
    function = ctx.function
    if function.node is None:
        return None
    found = [function.param(name) for name in names]
    if any(param is None or param.star for _, param in found):
        return None
    if any(ctx.parameter_is_array(name) for name in names):
        return None  # annotated or used as an array: callers pass arrays, which static_argnames rejects
    entry = ctx.entry_point(names[0])
    if entry is not None and not entry.in_module(ctx.module):
        return entry_point_fix(ctx, names)  # jitted in another module: the edit goes there
    refused = _refused_by_a_caller(entry, function.name) if entry is not None else None
    if refused is not None:
        return refused  # `f(jnp.arange(3))` for the parameter: static_argnames would reject it
    safe = all(_looks_static(param) for _, param in found) or all_pass_literals(ctx, names)
    applicability = Applicability.SAFE if safe else Applicability.UNSAFE
    if alias:
        return _unalias_jit(ctx.module, node, names)
    return _mark_static(ctx.module, node, names, [index for index, _ in found], applicability,
                        numbers_only=_MARKS_STATIC[spec.name])


def _unalias_jit(module, node: cst.BaseExpression, names: list[str]) -> PendingFix | None:
    """`@compiled`, a project function that only returns `jax.jit(fn)`, takes no static
    arguments: it becomes `@partial(jax.jit, static_argnames=(...))`. Unsafe: the edit stops
    using the project's decorator, which may later do more than jit. The decorator's import goes
    when nothing else in the module uses it."""
    partial, partial_edit = name_for(module, facts.PARTIAL)
    jax, jax_edit = name_for(module, "jax")
    if partial is None or jax is None:
        return None
    quoted = _tuple_text([string_literal(name) for name in names])
    listed = ", ".join(f"'{n}'" for n in names)
    edits = [NodeEdit(node, f"{partial}({jax}.jit, static_argnames={quoted})")]
    edits += [edit for edit in (partial_edit, jax_edit, drop_replaced_import(module, node)) if edit is not None]
    return PendingFix(f"Replace @{code(node).strip()} (a plain jax.jit) with jax.jit marking {listed} static",
                      edits, Applicability.UNSAFE)


def entry_point_fix(ctx, names: list[str]) -> PendingFix | None:
    """static_argnames on the jitted entry point whose parameters reach `names` unchanged,
    when no use of it in the project passes an array, a tracer or an unhashable value there
    (display-only advice naming the call site otherwise)."""
    entries = [ctx.entry_point(name) for name in names]
    if any(e is None for e in entries) or len({id(e.transform_node) for e in entries}) != 1:
        return None
    entry = entries[0]
    spec, function = entry.transform, entry.function
    if spec.name != "jax.jit" or not spec.statics_known or spec.wrapper is not None or isinstance(
            function.node, cst.Lambda):
        return None
    targets = list(dict.fromkeys(e.parameter for e in entries))
    found = [function.param(name) for name in targets]
    if any(param is None or param.star for _, param in found):
        return None
    if any(e.parameter_is_array() for e in entries) or any(ctx.parameter_is_array(name) for name in names):
        return None
    listed = ", ".join(f"'{n}'" for n in targets)
    unknown = False
    literals: list[NodeEdit] = []  # `jnp.array([1000])` a caller passes, as the literal `(1000,)`
    outer_jits: dict[int, cst.Call] = {}  # `jax.jit(jax.grad(loss_fn))`: marks the parameter static too
    for e in entries:
        sites = _through_gradients(e, e.call_sites(), outer_jits)
        if sites is None:
            return PendingFix(f"Mark {listed} static on '{function.name}' (jaxlint cannot see all its callers: "
                              f"check that each passes a hashable Python value)", [], Applicability.DISPLAY_ONLY)
        for site in sites:
            edit = literal_argument_edit(site, function.node, e.parameter, e.bound_positional) \
                if site.kind == "array" and site.module is entry.module.node else None
            if edit is not None and not _used_as_number(ctx, names) and not _used_as_number(entry, targets):
                literals.append(edit)
                unknown = True  # the traced code now gets a tuple or an int, not an array: unsafe
                continue
            if site.kind in _REFUSED:
                where = f"{os.path.relpath(site.path) if site.path else '<stdin>'}:{site.line()}"
                why = _REFUSED[site.kind].format(where=where, function=function.name, parameter=e.parameter)
                return PendingFix(f"Not marked static on '{function.name}': {why}", [], Applicability.DISPLAY_ONLY)
            unknown = unknown or site.kind == "unknown"
    safe = not unknown and (all(_looks_static(param) for _, param in found)
                            or all(passes_literals(e) for e in entries))
    applicability = Applicability.SAFE if safe else Applicability.UNSAFE
    fix = _mark_static(entry.module, entry.transform_node, targets, [i for i, _ in found], applicability,
                       entry.bound_positional)
    for outer in outer_jits.values():
        marked = _mark_static(entry.module, outer, targets, [i for i, _ in found], applicability) \
            if fix is not None else None
        if marked is None:
            return None
        fix.edits += marked.edits
    if fix is not None:
        fix.message += f" on '{function.name}'" + (" and on the jax.jit of its gradient" if outer_jits else "")
        if literals:
            fix.edits += literals
            fix.message += " and pass the literal its callers build an array from (a list as a tuple)"
        if not entry.in_module(ctx.module):
            fix.target = entry.module
    return fix


def _through_gradients(entry, sites, outer_jits: dict[int, cst.Call]):
    """The call sites that decide what reaches the parameter: an escape handing the entry point
    to `jax.grad(...)`, perhaps jitted again (`jax.jit(jax.grad(loss_fn))`), is replaced by the
    uses of that chain (whose jax.jit calls are collected in `outer_jits`: they must mark the
    parameter static as well). None when some uses cannot all be found."""
    if sites is None:
        return None
    out, pending = [], list(sites)
    while pending:
        site = pending.pop(0)
        found = entry.passed_on(site) if site.kind == "escapes" else None
        if found is None:
            out.append(site)
            continue
        jits, more = found
        if more is None or len(out) + len(pending) > 64:
            return None
        outer_jits.update((id(call), call) for call in jits)
        pending += more
    return out


def _used_as_number(view, names: list[str]) -> bool:
    """A parameter of the function `view` (a TracedContext or EntryPointView) used as an array or
    a number there (`p * 2`, `p.sum()`): a literal passed for it in place of an array would change
    what that computes."""
    node = view.function.node
    if node is None:
        return True
    info = scope_info(node)
    return any(name in info.arrays or name in info.array_attributes for name in names)


def _refused_by_a_caller(entry, function_name: str) -> PendingFix | None:
    """Display-only advice when a call of the jitted function in view passes an array, a tracer
    or an unhashable value for the parameter (callers it cannot see do not refuse here)."""
    for site in entry.call_sites() or ():
        if site.kind in _REFUSED:
            where = f"{os.path.relpath(site.path) if site.path else '<stdin>'}:{site.line()}"
            why = _REFUSED[site.kind].format(where=where, function=function_name, parameter=entry.parameter)
            return PendingFix(f"Not marked static on '{function_name}': {why}", [], Applicability.DISPLAY_ONLY)
    return None


_PASS_PYTHON = "; static arguments must be hashable Python values"
_REFUSED = {  # why a call site rules static_argnames out (CallSite.kind)
    "array": "{where} passes an array for '{parameter}'" + _PASS_PYTHON,
    "holds-array": "{where} passes a value built around arrays for '{parameter}'" + _PASS_PYTHON,
    "unhashable": "{where} passes an unhashable value for '{parameter}'" + _PASS_PYTHON,
    "traced": "{where} may pass a traced value for '{parameter}'" + _PASS_PYTHON,
    "escapes": "{where} hands '{function}' on as a value, so its callers are unseen",
}


def mark_static(module, node: cst.CSTNode, names: list[str], indices: list[int | None],
                applicability: Applicability) -> PendingFix | None:
    """The edit adding `names` to the static parameters of the transform `node` (a decorator or
    `jax.jit(...)` call of `module`), for rules that decided the parameters themselves."""
    return _mark_static(module, node, names, indices, applicability)


def mark_static_positions(module, node: cst.CSTNode, labels: list[str], indices: list[int],
                          applicability: Applicability) -> PendingFix | None:
    """The edit adding positions to static_argnums of a transform call whose callable has no
    parameter names in view (`jax.jit(jnp.tri)` -> `jax.jit(jnp.tri, static_argnums=(0, 1))`)."""
    return _mark_static(module, node, labels, list(indices), applicability, bound=0, numbers_only=True)


def _mark_static(module, node: cst.CSTNode, names: list[str], indices: list[int | None],
                 applicability: Applicability, bound: int | None = None,
                 numbers_only: bool = False) -> PendingFix | None:
    """The edit adding `names` to the transform's static_argnames (static_argnums when it
    already uses those, or takes nothing else), `node` being the decorator or `jax.jit(...)` call
    in `module`."""
    quoted = [string_literal(name) for name in names]
    listed = ", ".join(f"'{n}'" for n in names)
    message = f"Mark {listed} static with static_argnames"
    if numbers_only and not (isinstance(node, cst.Call) and any(
            a.keyword is not None and a.keyword.value == "static_argnums" for a in node.args)):
        return _mark_static_numbers(module, node, listed, indices, applicability, bound)
    if isinstance(node, (cst.Name, cst.Attribute)):  # bare @jax.jit / @jit
        partial, edit = name_for(module, facts.PARTIAL)
        if partial is None:
            return None
        text = f"{partial}({code(node).strip()}, static_argnames={_tuple_text(quoted)})"
        edits = [NodeEdit(node, text)] + ([edit] if edit else [])
        return PendingFix(message, edits, applicability)
    if not isinstance(node, cst.Call):
        return None
    keywords = {a.keyword.value: a for a in node.args if a.keyword is not None}
    if "static_argnums" in keywords and "static_argnames" not in keywords and None not in indices:
        existing = _literal_items(keywords["static_argnums"].value)
        if existing is None:
            return None
        offset = _bound_positional(module, node) if bound is None else bound
        items = existing + [str(i - offset) for i in indices if str(i - offset) not in existing]
        target = keywords["static_argnums"].value
        return PendingFix(f"Mark {listed} static with static_argnums",
                          [NodeEdit(target, _sequence_text(target, items))], applicability)
    if "static_argnames" in keywords:
        existing = _literal_items(keywords["static_argnames"].value)
        if existing is None:
            return None
        items = existing + [q for q, n in zip(quoted, names) if q not in existing and repr(n) not in existing]
        target = keywords["static_argnames"].value
        return PendingFix(message, [NodeEdit(target, _sequence_text(target, items))], applicability)
    last = node.args[-1] if node.args else None
    if last is None:
        return None
    text = f"{code(last.value).strip()}, static_argnames={_tuple_text(quoted)}"
    return PendingFix(message, [NodeEdit(last.value, text)], applicability)


def _mark_static_numbers(module, node: cst.CSTNode, listed: str, indices: list[int | None],
                         applicability: Applicability, bound: int | None) -> PendingFix | None:
    """static_argnums for a transform without static_argnames: `@jax.checkpoint` ->
    `@partial(jax.checkpoint, static_argnums=(2,))`, `jax.checkpoint(f)` -> `jax.checkpoint(f,
    static_argnums=(2,))`."""
    if None in indices:
        return None
    message = f"Mark {listed} static with static_argnums"
    if isinstance(node, (cst.Name, cst.Attribute)):
        partial, edit = name_for(module, facts.PARTIAL)
        if partial is None:
            return None
        text = f"{partial}({code(node).strip()}, static_argnums={_tuple_text([str(i) for i in indices])})"
        return PendingFix(message, [NodeEdit(node, text)] + ([edit] if edit else []), applicability)
    if not isinstance(node, cst.Call) or not node.args:
        return None
    offset = _bound_positional(module, node) if bound is None else bound
    numbers = _tuple_text([str(i - offset) for i in indices])
    return PendingFix(message, [NodeEdit(node.args[-1].value, f"{code(node.args[-1].value).strip()}, "
                                                            f"static_argnums={numbers}")], applicability)


def traced_parameters(ctx, expr: cst.BaseExpression) -> list[str] | None:
    """The jitted function's parameters an expression is computed from, when every traced
    part of it is such a parameter (`start + batch_size`); None otherwise (`x.sum()`)."""
    names: list[str] = []
    pending: list[cst.CSTNode] = [expr]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Call):
            return None
        if isinstance(node, cst.Attribute) and node.attr.value in _STATIC_ATTRIBUTES:
            continue  # `x.shape[1]` of a traced array is a Python int under jit: nothing to mark
        if isinstance(node, cst.Name):
            value = ctx.value(node)
            if value.traced:
                if value.param != node.value or not ctx.is_parameter(node.value):
                    return None
                names.append(node.value)
            continue
        pending.extend(reversed(node.children))
    return list(dict.fromkeys(names)) or None


_STATIC_ATTRIBUTES = frozenset({"shape", "ndim", "dtype", "size"})


def _sequence_text(node: cst.BaseExpression, items: list[str]) -> str:
    """Replacement for a static_arg* value; a tuple's own parentheses lie outside its range."""
    if isinstance(node, cst.List):
        return "[" + ", ".join(items) + "]"
    if isinstance(node, cst.Tuple) and node.lpar:
        return ", ".join(items) + ("," if len(items) == 1 else "")
    return _tuple_text(items)


def _literal_items(expr: cst.BaseExpression) -> list[str] | None:
    if isinstance(expr, (cst.Tuple, cst.List)):
        return [code(e.value).strip() for e in expr.elements]
    if isinstance(expr, (cst.Integer, cst.SimpleString)):
        return [code(expr).strip()]
    return None


def _bound_positional(module, node: cst.Call) -> int:
    """Arguments already bound by functools.partial(f, a, ...) inside jax.jit(partial(...))."""
    if node.args and isinstance(node.args[0].value, cst.Call):
        inner = node.args[0].value
        if module.qualified_name(inner.func) == facts.PARTIAL:
            return len([a for a in inner.args if a.keyword is None]) - 1
    return 0
