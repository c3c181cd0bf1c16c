# Thread: https://github.com/jax-ml/jax/pull/9246
# Shape: the summaries are returned as outputs instead of stored in a global
# expect: ok
import jax
import jax.numpy as jnp


def compute_stats(x):
    mean = jnp.mean(x)
    return x - mean, mean


def layer(batch):
    return jax.vmap(compute_stats)(batch)


@jax.jit
def report(summaries):
    return summaries.max()


out, summaries = jax.jit(layer)(jnp.ones((4, 3)))
report(summaries)
