import jax
import jax.numpy as jnp

from functional import train_step
from tiny import MLP, merge, split


def run():
    model = MLP(jax.random.key(0), 3, 8)
    x, y = jnp.ones((4, 3)), jnp.ones((4, 1))
    graphdef, state = split(model)
    for _ in range(2):
        state = train_step(graphdef, state, x, y)  # expect: JAX811
    return merge(graphdef, state)
