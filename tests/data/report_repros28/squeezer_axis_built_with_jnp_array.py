# Thread: https://github.com/jax-ml/jax/issues/12331
# Shape: a layer object keeps the axis to drop and builds it with `jnp.array(self.axis)` inside its jitted bound method; under jit that array is staged, so jnp.squeeze gets a traced axis
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp


class Squeezer:
    def __init__(self, axis):
        self.axis = axis

    def apply(self, inp):
        axis = jnp.array(self.axis, dtype=jnp.int32)
        return jnp.squeeze(inp, axis)


layer = Squeezer(axis=1)
forward = jax.jit(layer.apply)
key = jax.random.PRNGKey(0)
inp = jax.random.uniform(key, (3, 1), jnp.float32, minval=0, maxval=1)
print(forward(inp))
