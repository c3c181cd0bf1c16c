import jax
import jax.numpy as jnp

from data import jitter


@jax.jit
def epoch(key, batches):
    out = []
    for batch in batches:
        out.append(jitter(key, batch))  # expect: JAX320
    return out


def run():
    key = jax.random.key(0)
    batches = [jnp.ones((2, 3)) * i for i in range(3)]
    return epoch(key, batches)
