# Thread: https://github.com/google-deepmind/weathernext/issues/41
# Shape: a jitted forward normalises inputs against NumPy statistics and cleans them with np.nan_to_num
# expect: TracerArrayConversionError at line 13
import jax
import jax.numpy as jnp
import numpy as np

STATS = {"mean": np.zeros(3, np.float32), "std": np.ones(3, np.float32)}


def normalise(inputs, stats):
    normed = (inputs - stats["mean"]) / stats["std"]
    return np.nan_to_num(normed)


@jax.jit
def apply_fn(params, inputs):
    return normalise(inputs, STATS) @ params


apply_fn(jnp.ones((3, 2)), jnp.ones((4, 3)))
