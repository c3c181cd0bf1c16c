# Thread: https://github.com/lanl/scico/issues/535
# Shape: a NumPy random generator seeded with a traced value inside a jitted data generator
# expect: TypeError at line 11
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def generate_blur_data(seed, x):
    rng = np.random.default_rng(seed)
    noise = rng.normal(size=x.shape)
    return x + noise


generate_blur_data(jnp.array(1), jnp.zeros(4))
