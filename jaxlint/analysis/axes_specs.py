"""vmap `in_axes` values JAX rejects by their form, as the text spells them (JAX811).

`in_axes` must be an int, None, or a tuple (a list passes too) with one entry per positional
argument the mapped function is called with. A dict display (`in_axes={"image": 0}` for a
function of one dict argument) is rejected when `jax.vmap(...)` runs: TypeError there. A tuple
or list display of n entries, when the mapped function is called with m != n positional
arguments (no `*args`), raises ValueError at that call (keyword arguments are mapped along axis 0
and not counted; measured on JAX 0.10.2, a `jax.jit` around the vmap included).
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.definitions import Definition

_VMAP = "jax.vmap"


@dataclass(frozen=True)
class AxesMismatch:
    function: str  # the mapped function's name
    axes: int  # entries of the literal in_axes
    passed: int  # positional arguments of the call


def in_axes_argument(call: cst.Call) -> cst.BaseExpression | None:
    """The `in_axes` expression of a `jax.vmap(f, in_axes)` call (positional or keyword)."""
    given = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "in_axes"), None)
    positional = [a for a in call.args if a.keyword is None]
    if given is None and len(positional) > 1 and not positional[1].star:
        given = positional[1].value
    return given


def dict_in_axes(call: cst.Call, qualname: str | None) -> bool:
    """`jax.vmap(f, in_axes={...})`: a dict display, which vmap rejects at once (TypeError)."""
    if qualname is None or facts.canonical(qualname) != _VMAP:
        return False
    return isinstance(in_axes_argument(call), cst.Dict)


def axes_count_mismatch(call: cst.Call, found: Definition | None) -> AxesMismatch | None:
    """A call of a vmapped function (`fn = jax.vmap(self.cast, (0, 0)); fn(a, b, r)`, a `jax.jit`
    around it allowed) whose positional arguments are not as many as the literal `in_axes` tuple
    or list has entries."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound_keywords or found.bound_self \
            or any(a.star for a in call.args):
        return None
    specs = list(resolved.specs)
    mapping = next((i for i in range(len(specs) - 1, -1, -1) if facts.canonical(specs[i].name) == _VMAP), None)
    if mapping is None or any(facts.canonical(s.name) != "jax.jit" for s in specs[mapping + 1:]):
        return None
    spec = specs[mapping]
    node = spec.node
    if not isinstance(node, cst.Call) or not node.args or node.args[0].keyword is not None:
        return None
    mapped = node.args[0].value
    # what the call passes reaches the vmap unchanged: nothing bound after it (a bound method's
    # `self` is bound before: `jax.vmap(self.cast, ...)`)
    if resolved.bound and not (resolved.bound == 1 and isinstance(mapped, cst.Attribute)):
        return None
    axes = in_axes_argument(node)
    if not isinstance(axes, (cst.Tuple, cst.List)) or any(isinstance(e, cst.StarredElement) for e in axes.elements):
        return None
    passed = sum(1 for a in call.args if a.keyword is None)
    if passed == len(axes.elements):
        return None
    info = resolved.info
    name = info.name if info is not None else found.name
    return AxesMismatch(name, len(axes.elements), passed)
