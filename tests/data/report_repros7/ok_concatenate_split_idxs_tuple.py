# Thread: https://github.com/danielward27/flowjax/issues/132
# Shape: the fix in the thread: the split points kept as a sequence of Python ints
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Concatenate(eqx.Module):
    split_idxs: tuple
    scales: tuple

    def __init__(self, scales, sizes):
        self.scales = tuple(scales)
        self.split_idxs = tuple(int(i) for i in np.cumsum(sizes)[:-1])

    def transform(self, x):
        parts = jnp.array_split(x, self.split_idxs)
        return jnp.concatenate([s * p for s, p in zip(self.scales, parts)])


bijection = Concatenate([1.0, 2.0], [1, 1])
print(jax.jit(jax.vmap(bijection.transform))(jnp.ones((1, 2))))
