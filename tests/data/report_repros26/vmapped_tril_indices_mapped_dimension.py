# Thread: https://github.com/jax-ml/jax/issues/14339
# Shape: a packing helper takes the matrix dimension as an argument and calls jnp.tril_indices on it; vmapped over a batch of covariances with the dimension mapped too (a jnp array of dims), the dimension is a batch tracer
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def pack_lower(cov, dim):
    rows, cols = jnp.tril_indices(dim)
    return cov[rows, cols]


def pack_batch(covs):
    dims = jnp.full((covs.shape[0],), covs.shape[1])
    return jax.vmap(pack_lower)(covs, dims)


covs = jnp.stack([jnp.eye(3), 2.0 * jnp.eye(3)])
print(pack_batch(covs))
