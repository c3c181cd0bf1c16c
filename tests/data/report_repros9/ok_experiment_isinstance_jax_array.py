# Thread: https://github.com/google-deepmind/jaxline/issues/15
# Shape: the isinstance check names jax.Array
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def _is_device_array(x):
    return isinstance(x, jax.Array)


def get_first(xs):
    """Gets values from the first device."""
    return jax.tree_util.tree_map(lambda x: x[0] if _is_device_array(x) else x, xs)


scalars = {"loss": jnp.array([0.5, 0.5]), "step": np.array([3, 3]), "name": "train"}
print(get_first(scalars))
