import jax
import jax.numpy as jnp
import numpy as np

import pkg
from pkg.augment import augment


def run():
    config = pkg.ModelConfig(widths=(8, 4, 2))
    x = jnp.ones((3, 8))
    out = pkg.model.forward(x, config=config)
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    aug = jax.jit(jax.vmap(augment))(keys, x)
    frac = float(np.mean(np.asarray(aug) != 0))
    return out, frac
