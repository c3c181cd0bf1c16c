# Thread: https://github.com/jax-ml/jax/pull/12960
# Shape: the config dict is bound with functools.partial before jit, so its bin count stays a Python int
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def summarize(values, config):
    counts, edges = jnp.histogram(values, bins=config["num_bins"], range=(0.0, 1.0))
    return counts / values.size, edges


config = {"num_bins": 4}
summarize_jit = jax.jit(partial(summarize, config=config))
print(summarize_jit(jnp.linspace(0.0, 1.0, 9))[0])
