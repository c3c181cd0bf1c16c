# Thread: https://github.com/rlouf/mcx/issues/58
# Shape: a warmup routine's inner jitted `run` takes the NumPy array of step sizes as a static argument
# expect: ValueError at line 14
import jax
import jax.numpy as jnp
import numpy as np


def longest_batch_before_turn(position, step_sizes):
    def run(position, step_sizes):
        return position + jnp.asarray(step_sizes).sum()

    run = jax.jit(run, static_argnums=(1,))
    return run(position, step_sizes)


longest_batch_before_turn(jnp.zeros(2), np.array([0.1, 0.2, 0.4]))
