"""Calls of a module-level def made through `jax.jit(f, ...)(args)`, spelled inline.

`jax.jit(loss, static_argnums=1)(theta, model)` runs `loss` with the arguments the outer call
passes, as `loss(theta, model)` would (jit traces the ones it does not keep static, the same as
for a by-name call of an `@jax.jit` def): that outer call is one of `loss`'s callers, and the
read of `loss` inside the jit hands the function to no one else.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.walk import iter_tree

def inline_jit_calls(index) -> dict[str, list[tuple[cst.Call, cst.Name]]]:
    """For each name `f` of the module, the calls `jax.jit(f, ...)(...)` spelled in it (keywords
    of the jit are statics and options; the outer call's arguments reach `f` unchanged)."""
    module = index.module
    if module is None:
        return {}
    kept = index.inline_jit_calls  # on the index, which a run keeps for a followed module's every lint
    if kept is None or kept[0] is not module:
        kept = index.inline_jit_calls = (module, _find(index, module))
    return kept[1]


def _find(index, module: cst.Module) -> dict[str, list[tuple[cst.Call, cst.Name]]]:
    out: dict[str, list[tuple[cst.Call, cst.Name]]] = {}
    for node in iter_tree(module):
        if type(node) is not cst.Call or type(node.func) is not cst.Call:
            continue
        inner = node.func
        if not inner.args or inner.args[0].keyword is not None or inner.args[0].star \
                or type(inner.args[0].value) is not cst.Name:
            continue
        qual = index.resolver.qualname(inner.func)
        if qual is None or facts.canonical(qual) != "jax.jit":
            continue
        name = inner.args[0].value
        out.setdefault(name.value, []).append((node, name))
    return out
