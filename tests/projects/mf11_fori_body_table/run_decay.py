import jax
import jax.numpy as jnp

import schedules


@jax.jit
def apply_decay(x):
    return jax.lax.fori_loop(0, 4, schedules.decay_step, x)


def run():
    return apply_decay(jnp.ones(3))
