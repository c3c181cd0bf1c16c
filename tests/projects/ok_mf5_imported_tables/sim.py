from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from dynamics import step, weight_of
from tables.rates import NAMES, WEIGHTS


@jax.jit
def simulate(x0, phases):
    return lax.scan(step, x0, phases)


@partial(jax.jit, static_argnums=1)
def scaled(x, k):
    return x * weight_of(k) * WEIGHTS[k]


def run():
    print("phases:", ", ".join(NAMES[i] for i in range(len(WEIGHTS))))
    final, totals = simulate(jnp.ones(3), jnp.array([0, 1, 2, 3]))
    return final, totals, scaled(jnp.ones(2), 2)
