# Thread: https://github.com/michael-0brien/cryojax/pull/374
# Shape: the pull request's change: `jax.tree.map` in place of the removed `jax.tree_map`
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def parameters_to_rows(parameters):
    n = len(jax.tree_util.tree_leaves(parameters)[0])
    as_numpy = jax.tree.map(np.asarray, parameters)
    return [{name: float(values[i]) for name, values in as_numpy.items()} for i in range(n)]


parameters = {"defocus": jnp.array([1.0, 2.0]), "phi": jnp.array([0.1, 0.2])}
print(parameters_to_rows(parameters))
