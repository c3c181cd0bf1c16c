"""A model marked static (`@partial(jax.jit, static_argnums=0) def sample(model, ...)`), found by
writing a small score-based diffusion project (stop 39): jax.jit hashes its static arguments, and
an equinox layer hashes its weight arrays, which raises. Two gaps closed:

- equinox's own layers (`eqx.nn.Linear`, `eqx.nn.MLP`, convolutions, ...) hold arrays in every
  construction (facts: `unhashable`), directly or as a field of the project's eqx.Module;
- the model carried through the training loop (`model = Net(key)`, then `model, opt_state =
  step(model, ...)` with `step` jitted, or `model = eqx.apply_updates(model, grads)`): a step
  hands its arrays back as arrays, so the carry is as unhashable as the one other binding. A
  rebinding through anything else is not judged.

Each case runs under JAX first (its label), then is linted (tests/projects/own39_score_static_model
is the project form).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\n\nimport equinox as eqx\nimport jax\nimport jax.numpy as jnp\n\n"

_NET = """
class Net(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 2, 8, depth=1, key=key)

    def __call__(self, x):
        return self.mlp(x)


@functools.partial(jax.jit, static_argnums=(0,))
def apply(model, x):
    return model(x)
"""

_STEP = """

@eqx.filter_jit
def update(model, x):
    grads = eqx.filter_grad(lambda m: jnp.sum(m(x)))(model)
    return eqx.apply_updates(model, jax.tree.map(lambda g: -0.1 * g, grads))
"""

SHAPES = {
    "module_with_a_layer_field": (_NET + "\nmodel = Net(jax.random.key(0))\napply(model, jnp.ones(4))\n",
                                  "ValueError", "JAX810"),
    "library_layer_itself": (_NET + "\nmodel = eqx.nn.Linear(4, 2, key=jax.random.key(0))\n"
                                    "apply(model, jnp.ones(4))\n", "ValueError", "JAX810"),
    "carried_through_a_jitted_step": (_NET + _STEP + """

def main():
    model = Net(jax.random.key(0))
    for _ in range(2):
        model = update(model, jnp.ones(4))
    return apply(model, jnp.ones(4))


main()
""", "ValueError", "JAX810"),
    "carried_in_a_tuple": (_NET + _STEP.replace("return eqx.apply_updates(model, jax.tree.map(lambda g: -0.1 * g, grads))",
                                                "return eqx.apply_updates(model, jax.tree.map(lambda g: -0.1 * g, grads)), 0.0") + """

def main():
    model = Net(jax.random.key(0))
    for _ in range(2):
        model, loss = update(model, jnp.ones(4))
    return apply(model, jnp.ones(4))


main()
""", "ValueError", "JAX810"),
    "carried_through_apply_updates": (_NET + """

def main():
    model = Net(jax.random.key(0))
    for _ in range(2):
        grads = eqx.filter_grad(lambda m: jnp.sum(m(jnp.ones(4))))(model)
        model = eqx.apply_updates(model, jax.tree.map(lambda g: -0.1 * g, grads))
    return apply(model, jnp.ones(4))


main()
""", "ValueError", "JAX810"),
    "dropout_layer_hashes": ("""
@functools.partial(jax.jit, static_argnums=(0,))
def apply(layer, x):
    return layer(x, inference=True)


apply(eqx.nn.Dropout(0.1), jnp.ones(4))
""", None, ""),
    "model_traced_by_filter_jit": (_NET.replace("@functools.partial(jax.jit, static_argnums=(0,))", "@eqx.filter_jit")
                                   + _STEP + """

model = Net(jax.random.key(0))
model = update(model, jnp.ones(4))
apply(model, jnp.ones(4))
""", None, ""),
    "rebound_through_a_plain_function": ("""
@functools.partial(jax.jit, static_argnums=(0,))
def scale(name, x):
    return x * len(name)


def describe(model):
    return type(model).__name__


def main():
    model = eqx.nn.Linear(4, 2, key=jax.random.key(0))
    model = describe(model)
    return scale(model, jnp.ones(4))


main()
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_static_model(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
