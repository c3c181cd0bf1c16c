"""The PRNG-key facts (JAX320) measured against jax_debug_key_reuse: every function the table says
consumes a key raises KeyReuseError when it is given the same key twice, every one it says only
reads a key does not, and every public jax.random function is classified."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest

from jaxlint.analysis.api import fact, facts

# Arguments after the key, per sampler (the smallest call that runs).
SAMPLER_ARGS = {
    "ball": (2,), "bernoulli": (0.5,), "beta": (1.0, 1.0), "binomial": (5.0, 0.5), "bits": (),
    "categorical": (jnp.zeros(3),), "cauchy": (), "chisquare": (2.0,), "choice": (3,),
    "dirichlet": (jnp.ones(3),), "double_sided_maxwell": (0.0, 1.0), "exponential": (), "f": (1.0, 1.0),
    "gamma": (1.0,), "generalized_normal": (2.0,), "geometric": (0.5,), "gumbel": (), "laplace": (),
    "loggamma": (1.0,), "logistic": (), "lognormal": (), "maxwell": (), "multinomial": (3, jnp.ones(2) / 2),
    "multivariate_normal": (jnp.zeros(2), jnp.eye(2)), "normal": (), "orthogonal": (2,), "pareto": (1.0,),
    "permutation": (3,), "poisson": (1.0,), "rademacher": ((2,),), "randint": ((), 0, 3), "rayleigh": (1.0,),
    "t": (2.0,), "triangular": (0.0, 0.5, 1.0), "truncated_normal": (-1.0, 1.0), "uniform": (), "wald": (1.0,),
    "weibull_min": (1.0, 1.0), "split": (), "fold_in": (1,), "clone": (), "key_data": (), "key_impl": (),
}
EQUINOX_ARGS = {
    "Conv": (1, 1, 1, 1), "Conv1d": (1, 1, 1), "Conv2d": (1, 1, 1), "Conv3d": (1, 1, 1),
    "ConvTranspose": (1, 1, 1, 1), "ConvTranspose1d": (1, 1, 1), "ConvTranspose2d": (1, 1, 1),
    "ConvTranspose3d": (1, 1, 1), "Embedding": (3, 2), "GRUCell": (2, 2), "LSTMCell": (2, 2), "Linear": (2, 2),
    "MLP": (2, 2, 2, 1), "MultiheadAttention": (1, 2),
}
INITIALIZER_SHAPES = {"delta_orthogonal": (3, 3, 2, 2)}
INITIALIZER_ARGS = {"variance_scaling": (1.0, "fan_in", "normal")}
# Public jax.random names that take no key and make none.
NOT_KEY_FUNCTIONS = {"key_dtype", "random_gamma_p"}


@pytest.fixture
def key_reuse_checked():
    saved = jax.config.jax_debug_key_reuse
    jax.config.update("jax_debug_key_reuse", True)
    try:
        yield
    finally:
        jax.config.update("jax_debug_key_reuse", saved)


def _twice(call) -> BaseException | None:
    try:
        call()
        call()
    except Exception as exc:  # the datum
        return exc
    return None


def _reused(error: BaseException | None) -> bool:
    return error is not None and type(error).__name__ == "KeyReuseError"


KEY_FUNCTIONS = sorted(name for name in facts.FACTS
                       if name.startswith("jax.random.") and fact(name).key_args is not None)


def test_every_public_jax_random_function_is_classified():
    public = {name for name in dir(jax.random) if not name.startswith("_") and callable(getattr(jax.random, name))}
    classified = {name for name in public
                  if fact(f"jax.random.{name}") is not None
                  and (fact(f"jax.random.{name}").key_args is not None or fact(f"jax.random.{name}").makes_key)}
    assert public - classified - NOT_KEY_FUNCTIONS == set(), "a jax.random function the key facts do not know"
    assert set(SAMPLER_ARGS) == {name.rsplit(".", 1)[1] for name in KEY_FUNCTIONS}


@pytest.mark.parametrize("name", KEY_FUNCTIONS)
def test_key_function_consumes_its_key_as_the_table_says(name, key_reuse_checked):
    function = getattr(jax.random, name.rsplit(".", 1)[1])
    args = SAMPLER_ARGS[name.rsplit(".", 1)[1]]
    key = jax.random.key(0)
    error = _twice(lambda: function(key, *args))
    if fact(name).consumes_key:
        assert _reused(error), f"{name} given one key twice: {error!r}"
    else:
        assert error is None, f"{name} only reads its key, but: {error!r}"
        jax.random.normal(key)  # and the key is still fresh afterwards


@pytest.mark.parametrize("name", ["jax.random.key", "jax.random.PRNGKey"])
def test_key_makers_make_fresh_keys(name, key_reuse_checked):
    assert fact(name).makes_key
    maker = getattr(jax.random, name.rsplit(".", 1)[1])
    jax.random.normal(maker(0))
    jax.random.normal(maker(0))  # a new key each time, even from the same seed


INITIALIZERS = sorted(name for name in facts.FACTS if name.startswith("jax.nn.initializers.")
                      and fact(name).makes_initializer)


@pytest.mark.parametrize("name", INITIALIZERS)
def test_initializers_consume_their_key(name, key_reuse_checked):
    short = name.rsplit(".", 1)[1]
    init = getattr(jax.nn.initializers, short)(*INITIALIZER_ARGS.get(short, ()))
    key = jax.random.key(0)
    assert _reused(_twice(lambda: init(key, INITIALIZER_SHAPES.get(short, (2, 2)))))


def test_flax_spellings_match_jax():
    for name in INITIALIZERS:
        short = name.rsplit(".", 1)[1]
        assert fact(f"flax.linen.initializers.{short}").makes_initializer


@pytest.mark.parametrize("name", sorted(EQUINOX_ARGS))
def test_equinox_layers_consume_their_key(name, key_reuse_checked):
    eqx = pytest.importorskip("equinox")
    assert fact(f"equinox.nn.{name}").consumes_key and fact(f"equinox.nn.{name}").key_args == ((), ("key",))
    layer = getattr(eqx.nn, name)
    key = jax.random.key(0)
    assert _reused(_twice(lambda: layer(*EQUINOX_ARGS[name], key=key)))
