# Thread: https://github.com/jax-ml/jax/issues/1517
# Shape: the split point is left unmapped (in_axes=None), so it stays a Python int
# expect: ok
import jax
import jax.numpy as jnp


def mysplit(split_idx, z):
    a, b = jnp.split(z, (split_idx,), axis=0)
    return a.sum(), b.sum()


batch_mysplit = jax.vmap(mysplit, in_axes=(None, 0))
zs = jnp.zeros([4, 10])
print(batch_mysplit(3, zs))
