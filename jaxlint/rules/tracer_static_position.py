"""JAX202 tracer-static-position: a tracer where Python needs an int or a shape."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import LIBRARY_ROOTS, concrete_jax_array, fact, facts, first_tracer, untyped_concrete
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import (ReportsWhenWalked, positional_index, reverse_mode_static_args, short_name,
                                 static_hint, static_position_args, untransposable_loop)

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
dynamic_slice_fix = deferred("jaxlint.fixers.dynamic_slice", "dynamic_slice_fix")
masked_reduction_fix = deferred("jaxlint.fixers.masked_slice", "masked_reduction_fix")
attention_prefix_fix = deferred("jaxlint.fixers.attention_prefix", "attention_prefix_fix")
loop_over = deferred("jaxlint.fixers.control_flow", "loop_over")
range_loop_fix = deferred("jaxlint.fixers.control_flow", "range_loop_fix")
snapshot = deferred("jaxlint.fixers.control_flow", "snapshot")
numpy_twin_fix = deferred("jaxlint.fixers.staged", "numpy_twin_fix")
static_field_fix = deferred("jaxlint.fixers.static_field", "static_field_fix")
static_arg_fix = deferred("jaxlint.fixers.static_args", "static_arg_fix")
traced_parameters = deferred("jaxlint.fixers.static_args", "traced_parameters")


# Sequences Python repeats by an int, and what JAX raises for a traced count (measured on 0.10.2).
_REPEATED = {"list": "TypeError", "tuple": "TypeError", "str": "TracerIntegerConversionError"}


class TracerStaticPosition(ReportsWhenWalked, Rule):
    name = "tracer-static-position"
    kind = TRACED
    summary = "traced value where an int or shape is required (`range`, `reshape`, sizes, axes, slice bounds)"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds traced values passed where JAX or Python needs a concrete integer or shape: `range(n)`,
`x.reshape(n, -1)`, the shape of `jnp.zeros`/`ones`/`full`/`empty`, `jnp.arange(n)`, the `size=` of
`jnp.nonzero`/`argwhere`/`unique`, the `length`/`unroll` of `lax.scan`, axes
(`x.sum(axis=a)`, `np.split(x, 2, a)`), `num_classes`, the `k` of `lax.top_k`, the window strides of
`lax.conv`/`conv_general_dilated`, random shapes, the exponent of `jnp.linalg.matrix_power`, `deg` of
`jnp.polyfit`, `offset` of `jnp.diagonal`, the sizes of `jnp.tril_indices`/`triu_indices`, the slice
bounds of `jnp.mgrid`/`ogrid`/`r_`/`c_`, the indices of `jnp.ravel_multi_index` in its default mode,
slice bounds (`x[:n]`, also of an array closed over from untraced code), the count a list, tuple
or string is repeated by (`[x] * n`), the bounds of a `lax.fori_loop` differentiated in reverse
mode (`jax.grad`, `jacrev`: a traced trip count makes it a `while_loop`, which has no transpose),
a `lax.while_loop` itself under reverse mode once its carry depends differentiably on a value the
reverse-mode transform traces (arithmetic on it, not a comparison: a bisection's bounds carry no
tangent; `ValueError`; under `jax.jit(jax.grad(f))` a jit tracer is not known to carry one),
the arguments a `jax.custom_vjp` function's `nondiff_argnums` name (JAX raises
`UnexpectedTracerError` at the call: those go to the backward rule as plain values), and the
`filter_spec` of `eqx.partition`/`eqx.filter` (Python booleans or callables; `ValueError`).

## Why is this bad?
Shapes are fixed when JAX traces a function; a tracer has no concrete value to build them
from. Depending on where it lands JAX raises `TracerIntegerConversionError`,
`ConcretizationTypeError` (`TracerBoolConversionError` from `lax.top_k`'s check of `k`;
`ValueError: Non-hashable static arguments` from library functions jitted with that parameter
static: `matrix_power`, `polyfit`, `diagonal`, `triu`/`tril`, `rot90`, `partition`;
a `TypeError` from the strides of a `lax.conv`: `TracerArrayConversionError` with `"SAME"` padding),
`TypeError: Shapes must be 1D sequences of concrete values`, or `IndexError: Slice entries
must be static integers`.

## Example
```python
@jax.jit
def first(x, n):
    return x[:n]
```

## Use instead
```python
@partial(jax.jit, static_argnames=("n",))
def first(x, n):
    return x[:n]
```
or `lax.dynamic_slice(x, (start,), (size,))` with a static size.

## Fix
When the value is a parameter of the jitted function, it is added to `static_argnames` (also
for `lax.fori_loop` bounds differentiated in reverse mode: `jax.jit(jax.grad(f))`).
Otherwise `for i in range(n)` (or `range(start, stop)`) with a traced bound becomes
`lax.fori_loop(start, stop, body_fun, carry)`: the names the body assigns and that are read
after the loop, or read by the body before it assigns them, are carried as a tuple. Refused,
with advice that says why, when the body has side effects, `break`/`continue`/`return`, a
carried value whose shape changes or that is not an array, or when the loop variable is read
after the loop.
When the tracer is what a `jnp` call made out of static values (`count = jnp.add(x.size, 1)`,
`channels = jnp.array([4, 8])`: under `jit` jnp stages even constants), that call becomes its
NumPy twin (`np.add`, `np.array`), which computes the value at trace time; only when nothing
else traced reaches the size.
An int field of an `eqx.Module` that `jax.jit` traces (jit traces every leaf of a pytree
argument; `eqx.filter_jit` would not) is declared static: `n_heads: int` becomes
`n_heads: int = eqx.field(static=True)`, in the module that defines the class (only fields
annotated `int`, `bool`, `str` or a tuple of those, and only where every traced part of the
size is such a field).
A slice whose bounds are traced but whose width the code spells as a static integer
(`x[i:i + 2]`, `x[:, t - 1:t + 2]`, every other element a bare `:` or another such window)
becomes `lax.dynamic_slice_in_dim(x, i, 2)` (`axis=` for a later dimension; one call per window,
nested: `img[y:y + h, x:x + w]` slices rows, then columns).

## Fix safety
Adding the parameter to `static_argnames` is safe when it has a literal default or an
`int`/`bool`/`str` annotation, or every call of the jitted function passes it a plain literal
(int, string, bool, None or a tuple of those; each new value recompiles the function), unsafe
otherwise. The
`lax.fori_loop` rewrite is unsafe: a carried value must keep its shape and dtype across
iterations (TypeError at trace time otherwise), and with a traced bound `jax.grad` cannot
differentiate the loop in reverse mode. The NumPy twin is unsafe: it computes in int64/float64
and gives a NumPy value, not a JAX array, wherever else the value is used. The static field is
unsafe: each new value of the field compiles again, and `jax.tree_util` functions, `eqx.partition`
and optimizers no longer see it as a leaf. The
`dynamic_slice_in_dim` rewrite is unsafe: where the window runs past an end, slicing shortens
it (and a negative start counts from the end), while `dynamic_slice_in_dim` keeps its width and
clamps the start; inside the bounds both give the same elements.
"""
    valid = (
        Example("""
@partial(jax.custom_vjp, nondiff_argnums=(0,))
def scaled(s, p):
    return s * p
scaled.defvjp(lambda s, p: (s * p, None), lambda s, _, g: (s * g,))
@partial(jax.jit, static_argnums=(0,))
def f(s, p):
    return scaled(s, p)
""", run="jax.grad(f, argnums=1)(0.2, 0.1)"),
        Example("""
def count_up(carry, k):
    return lax.fori_loop(0, k, lambda i, c: c + 1.0, carry), None
def loss(theta, ks):
    total, _ = lax.scan(count_up, 0.0, ks)
    return theta * total
""", run="jax.grad(loss)(2.0, jnp.arange(3))"),
        Example("""
def simulate(theta, n_steps):
    return lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)
grad_fn = jax.jit(jax.grad(simulate), static_argnums=1)
""", run="grad_fn(0.5, 10)"),
        Example("""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return x[:n]
""", run="f(jnp.ones(5), n=2)"),
        Example("""
@jax.jit
def f(x, r):
    return jnp.repeat(x, r, total_repeat_length=6)
""", run="f(jnp.arange(3), jnp.array([1, 2, 3]))"),
        Example("""
@jax.jit
def f(x):
    return x.reshape(x.shape[0] // 2, -1)
""", run="f(jnp.ones(4))"),
        Example("""
@jax.jit
def f(x):
    out = jnp.zeros(x.shape)
    for i in range(x.shape[0]):
        out = out.at[i].set(x[i] * i)
    return out
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x, start):
    return lax.dynamic_slice(x, (start,), (2,))
""", run="f(jnp.arange(5.0), 1)"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, axis):
    return x.sum(axis=axis)
""", run="f(jnp.ones((2, 3)), 1)"),
        Example("""
@jax.jit
def f(x, i):
    return lax.dynamic_slice_in_dim(x, i, 2)
""", run="f(jnp.arange(3.0), 1)"),
        Example("""
@jax.jit
def f(x, j, r):
    return x.at[j].min(r)
""", run="f(jnp.ones(3), 1, 0.5)"),
        Example("""
@jax.jit
def f(x):
    return jnp.stack([x] * x.shape[0])
""", run="f(jnp.ones(2))"),
    )
    invalid = (
        Example("""
def settle(w):
    def step(c):
        i, x = c
        return i + 1, x - 0.5 * (x - w)
    return lax.while_loop(lambda c: jnp.abs(c[1] - w) > 1e-3, step, (0, 4.0))[1]
""", run="jax.grad(settle)(0.5)", raises="ValueError", line=5,
            message="lax.while_loop is differentiated in reverse mode and its carry depends on a differentiated "
                    "value (ValueError"),
        Example("""
def simulate(theta, n_steps):
    return lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)
grad_fn = jax.jit(jax.grad(simulate))
""", run="grad_fn(0.5, 10)", raises="ValueError", line=2,
            message="lax.fori_loop bounds must be concrete integers when it is differentiated in reverse mode, "
                    "but get a value traced by jax.jit (parameter 'n_steps') (ValueError", fixed="""
def simulate(theta, n_steps):
    return lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)
grad_fn = jax.jit(jax.grad(simulate), static_argnames=("n_steps",))
"""),
        Example("""
@jax.jit
def crop(img, corner):
    y, x = corner[0], corner[1]
    return img[y:y + 2, x:x + 2]
""", run="crop(jnp.arange(16.0).reshape(4, 4), jnp.array([1, 2]))", raises="IndexError", line=4,
            message="slice bound traced by jax.jit", fixed="""
@jax.jit
def crop(img, corner):
    y, x = corner[0], corner[1]
    return lax.dynamic_slice_in_dim(lax.dynamic_slice_in_dim(img, y, 2), x, 2, axis=1)
""", grad="jax.grad(lambda im: crop(im, jnp.array([1, 2])).sum())(jnp.arange(16.0).reshape(4, 4))"),
        Example("""
def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(x[i:i + 2].mean())
    return lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))
""", run="smoothed(jnp.arange(6.0))", raises="IndexError", line=3,
            message="slice bound traced by lax.fori_loop (parameter 'i') must be a static integer (IndexError)",
            fixed="""
def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(lax.dynamic_slice_in_dim(x, i, 2).mean())
    return lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))
"""),
        Example("""
@jax.jit
def f(x):
    count = jnp.add(x.size, 1)
    return jnp.ones((count,)) * x.sum()
""", run="f(jnp.ones(3))", raises="TypeError", line=4,
            message="jnp.ones needs a concrete integer but gets a value traced by jax.jit (the result of jnp.add())",
            fixed="""
@jax.jit
def f(x):
    count = np.add(x.size, 1)
    return jnp.ones((count,)) * x.sum()
""", grad="jax.grad(lambda v: f(v).sum())(jnp.ones(3))"),
        Example("""
class Decoder:
    def __call__(self, z):
        channels = jnp.array([4, 8])
        return z @ jnp.ones((z.shape[-1], channels[1]))
""", run="jax.jit(Decoder())(jnp.ones((2, 3)))", raises="TypeError", line=4,
            message="jnp.ones needs a concrete integer but gets a value traced by jax.jit (the result of jnp.array())",
            fixed="""
class Decoder:
    def __call__(self, z):
        channels = np.array([4, 8])
        return z @ jnp.ones((z.shape[-1], channels[1]))
"""),
        Example("""
import equinox as eqx
class Heads(eqx.Module):
    w: jax.Array
    n_heads: int
    def __call__(self, x):
        return (x @ self.w).reshape(self.n_heads, -1).sum(axis=0)
@jax.jit
def apply(model, x):
    return model(x)
""", run="apply(Heads(jnp.ones((3, 4)), 2), jnp.arange(3.0))", raises="TypeError", line=6,
            message=".reshape() needs a concrete integer but gets a value traced by jax.jit (field 'n_heads' of "
                    "parameter 'model')", fixed="""
import equinox as eqx
class Heads(eqx.Module):
    w: jax.Array
    n_heads: int = eqx.field(static=True)
    def __call__(self, x):
        return (x @ self.w).reshape(self.n_heads, -1).sum(axis=0)
@jax.jit
def apply(model, x):
    return model(x)
""", grad="jax.grad(lambda w: apply(Heads(w, 2), jnp.arange(3.0)).sum())(jnp.ones((3, 4)))"),
        Example("""
@jax.jit
def f(x, w):
    t = jnp.argmax(w)
    return x[t:t + 2].sum()
""", run="f(jnp.arange(5.0), jnp.array([0.0, 3.0, 1.0]))", raises="IndexError",
            line=4, message="slice bound traced by jax.jit (parameter 'w') must be a static integer (IndexError)",
            fixed="""
@jax.jit
def f(x, w):
    t = jnp.argmax(w)
    return lax.dynamic_slice_in_dim(x, t, 2).sum()
""", reference="3.0"),
        Example("""
@jax.jit
def f(x, n):
    return x[:n]
""", run="f(jnp.ones(5), 2)", raises="IndexError",
            line=3, message="slice bound traced by jax.jit (parameter 'n') must be a static integer (IndexError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return x[:n]
"""),
        Example("""
@jax.jit
def f(x, n):
    total = 0.0
    for i in range(n):
        total = total + x[i]
    return total
""", run="f(jnp.ones(5), 3)", raises="TracerIntegerConversionError",
            line=4, message="range needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (TracerIntegerConversionError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    total = 0.0
    for i in range(n):
        total = total + x[i]
    return total
"""),
        Example("""
@jax.jit
def f(x, n):
    return jnp.zeros((n,) + x.shape)
""", run="f(jnp.ones(3), 2)", raises="TypeError",
            line=3, message="jnp.zeros needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (TypeError)",
            fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return jnp.zeros((n,) + x.shape)
"""),
        Example("""
@jax.jit
def f(x, k):
    return jax.lax.top_k(x, k)[0]
""", run="f(jnp.arange(5.0), 2)", raises="TracerBoolConversionError",
            line=3, message="lax.top_k needs a concrete integer but gets a value traced by jax.jit (parameter 'k') (TracerBoolConversionError)", fixed="""
@partial(jax.jit, static_argnames=("k",))
def f(x, k):
    return jax.lax.top_k(x, k)[0]
"""),
        Example("""
@jax.jit
def f(x, w, strides):
    return lax.conv(x, w, strides, "SAME")
""", run="f(jnp.ones((1, 1, 4, 4)), jnp.ones((1, 1, 3, 3)), (1, 1))", raises="TracerArrayConversionError",
            line=3, message="lax.conv needs a sequence of concrete integers but gets a value traced by jax.jit (parameter 'strides') (TypeError)", fixed="""
@partial(jax.jit, static_argnames=("strides",))
def f(x, w, strides):
    return lax.conv(x, w, strides, "SAME")
"""),
        Example("""
@jax.jit
def f(x, n):
    return x.reshape(n, -1)
""", run="f(jnp.ones(4), 2)", raises="TypeError",
            line=3, message=".reshape() needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (TypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return x.reshape(n, -1)
"""),
        Example("""
@jax.jit
def f(n):
    return jnp.zeros(n)
""", run="f(3)", raises="TypeError",
            line=3, message="jnp.zeros needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (TypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(n):
    return jnp.zeros(n)
"""),
        Example("""
@jax.jit
def f(x, axis):
    return x.sum(axis=axis)
""", run="f(jnp.ones((2, 3)), 1)", raises="ConcretizationTypeError",
            line=3, message=".sum() needs a concrete integer but gets a value traced by jax.jit (parameter 'axis') (ConcretizationTypeError)", fixed="""
@partial(jax.jit, static_argnames=("axis",))
def f(x, axis):
    return x.sum(axis=axis)
"""),
        Example("""
@jax.jit
def f(labels, n):
    return jax.nn.one_hot(labels, n)
""", run="f(jnp.array([0, 2]), 3)", raises="ConcretizationTypeError",
            line=3, message="jax.nn.one_hot needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (ConcretizationTypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(labels, n):
    return jax.nn.one_hot(labels, n)
"""),
        Example("""
@jax.jit
def f(x, axis):
    return np.split(x, 2, axis)
""", run="f(jnp.ones((2, 2)), 1)", raises="TracerIntegerConversionError",
            line=3, message="np.split needs a concrete integer but gets a value traced by jax.jit (parameter 'axis') (TracerIntegerConversionError)", fixed="""
@partial(jax.jit, static_argnames=("axis",))
def f(x, axis):
    return np.split(x, 2, axis)
"""),
        Example("""
@jax.jit
def f(x):
    return jnp.repeat(x, x[2])
""", run="f(jnp.arange(3))", raises="ConcretizationTypeError",
            line=3, message="jnp.repeat needs a concrete integer but gets a value traced by jax.jit (parameter 'x') (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(n, x):
    return jax.lax.scan(lambda c, z: (c, z), x, (), length=n)
""", run="f(3, 1.0)", raises="ConcretizationTypeError",
            line=3, message="lax.scan needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (ConcretizationTypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(n, x):
    return jax.lax.scan(lambda c, z: (c, z), x, (), length=n)
"""),
        Example("""
@jax.jit
def f(x):
    return jnp.nonzero(x, size=jnp.count_nonzero(x))
""", run="f(jnp.array([0, 1, 1]))", raises="ConcretizationTypeError",
            line=3, message="jnp.nonzero needs a concrete integer but gets a value traced by jax.jit (parameter 'x') (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(x, n):
    return jax.lax.scan(lambda c, z: (c + 1.0, c), x, (), 10, unroll=n)
""", run="f(1.0, 2)", raises="ConcretizationTypeError",
            line=3, message="lax.scan needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (ConcretizationTypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return jax.lax.scan(lambda c, z: (c + 1.0, c), x, (), 10, unroll=n)
"""),
        Example("""
@jax.jit
def f(n):
    return jnp.arange(n)
""", run="f(3)", raises="ConcretizationTypeError",
            line=3, message="jnp.arange needs a concrete integer but gets a value traced by jax.jit (parameter 'n') (ConcretizationTypeError)", fixed="""
@partial(jax.jit, static_argnames=("n",))
def f(n):
    return jnp.arange(n)
"""),
        Example("""
@jax.jit
def f(x):
    n = jnp.sum(x > 0)
    total = 0.0
    for i in range(n):
        total = total + x[i]
    return total
""", run="f(jnp.array([3.0, 1.0, -2.0]))", raises="TracerIntegerConversionError",
            line=5, message="range needs a concrete integer but gets a value traced by jax.jit", fixed="""
@jax.jit
def f(x):
    n = jnp.sum(x > 0)
    total = 0.0
    def body_fun(i, total):
        total = total + x[i]
        return total
    total = lax.fori_loop(0, n, body_fun, total)
    return total
"""),
        Example("""
def step(carry, row):
    acc, count = carry
    k = jnp.argmax(row)
    for j in range(k, row.shape[0]):
        acc = acc + row[j]
        count = count + 1
    return (acc, count), acc
def run(xs):
    return lax.scan(step, (0.0, 0), xs)
""", run="run(jnp.array([[1.0, 5.0, 2.0], [4.0, 0.0, 1.0]]))", raises="TracerIntegerConversionError",
            line=4, message="range needs a concrete integer but gets a value traced by lax.scan", fixed="""
def step(carry, row):
    acc, count = carry
    k = jnp.argmax(row)
    def body_fun(j, carry_1):
        acc, count = carry_1
        acc = acc + row[j]
        count = count + 1
        return acc, count
    acc, count = lax.fori_loop(k, row.shape[0], body_fun, (acc, count))
    return (acc, count), acc
def run(xs):
    return lax.scan(step, (0.0, 0), xs)
"""),
        Example("""
@jax.jit
def f(x, times):
    return jnp.concatenate([x] * times)
""", run="f(jnp.ones(2), 3)", raises="TypeError", line=3,
            message="repeating a list needs a concrete integer but gets a value traced by jax.jit (parameter "
                    "'times') (TypeError); mark 'times' static with static_argnames", fixed="""
@partial(jax.jit, static_argnames=("times",))
def f(x, times):
    return jnp.concatenate([x] * times)
"""),
        Example("""
@partial(jax.custom_vjp, nondiff_argnums=(0,))
def scaled(s, p):
    return s * p
scaled.defvjp(lambda s, p: (s * p, None), lambda s, _, g: (s * g,))
@jax.jit
def f(s, p):
    return scaled(s, p)
""", run="f(0.2, 0.1)", raises="UnexpectedTracerError", line=7,
            message="argument 0 of scaled() is in its custom_vjp's nondiff_argnums but gets a value traced by "
                    "jax.jit (parameter 's') (UnexpectedTracerError)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        loop = untransposable_loop(self, node)
        if loop is not None:
            what, error = loop
            self.report(node, f"{what} is differentiated in reverse mode and its carry depends on a differentiated "
                              f"value ({error}: a loop with a data-dependent trip count has no transpose); use "
                              f"lax.fori_loop or lax.scan with a fixed number of steps, or jax.custom_vjp "
                              f"(implicit differentiation) around the solve, or jax.jacfwd", on_concrete=True)
            return
        for what, arg, tracer, error in reverse_mode_static_args(self, node):
            params = traced_parameters(self.ctx, arg.value)
            self.report(arg.value, f"{what} bounds must be concrete integers when it is differentiated in "
                                   f"reverse mode, but get a value {self.describe(tracer)} ({error}: a dynamic "
                                   f"trip count has no transpose); {self._concrete_hint(tracer)}",
                        static_arg_fix(self.ctx, params) if params else None)
            return
        for what, arg, tracer in static_position_args(self, node):
            if tracer.shape_math:
                continue  # JAX401 explains the cause
            qual = self.ctx.callee(node) or ""
            known = fact(qual) or (fact("method:" + what[1:].partition("(")[0]) if what.startswith(".") else None)
            error = facts.static_error_at(known, positional_index(node, arg), arg.keyword.value if arg.keyword else None)
            if error is None:
                error = "ConcretizationTypeError" if (arg.keyword and arg.keyword.value == "axis") or "axis" in what \
                    else "TypeError" if qual.startswith(("jax.", "numpy.")) or what.startswith(".reshape") \
                    else "ConcretizationTypeError"
                if what.startswith((".sum", ".mean", ".max", ".min", ".prod", ".squeeze")):
                    error = "ConcretizationTypeError"
            hint = "it holds values, not a size: compute it outside the traced function" if (
                known is not None and known.static_values) else self._concrete_hint(tracer)
            params = traced_parameters(self.ctx, arg.value)
            fix = None if known is not None and known.static_values else static_field_fix(self.ctx, arg.value) or (
                static_arg_fix(self.ctx, params) if params else numpy_twin_fix(self.ctx, arg.value))
            need = known.static_need if known is not None and known.static_need else "a concrete integer"
            message = f"{what} needs {need} but gets a value {self.describe(tracer)} ({error}); {hint}"
            refused = fix if fix is not None and not fix.edits else None  # advice: a rewrite may still apply
            loop = loop_over(self.ctx.function.node, node) if (fix is None or refused) and qual == "range" else None
            if loop is not None:  # for i in range(traced): lax.fori_loop, once the body's values are known
                ctx, snap = self.ctx, snapshot(self.ctx)
                self.report_when_walked(arg.value, message, lambda: range_loop_fix(ctx, loop, snap) or refused)
                return
            self.report(arg.value, message, fix)
            return
        self._check_nondiff_args(node)

    def _check_nondiff_args(self, node: cst.Call) -> None:
        """A tracer passed where a custom_vjp's `nondiff_argnums` want a plain value."""
        callee = self.ctx.called_function(node)
        if callee is None:
            return
        for spec in callee.decorators:
            known = fact(spec.name)
            error = known.traced_nondiff_error if known is not None else None
            if error is None or not spec.nondiff_argnums:
                continue
            positional = [a for a in node.args if a.keyword is None and not a.star]
            for i in spec.nondiff_argnums:
                tracer = first_tracer(self.value(positional[i].value)) if i < len(positional) else None
                if tracer is not None:
                    self.report(positional[i].value,
                                f"argument {i} of {callee.name}() is in its custom_vjp's nondiff_argnums but gets a "
                                f"value {self.describe(tracer)} ({error}); pass it as a differentiated argument "
                                f"(its cotangent may be zeros), or {self._concrete_hint(tracer)}")
                    return

    def _index_grid(self, node: cst.Subscript) -> None:
        """`jnp.mgrid[-r:r + 1]`, `jnp.r_[0:n]`: the object reads its slice entries in Python."""
        grid = short_name(self.ctx.qualified_name(node.value) or "")
        for element in node.slice:
            sl = element.slice
            parts = [q for q in (sl.lower, sl.upper, sl.step) if q is not None] if isinstance(sl, cst.Slice) else []
            for part in parts:
                value = self.value(part)
                if value.traced and not value.shape_math:
                    names = [p for q in parts for p in (traced_parameters(self.ctx, q) or [])]
                    complete = all(traced_parameters(self.ctx, q) or not self.value(q).traced for q in parts)
                    self.report(part, f"{grid}[...] needs concrete slice bounds but gets a value "
                                      f"{self.describe(value)} (ConcretizationTypeError); {self._concrete_hint(value)}",
                                static_arg_fix(self.ctx, names) if names and complete else None)
                    return

    def _concrete_hint(self, value) -> str:
        """Mark the jitted function's parameter static, else where a concrete value comes from."""
        return static_hint(self.ctx, value).removeprefix(", or ") or \
            "compute it from static shapes (x.shape) or mark its source static"

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        """`[x] * n`: Python repeats a list, tuple or string a concrete number of times."""
        if not isinstance(node.operator, cst.Multiply):
            return
        for sequence, count in ((node.left, node.right), (node.right, node.left)):
            repeated = self.value(sequence)
            kind = repeated.pytype if repeated.static else None
            value = self.value(count)
            if kind in _REPEATED and value.traced and not value.shape_math:
                hint = self._concrete_hint(value)
                params = traced_parameters(self.ctx, count)
                self.report(count, f"repeating a {kind} needs a concrete integer but gets a value "
                                   f"{self.describe(value)} ({_REPEATED[kind]}); {hint}",
                            static_field_fix(self.ctx, count) or (
                                static_arg_fix(self.ctx, params) if params else numpy_twin_fix(self.ctx, count)))
                return

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if self.ctx.qualified_name(node.value) in facts.INDEX_GRIDS:
            self._index_grid(node)
            return
        base = self.value(node.value)
        # a concrete array closed over from untraced code slices like a traced one (`np.s_[a:b]`, a
        # library object, builds the slice instead); so does a concrete JAX array of untraced code (a
        # module's `FREQS = 2.0 ** jnp.arange(16)`): its `__getitem__` takes static slice entries only
        concrete = (untyped_concrete(base) or concrete_jax_array(base)) and not (
            self.ctx.qualified_name(node.value) or "").startswith(LIBRARY_ROOTS)
        if not (base.traced or concrete or (base.static and base.pytype in ("list", "tuple", "shape", "ndarray"))):
            return
        for element in node.slice:
            sl = element.slice
            if not isinstance(sl, cst.Slice):
                continue
            for part in (sl.lower, sl.upper, sl.step):
                if part is None:
                    continue
                value = self.value(part)
                if value.traced and not value.shape_math:
                    hint = "use lax.dynamic_slice with a static size" + static_hint(self.ctx, value)
                    error = "IndexError" if base.traced or concrete else "TracerIntegerConversionError"
                    names = [p for q in (sl.lower, sl.upper, sl.step) if q is not None
                             for p in (traced_parameters(self.ctx, q) or [])]
                    complete = all(traced_parameters(self.ctx, q) or not self.value(q).traced
                                   for q in (sl.lower, sl.upper, sl.step) if q is not None)
                    fix = static_arg_fix(self.ctx, names) if names and complete else None
                    if (fix is None or not fix.edits) and (base.traced or concrete):
                        fix = dynamic_slice_fix(self.ctx, node, concrete) or (
                            masked_reduction_fix(self.ctx, node, concrete=not base.traced)) or (
                            attention_prefix_fix(self.ctx, node) if base.traced else None) or fix
                    self.report(part, f"slice bound {self.describe(value)} must be a static integer "
                                      f"({error}); {hint}", fix)
                    return
