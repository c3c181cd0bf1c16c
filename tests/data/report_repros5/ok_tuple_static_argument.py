# Thread: https://github.com/jax-ml/jax/pull/4661
# Shape: the bin edges are converted to a tuple of floats before the static position
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=1)
def histogram(x, edges):
    return jnp.histogram(x, bins=jnp.asarray(edges))[0]


edges = tuple(np.linspace(0.0, 1.0, 5).tolist())
print(histogram(jnp.linspace(0.0, 1.0, 20), edges))
