"""JAX812 traced-library-argument: a library function handed straight to a transform gets,
traced, an argument it needs concrete."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import LibraryCallFailure, facts, literal
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import PendingFix
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, Example, Rule
from jaxlint.rules.common import short_name

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
mark_static = deferred("jaxlint.fixers.static_args", "mark_static")
mark_static_positions = deferred("jaxlint.fixers.static_args", "mark_static_positions")

_TRANSFORMS = ["jax.jit", "jax.vmap", "jax.pmap", "jax.make_jaxpr", "jax.checkpoint", "equinox.filter_jit",
               "equinox.filter_vmap"]


class TracedLibraryArgument(Rule):
    name = "traced-library-argument"
    kind = MODULE
    triggers = facts.spellings(_TRANSFORMS)
    summary = "a library function handed straight to `jit`/`vmap` gets a traced size, shape or operand it needs concrete"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls of a JAX library function that a transform wraps directly (`jax.jit(jnp.tri)(3, 3)`,
`unique = jax.jit(jnp.unique); unique(x)`, `jax.vmap(sparse.BCOO.fromdense)(m)`, also through
`functools.partial`, or kept on the instance: `self._norm = jax.jit(jnp.linalg.norm)` bound once by
the class, called as `self._norm(p, ord=self.order)` with an int every construction hands
`__init__`) where the transform hands the function, traced, an argument the facts table
says it needs as a concrete Python value: a size or shape (`N` of `jnp.tri`, the shape of
`jnp.zeros`), an axis, a count, or the operand of a function whose output shape depends on the
data (`jnp.unique`, `jnp.nonzero`, one-argument `jnp.where`, `segment_sum` without
`num_segments`, `BCOO.fromdense` without `nse`). Also calls of a function handed straight to
`jax.jit` or `jax.vmap` whose result holds what they cannot output: `ravel_pytree`'s unravel
function, the PyTreeDef of `tree_flatten` and `tree_structure`.

## Why is this bad?
`jax.jit` traces every argument that is not marked static, Python ints included; `vmap` and
`pmap` trace the arguments they map. The library function then sees a tracer where it builds a
shape: `TypeError: Shapes must be 1D sequences of concrete values of integer type`,
`ConcretizationTypeError` or `TracerIntegerConversionError`, raised at this call; a function
itself jitted with that parameter static (`jnp.linalg.norm`'s `ord`, `matrix_power`'s `n`) raises
`ValueError: Non-hashable static arguments` hashing the tracer. The error
names code inside JAX, far from the line that caused it.

## Example
```python
lower = jax.jit(jnp.tri)(3, 3, 0)
```

## Use instead
```python
lower = jax.jit(jnp.tri, static_argnums=(0, 1))(3, 3, 0)
```
For a function whose result size depends on the data, bind the bound first:
`jax.jit(functools.partial(jnp.unique, size=8, fill_value=0))`.

## Fix safety
For `jax.jit`, the traced positions (or keywords) are added to `static_argnums`
(`static_argnames`). The fix is safe when the jit is applied at this call and every such
argument is an int or a tuple of ints written out: nothing else calls that jitted function. It
is unsafe when the jitted function is bound to a name (another call may pass an array there,
which a static argument refuses). A list (unhashable), a traced operand of a data-dependent
shape, and `vmap`/`pmap` get advice only.

## Known problems
Only the transform's own call is read: a jitted library function passed on to other code, or
arguments whose values the module does not spell, are not judged.
"""
    valid = (
        Example("""
def lower(n):
    return jax.jit(jnp.tri, static_argnums=(0, 1))(n, n, 0)
""", run="lower(3)"),
        Example("""
unique = jax.jit(partial(jnp.unique, size=4, fill_value=0))

def g(x):
    return unique(x)
""", run="g(jnp.array([1, 1, 2]))"),
        Example("""
def g(x):
    return jax.jit(jnp.argsort)(x), jax.jit(jnp.sum)(x, None)
""", run="g(jnp.array([3.0, 1.0, 2.0]))"),
        Example("""
import equinox as eqx

def g():
    return eqx.filter_jit(jnp.tri)(3, 3, 0)
""", run="g()"),
        Example("""
def g(xs):
    return jax.vmap(jnp.where, in_axes=(0, 0, None))(xs > 0, xs, 0.0)
""", run="g(jnp.array([[1.0, -1.0]]))"),
        Example("""
from jax.flatten_util import ravel_pytree

flatten = jax.jit(lambda tree: ravel_pytree(tree)[0])

def flat(params):
    return flatten(params), jax.jit(jax.tree_util.tree_leaves)(params)
""", run="flat((jnp.ones(2), jnp.zeros(3)))"),
    )
    invalid = (
        Example("""
class Regularizer:
    def __init__(self, order):
        self.order = order
        self._norm = jax.jit(jnp.linalg.norm)

    def penalty(self, p):
        return self._norm(p, ord=self.order)


reg = Regularizer(1)
""", run="reg.penalty(jnp.ones(3))", raises="ValueError", line=7,
            message="jax.jit traces argument 'ord' of this call of jnp.linalg.norm, which it needs as concrete "
                    "integers (ValueError at this call)"),
        Example("""
def lower():
    return jax.jit(jnp.tri)(3, 3, 0)
""", run="lower()", raises="TypeError", line=2,
            message="jax.jit traces arguments 0, 1 of this call of jnp.tri, which it needs as concrete integers (TypeError",
            fixed="""
def lower():
    return jax.jit(jnp.tri, static_argnums=(0, 1))(3, 3, 0)
"""),
        Example("""
zeros = jax.jit(jnp.zeros)

def g():
    return zeros((2, 3)) + 1.0
""", run="g()", raises="TypeError", line=4, message="jax.jit traces argument 0 of this call of jnp.zeros", fixed="""
zeros = jax.jit(jnp.zeros, static_argnums=(0,))

def g():
    return zeros((2, 3)) + 1.0
"""),
        Example("""
def hot(labels):
    return jax.jit(jax.nn.one_hot)(labels, num_classes=4)
""", run="hot(jnp.array([0, 2]))", raises="ConcretizationTypeError", line=2,
            message="jax.jit traces argument 'num_classes' of this call of jax.nn.one_hot", fixed="""
def hot(labels):
    return jax.jit(jax.nn.one_hot, static_argnames=("num_classes",))(labels, num_classes=4)
"""),
        Example("""
unique = jax.jit(jnp.unique)

def distinct(x):
    return unique(x)
""", run="distinct(jnp.array([1, 1, 2]))", raises="ConcretizationTypeError", line=4,
            message="jnp.unique's result size depends on the data its traced operand holds"),
        Example("""
def positions(mask):
    return jax.jit(jnp.nonzero)(mask)
""", run="positions(jnp.array([True, False, True]))", raises="ConcretizationTypeError", line=2,
            message="bind size= first: jax.jit(functools.partial(jnp.nonzero, size=N))"),
        Example("""
def distinct_rows(xs):
    return jax.vmap(jnp.unique)(xs)
""", run="distinct_rows(jnp.array([[1, 1], [2, 3]]))", raises="ConcretizationTypeError", line=2,
            message="jnp.unique's result size depends on the data its traced operand holds under jax.vmap"),
        Example("""
from jax.flatten_util import ravel_pytree

flatten = jax.jit(ravel_pytree)

def flat(params):
    return flatten(params)[0]
""", run="flat((jnp.ones(2), jnp.zeros(3)))", raises="TypeError", line=6,
            message="ravel_pytree returns the unravel function, which jax.jit cannot return as an output"),
        Example("""
def totals(x):
    return jax.jit(jnp.sum)(x, 0)
""", run="totals(jnp.ones((2, 3)))", raises="ConcretizationTypeError", line=2,
            message="jax.jit traces argument 1 of this call of jnp.sum", fixed="""
def totals(x):
    return jax.jit(jnp.sum, static_argnums=(1,))(x, 0)
"""),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args or not isinstance(node.func, (cst.Call, cst.Name, cst.Attribute)):
            return
        for failure in self.ctx.traced_library_arguments(node):
            if failure.kind == "static":
                self._report_static(node, failure)
            elif failure.kind == "output":
                self._report_output(failure)
            else:
                self._report_shape(failure)

    def _report_static(self, call: cst.Call, failure: LibraryCallFailure) -> None:
        transform, function = failure.spec.label, short_name(failure.function)
        which = [str(p) for p in failure.positions] + [f"'{k}'" for k in failure.keywords]
        plural = "s" if len(which) > 1 else ""
        error = failure.error or "TypeError"
        message = (f"{transform} traces argument{plural} {', '.join(which)} of this call of {function}, which it needs as "
                   f"concrete integers ({error} at this call)")
        fix = self._static_fix(call, failure) if facts.canonical(failure.spec.name) == "jax.jit" else None
        if fix is not None:
            message += "; mark them static" if plural else "; mark it static"
        elif failure.spec.kind == facts.VMAP:
            message += f"; leave them unmapped (in_axes=None) or call {function} outside {transform}"
        self.report(failure.node, message, fix)

    def _static_fix(self, call: cst.Call, failure: LibraryCallFailure) -> PendingFix | None:
        """static_argnums (static_argnames for keywords) on the jit call, for hashable values."""
        jit = failure.spec.node
        if not isinstance(jit, cst.Call) or failure.positions and failure.keywords:
            return None
        values = [a.value for a in call.args if a.keyword is None]
        traced = [values[p] for p in failure.positions] + [
            a.value for a in call.args if a.keyword is not None and a.keyword.value in failure.keywords]
        if not all(_hashable_ints(literal(v)) for v in traced):
            return None  # a name, a list (unhashable), an array
        safe = failure.direct
        applicability = Applicability.SAFE if safe else Applicability.UNSAFE
        if failure.keywords:
            return mark_static(self.ctx.module, jit, list(failure.keywords), [None] * len(failure.keywords),
                               applicability)
        labels = [str(p) for p in failure.positions]
        return mark_static_positions(self.ctx.module, jit, labels, list(failure.positions), applicability)

    def _report_output(self, failure: LibraryCallFailure) -> None:
        function = short_name(failure.function)
        self.report(failure.node, f"{function} returns {failure.bound}, which {failure.spec.label} cannot return as an "
                                  f"output (TypeError at this call); call {function} outside {failure.spec.label}, "
                                  f"or transform only the array part (`{failure.spec.label}(lambda t: "
                                  f"{function}(t)[0])`)")

    def _report_shape(self, failure: LibraryCallFailure) -> None:
        function = short_name(failure.function)
        message = (f"{function}'s result size depends on the data its traced operand holds under "
                   f"{failure.spec.label} (ConcretizationTypeError at this call); bind {failure.bound}= first: "
                   f"{failure.spec.label}(functools.partial({function}, {failure.bound}=N))")
        self.report(failure.node, message)


def _hashable_ints(value: object) -> bool:
    """An int, or a tuple of ints (a list would not hash as a static argument)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
