"""Fixes that make a buggy program run under jit and give its eager result, one per shape:

* a module global read by a jitted function and changed elsewhere (JAX303): the jitted function
  takes it as an argument and a plain function under the old name reads it on each call
  (global_argument.py), so a later change is seen: the stale value is gone, under jit;
* an `if` on a tracer whose arm only calls jax.debug.print (JAX101, a logging hook): lax.cond
  over the arms, a safe fix (the same lines print as the eager original prints);
* `int(...)` returned by the function jax.vmap maps (JAX105): vmap hands back an array anyway,
  so `.astype(int)` keeps the integers without concretizing.

Each program fails as written (raises, or computes with a stale value), and after
`--fix --unsafe-fixes` runs under jit, matches the original run eagerly (`jax.disable_jit`),
gradients included where the rewrite touches differentiated values.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

GLOBAL_SCALE = HEADER + """
SCALE = 1.0

def set_scale(s):
    global SCALE
    SCALE = s

@jax.jit
def scaled(x, y):
    return (x + y) * SCALE + SCALE
"""

FOREIGN_TABLE = HEADER + """
import types

tables = types.SimpleNamespace(_table=np.arange(3.0))

def load(scale):
    tables._table = np.arange(3.0) * scale

@jax.jit
def apply(x):
    return x * jnp.sum(tables._table)
"""

# before and after a change of the global: the jitted original keeps the first value
STALE_USE = {GLOBAL_SCALE: "(scaled(1.0, 2.0), set_scale(3.0), scaled(1.0, 2.0))[::2]",
             FOREIGN_TABLE: "(apply(2.0), load(10.0), apply(2.0))[::2]"}


def _fix(source: str, unsafe: bool = True):
    return fix_source(source, "buggy.py", Config(), unsafe=unsafe)


@pytest.mark.parametrize("source", list(STALE_USE), ids=["bare-global", "attribute-of-another-namespace"])
def test_global_read_becomes_an_argument_read_on_each_call(source):
    use = STALE_USE[source]
    stale, _ = _run(source, use)
    expected, _ = _run(source, use, eager=True)
    assert not np.allclose(stale[1], expected[1]), "the jitted original is not stale"
    outcome = _fix(source)
    assert outcome.applied["JAX303"] > 0, outcome.source
    assert not [d for d in outcome.diagnostics if d.code == "JAX303"], outcome.source
    compile(outcome.source, "fixed.py", "exec")
    got, _ = _run(outcome.source, use)
    np.testing.assert_allclose(np.asarray(got, dtype=float), np.asarray(expected, dtype=float), rtol=1e-6)


def test_global_argument_keeps_gradients():
    outcome = _fix(GLOBAL_SCALE)
    grad = "jax.grad(scaled, argnums=(0, 1))(1.0, 2.0)"
    expected, _ = _run(GLOBAL_SCALE, grad, eager=True)
    got, _ = _run(outcome.source, grad)
    np.testing.assert_allclose(got, expected)


def test_global_argument_is_unsafe_only():
    outcome = _fix(GLOBAL_SCALE, unsafe=False)
    assert outcome.source == GLOBAL_SCALE


@pytest.mark.parametrize("source", [
    HEADER + """
DEBUG = False

def enable():
    global DEBUG
    DEBUG = True

@jax.jit
def f(x):
    if DEBUG:
        return x + 1
    return x
""",  # a flag: traced, the `if` would raise
    HEADER + """
LIMIT = 1.0

def set_limit(v):
    global LIMIT
    LIMIT = v

@jax.jit
def f(x):
    if LIMIT > 0:
        return x * 2
    return x
""",  # compared in a Python `if`: traced, the comparison could not decide it
    HEADER + """
N = 3

def grow():
    global N
    N = 4

@jax.jit
def f(x):
    return jnp.zeros(N) + x
""",  # a shape: traced, jnp.zeros would raise
    HEADER + """
SCALE = 1.0

def set_scale(s):
    global SCALE
    SCALE = s

class Model:
    @jax.jit
    def apply(self, x):
        return x * SCALE
""",  # a method: the wrapper would need the receiver
], ids=["flag", "compared", "shape", "method"])
def test_global_argument_refused_where_a_traced_value_would_break(source):
    outcome = _fix(source)
    assert outcome.applied["JAX303"] == 0, outcome.source
    assert [d for d in outcome.diagnostics if d.code == "JAX303"], "still reported"


LOG_HOOK = HEADER + """
def maybe_log(step, loss):
    if step % 2 == 0:
        jax.debug.print("step {s} loss {l}", s=step, l=loss)

@jax.jit
def train_step(step, w):
    loss = jnp.sum(w ** 2)
    maybe_log(step, loss)
    return w - 0.1 * 2 * w
"""
LOG_USE = "[train_step(jnp.array(i), jnp.ones(2) * i) for i in range(4)]"


def test_if_around_debug_print_becomes_a_safe_lax_cond():
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(LOG_HOOK, LOG_USE)
    expected, printed_eager = _run(LOG_HOOK, LOG_USE, eager=True)
    outcome = _fix(LOG_HOOK, unsafe=False)
    assert outcome.applied["JAX101"] == 1, outcome.source
    assert "lax.cond" in outcome.source
    got, printed = _run(outcome.source, LOG_USE)
    np.testing.assert_allclose(np.stack(got), np.stack(expected))
    assert printed.split() == printed_eager.split() and "step 2 loss" in printed


def test_if_mixing_print_and_debug_print_stays_unsafe():
    source = LOG_HOOK.replace('jax.debug.print("step {s} loss {l}", s=step, l=loss)',
                              'jax.debug.print("loss {l}", l=loss)\n        print("logged")')
    assert _fix(source, unsafe=False).source == source
    fixed = _fix(source)
    assert fixed.applied["JAX101"] == 1, fixed.source


VMAP_INT = HEADER + """
def score(params, x):
    logits = params @ x / 2.0
    return int(jnp.argmax(logits))

def run(params, xs):
    return jax.vmap(partial(score, params))(xs)
"""
VMAP_USE = "run(jnp.array([[1.0, 0.0], [0.0, 1.0]]), jnp.array([[1.0, 2.0], [3.0, 1.0], [0.0, 0.5]]))"


def test_int_returned_by_a_vmapped_function_becomes_astype():
    with pytest.raises(jax.errors.ConcretizationTypeError):
        _run(VMAP_INT, VMAP_USE)
    expected = jnp.array([1, 0, 1])  # vmap cannot run int() even eagerly: the intended per-row argmax
    outcome = _fix(VMAP_INT)
    assert outcome.applied["JAX105"] == 1, outcome.source
    got, _ = _run(outcome.source, f"jax.jit(run)({VMAP_USE[4:-1]})")
    np.testing.assert_array_equal(got, expected)
    assert jnp.issubdtype(got.dtype, jnp.integer)


COUNTED = HEADER + """
@jax.jit
def step(state, dt):
    active = jnp.nonzero(state > 0)[0]
    return state - dt * active.shape[0] + len(active)
"""
COUNTED_INLINE = HEADER + """
@jax.jit
def frac(x):
    return jnp.flatnonzero(x > 1.0).size / x.size
"""
SCATTERED_BACK = HEADER + """
@jax.jit
def sparse_relu(x):
    idx = jnp.nonzero(x > 0)
    return jnp.zeros_like(x).at[idx].set(x[idx] * 2.0)
"""
MASK_USES = {COUNTED: ("step(jnp.array([1.0, -2.0, 3.0]), 0.5)", "jax.grad(lambda s: step(s, 0.5).sum())"
                                                                  "(jnp.array([1.0, -2.0, 3.0]))"),
             COUNTED_INLINE: ("frac(jnp.array([[0.5, 2.0], [3.0, 1.0]]))", None),
             SCATTERED_BACK: ("sparse_relu(jnp.array([[1.0, -2.0], [-3.0, 4.0]]))",
                              "jax.grad(lambda v: sparse_relu(v).sum())(jnp.array([[1.0, -2.0], [-3.0, 4.0]]))")}


@pytest.mark.parametrize("source", list(MASK_USES), ids=["count-bound-name", "count-inline-size", "scattered-back"])
def test_indices_of_a_mask_count_or_scatter_back_under_jit(source):
    use, grad = MASK_USES[source]
    with pytest.raises(jax.errors.ConcretizationTypeError):
        _run(source, use)
    outcome = _fix(source)
    assert outcome.applied["JAX602"] == 1, outcome.source
    assert _fix(source, unsafe=False).source == source  # an int becomes an array / a padded bound: unsafe
    for expression in filter(None, (use, grad)):
        expected, _ = _run(source, expression, eager=True)
        got, _ = _run(outcome.source, expression)
        np.testing.assert_allclose(got, expected, rtol=1e-6)


@pytest.mark.parametrize("source", [
    HEADER + """
@jax.jit
def f(x):
    active = jnp.nonzero(x > 0)[0]
    return jnp.zeros(active.shape[0])
""",  # the count as a shape: an array cannot be one
    HEADER + """
@jax.jit
def f(x):
    active = jnp.nonzero(x > 0)[0]
    if active.shape[0] > 0:
        return x
    return -x
""",  # the count compared in a Python `if`
    HEADER + """
@jax.jit
def f(x):
    idx = jnp.nonzero(x > 0)
    return x[idx].sum() + jnp.zeros_like(x).at[idx].set(1.0).sum()
""",  # a gather of its own: padding would read the last element
], ids=["count-as-shape", "count-compared", "gather-outside-the-scatter"])
def test_mask_fixes_refused_where_the_result_would_differ(source):
    outcome = _fix(source)
    assert outcome.applied["JAX602"] == 0, outcome.source


PAIR_LOSS = HEADER + """
def loss_with_metrics(w, x, y):
    err = x @ w - y
    return jnp.mean(err ** 2), {"max_err": jnp.max(jnp.abs(err))}
"""
PAIR_USES = {
    "value-and-grad-through-a-jitted-name": PAIR_LOSS + """
grad_fn = jax.jit(jax.value_and_grad(loss_with_metrics))

def run(w, x, y):
    (loss, metrics), g = grad_fn(w, x, y)
    return loss, metrics["max_err"], w - 0.1 * g
""",
    "grad-applied-at-once": PAIR_LOSS + """
@jax.jit
def run(w, x, y):
    g, metrics = jax.grad(loss_with_metrics)(w, x, y)
    return w - 0.1 * g, metrics["max_err"]
"""}
PAIR_CALL = "run(jnp.array([0.5, -1.0]), jnp.array([[1.0, 2.0], [3.0, 4.0]]), jnp.array([1.0, 0.0]))"
# the intended result, which the original cannot give even eagerly: the loss's gradient, the aux as is
PAIR_REFERENCE = """(lambda w, x, y: (jnp.mean((x @ w - y) ** 2), jnp.max(jnp.abs(x @ w - y)),
    jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)))(
    jnp.array([0.5, -1.0]), jnp.array([[1.0, 2.0], [3.0, 4.0]]), jnp.array([1.0, 0.0]))"""


@pytest.mark.parametrize("name", list(PAIR_USES))
def test_loss_and_aux_pair_gets_has_aux(name):
    source = PAIR_USES[name]
    with pytest.raises(TypeError, match="scalar-output"):
        _run(source, PAIR_CALL)
    outcome = _fix(source)
    assert outcome.applied["JAX813"] == 1, outcome.source
    assert "has_aux=True" in outcome.source and _fix(source, unsafe=False).source == source
    got, _ = _run(outcome.source, PAIR_CALL)
    loss, max_err, grad = _run(HEADER, PAIR_REFERENCE)[0]
    w = jnp.array([0.5, -1.0])
    if name.startswith("value"):
        np.testing.assert_allclose(got[0], loss, rtol=1e-6)
        np.testing.assert_allclose(got[1], max_err, rtol=1e-6)
        np.testing.assert_allclose(got[2], w - 0.1 * grad, rtol=1e-6)
    else:
        np.testing.assert_allclose(got[0], w - 0.1 * grad, rtol=1e-6)
        np.testing.assert_allclose(got[1], max_err, rtol=1e-6)


SCALAR_USES = {
    "gradient-bound-alone": PAIR_LOSS + """
@jax.jit
def run(w, x, y):
    g = jax.grad(loss_with_metrics)(w, x, y)
    return w - 0.1 * g
""",
    "value-and-gradient-as-if-scalar": PAIR_LOSS + """
value_and_grad = jax.value_and_grad(loss_with_metrics)

def run(w, x, y):
    loss, g = value_and_grad(w, x, y)
    return loss, w - 0.1 * g
""",
}


@pytest.mark.parametrize("name", list(SCALAR_USES))
def test_gradient_read_as_if_the_loss_were_scalar_gets_has_aux_and_the_aux_unpacked(name):
    """`g = jax.grad(f)(...)` with f returning (loss, aux): the author named the gradient of the
    loss; the fix passes has_aux=True and binds the aux beside it (`g, aux = ...`)."""
    source = SCALAR_USES[name]
    with pytest.raises(TypeError, match="scalar-output"):
        _run(source, PAIR_CALL)
    outcome = _fix(source)
    assert outcome.applied["JAX813"] == 1, outcome.source
    assert _fix(source, unsafe=False).source == source
    got, _ = _run(outcome.source, PAIR_CALL)
    loss, _, grad = _run(HEADER, PAIR_REFERENCE)[0]
    w = jnp.array([0.5, -1.0])
    if name.startswith("value"):
        np.testing.assert_allclose(got[0], loss, rtol=1e-6)
        got = got[1]
    np.testing.assert_allclose(got, w - 0.1 * grad, rtol=1e-6)


def test_has_aux_refused_where_the_result_is_read_otherwise():
    source = PAIR_LOSS + """
def run(w, x, y):
    return w - 0.1 * jax.grad(loss_with_metrics)(w, x, y)
"""
    outcome = _fix(source)
    assert outcome.applied["JAX813"] == 0, outcome.source
    assert [d for d in outcome.diagnostics if d.code == "JAX813"]


def test_printed_gradient_of_a_pair_gets_has_aux():
    source = PAIR_LOSS + """
def show(w, x, y):
    print(jax.grad(loss_with_metrics)(w, x, y))
"""
    call = "show" + PAIR_CALL[3:]
    with pytest.raises(TypeError, match="scalar-output"):
        _run(source, call)
    outcome = _fix(source)
    assert outcome.applied["JAX813"] == 1, outcome.source
    _, printed = _run(outcome.source, call)
    _, max_err, grad = _run(HEADER, PAIR_REFERENCE)[0]
    assert printed.strip() == str((grad, {"max_err": max_err})), printed
