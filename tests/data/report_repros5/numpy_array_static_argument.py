# Thread: https://github.com/jax-ml/jax/pull/4661
# Shape: a NumPy array of bin edges is passed in a static_argnums position of a jitted histogram function
# expect: ValueError at line 17
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=1)
def histogram(x, edges):
    return jnp.histogram(x, bins=jnp.asarray(edges))[0]


edges = np.linspace(0.0, 1.0, 5)
print(histogram(jnp.linspace(0.0, 1.0, 20), edges))
