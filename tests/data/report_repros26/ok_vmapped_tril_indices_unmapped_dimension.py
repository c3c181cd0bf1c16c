# Thread: https://github.com/jax-ml/jax/issues/14339
# Shape: the dimension is passed unmapped (in_axes None) as a Python int, so jnp.tril_indices gets a concrete value under vmap
# expect: ok
import jax
import jax.numpy as jnp


def pack_lower(cov, dim):
    rows, cols = jnp.tril_indices(dim)
    return cov[rows, cols]


def pack_batch(covs):
    return jax.vmap(pack_lower, in_axes=(0, None))(covs, covs.shape[1])


covs = jnp.stack([jnp.eye(3), 2.0 * jnp.eye(3)])
print(pack_batch(covs))
