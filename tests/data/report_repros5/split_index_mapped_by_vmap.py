# Thread: https://github.com/jax-ml/jax/issues/1517
# Shape: the split point is mapped by vmap (in_axes=0), so jnp.split receives a tracer
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def mysplit(split_idx, z):
    a, b = jnp.split(z, (split_idx,), axis=0)
    return a.sum(), b.sum()


batch_mysplit = jax.vmap(mysplit, in_axes=(0, 0))
zs = jnp.zeros([4, 10])
print(batch_mysplit(jnp.array([3, 3, 3, 3]), zs))
