"""Fix rate on buggy programs of the shapes issue #15 items 4-7 name, measured end to end.

Each program fails under JAX as written (it raises, or prints a tracer). `--fix --unsafe-fixes`
must remove the finding, and the fixed program must run under `jit` and give the intended
result: the original's eager result, or `reference` where the original cannot give it even
eagerly (or the fix pads the result by design), with gradients compared where the rewrite can
change them. Programs of classes jaxlint refuses to rewrite are kept too (`refused`, with the
reason), so the rate below counts them as not fixed.
"""

from __future__ import annotations

import contextlib
import io
import textwrap
from collections import Counter
from dataclasses import dataclass

import jax
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_golden import assert_same_result
from tests.helpers import with_use

HEADER = ("import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n"
          "from functools import partial\n")


@dataclass(frozen=True)
class Buggy:
    name: str
    rule: str  # the code whose finding the fix must remove
    source: str
    call: str  # expression evaluated after the source: the program's use
    reference: str | None = None  # the intended result, where the original cannot give it eagerly
    grad: str | None = None  # an expression compared between the original eager and the fix
    grad_reference: str | None = None  # the intended gradient, where the original has none even eagerly
    failing: str | None = None  # a call the fixed program must still reject (asserts)
    symptom: str = "raises"  # or "prints-tracer"
    refused: str = ""  # why jaxlint does not rewrite this class ("" when it does)
    header: str = ""  # extra imports


CASES = [
    # --- 4. conversions and defaults -------------------------------------------------------------
    Buggy("float-of-argument", "JAX105", """
@jax.jit
def f(x, factor):
    return x * float(factor)
""", "f(jnp.arange(3.0), 2.0)", grad="jax.grad(lambda v: f(jnp.arange(3.0), v).sum())(2.0)",
          grad_reference="3.0"),
    Buggy("int-of-jnp-on-shape-values", "JAX105", """
@jax.jit
def f(x):
    half = int(jnp.ceil(x.shape[0] / 2))
    return x[:half]
""", "f(jnp.arange(5.0))"),
    Buggy("bool-returned-by-filter-jit", "JAX105", """
@eqx.filter_jit
def all_finite(x):
    return bool(jnp.isfinite(x).all())
""", "all_finite(jnp.array([1.0, jnp.inf]))", header="import equinox as eqx\n"),
    Buggy("float-passed-to-arithmetic-helper", "JAX105", """
def floor_length(length, curvature, step):
    floor = 2.0 * step
    return jnp.maximum(length, floor / jnp.sqrt(curvature))

@jax.jit
def run(log_step, length, curvature):
    step = jnp.exp(log_step)
    return floor_length(length, curvature, float(step))
""", "run(jnp.array(-1.0), jnp.array(0.1), jnp.array(4.0))",
          grad="jax.grad(lambda v: run(v, jnp.array(0.1), jnp.array(4.0)))(jnp.array(-1.0))",
          grad_reference="jnp.exp(-1.0)"),
    Buggy("int-returned-by-helper-into-arithmetic", "JAX105", """
def analyze(a, b, n_col):
    raw = jnp.sum(a * n_col + b)
    return int(raw)

@jax.jit
def ring(wl, a, b):
    symbolic = analyze(a, b, 4)
    return wl * symbolic
""", "ring(1.55, jnp.array([0, 1]), jnp.array([1, 0]))"),
    Buggy("item-in-dict-a-helper-returns", "JAX105", """
def summarize(logits, labels):
    acc = (logits.argmax(-1) == labels).mean()
    return {"accuracy": acc.item(), "max_logit": jnp.max(logits)}

def loss_fn(w, x, labels):
    logits = x @ w
    return -jax.nn.log_softmax(logits)[jnp.arange(4), labels].mean(), summarize(logits, labels)

@jax.jit
def step(w, x, labels):
    (loss, info), grads = jax.value_and_grad(loss_fn, has_aux=True)(w, x, labels)
    return w - 0.1 * grads, loss, info
""", "step(jnp.arange(6.0).reshape(3, 2) / 6, jnp.arange(12.0).reshape(4, 3) / 12, jnp.array([0, 1, 1, 0]))",
          grad="jax.grad(lambda w: step(w, jnp.ones((4, 3)), jnp.array([0, 1, 1, 0]))[1])(jnp.eye(3, 2))"),
    Buggy("float-stored-in-a-dict-a-method-returns", "JAX105", """
class LossLogger:
    def on_step(self, metrics):
        metrics["loss_value"] = float(metrics["loss"])
        return metrics

LOGGER = LossLogger()

@jax.jit
def step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    return w - 0.1 * jax.grad(lambda v: jnp.mean((x @ v) ** 2))(w), LOGGER.on_step({"loss": loss})
""", "step(jnp.ones(3), jnp.arange(12.0).reshape(4, 3) / 12)"),
    Buggy("float-a-helper-returns-alone", "JAX105", """
def grad_norm(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    return float(jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves)))

@jax.jit
def train_step(params, x):
    grads = jax.grad(lambda p: jnp.mean((x @ p["w"] + p["b"]) ** 2))(params)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, {"grad_norm": grad_norm(grads)}
""", "train_step({'w': jnp.ones((3, 2)), 'b': jnp.zeros(2)}, jnp.arange(12.0).reshape(4, 3))"),
    Buggy("bool-returned-by-a-helper-in-a-tuple", "JAX105", """
def step_entities(x):
    moved = x + 1
    hits = jnp.sum(moved > 3)
    return moved * 2, bool(hits > 0)

@jax.jit
def step(x):
    y, done = step_entities(x)
    return y, done
""", "step(jnp.arange(4))"),
    Buggy("numpy-interp-of-number-lists-on-a-tracer", "JAX501", """
def schedule(it):
    return 0.1 * np.interp(it, [0, 50, 100], [1.0, 0.3, 0.1])

@jax.jit
def rate(step):
    return schedule(step)
""", "rate(jnp.array(75.0))", grad="jax.grad(rate)(75.0)", grad_reference="-0.0004"),
    # The staged jnp.asarray lies in a helper that updates its result with .at: its NumPy twin would
    # have no .at (AttributeError), so the conversion itself is what gets rewritten.
    Buggy("int-of-a-helper-result-the-helper-updates-with-at", "JAX105", """
def put(arr, i, v):
    arr = jnp.asarray(arr)
    return arr.at[i].set(v)

@jax.jit
def f(x):
    modes = put(np.zeros(3, dtype=int), 0, 2)
    n = int(modes.max())
    return x * n
""", "f(jnp.ones(2))", grad="jax.grad(lambda v: f(v).sum())(jnp.ones(2))"),
    Buggy("dict-of-sizes-passed-as-static-by-two-callers", "JAX810", """
@partial(jax.jit, static_argnums=(1,))
def create(key, model_kwargs):
    \"\"\"Weights sized by the config.\"\"\"
    emb = jax.random.normal(key, (model_kwargs["vocab"], model_kwargs.get("dim", 2)))
    return emb.sum(axis=1) * len(model_kwargs)

small = {"vocab": 3, "dim": 4}

def both():
    return create(jax.random.key(0), small), create(jax.random.key(1), {"vocab": 2})
""", "both()"),
    Buggy("int-count-in-a-scan-body-a-method-builds", "JAX105", """
class Integrator:
    def __init__(self, k=1.0, max_dt=0.05):
        self.k = k
        self.max_dt = max_dt

    def force(self, x):
        return -self.k * x

    def make_body(self):
        def body(carry, dt):
            x, v = carry
            n_sub = int(jnp.ceil(dt / self.max_dt))
            h = dt / n_sub
            for _ in range(n_sub):
                v = v + h * self.force(x)
                x = x + h * v
            return (x, v), x
        return body

def simulate(x0):
    dts = jnp.array([0.1, 0.07, 0.2, 0.04])
    integ = Integrator(k=2.0)
    return jax.lax.scan(integ.make_body(), (x0, jnp.zeros(3)), dts)
""", "simulate(jnp.arange(3.0))"),  # no gradient: a fori_loop over a traced count is forward-only
    Buggy("tolist-rebuilt-as-array", "JAX105", """
@jax.jit
def as_label(x):
    values = x.tolist()
    return jnp.asarray(values) * 2
""", "as_label(jnp.arange(3))"),
    Buggy("float-of-mean-named", "JAX105", """
@jax.jit
def f(x):
    m = float(x.mean())
    return (x - m) ** 2
""", "f(jnp.arange(4.0))"),
    Buggy("item-keeps-gradient-stopped", "JAX105", """
@jax.jit
def f(x):
    total = x.sum().item()
    return x / total
""", "f(jnp.array([1.0, 3.0]))", grad="jax.grad(lambda v: f(v)[0])(jnp.array([1.0, 3.0]))"),
    Buggy("int-as-index", "JAX105", """
@jax.jit
def f(x, k):
    return x[int(k)] * 2
""", "f(jnp.arange(3.0), 2.0)"),
    Buggy("int-truncates-like-python", "JAX105", """
@jax.jit
def f(x, n):
    return x * int(n)
""", "(f(jnp.ones(2), 2.7), f(jnp.ones(2), -2.7))"),
    Buggy("bool-in-if", "JAX105", """
@jax.jit
def f(x):
    if bool(x.sum() > 0):
        return x
    return -x
""", "f(jnp.array([-1.0, 3.0]))", grad="jax.grad(lambda v: f(v).sum())(jnp.array([-1.0, 3.0]))"),
    Buggy("bool-in-ternary", "JAX105", """
@jax.jit
def f(x):
    y = 2.0 if bool(x.sum() > 1) else 3.0
    return x * y
""", "(f(jnp.arange(3.0)), f(jnp.zeros(3)))"),
    Buggy("or-default-none-parameter", "JAX102", """
@jax.jit
def f(x, scale=None):
    scale = scale or 1.0
    return x * scale
""", "(f(jnp.ones(2)), f(jnp.ones(2), 0.0), f(jnp.ones(2), 3.0))"),
    Buggy("or-of-numbers", "JAX102", """
@jax.jit
def f(x, y):
    return x or y
""", "(f(0.0, 3.0), f(2.0, 3.0))"),
    Buggy("and-of-numbers", "JAX102", """
@jax.jit
def f(x, y):
    return x and y
""", "(f(0.0, 3.0), f(2.0, 3.0))"),
    Buggy("assert-with-equinox", "JAX101", """
@jax.jit
def f(x):
    assert jnp.all(x > 0), "x must be positive"
    return jnp.log(x)
""", "f(jnp.array([1.0, 2.0]))", failing="f(jnp.array([-1.0, 2.0]))", header="import equinox as eqx\n"),
    Buggy("assert-in-checkified-function", "JAX101", """
def f(x):
    assert x.sum() > 0, "positive sum"
    return x * 2
checked = jax.jit(checkify.checkify(f))
def run(x):
    err, out = checked(x)
    err.throw()
    return out
""", "run(jnp.ones(2))", reference="jnp.array([2.0, 2.0])", failing="run(-jnp.ones(2))",
          header="from jax.experimental import checkify\n"),
    # --- 5. data-dependent shapes and indexing ---------------------------------------------------
    Buggy("nonzero-gets-size", "JAX602", """
@jax.jit
def f(x):
    return jnp.nonzero(x > 0)
""", "f(jnp.array([1.0, -1.0, 2.0]))", reference="(jnp.array([0, 2, -1]),)"),
    Buggy("argwhere-gets-size", "JAX602", """
@jax.jit
def f(x):
    return jnp.argwhere(x)
""", "f(jnp.array([0, 3, 0]))", reference="jnp.array([[1], [-1], [-1]])"),
    Buggy("flatnonzero-gets-size", "JAX602", """
@jax.jit
def f(x):
    return jnp.flatnonzero(x > 1)
""", "f(jnp.array([0.0, 3.0, 2.0]))", reference="jnp.array([1, 2, -1])"),
    Buggy("one-argument-where-gets-size", "JAX602", """
@jax.jit
def f(x):
    rows, cols = jnp.where(x > 0)
    return rows, cols
""", "f(jnp.array([[1.0, -1.0], [-1.0, 2.0]]))", reference="(jnp.array([0, 1, -1, -1]), jnp.array([0, 1, -1, -1]))"),
    Buggy("unpacked-where-indices-scatter", "JAX602", """
@jax.jit
def f(d):
    rows, cols = jnp.where(~d.any(axis=2))
    mask = jnp.ones(d.shape[:2])
    return mask.at[rows, cols].set(0)
""", "f(jnp.array([[[0, 0], [1, 0]], [[0, 1], [0, 0]], [[1, 1], [0, 0]]]))",
          grad="jax.grad(lambda v: f(v * jnp.ones((3, 2, 2))).sum())(1.0)"),
    Buggy("argwhere-of-equality-nth-entry", "JAX602", """
@jax.jit
def f(operand, value, n=0):
    return jnp.argwhere(operand == value)[n, 0]
""", "f(jnp.array([1.0, 3.0, 2.0, 3.0]), 3.0)"),
    Buggy("unique-of-a-closed-over-numpy-array", "JAX602", """
LABELS = np.array([[3, 1], [1, 2]])

@jax.jit
def f(x):
    return x * jnp.unique(LABELS)
""", "f(2.0)"),
    Buggy("unique-gets-size", "JAX602", """
@jax.jit
def f(x):
    return jnp.unique(x)
""", "f(jnp.array([3, 1, 3]))", reference="jnp.array([1, 3, 1])"),
    Buggy("segment-sum-gets-num-segments", "JAX602", """
@jax.jit
def f(data, ids):
    return jax.ops.segment_sum(data, ids)
""", "f(jnp.array([1.0, 2.0, 3.0]), jnp.array([0, 2, 2]))", reference="jnp.array([1.0, 0.0, 5.0])",
          grad="jax.grad(lambda d: f(d, jnp.array([0, 2, 2]))[2])(jnp.array([1.0, 2.0, 3.0]))"),
    Buggy("if-whose-arms-only-print", "JAX101", """
def forward(x, a, b):
    y = b + a * x
    if a < 5:  # checking value
        print("small slope", a)
    else:
        print("large slope")
    return y

@jax.jit
def loss(params):
    return jnp.sum((forward(jnp.arange(3.0), params[0], params[1]) - 1.0) ** 2)
""", "loss(jnp.array([8.0, 1.0]))", grad="jax.grad(loss)(jnp.array([2.0, 1.0]))"),
    Buggy("if-not-only-prints", "JAX101", """
@jax.jit
def simulate(rate):
    ys = jnp.cumsum(rate * jnp.ones(3))
    ok = ys[-1] < 10.0
    if not ok:
        print("diverged")
    return ys
""", "simulate(0.5)"),
    Buggy("window-slice-in-fori-body", "JAX202", """
def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(x[i:i + 2].mean())
    return lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))
""", "smoothed(jnp.arange(6.0) ** 2)", grad="jax.grad(lambda v: smoothed(v).sum())(jnp.arange(6.0))"),
    Buggy("centred-window-of-traced-position", "JAX202", """
@jax.jit
def f(x, w):
    t = jnp.argmax(w)
    return x[:, t - 1:t + 2].sum(axis=1)
""", "f(jnp.arange(12.0).reshape(2, 6), jnp.array([0.0, 1.0, 5.0, 2.0, 0.0, 0.0]))",
          reference="jnp.array([6.0, 24.0])",
          grad="jax.grad(lambda v: f(v, jnp.array([0.0, 1.0, 5.0, 2.0, 0.0, 0.0])).sum())(jnp.ones((2, 6)))",
          grad_reference="jnp.array([[0.0, 1.0, 1.0, 1.0, 0.0, 0.0]] * 2)"),
    Buggy("loop-over-record-field", "JAX202", """
import dataclasses

@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    positions: jax.Array
    remaining: jax.Array

def advance(state, steps):
    return dataclasses.replace(state, positions=state.positions + steps, remaining=state.remaining - steps)

@jax.jit
def rollout(state):
    for _ in range(state.remaining):
        state = advance(state, steps=1)
    return state.positions
""", "rollout(State(jnp.zeros(3), jnp.asarray(5)))"),
    Buggy("fori-bounds-under-jit-of-grad", "JAX202", """
def simulate(theta, n_steps):
    def body(i, x):
        return x + theta * jnp.sin(x)
    return lax.fori_loop(0, n_steps, body, 1.0)

grad_fn = jax.jit(jax.grad(simulate))
""", "grad_fn(0.5, 10)"),
    Buggy("lambda-jit-scan-length", "JAX202", """
f = jax.jit(lambda n, x: lax.scan(lambda c, z: (c + x, c), 0.0, None, length=n))
""", "f(3, 2.0)"),
    Buggy("numpy-scalar-array-to-a-static-class-count", "JAX810", """
@partial(jax.jit, static_argnums=1)
def one_hot(value, depth):
    return jax.nn.one_hot(value, depth)

class Discrete:
    def __init__(self, n):
        self.high = np.array(n)

def encode(tokens):
    space = Discrete(5)
    return one_hot(tokens, space.high)
""", "encode(jnp.array([0, 3, 4]))"),
    Buggy("numpy-array-to-a-static-shape", "JAX810", """
@partial(jax.jit, static_argnums=1)
def zeros_like_shape(x, shape):
    return x + jnp.zeros(shape)

def g(x):
    return zeros_like_shape(x, np.array([2, 3]))
""", "g(jnp.ones(3))",
          refused="a shape is a sequence: .item() would raise for it (the array must become a tuple)"),
    Buggy("plain-dataclass-static-config", "JAX810", """
import dataclasses

@dataclasses.dataclass
class Config:
    depth: int
    scale: float = 2.0

@partial(jax.jit, static_argnums=1)
def run(x, config):
    return x[: config.depth] * config.scale

def main():
    return run(jnp.arange(5.0), Config(3))
""", "main()"),
    Buggy("static-inside-an-outer-jit", "JAX810", """
def add(x, y):
    return x + y

inner = jax.jit(add, static_argnames=("y",))

def main():
    return jax.jit(inner)(1.0, 2)
""", "main()"),
    Buggy("list-variable-static-limits", "JAX810", """
@partial(jax.jit, static_argnums=(0, 1))
def grid(limits, n):
    return jnp.linspace(limits[0], limits[1], n)

def main():
    limits = [-2, 2]
    return grid(limits, 5)
""", "main()"),
    Buggy("mask-selected-then-squared-and-summed", "JAX601", """
def sparse_penalty(h, threshold=0.1):
    active = h[jnp.abs(h) > threshold]
    return jnp.sum(-active ** 2 * 0.5)

@jax.jit
def loss(h):
    return sparse_penalty(h) + jnp.sum(h)
""", "loss(jnp.array([0.05, -0.3, 0.2, 1.5]))", grad="jax.grad(loss)(jnp.array([0.05, -0.3, 0.2, 1.5]))"),
    Buggy("if-returning-a-registered-pytree-class", "JAX101", """
@jax.tree_util.register_pytree_node_class
class GaussianState:
    def __init__(self, mean, var):
        self.mean = mean
        self.var = var

    def tree_flatten(self):
        return (self.mean, self.var), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def floored(self, min_var):
        if jnp.min(self.var) < min_var:
            return GaussianState(self.mean, jnp.full_like(self.var, min_var))
        return self

@jax.jit
def update(mean, var):
    return GaussianState(mean, var * 0.5).floored(0.1).var
""", "(update(jnp.zeros(2), jnp.array([0.1, 1.0])), update(jnp.zeros(2), jnp.array([1.0, 2.0])))",
          grad="jax.grad(lambda v: update(jnp.zeros(2), v).sum())(jnp.array([1.0, 2.0]))"),
    Buggy("item-bound-to-a-name-an-attribute-shares", "JAX105", """
class Norm:
    def __init__(self, eps):
        self.eps = eps

    def __call__(self, x):
        eps = self.eps.item()
        return x * jax.lax.rsqrt(jnp.mean(x ** 2) + eps)

@jax.jit
def apply(x, eps):
    return Norm(eps)(x)
""", "apply(jnp.arange(3.0), jnp.asarray(1e-3))", grad="jax.grad(lambda v: apply(v, jnp.asarray(1e-3)).sum())"
                                                      "(jnp.arange(3.0))"),
    Buggy("mask-rows-mean-over-axis-0", "JAX601", """
@partial(jax.jit, static_argnums=2)
def centroids(X, labels, k):
    out = jnp.zeros((k, X.shape[1]))
    for j in range(k):
        out = out.at[j].set(X[labels == j].mean(axis=0))
    return out
""", "centroids(jnp.arange(12.0).reshape(6, 2), jnp.array([0, 1, 0, 1, 2, 2]), 3)",
          grad="jax.grad(lambda X: centroids(X, jnp.array([0, 1, 0, 1, 2, 2]), 3)[1, 0])(jnp.ones((6, 2)))",
          grad_reference="jnp.array([[0.0, 0.0], [0.5, 0.0], [0.0, 0.0], [0.5, 0.0], [0.0, 0.0], [0.0, 0.0]])"),
    Buggy("full-shape-mask-sum-over-axis-0", "JAX601", """
@jax.jit
def f(x):
    return x[x > 1.0].sum(0)
""", "f(jnp.arange(6.0).reshape(2, 3))"),
    Buggy("at-mask-set", "JAX601", """
@jax.jit
def f(x):
    return x.at[x < 0].set(0)
""", "f(jnp.array([-1.0, 2.0, -3.0]))", reference="jnp.array([0.0, 2.0, 0.0])",
          grad="jax.grad(lambda v: (f(v) * jnp.arange(3.0)).sum())(jnp.array([-1.0, 2.0, -3.0]))"),
    Buggy("at-mask-nan-to-zero", "JAX601", """
@jax.jit
def f(x):
    return x.at[jnp.isnan(x)].set(0)
""", "f(jnp.array([1.0, jnp.nan]))", reference="jnp.array([1.0, 0.0])"),
    Buggy("at-mask-add", "JAX601", """
@jax.jit
def f(x):
    return x.at[x > 1].add(10.0)
""", "f(jnp.array([0.0, 2.0, 3.0]))", reference="jnp.array([0.0, 12.0, 13.0])"),
    Buggy("mask-reduction", "JAX601", """
@jax.jit
def f(x):
    return x[x > 0].sum()
""", "f(jnp.array([-1.0, 2.0, 3.0]))", reference="5.0",
          grad="jax.grad(f)(jnp.array([-1.0, 2.0, 3.0]))"),
    Buggy("mask-selection-bound-then-summed", "JAX601", """
@jax.jit
def f(x):
    positive = x[x > 0]
    return positive.sum() * 2
""", "f(jnp.array([-1.0, 2.0, 3.0]))", reference="10.0",
          grad="jax.grad(f)(jnp.array([-1.0, 2.0, 3.0]))", grad_reference="jnp.array([0.0, 2.0, 2.0])"),
    Buggy("mask-mean-function-spelling", "JAX601", """
@jax.jit
def f(x):
    return jnp.mean(x[jnp.isfinite(x)]) ** 2
""", "f(jnp.array([1.0, jnp.nan, 3.0]))", reference="4.0",
          grad="jax.grad(f)(jnp.array([1.0, 2.0, 3.0]))", grad_reference="jnp.full(3, 4.0 / 3)"),
    Buggy("mask-selection-bound-and-measured", "JAX601", """
@jax.jit
def f(x):
    positive = x[x > 0]
    return positive.sum() / positive.shape[0]
""", "f(jnp.array([-1.0, 2.0, 3.0]))",
          refused="the selection's length is read: a where-filled array keeps the full length"),
    Buggy("config-dict-used-as-shape", "JAX810", """
@partial(jax.jit, static_argnums=(1,))
def init(key, cfg):
    return jax.random.normal(key, (cfg["width"],))
""", "init(jax.random.key(0), {'width': 3})",
          refused="the dict's values are shapes: traced, they could not be (the static argument must stay)"),
    Buggy("list-of-functions-to-switch", "JAX201", """
ACTIVATIONS = [jnp.tanh, jax.nn.relu, jax.nn.sigmoid]
@jax.jit
def f(x, i):
    return ACTIVATIONS[i](x)
""", "(f(jnp.array([-1.0, 2.0]), 0), f(jnp.array([-1.0, 2.0]), 1))",
          grad="jax.grad(lambda v: f(v, 1).sum())(jnp.array([-1.0, 2.0]))"),
    Buggy("tuple-of-two-argument-functions", "JAX201", """
OPS = (jnp.add, jnp.multiply)
@jax.jit
def f(x, y, i):
    return OPS[i](x, y)
""", "(f(2.0, 3.0, 0), f(2.0, 3.0, 1))"),
    Buggy("list-of-arrays-stacked", "JAX201", """
@jax.jit
def f(x, i):
    options = [x, x * 2, x * 3]
    return options[i]
""", "f(jnp.arange(3.0), 2)", grad="jax.grad(lambda v: f(v, 2).sum())(jnp.arange(3.0))"),
    Buggy("list-of-numbers", "JAX201", """
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(x, i):
    return x * WEIGHTS[i]
""", "f(jnp.ones(2), 2)"),
    Buggy("dict-of-numbers", "JAX201", """
TEMPS = {0: 0.5, 1: 1.0, 2: 2.0}
@jax.jit
def f(logits, k):
    return logits / TEMPS[k]
""", "f(jnp.arange(3.0), 2)"),
    # --- 6. NumPy, SciPy and side effects --------------------------------------------------------
    Buggy("numpy-ufunc", "JAX501", """
@jax.jit
def f(x):
    return np.exp(x) + np.sin(x)
""", "f(jnp.arange(3.0))", grad="jax.grad(lambda v: f(v).sum())(jnp.arange(3.0))",
          grad_reference="jnp.exp(jnp.arange(3.0)) + jnp.cos(jnp.arange(3.0))"),
    Buggy("scipy-gammaln", "JAX501", """
@jax.jit
def f(x):
    return scipy.special.gammaln(x + 1.0)
""", "f(jnp.array([1.0, 4.0]))", header="import scipy.special\n"),
    Buggy("scipy-logsumexp-axis", "JAX501", """
@jax.jit
def f(x):
    return logsumexp(x, axis=-1)
""", "f(jnp.arange(6.0).reshape(2, 3))", header="from scipy.special import logsumexp\n"),
    Buggy("scipy-stats-logpdf", "JAX501", """
@jax.jit
def f(x):
    return stats.norm.logpdf(x, loc=1.0, scale=2.0).sum()
""", "f(jnp.array([0.5, 1.5]))", header="from scipy import stats\n"),
    Buggy("scipy-linalg-solve", "JAX501", """
@jax.jit
def f(a, b):
    return scipy.linalg.solve(a, b)
""", "f(jnp.array([[2.0, 0.5], [0.5, 1.0]]), jnp.array([1.0, 2.0]))", header="import scipy.linalg\n"),
    Buggy("print-under-jit", "JAX302", """
@jax.jit
def f(x):
    print("x is", x)
    return x * 2
""", "f(1.0)", symptom="prints-tracer"),
    Buggy("print-under-vmap", "JAX302", """
@jax.vmap
def f(x):
    print(f"x = {x}")
    return x * 2
""", "f(jnp.ones(2))", symptom="prints-tracer"),
    Buggy("print-in-scan-body", "JAX302", """
def body(c, x):
    print("carry", c)
    return c + x, x
def run(xs):
    return lax.scan(body, 0.0, xs)
""", "run(jnp.ones(3))", symptom="prints-tracer"),
    Buggy("print-under-jit-of-grad", "JAX302", """
def loss(w):
    print("w:", w)
    return (w ** 2).sum()
step = jax.jit(jax.grad(loss))
""", "step(jnp.arange(3.0))", symptom="prints-tracer"),
    Buggy("scan-leak-to-stacked-output", "JAX301", """
def run(xs):
    trace = []
    def body(c, x):
        trace.append(c * x)
        return c + 1.0, None
    c, _ = lax.scan(body, 1.0, xs)
    return c, trace[2]
""", "run(jnp.arange(3.0))", reference="(jnp.array(4.0), jnp.array(6.0))"),
    # --- 7. arrays only, and the other array rewrites -------------------------------------------
    Buggy("any-of-array", "JAX104", """
@jax.jit
def f(x):
    return any(jnp.isnan(x))
""", "f(jnp.array([1.0, jnp.nan]))"),
    Buggy("sorted-of-annotated-array", "JAX104", """
@jax.jit
def f(x: jax.Array):
    return sorted(x)
""", "f(jnp.array([3.0, 1.0, 2.0]))", reference="jnp.array([1.0, 2.0, 3.0])"),
    Buggy("item-assignment-traced-index", "JAX701", """
@jax.jit
def f(x, i):
    x[i] = 0.0
    return x
""", "f(jnp.ones(3), 1)", reference="jnp.array([1.0, 0.0, 1.0])"),
    # jit returns an array whatever the function returns: dropping float() changes nothing for the caller
    Buggy("float-returned-by-jit", "JAX105", """
@jax.jit
def f(x):
    return float(x.sum())
""", "f(jnp.ones(2))"),
    Buggy("assert-without-equinox-or-checkify", "JAX101", """
@jax.jit
def f(x):
    assert x.sum() > 0
    return x
""", "f(jnp.ones(2))", failing="f(-jnp.ones(2))"),
    # --- refused classes: reported, not rewritten ------------------------------------------------
    Buggy("leak-to-global-list", "JAX301", """
history = []
@jax.jit
def f(x):
    y = x * 2
    history.append(y)
    return y
""", "(f(1.0), history[0] + 1)"),  # jax.debug.callback(history.append, y, ordered=True)
    Buggy("leak-to-global-list-under-vmap", "JAX301", """
history = []
@jax.vmap
def f(x):
    y = x * 2
    history.append(y)
    return y
""", "(f(jnp.ones(2)), history[0] + 1)",
          refused="a callback under vmap would run once per element; the caller must change (return the value)"),
    Buggy("lazy-cache-of-own-attributes", "JAX301", """
class Categorical:
    def __init__(self, logits):
        self.logits = logits
        self._log_probs = None

    def log_prob(self, value):
        if self._log_probs is None:
            self._log_probs = jax.nn.log_softmax(self.logits)
        return self._log_probs[value]

dist = Categorical(jnp.array([0.1, 0.5, 0.4]))
""", "(jax.jit(dist.log_prob)(2), dist.log_prob(1) + 1)"),
    Buggy("lazy-cache-of-first-argument", "JAX301", """
class Guide:
    def __init__(self):
        self.prototype = None

    def __call__(self, data):
        if self.prototype is None:
            self.prototype = jnp.mean(data)
        return data - self.prototype

guide = Guide()
""", "(jax.jit(guide)(jnp.arange(3.0)), guide(jnp.ones(2)) + 1)",
          refused="the cache froze the first call's argument; recomputing per call would change later results"),
    Buggy("unique-with-counts", "JAX602", """
@jax.jit
def f(x):
    return jnp.unique(x, return_counts=True)
""", "f(jnp.array([1, 1, 2]))", refused="a tuple of results: the bound and padding of each differ"),
    Buggy("unpacked-where-indices-gather", "JAX602", """
@jax.jit
def f(x):
    rows, cols = jnp.nonzero(x > 0)
    return x[rows, cols].sum()
""", "f(jnp.array([[1.0, -1.0], [-1.0, 2.0]]))",
          refused="the padded index -1 would gather the last element: reduce under the mask instead"),
    Buggy("slice-of-traced-width", "JAX202", """
@jax.jit
def f(x, w):
    t = jnp.argmax(w)
    return jnp.cumsum(x[t:2 * t])
""", "f(jnp.arange(6.0), jnp.array([0.0, 1.0, 5.0, 2.0]))",
          refused="the window's width is traced: no static size to slice with (a reduction over the window "
                  "is rewritten under a mask: fixers/masked_slice.py)"),
    Buggy("static-record-of-arrays", "JAX202", """
import dataclasses

@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    positions: jax.Array
    width: jax.Array

@jax.jit
def blank(state):
    return jnp.zeros(state.width) + state.positions.sum()
""", "blank(State(jnp.ones(3), jnp.asarray(2)))",
          refused="the caller passes a record built around arrays: static_argnames would hash it (ValueError)"),
    Buggy("staged-pad-width-updated-with-at", "JAX202", """
def pad_last(x, width):
    npad = jnp.zeros((x.ndim, 2), dtype=jnp.int32)
    npad = npad.at[x.ndim - 1, 1].set(width)
    return jnp.pad(x, npad)
""", "jax.jit(pad_last, static_argnums=1)(jnp.ones((2, 3)), 1)",
          refused="the NumPy twin of jnp.zeros has no .at: the width must come from static values"),
    Buggy("float-passed-to-branching-helper", "JAX105", """
def clipped(x, step):
    if step > 1.0:
        return x
    return x * step

@jax.jit
def run(x, log_step):
    return clipped(x, float(jnp.exp(log_step)))
""", "run(jnp.ones(2), jnp.array(-1.0))", refused="the helper branches on the number: an array there is JAX101"),
    Buggy("int-returned-by-helper-into-range", "JAX105", """
def count(x):
    return int(jnp.sum(x > 0))

@jax.jit
def f(x):
    total = 0.0
    for i in range(count(x)):
        total = total + x[i]
    return total
""", "f(jnp.array([1.0, 2.0, -1.0]))", refused="the caller needs a Python int (range)"),
    Buggy("tolist-concatenated", "JAX105", """
@jax.jit
def padded(x):
    return jnp.asarray(x.tolist() + [0])
""", "padded(jnp.arange(3))", refused="`+` on the list concatenates; on the array it would add"),
    Buggy("if-prints-to-a-file", "JAX101", """
import sys

@jax.jit
def f(x):
    if x.sum() > 0:
        print("positive", file=sys.stderr)
    return x
""", "f(jnp.ones(2))", refused="jax.debug.print has no file="),
    Buggy("dataclass-fields-assigned", "JAX810", """
import dataclasses

@dataclasses.dataclass
class Config:
    depth: int

@partial(jax.jit, static_argnums=1)
def run(x, config):
    return x[: config.depth]

def main():
    config = Config(3)
    config.depth = 2
    return run(jnp.arange(5.0), config)
""", "main()", refused="frozen instances refuse the assignment of a field"),
    Buggy("dict-static-the-function-writes-into", "JAX810", """
@partial(jax.jit, static_argnums=(1,))
def create(x, config):
    config["seen"] = True
    return x[: config["n"]]

def run():
    return create(jnp.arange(5.0), {"n": 2})
""", "run()", refused="the function stores into the caller's dict: a copy would hide the store"),
    Buggy("dict-static-holding-an-array", "JAX810", """
@partial(jax.jit, static_argnums=1)
def foo(x, d):
    return x[:d["num"]] + d["val"]

def run():
    return foo(jnp.arange(10), {"num": 5, "val": np.arange(5)})
""", "run()", refused="an array value does not hash, in a tuple or not"),
    Buggy("at-mask-per-element-values", "JAX601", """
@jax.jit
def f(x, values):
    return x.at[x > 0].set(values)
""", "f(jnp.array([1.0, -1.0, 2.0]), jnp.array([7.0, 8.0]))",
          refused="values hold one entry per selected element: jnp.where cannot place them"),
]

FIXABLE = [c for c in CASES if not c.refused]
REFUSED = [c for c in CASES if c.refused]


def _source(case: Buggy) -> str:
    return case.header + HEADER + textwrap.dedent(case.source).lstrip("\n")


def _run(source: str, expression: str, eager: bool = False):
    namespace: dict = {"__name__": "buggy"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(source, "<buggy>", "exec", dont_inherit=True), namespace)  # not this file's __future__
        with jax.disable_jit() if eager else contextlib.nullcontext():
            value = eval(expression, namespace)
        jax.effects_barrier()
    return value, out.getvalue()


def _fixed(case: Buggy):
    """Linted with its call (the program's use: call-site evidence)."""
    return fix_source(with_use(_source(case), case.call), "buggy.py", Config(), unsafe=True)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_program_is_buggy(case):
    if case.symptom == "prints-tracer":
        _, printed = _run(_source(case), case.call)
        assert "Tracer" in printed, printed
    else:
        with pytest.raises(Exception):
            _run(_source(case), case.call)


@pytest.mark.parametrize("case", FIXABLE, ids=lambda c: c.name)
def test_fixed_program_runs_under_jit_with_the_intended_result(case):
    outcome = _fixed(case)
    left = [d for d in outcome.diagnostics if d.code == case.rule]
    assert not left, f"{[d.message for d in left]}\n{outcome.source}"
    assert outcome.applied[case.rule] > 0
    if case.reference is not None:
        expected, _ = _run(HEADER, case.reference, eager=True)
    else:
        expected, _ = _run(_source(case), case.call, eager=True)
    got, printed = _run(outcome.source, case.call)
    assert_same_result(expected, got)
    if case.symptom == "prints-tracer":
        assert "Tracer" not in printed and printed.strip(), printed
    if case.grad is not None:
        expected_grad = _run(HEADER, case.grad_reference, eager=True)[0] if case.grad_reference else \
            _run(_source(case), case.grad, eager=True)[0]
        assert_same_result(expected_grad, _run(outcome.source, case.grad)[0])
    if case.failing is not None:
        with pytest.raises(Exception):
            _run(outcome.source, case.failing)


@pytest.mark.parametrize("case", REFUSED, ids=lambda c: c.name)
def test_refused_classes_are_reported_and_left_alone(case):
    outcome = _fixed(case)
    assert outcome.applied[case.rule] == 0, outcome.source
    assert [d for d in outcome.diagnostics if d.code == case.rule], "still reported"


def test_fix_rate_on_this_set():
    """Fixed / buggy, per rule and overall (refused classes count as not fixed)."""
    buggy, fixed = Counter(c.rule for c in CASES), Counter(c.rule for c in FIXABLE)
    rates = {rule: fixed[rule] / buggy[rule] for rule in buggy}
    assert len(CASES) >= 30
    assert sum(fixed.values()) / sum(buggy.values()) >= 0.8, rates
    assert np.mean(list(rates.values())) >= 0.7, rates
