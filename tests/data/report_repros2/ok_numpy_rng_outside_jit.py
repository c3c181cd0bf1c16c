# Thread: https://github.com/lanl/scico/issues/535
# Shape: the NumPy noise is drawn eagerly and passed to the jitted function
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def blur(x, noise):
    return x + noise


rng = np.random.default_rng(1)
blur(jnp.zeros(4), rng.normal(size=4))
