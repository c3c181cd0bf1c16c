"""A module global read by a jitted function and changed elsewhere (JAX303) -> pass it as an
argument, read when the function is called:

    @jax.jit                              @jax.jit
    def scaled(x):                        def _scaled(x, SCALE):
        return x * config.SCALE    ->         return x * SCALE

                                          def scaled(x):
                                              return _scaled(x, config.SCALE)

The jitted function takes the value as a traced argument, and a plain function under the old
name reads the global on every call and passes it: every caller, seen or not, keeps calling
`scaled(x)` and now sees the current value (the compiled code is reused while its shape and
dtype stay the same). Only for a module-level def whose decorator is the `jax.jit` tracing it,
with plain positional parameters, and where every read of the global is array math (an operand
of arithmetic, an argument of a jnp call): a value the code uses as a shape, a flag or an
object would not survive being traced.

Unsafe: the name now holds a plain function, not the jitted one (`scaled.lower(...)` is gone),
and the value is traced, so a Python float is computed as a weakly typed array.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import fresh_name, indent_unit
from jaxlint.fixers.conversions import array_math_use
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import names_in, parent_map


def global_argument_fix(ctx, node: cst.Name | cst.Attribute) -> PendingFix | None:
    """`node` is the read reported: a global's name, or `module.NAME`; a global object's
    attribute read (`CONFIG.lr`, the object's attribute changed elsewhere) is passed whole."""
    parent = ctx.parent(node)
    if isinstance(node, cst.Name) and isinstance(parent, cst.Attribute) and parent.value is node:
        node = parent
    function = _jitted_def(ctx)
    if function is None:
        return None
    reads = _reads(function, node)
    if reads is None:
        return None
    parents = parent_map(function)
    if not all(array_math_use(ctx, parents, read) for read in reads):
        return None
    params = function.params
    positional = [p.name.value for p in params.params]
    replaced = {id(n) for read in reads for n in _all_nodes(read)}
    local = set(positional) | {n.value for n in _all_names(function) if id(n) not in replaced}
    base = node.value if isinstance(node, cst.Name) else node.attr.value
    parameter = fresh_name(base.lstrip("_") or "value", set(local))
    inner = fresh_name(f"_{function.name.value}", local | {parameter} | ctx.module.bound_names())
    unit = indent_unit(ctx.module.node)
    arguments = ", ".join([*positional, code(node).strip()])
    wrapper = (f"\n\ndef {function.name.value}({code(params).strip()}):\n"
               f"{unit}return {inner}({arguments})\n")
    last = params.params[-1]
    edits = [NodeEdit(function.name, inner),
             NodeEdit(last.name, f"{last.name.value}, {parameter}"),
             *(NodeEdit(read, parameter) for read in reads),
             NodeEdit(function, wrapper, mode="line_after")]
    return PendingFix(f"Pass '{code(node).strip()}' as an argument: '{function.name.value}' reads it on each call "
                      f"and calls the jitted '{inner}'", edits, Applicability.UNSAFE)


def _jitted_def(ctx) -> cst.FunctionDef | None:
    """The module-level def being traced, when its own `@jax.jit` decorator traces it and its
    parameters are plain positional ones without defaults."""
    view = ctx.function
    function = view.node
    spec = ctx.transform
    if not isinstance(function, cst.FunctionDef) or view.parent is not None or view.is_method:
        return None
    if spec is None or spec.name != "jax.jit" or spec.wrapper is not None:
        return None
    if not any(d.decorator is ctx.transform_node for d in function.decorators):
        return None
    params = function.params
    if (params.posonly_params or params.kwonly_params or not isinstance(params.star_arg, cst.MaybeSentinel)
            or params.star_kwarg is not None or not params.params or any(p.default is not None for p in params.params)):
        return None
    return function


def _reads(function: cst.FunctionDef, node: cst.Name | cst.Attribute) -> list[cst.CSTNode] | None:
    """Every read of the global in the function, spelled as `node` is; None when the function
    also binds that name itself (a local of the same spelling)."""
    spelled = code(node).strip()
    if isinstance(node, cst.Name):
        found = names_in(function.body, node.value)
        if any(_bound(function, n) for n in found) or node.value in {p.name.value for p in function.params.params}:
            return None
        return found
    root = node.value
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name) or root.value in {p.name.value for p in function.params.params}:
        return None
    found = [n for n in _all_nodes(function.body) if isinstance(n, cst.Attribute) and code(n).strip() == spelled]
    if any(_bound(function, n) for n in found) or any(_bound(function, n) for n in names_in(function.body, root.value)):
        return None
    return found


def _bound(function: cst.FunctionDef, node: cst.CSTNode) -> bool:
    """`node` is a store target (assigned, augmented, deleted, looped over) in the function."""
    parent = parent_map(function).get(id(node))
    if isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign)) and getattr(parent, "target", None) is node:
        return True
    return isinstance(parent, (cst.For, cst.CompFor)) and parent.target is node or isinstance(parent, cst.Del)


def _all_nodes(root: cst.CSTNode) -> list[cst.CSTNode]:
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(node.children)
    return out


def _all_names(root: cst.CSTNode) -> list[cst.Name]:
    """The names under `root` that are variables (not `.attr` parts of attributes)."""
    nodes = _all_nodes(root)
    attrs = {id(n.attr) for n in nodes if isinstance(n, cst.Attribute)}
    return [n for n in nodes if isinstance(n, cst.Name) and id(n) not in attrs]
