import jax
import jax.numpy as jnp

_ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh}


def init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) * 0.1, jnp.zeros(n)) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


@jax.jit
def forward(params, x, activation):
    act = _ACTIVATIONS[activation]  # expect: JAX201
    for w, b in params[:-1]:
        x = act(x @ w + b)
    w, b = params[-1]
    return x @ w + b
