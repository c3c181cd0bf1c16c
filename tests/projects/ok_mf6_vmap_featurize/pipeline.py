import jax
import jax.numpy as jnp

from features import encode as enc
from features import stats


def run(n_bins=4):
    data = jax.random.uniform(jax.random.PRNGKey(0), (6, 10))
    hist = jax.vmap(enc.featurize, in_axes=(0, None))(data, n_bins)
    mom = jax.vmap(stats.moments)(data)
    return jnp.concatenate([hist, mom], axis=1)
