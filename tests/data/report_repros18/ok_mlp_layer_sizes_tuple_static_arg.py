# Thread: https://github.com/jax-ml/jax/issues/4712
# Shape: what the answer points to: the static architecture argument is a tuple, hashed by value, so every step reuses one compilation
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def forward(layer_sizes, params, x):
    for i, _ in enumerate(layer_sizes[1:]):
        w, b = params[i]
        x = jnp.tanh(x @ w + b)
    return x


def init(layer_sizes, key):
    keys = jax.random.split(key, len(layer_sizes) - 1)
    return [(jax.random.normal(k, (m, n)) * 0.1, jnp.zeros(n)) for k, m, n in zip(keys, layer_sizes[:-1], layer_sizes[1:])]


config = {"hidden": 8, "depth": 2}
sizes = (3,) + (config["hidden"],) * config["depth"] + (1,)
params = init(sizes, jax.random.PRNGKey(0))
for step in range(2):
    y = forward((3,) + (config["hidden"],) * config["depth"] + (1,), params, jnp.ones((4, 3)))
print(y.shape)
