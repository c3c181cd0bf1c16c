# Thread: https://github.com/jax-ml/jax/issues/8299
# Shape: fromdense is given a static `nse` (the matrix size, known from the shape), so it works under jit
# expect: ok
import jax
import jax.numpy as jnp
from jax.experimental import sparse


class PrunedLinear:
    def __init__(self, threshold):
        self.threshold = threshold

    def sparsify(self, weights):
        kept = jnp.where(jnp.abs(weights) > self.threshold, weights, 0.0)
        return sparse.BCOO.fromdense(kept, nse=kept.size)

    def __call__(self, weights, x):
        return self.sparsify(weights) @ x


layer = PrunedLinear(threshold=0.5)


@jax.jit
def step(weights, x):
    return layer(weights, x)


print(step(jnp.eye(4), jnp.ones(4)))
