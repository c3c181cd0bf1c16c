# Thread: https://github.com/jax-ml/jax/pull/9246
# Shape: a stats helper appends per-example summaries to a module-level list under vmap; a later jitted report reads them
# expect: UnexpectedTracerError at line 22; cause line 12
import jax
import jax.numpy as jnp

_SUMMARIES = []


def compute_stats(x):
    mean = jnp.mean(x)
    _SUMMARIES.append(mean)
    return x - mean


def layer(batch):
    return jax.vmap(compute_stats)(batch)


@jax.jit
def report():
    return jnp.stack(_SUMMARIES).max()


jax.jit(layer)(jnp.ones((4, 3)))
report()
