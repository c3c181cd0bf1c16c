import jax
import jax.numpy as jnp
from jax import lax

from dynamics import step
from tables.rates import NAMES


@jax.jit
def simulate(x0, phases):
    return lax.scan(step, x0, phases)


def run():
    print("phases:", ", ".join(NAMES))
    final, totals = simulate(jnp.ones(3), jnp.array([0, 1, 2, 3]))
    return final, totals
