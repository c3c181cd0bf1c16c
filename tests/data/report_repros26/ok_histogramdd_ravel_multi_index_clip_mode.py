# Thread: https://github.com/jax-ml/jax/pull/4413
# Shape: the indices are flattened with mode='clip', which needs no concrete bounds check
# expect: ok
import jax
import jax.numpy as jnp


def bin_indices(sample, nbins):
    scaled = jnp.floor(sample * jnp.array(nbins)).astype(jnp.int32)
    return tuple(scaled[:, d] for d in range(len(nbins)))


@jax.jit
def histogram2d(sample):
    nbins = (3, 4)
    flat = jnp.ravel_multi_index(bin_indices(sample, nbins), nbins, mode="clip")
    return jnp.zeros(3 * 4).at[flat].add(1.0).reshape(nbins)


print(histogram2d(jnp.array([[0.1, 0.2], [0.5, 0.9]])))
