"""Shapes of real programs (issue #14 items 2-4): pytrees as containers, objects and methods,
library and lax facts.

Each case is a small module. Lines marked `# expect: JAXnnn` are exactly the findings it must
give. Each case is also executed under the installed JAX: an invalid case's `run` raises the
error its finding names (`raises`), a valid one runs. So the expectations are JAX's, not ours.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass

import pytest

from jaxlint.config import Config
from jaxlint.engine import lint_source
from tests.rules.example_runner import error_names

EXPECT = re.compile(r"#\s*expect:\s*(JAX\d{3})")
HEADER = """\
import dataclasses
import functools
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
"""


@dataclass(frozen=True)
class Case:
    name: str
    item: int  # the numbered item of issue #14
    source: str
    run: str
    raises: str | None = None  # the error an invalid case raises under JAX
    needs: str | None = None  # a library the case imports

    @property
    def text(self) -> str:
        return HEADER + textwrap.dedent(self.source)


CASES = [
    # --- 1. functions held in variables: a factory's closure, a module-level transform --------
    Case("factory-closure-calls-value-and-grad-bound-outside", 1, """
    def loss(p, x):
        err = jnp.sum((x @ p) ** 2)
        if err > 1.0:  # expect: JAX101
            err = jnp.sqrt(err)
        return err

    def make_step(lr):
        grad_fn = jax.value_and_grad(loss)

        @jax.jit
        def step(p, x):
            value, g = grad_fn(p, x)
            return p - lr * g, value

        return step
    """, "make_step(0.1)(jnp.ones(3), jnp.ones((2, 3)))", raises="TracerBoolConversionError"),
    Case("module-level-grad-called-under-jit", 1, """
    def loss(p):
        if p.sum() > 0:  # expect: JAX101
            return jnp.sum(p ** 2)
        return jnp.sum(p)

    grad_fn = jax.grad(loss)

    @jax.jit
    def update(p):
        return p - 0.1 * grad_fn(p)
    """, "update(jnp.ones(3))", raises="TracerBoolConversionError"),
    Case("jit-of-a-name-bound-to-grad", 1, """
    def loss(p):
        if p.sum() > 0:  # expect: JAX101
            return jnp.sum(p ** 2)
        return jnp.sum(p)

    grad_fn = jax.grad(loss)
    update = jax.jit(grad_fn)
    """, "update(jnp.ones(3))", raises="TracerBoolConversionError"),
    Case("jit-of-a-name-bound-to-grad-static-branch", 1, """
    def loss(p):
        if p.ndim > 1:
            p = p.reshape(-1)
        return jnp.sum(p ** 2)

    grad_fn = jax.grad(loss)
    update = jax.jit(grad_fn)
    """, "update(jnp.ones(3))"),
    Case("one-line-try-import-binds-jax", 1, """
    try: import jax as jx
    except ImportError: jx = None

    @jx.jit
    def f(x):
        if x.sum() > 0:  # expect: JAX101
            return x
        return -x
    """, "f(jnp.ones(3))", raises="TracerBoolConversionError"),
    Case("numpy-scalar-type-of-numpy-result", 4, """
    @jax.jit
    def f(x):
        y = np.exp(x)  # expect: JAX501
        return np.float32(y)  # expect: JAX501
    """, "f(jnp.ones(3))", raises="TracerArrayConversionError"),
    Case("numpy-scalar-type-of-python-values", 4, """
    @jax.jit
    def f(x):
        return x * np.float32(np.sqrt(x.shape[0]))
    """, "f(jnp.ones(3))"),
    Case("optax-norm-of-traced-grads", 4, """
    import optax

    @jax.jit
    def clip(g):
        n = optax.global_norm(g)
        if n > 1.0:  # expect: JAX101
            g = g / n
        return g
    """, "clip(jnp.ones(3))", raises="TracerBoolConversionError", needs="optax"),
    Case("optax-norm-of-traced-grads-where", 4, """
    import optax

    @jax.jit
    def clip(g):
        n = optax.global_norm(g)
        return jnp.where(n > 1.0, g / n, g)
    """, "clip(jnp.ones(3))", needs="optax"),
    Case("factory-partial-bound-outside", 1, """
    def clip(x, limit):
        if x.max() > limit:  # expect: JAX101
            return x / x.max() * limit
        return x

    def make(limit):
        clipper = partial(clip, limit=limit)
        return jax.jit(lambda x: clipper(x) * 2.0)
    """, "make(1.0)(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    Case("module-level-vmap-called-under-jit", 1, """
    def relu_one(v):
        if v > 0:  # expect: JAX101
            return v
        return 0.0 * v

    batched = jax.vmap(relu_one)

    @jax.jit
    def forward(xs):
        return batched(xs) + 1.0
    """, "forward(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    Case("factory-lambda-bound-outside", 1, """
    def make_activation(kind):
        act = lambda v: jnp.tanh(v) if v.sum() > 0 else v  # expect: JAX101

        @jax.jit
        def apply(x):
            return act(x) * 2.0

        return apply
    """, "make_activation('tanh')(jnp.ones(3))", raises="TracerBoolConversionError"),
    Case("factory-closure-grad-with-a-python-flag", 1, """
    def loss(p, x, squared):
        err = x @ p
        if squared:
            return jnp.sum(err ** 2)
        return jnp.sum(jnp.abs(err))

    def make_step(squared):
        grad_fn = jax.grad(partial(loss, squared=squared))

        @jax.jit
        def step(p, x):
            return p - 0.1 * grad_fn(p, x)

        return step
    """, "make_step(True)(jnp.ones(3), jnp.ones((2, 3)))"),
    Case("module-level-grad-branches-on-a-shape", 1, """
    def loss(p):
        if p.shape[0] > 1:
            return jnp.sum(p[1:] ** 2)
        return jnp.sum(p ** 2)

    grad_fn = jax.grad(loss)

    @jax.jit
    def update(p):
        return p - 0.1 * grad_fn(p)
    """, "update(jnp.ones(3))"),
    Case("factory-partial-fixes-a-size", 1, """
    def tile(x, n):
        return jnp.concatenate([x for _ in range(n)])

    def make(n):
        tiler = partial(tile, n=n)
        return jax.jit(lambda x: tiler(x) + 1.0)
    """, "make(3)(jnp.ones(2))"),
    Case("module-level-vmap-with-a-static-argument", 1, """
    def scale(v, double):
        if double:
            return v * 2.0
        return v

    batched = jax.vmap(scale, in_axes=(0, None))

    @jax.jit
    def forward(xs):
        return batched(xs, True)
    """, "forward(jnp.arange(3.0))"),
    Case("factory-binding-rebound-is-not-followed", 1, """
    def loss_a(p):
        return jnp.sum(p ** 2)

    def make(use_a):
        fn = jax.grad(loss_a)
        if not use_a:
            fn = jax.grad(lambda p: jnp.sum(jnp.abs(p)))

        @jax.jit
        def step(p):
            return p - 0.1 * fn(p)

        return step
    """, "make(False)(jnp.ones(3))"),
    Case("jit-of-what-a-factory-returns", 1, """
    def make_update(lr):
        def update(params, grads):
            if grads.max() > 1.0:  # expect: JAX101
                grads = grads / grads.max()
            return params - lr * grads
        return update

    step = jax.jit(make_update(0.1))
    """, "step(jnp.ones(3), jnp.ones(3) * 2)", raises="TracerBoolConversionError"),
    Case("jit-of-what-a-factory-returns-with-a-closed-over-flag", 1, """
    def make_update(lr, normalise):
        def update(params, grads):
            if normalise:
                grads = grads / jnp.linalg.norm(grads)
            return params - lr * grads
        return update

    step = jax.jit(make_update(0.1, True))
    """, "step(jnp.ones(3), jnp.ones(3) * 2)"),
    # --- 2. pytrees as containers ------------------------------------------------------------
    Case("tuple-param-truth-test", 2, """
    @jax.jit
    def clip(x, limits):
        if limits:
            lo, hi = limits
            return jnp.clip(x, lo, hi)
        return x
    """, "clip(jnp.arange(4.0), (1.0, 2.0))"),
    Case("dict-param-or-default", 2, """
    @jax.jit
    def total(x, extras=None):
        extras = extras or {}
        for value in extras.values():
            x = x + value
        return x
    """, "total(jnp.ones(2), {'a': jnp.ones(2)})"),
    Case("dict-built-in-traced-code-and-len", 2, """
    @jax.jit
    def summarize(state):
        metrics = {}
        for i in range(len(state)):
            metrics[f"m{i}"] = state[i].mean()
        if metrics:
            metrics["count"] = len(metrics)
        return metrics
    """, "summarize((jnp.ones(2), jnp.zeros(3)))"),
    Case("register-dataclass-meta-field-is-static", 2, """
    @partial(jax.tree_util.register_dataclass, data_fields=["w"], meta_fields=["n"])
    @dataclasses.dataclass
    class Params:
        w: jax.Array
        n: int

    @jax.jit
    def apply(p, x):
        for _ in range(p.n):
            x = x * p.w
        return x
    """, "apply(Params(jnp.full(2, 2.0), 3), jnp.ones(2))"),
    Case("eqx-static-field-is-static", 2, """
    import equinox as eqx

    class Layer(eqx.Module):
        w: jax.Array
        depth: int = eqx.field(static=True)

    @jax.jit
    def forward(layer, x):
        if layer.depth > 1:
            return x @ layer.w
        return x
    """, "forward(Layer(jnp.eye(2), 2), jnp.ones(2))", needs="equinox"),
    Case("scan-output-keeps-the-body-structure", 2, """
    @jax.jit
    def run(xs):
        def body(c, x):
            return c + x, {"sq": x * x, "neg": -x}
        c, ys = lax.scan(body, 0.0, xs)
        names = sorted(ys) if ys else []
        return c, [ys[k] for k in names]
    """, "run(jnp.arange(3.0))"),
    Case("namedtuple-field-is-traced", 2, """
    class State(NamedTuple):
        step: jax.Array
        w: jax.Array

    @jax.jit
    def update(state):
        if state.step > 10:  # expect: JAX101
            return state._replace(w=state.w * 0.5)
        return state
    """, "update(State(jnp.array(11), jnp.ones(2)))", raises="TracerBoolConversionError"),
    Case("dict-entry-is-traced", 2, """
    @jax.jit
    def loss(batch):
        if batch["x"].sum() > 0:  # expect: JAX101
            return batch["x"].mean()
        return 0.0
    """, "loss({'x': jnp.ones(3)})", raises="TracerBoolConversionError"),
    Case("register-dataclass-data-field-is-traced", 2, """
    @partial(jax.tree_util.register_dataclass, data_fields=["w", "n"], meta_fields=[])
    @dataclasses.dataclass
    class Params:
        w: jax.Array
        n: int

    @jax.jit
    def apply(p, x):
        for _ in range(p.n):  # expect: JAX202
            x = x * p.w
        return x
    """, "apply(Params(jnp.full(2, 2.0), 3), jnp.ones(2))", raises="TracerIntegerConversionError"),
    Case("eqx-plain-int-field-is-traced-under-jax-jit", 2, """
    import equinox as eqx

    class Layer(eqx.Module):
        w: jax.Array
        depth: int

    @jax.jit
    def forward(layer, x):
        if layer.depth > 1:  # expect: JAX101
            return x @ layer.w
        return x
    """, "forward(Layer(jnp.eye(2), 2), jnp.ones(2))", raises="TracerBoolConversionError", needs="equinox"),
    Case("scan-carry-output-is-traced", 2, """
    @jax.jit
    def run(xs):
        def body(c, x):
            return c + x, x * x
        c, ys = lax.scan(body, 0.0, xs)
        if c > 0:  # expect: JAX101
            return ys
        return -ys
    """, "run(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    Case("pytree-node-class-children-are-traced", 2, """
    @jax.tree_util.register_pytree_node_class
    class Box:
        def __init__(self, lo, hi):
            self.lo = lo
            self.hi = hi

        def tree_flatten(self):
            return (self.lo, self.hi), None

        @classmethod
        def tree_unflatten(cls, aux, children):
            return cls(*children)

    @jax.jit
    def width(box):
        return box.hi - box.lo if box.hi > box.lo else 0.0  # expect: JAX101
    """, "width(Box(jnp.array(1.0), jnp.array(3.0)))", raises="TracerBoolConversionError"),

    # --- 3. objects and methods ---------------------------------------------------------------
    Case("static-self-method-never-reassigned", 3, """
    class Scaler:
        def __init__(self, scale):
            self.scale = scale

        @partial(jax.jit, static_argnums=0)
        def apply(self, x):
            if self.scale > 1:
                return x * self.scale
            return x

    scaler = Scaler(2.0)
    """, "scaler.apply(jnp.ones(2))"),
    Case("jit-of-bound-method-reads-python-flag", 3, """
    class Model:
        def __init__(self, training):
            self.training = training
            self.step = jax.jit(self._step)

        def _step(self, x):
            if self.training:
                return x * 0.5
            return x

    model = Model(True)
    """, "model.step(jnp.ones(2))"),
    Case("vmap-over-call-with-static-attribute", 3, """
    class Affine:
        def __init__(self, use_bias):
            self.use_bias = use_bias

        def __call__(self, x):
            if self.use_bias:
                return x + 1.0
            return x

    layer = Affine(True)
    """, "jax.vmap(layer)(jnp.ones(3))"),
    Case("object-built-in-traced-code-from-shapes", 3, """
    class Window:
        def __init__(self, x):
            self.n = x.shape[0]
            self.x = x

        @property
        def half(self):
            return self.n // 2

    @jax.jit
    def left(x):
        w = Window(x)
        return w.x[:w.half] if w.half > 0 else w.x
    """, "left(jnp.arange(6.0))"),
    Case("cached-property-from-a-static-field", 3, """
    class Config:
        def __init__(self, layers):
            self.layers = layers

        @functools.cached_property
        def depth(self):
            return len(self.layers)

    CONFIG = Config([4, 4, 2])

    @jax.jit
    def forward(x):
        for _ in range(CONFIG.depth):
            x = jnp.tanh(x)
        return x
    """, "forward(jnp.ones(2))"),
    Case("jit-of-bound-method-traces-its-arguments", 3, """
    class Model:
        def __init__(self):
            self.step = jax.jit(self._step)

        def _step(self, x):
            if x.sum() > 0:  # expect: JAX101
                return x * 0.5
            return x

    model = Model()
    """, "model.step(jnp.ones(2))", raises="TracerBoolConversionError"),
    Case("call-of-a-module-under-jit", 3, """
    class MLP:
        def __init__(self, w):
            self.w = w

        def __call__(self, x):
            h = x @ self.w
            if h.sum() > 0:  # expect: JAX101
                return h
            return -h

    mlp = MLP(jnp.eye(2))
    forward = jax.jit(mlp)
    """, "forward(jnp.ones(2))", raises="TracerBoolConversionError"),
    Case("vmap-over-a-method", 3, """
    class Gate:
        def apply(self, x):
            return x if x > 0 else 0.0  # expect: JAX101

    gate = Gate()
    batched = jax.vmap(gate.apply)
    """, "batched(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    Case("init-converts-a-tracer", 3, """
    class Stats:
        def __init__(self, x):
            self.peak = float(x.max())  # expect: JAX105

    @jax.jit
    def peak(x):
        return x / Stats(x).peak
    """, "peak(jnp.arange(3.0))", raises="ConcretizationTypeError"),
    Case("property-of-a-traced-pytree", 3, """
    @partial(jax.tree_util.register_dataclass, data_fields=["w"], meta_fields=[])
    @dataclasses.dataclass
    class Weights:
        w: jax.Array

        @property
        def norm(self):
            return jnp.linalg.norm(self.w)

    @jax.jit
    def normalize(p):
        if p.norm > 1.0:  # expect: JAX101
            return p.w / p.norm
        return p.w
    """, "normalize(Weights(jnp.full(2, 3.0)))", raises="TracerBoolConversionError"),

    # --- 4. library and lax facts -------------------------------------------------------------
    Case("psum-of-one-is-the-axis-size", 4, """
    def mean_over_batch(x):
        n = lax.psum(1, "batch")
        for _ in range(n):
            x = x * 1.0
        return lax.psum(x, "batch") / n
    """, "jax.vmap(mean_over_batch, axis_name='batch')(jnp.arange(4.0))"),
    Case("device-count-is-static", 4, """
    @jax.jit
    def shard_sizes(x):
        return [x.shape[0] // jax.device_count() for _ in range(jax.device_count())]
    """, "shard_sizes(jnp.ones(4))"),
    Case("filter-jit-keeps-python-ints-static", 4, """
    import equinox as eqx

    @eqx.filter_jit
    def power(x, n):
        for _ in range(n):
            x = x * x
        return x
    """, "power(jnp.full(2, 1.5), 2)", needs="equinox"),
    Case("jnp-append-is-not-list-append", 4, """
    @jax.jit
    def grow(x):
        for _ in range(3):
            x = jnp.append(x, x[-1] + 1.0)
        return x
    """, "grow(jnp.zeros(1))"),
    Case("dtype-object-as-a-key-is-not-float64-math", 4, """
    EPS = {jnp.dtype("float64"): 1e-12, jnp.dtype("float32"): 1e-6}

    @jax.jit
    def safe_inv(x):
        return 1.0 / (x + EPS[x.dtype])
    """, "safe_inv(jnp.ones(2))"),
    Case("except-typeerror-catches-the-tracer-error", 4, """
    def as_python(x):
        try:
            return int(x)
        except TypeError:
            return x

    @jax.jit
    def shift(x):
        return x + as_python(x[0])
    """, "shift(jnp.arange(3))"),
    Case("tree-map-lambda-runs-on-traced-leaves", 4, """
    @jax.jit
    def relu_tree(tree):
        return jax.tree.map(lambda a: a if a > 0 else 0.0, tree)  # expect: JAX101
    """, "relu_tree({'a': jnp.array(1.0)})", raises="TracerBoolConversionError"),
    Case("numpy-on-a-tracer", 4, """
    @jax.jit
    def total(x):
        return np.sum(np.asarray(x))  # expect: JAX501
    """, "total(jnp.ones(2))", raises="TracerArrayConversionError"),
    Case("numpy-array-indexed-by-a-tracer", 4, """
    TABLE = np.arange(10.0)

    @jax.jit
    def lookup(i):
        return TABLE[i]  # expect: JAX201
    """, "lookup(jnp.array(3))", raises="TracerArrayConversionError"),
    Case("filter-vmap-traces-its-arrays", 4, """
    import equinox as eqx

    @eqx.filter_vmap
    def gate(x: jax.Array):
        return x if x > 0 else 0.0  # expect: JAX101
    """, "gate(jnp.arange(3.0))", raises="TracerBoolConversionError", needs="equinox"),
    Case("custom-jvp-function-under-jit", 4, """
    @jax.custom_jvp
    def soft(x):
        if x > 0:  # expect: JAX101
            return x
        return jnp.exp(x) - 1.0

    @soft.defjvp
    def soft_jvp(primals, tangents):
        (x,), (t,) = primals, tangents
        return soft(x), t

    @jax.jit
    def f(x):
        return soft(x) * 2.0
    """, "f(jnp.array(1.0))", raises="TracerBoolConversionError"),
    Case("filter-jit-parameter-every-caller-passes-an-array", 4, """
    import equinox as eqx

    @eqx.filter_jit
    def centre(x, scale):
        y = x * scale
        if y.mean() > 0:  # expect: JAX101
            y = y - y.mean()
        return y

    def run():
        return centre(jnp.ones(3), 2.0), centre(jnp.arange(3.0), 1.0)
    """, "run()", raises="TracerBoolConversionError", needs="equinox"),
    Case("filter-jit-module-annotated-parameter-is-a-pytree", 4, """
    import equinox as eqx

    class Layer(eqx.Module):
        w: jax.Array
        depth: int = eqx.field(static=True)

        def __call__(self, x):
            h = x @ self.w
            if h.mean() > 0:  # expect: JAX101
                h = -h
            return h

    @eqx.filter_jit
    def loss(model: Layer, x):
        return jnp.mean(model(x) ** 2)
    """, "loss(Layer(jnp.eye(3), 2), jnp.ones((2, 3)))", raises="TracerBoolConversionError", needs="equinox"),
    Case("filter-jit-vmap-of-a-module-the-caller-binds-locally", 3, """
    import equinox as eqx

    class Layer(eqx.Module):
        w: jax.Array
        depth: int = eqx.field(static=True)

        def __call__(self, x):
            h = x @ self.w
            if h.mean() > 0:  # expect: JAX101
                h = -h
            return h

    @eqx.filter_jit
    def forward(model, xs):
        return jax.vmap(model)(xs)

    def run():
        layer = Layer(jnp.eye(3), 2)
        return forward(layer, jnp.ones((2, 3)))
    """, "run()", raises="TracerBoolConversionError", needs="equinox"),
    Case("filter-jit-vmap-of-a-module-static-field-branch", 3, """
    import equinox as eqx

    class Layer(eqx.Module):
        w: jax.Array
        depth: int = eqx.field(static=True)

        def __call__(self, x):
            h = x @ self.w
            if self.depth > 1:
                h = -h
            return h

    @eqx.filter_jit
    def forward(model, xs):
        return jax.vmap(model)(xs)

    def run():
        layer = Layer(jnp.eye(3), 2)
        return forward(layer, jnp.ones((2, 3)))
    """, "run()", needs="equinox"),
    Case("filter-jit-parameter-callers-pass-python-numbers", 4, """
    import equinox as eqx

    @eqx.filter_jit
    def repeat(x, n):
        if n > 2:
            return jnp.tile(x, n)
        return x

    def run():
        return repeat(jnp.ones(2), 3), repeat(jnp.ones(2), 1)
    """, "run()", needs="equinox"),
    Case("filter-jit-module-static-field-branches", 4, """
    import equinox as eqx

    class Stack(eqx.Module):
        w: jax.Array
        depth: int = eqx.field(static=True)

        def __call__(self, x):
            for _ in range(self.depth):
                x = jnp.tanh(x @ self.w)
            if self.depth > 1:
                x = x * 0.5
            return x

    @eqx.filter_jit
    def loss(model: Stack, x):
        return jnp.mean(model(x) ** 2)
    """, "loss(Stack(jnp.eye(3), 2), jnp.ones((2, 3)))", needs="equinox"),
    Case("vectorize-runs-its-function-on-tracers", 4, """
    @jnp.vectorize
    def clip_one(x):
        return x if x < 1.0 else 1.0  # expect: JAX101

    @jax.jit
    def clip(xs):
        return clip_one(xs)
    """, "clip(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    # --- an object an unknown callee builds from tracers lives only as long as the trace ---------
    Case("helper-sets-a-field-of-a-state-built-in-the-trace", 3, """
    @jax.tree_util.register_dataclass
    @dataclasses.dataclass
    class State:
        ems: jax.Array
        order: jax.Array

    class Uniform:
        def __call__(self, key):
            return State(jax.random.uniform(key, (4,)), jnp.zeros(4, int))

    class Env:
        def __init__(self, generator):
            self.generator = generator

        def reset(self, key):
            state = self.generator(key)
            return self._observe(state)

        def _observe(self, state):
            state.order = jnp.argsort(-state.ems)
            return state, state.order[0]

    env = Env(Uniform())
    reset = jax.jit(env.reset)
    """, "reset(jax.random.key(0))"),
    Case("helper-sets-a-field-of-an-object-built-outside", 3, """
    class Log:
        last = None

    class Recorder:
        def __init__(self):
            self.log = Log()

        @partial(jax.jit, static_argnums=0)
        def step(self, x):
            y = x * 2
            self._keep(self.log, y)
            return y

        def _keep(self, log, y):
            log.last = y  # expect: JAX301
    """, "(lambda r: (r.step(1.0), r.log.last + 1))(Recorder())", raises="UnexpectedTracerError"),
    # --- a method that re-jits a bound method compiles afresh after a change ----------------------
    Case("engine-rejits-after-its-setter-runs", 3, """
    class Engine:
        def __init__(self, scale):
            self._scale = scale
            self._compiled = None

        def with_scale(self, scale):
            self._scale = scale
            self._compiled = None

        def _kernel(self, x):
            return x * self._scale

        def compile(self):
            self._compiled = jax.jit(self._kernel)

        def run(self, x):
            if self._compiled is None:
                self.compile()
            return self._compiled(x)

    def check():
        engine = Engine(2.0)
        before = engine.run(1.0)
        engine.with_scale(3.0)
        assert (before, engine.run(1.0)) == (2.0, 3.0)
    """, "check()"),
    Case("engine-fills-a-placeholder-before-its-jitted-method-runs", 3, """
    class Engine:
        def __init__(self):
            self.scale = None  # set by load(): the engine cannot run before

        def load(self, scale):
            self.scale = jnp.float32(scale)

        @partial(jax.jit, static_argnums=0)
        def run(self, x):
            return x * self.scale

    def check():
        engine = Engine()
        engine.load(2.0)
        return engine.run(1.0)
    """, "check()"),
    # --- `insert` is a list's only on a list: engines have their own -----------------------------
    Case("engine-insert-is-not-list-insert", 3, """
    class Engine:
        def insert(self, prefix, state, slot):
            return state.at[slot].set(prefix)

    class Packer:
        def __init__(self, engine):
            self.engine = engine

        def process(self, prefix, state, slot):
            state = self.engine.insert(prefix, state, slot)
            return state

    packer = Packer(Engine())
    step = jax.jit(packer.process)
    """, "step(jnp.ones(()), jnp.zeros(3), 1)"),
    Case("list-insert-into-a-global-list-leaks", 3, """
    history = []

    @jax.jit
    def step(x):
        y = x * 2
        history.insert(0, y)  # expect: JAX301
        return y
    """, "(step(1.0), history[0] + 1)", raises="UnexpectedTracerError"),
    # --- arguments a transform hands on untraced: shard_map's None specs, partial's keywords ------
    Case("shard-map-none-spec-passes-a-python-int", 4, """
    mesh = jax.make_mesh((1,), ("x",))

    class Attention:
        def attend(self, q, cp_size):
            @functools.partial(jax.shard_map, mesh=mesh, in_specs=(jax.P(), None), out_specs=jax.P())
            def wrapped(q, cp_size):
                if cp_size > 1:
                    q = q * 2
                return q.reshape(2 * cp_size, -1).reshape(q.shape)
            return wrapped(q, cp_size)

    @jax.jit
    def run(q):
        return Attention().attend(q, 2)
    """, "run(jnp.ones(4))"),
    Case("shard-map-spec-traces-a-python-int", 4, """
    mesh = jax.make_mesh((1,), ("x",))

    def attend(q, cp_size):
        @functools.partial(jax.shard_map, mesh=mesh, in_specs=(jax.P(), jax.P()), out_specs=jax.P())
        def wrapped(q, cp_size):
            if cp_size > 1:  # expect: JAX101
                q = q * 2
            return q
        return wrapped(q, cp_size)

    @jax.jit
    def run(q):
        return attend(q, 2)
    """, "run(jnp.ones(4))", raises="TracerBoolConversionError"),
    Case("nested-transform-of-a-partial-keeps-its-keywords", 1, """
    mesh = jax.make_mesh((1,), ("x",))

    def unroute(x, *, target_length):
        return jnp.reshape(x, (-1, target_length))

    def unroute_mapped(x, *, target_length):
        return jax.shard_map(functools.partial(unroute, target_length=target_length),
                             mesh=mesh, in_specs=(jax.P(),), out_specs=jax.P())(x)

    @jax.jit
    def run(x):
        return unroute_mapped(x, target_length=2)
    """, "run(jnp.ones(4))"),
    # --- a transform whose callers are unseen: a defaulted parameter may never be passed ---------
    Case("escaping-vmap-keeps-a-keyword-default", 1, """
    def to_planes(image, *, channel_axis: int = -1):
        planes = jnp.split(image, 3, axis=channel_axis)
        return jnp.stack([p * 2.0 for p in planes], axis=channel_axis)

    def variant(fn):
        return fn

    def make():
        return variant(jax.vmap(to_planes))
    """, "make()(jnp.ones((2, 4, 3)))"),
    Case("escaping-vmap-traces-its-required-parameters", 1, """
    def pick(image, axis):
        return jnp.split(image, 3, axis=axis)  # expect: JAX202

    def variant(fn):
        return fn

    def make():
        return variant(jax.vmap(pick))
    """, "make()(jnp.ones((2, 4, 3)), jnp.array([1, 1]))", raises="ConcretizationTypeError"),
    # --- tracer tests: `isinstance(x, jax.core.Tracer)` guards a check a tracer cannot answer ---
    Case("tracer-test-guards-python-checks", 4, """
    def _is_tracer(value):
        return isinstance(value, jax.core.Tracer)

    def sample(logits, topp, topk, steps=None):
        if not (_is_tracer(topp) or _is_tracer(topk)) and topp and topk:
            raise ValueError("at most one of topp and topk")
        if steps is not None and not _is_tracer(steps) and steps > logits.shape[0]:
            raise ValueError("too many steps")
        if _is_tracer(topp) or topp:
            logits = logits * topp
        return logits if isinstance(topk, jax.core.Tracer) or not topk else logits + topk

    @jax.jit
    def run(logits, topp, steps):
        return sample(logits, topp, 0, steps)
    """, "run(jnp.ones(3), 0.5, 2), sample(jnp.ones(3), 0.0, 1)"),
    Case("tracer-test-narrows-only-where-it-holds", 4, """
    @jax.jit
    def scale(x, n):
        if isinstance(n, jax.core.Tracer):
            y = x
        else:
            y = x * n
        if n > 1:  # expect: JAX101
            y = y + 1
        return y
    """, "scale(jnp.ones(2), 2)", raises="TracerBoolConversionError"),
]


def _expected(case: Case) -> list[tuple[int, str]]:
    return sorted((row, code) for row, line in enumerate(case.text.splitlines(), start=1)
                  for code in EXPECT.findall(line))


def _found(case: Case) -> list[tuple[int, str]]:
    config = Config()
    config.extend_select = ("JAX",)
    result = lint_source(case.text, f"{case.name}.py", config)
    return sorted((d.location.row, d.code) for d in result.diagnostics)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_findings_are_exactly_the_marked_lines(case):
    assert _found(case) == _expected(case)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_cases_behave_under_jax_as_marked(case):
    if case.needs:
        pytest.importorskip(case.needs)
    namespace: dict = {"__name__": "shape_case"}
    error = None
    try:
        exec(compile(case.text, f"<{case.name}>", "exec", dont_inherit=True), namespace)
        eval(case.run, namespace)
    except Exception as exc:  # noqa: BLE001 - the case says which error it expects
        error = exc
    if case.raises is None:
        assert error is None, f"a valid case raised {error!r}"
    else:
        assert error is not None and case.raises in error_names(error), f"expected {case.raises}, got {error!r}"
    assert (case.raises is None) == (not _expected(case))


def test_every_item_has_five_invalid_and_five_valid_cases():
    for item in (1, 2, 3, 4):
        cases = [c for c in CASES if c.item == item]
        assert sum(c.raises is not None for c in cases) >= 5 and sum(c.raises is None for c in cases) >= 5, item
