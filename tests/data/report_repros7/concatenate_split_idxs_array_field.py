# Thread: https://github.com/danielward27/flowjax/issues/132
# Shape: an eqx.Module bijection keeps its split points as a jnp array field, used by jnp.array_split under jit(vmap)
# expect: ConcretizationTypeError at line 18
import equinox as eqx
import jax
import jax.numpy as jnp


class Concatenate(eqx.Module):
    split_idxs: jax.Array
    scales: tuple

    def __init__(self, scales, sizes):
        self.scales = tuple(scales)
        self.split_idxs = jnp.cumsum(jnp.array(sizes))[:-1]

    def transform(self, x):
        parts = jnp.array_split(x, self.split_idxs)
        return jnp.concatenate([s * p for s, p in zip(self.scales, parts)])


bijection = Concatenate([1.0, 2.0], [1, 1])
print(jax.jit(jax.vmap(bijection.transform))(jnp.ones((1, 2))))
