"""JAX320 beyond its examples: what the key analysis follows (helpers, methods, constructors,
transforms, loop primitives, equinox layers) and where it stays silent on purpose. Each reported
case is also run under jax_debug_key_reuse, which must raise KeyReuseError; each silent case
says why it is silent (it runs under the checker, or the checker's verdict is not the code's)."""

from __future__ import annotations

import textwrap

import pytest

from jaxlint.engine import lint_source
from jaxlint.rules.base import PRELUDE
from tests.rules.example_runner import _flags_restored

PRELUDE_LINES = PRELUDE.count("\n")

REPORTED = {
    "equinox layers": ("""
import equinox as eqx
def build(key):
    first = eqx.nn.Linear(2, 3, key=key)
    second = eqx.nn.Linear(3, 1, key=key)
    return first, second
build(jax.random.key(0))
""", [4]),
    "a method drawing from its key": ("""
class Noise:
    def draw(self, key):
        return jax.random.normal(key, (2,))
    def pair(self, key):
        return self.draw(key), self.draw(key)
Noise().pair(jax.random.key(0))
""", [5]),
    "a constructor consuming its key": ("""
class Layer:
    def __init__(self, key):
        self.w = jax.random.normal(key, (2,))
def build(key):
    layer = Layer(key)
    noise = jax.random.uniform(key, (2,))
    return layer, noise
build(jax.random.key(0))
""", [6]),
    "a jitted helper": ("""
def draw(key):
    return jax.random.normal(key)
def f(key):
    a = jax.jit(draw)(key)
    return a, jax.random.normal(key)
f(jax.random.key(0))
""", [5]),
    "a while_loop body closing over the key": ("""
def f(key):
    def body(carry):
        i, total = carry
        return i + 1, total + jax.random.normal(key)
    return lax.while_loop(lambda c: c[0] < 3, body, (0, 0.0))
f(jax.random.key(0))
""", [4]),
    "a comprehension from one key": ("""
def f(key):
    return [jax.random.normal(key) for _ in range(3)]
f(jax.random.key(0))
""", [2]),
    "one split element twice": ("""
def f(key):
    keys = jax.random.split(key, 3)
    return jax.random.normal(keys[0]), jax.random.uniform(keys[0])
f(jax.random.key(0))
""", [3]),
    "two draws inside jit": ("""
@jax.jit
def f(key):
    return jax.random.normal(key) + jax.random.uniform(key)
f(jax.random.key(0))
""", [3]),
    "a cond whose every branch consumes a used key": ("""
def f(key, p):
    x = jax.random.normal(key)
    return lax.cond(p, lambda k: jax.random.normal(k), lambda k: jax.random.uniform(k), key) + x
f(jax.random.key(0), True)
""", [3]),
    "a loop that splits a key it also draws from": ("""
def f(key):
    out = []
    for _ in range(3):
        key, sub = jax.random.split(key)
        out.append(jax.random.normal(key))
    return out
f(jax.random.key(0))
""", [4]),
}

SILENT = {
    # JAX's checker rejects these, but the code means it: the same shuffle for inputs and labels.
    "paired shuffles": ("""
def shuffle(key, x, y):
    return jax.random.permutation(key, x), jax.random.permutation(key, y)
""", "intended"),
    # Consumed on one arm only: maybe consumed, and precision comes first.
    "maybe consumed": ("""
def f(key, noisy):
    x = 0.0
    if noisy:
        x = jax.random.normal(key)
    return x + jax.random.uniform(key)
f(jax.random.key(0), False)
""", "runs"),
    # A generator's body runs as far as it is iterated, not when it is called.
    "a generator called twice": ("""
def batches(key, n):
    for i in range(n):
        yield jax.random.normal(jax.random.fold_in(key, i))
def f(key):
    first = batches(key, 2)
    second = batches(key, 2)
    return next(first)
f(jax.random.key(0))
""", "runs"),
    # An unknown decorator may change what calling the function does.
    "an unknown decorator": ("""
import functools
@functools.lru_cache
def draw(seed):
    return jax.random.normal(jax.random.key(seed))
def f(key):
    return draw(0), draw(0), jax.random.normal(key)
f(jax.random.key(0))
""", "runs"),
    # A parameter that shadows the module's helper is some other function.
    "a shadowed helper": ("""
def init(key):
    return jax.random.normal(key)
def f(init, key):
    return init(key), init(key), jax.random.normal(key)
f(lambda k: 0.0, jax.random.key(0))
""", "runs"),
    # vmap of a closure over one key: the checker sees one use.
    "vmap of a closure": ("""
def f(key, xs):
    return jax.vmap(lambda x: x + jax.random.normal(key))(xs)
f(jax.random.key(0), jnp.ones(3))
""", "runs"),
    # fold_in and clone read a key without consuming it.
    "fold_in and clone": ("""
def f(key):
    a = jax.random.normal(jax.random.fold_in(key, 1))
    b = jax.random.normal(jax.random.clone(key))
    return a, b, jax.random.normal(key)
f(jax.random.key(0))
""", "runs"),
    # An early return leaves the key unconsumed on one path: the helper only maybe consumes it.
    "a helper that may not draw": ("""
def noise(key, scale):
    if scale == 0:
        return 0.0
    return scale * jax.random.normal(key)
def f(key):
    return noise(key, 0), noise(key, 0)
f(jax.random.key(0))
""", "runs"),
    # A helper that rebinds the caller's key through `nonlocal` hands it a new key.
    "a nonlocal refresh": ("""
def f(key):
    a = jax.random.normal(key)
    def refresh():
        nonlocal key
        key = jax.random.key(1)
    refresh()
    return a, jax.random.normal(key)
f(jax.random.key(0))
""", "runs"),
    # Rebinding between uses is a new key.
    "rebinding between uses": ("""
def f(key):
    a = jax.random.normal(key)
    key = jax.random.key(1)
    return a, jax.random.normal(key)
f(jax.random.key(0))
""", "runs"),
}


def _lines(source: str) -> list[int]:
    found = lint_source(PRELUDE + textwrap.dedent(source).strip("\n") + "\n", "case.py").diagnostics
    return sorted(d.location.row - PRELUDE_LINES for d in found if d.code == "JAX320")


def _run_checked(source: str) -> BaseException | None:
    import jax

    with _flags_restored():
        jax.config.update("jax_debug_key_reuse", True)
        try:
            exec(compile(PRELUDE + textwrap.dedent(source), "<case>", "exec"), {"__name__": "case"})
        except Exception as exc:  # the datum
            return exc
    return None


@pytest.mark.parametrize("name", sorted(REPORTED))
def test_reported_where_jax_raises_key_reuse_error(name):
    source, lines = REPORTED[name]
    assert _lines(source) == lines
    error = _run_checked(source)
    assert error is not None and type(error).__name__ == "KeyReuseError", repr(error)


@pytest.mark.parametrize("name", sorted(SILENT))
def test_silent_cases(name):
    source, why = SILENT[name]
    assert _lines(source) == []
    if why == "runs":
        assert _run_checked(source) is None
