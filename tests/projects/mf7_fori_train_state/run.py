import jax
import jax.numpy as jnp

from training.loop import make_body
from training.state import init_state


def main():
    x = jnp.ones((4, 2))
    y = jnp.arange(4.0)
    state = jax.lax.fori_loop(0, 5, make_body(x, y), init_state(2))
    return state.w
