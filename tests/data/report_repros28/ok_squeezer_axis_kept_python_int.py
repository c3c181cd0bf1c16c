# Thread: https://github.com/jax-ml/jax/issues/12331
# Shape: the axis stays the Python int the layer was built with, as the thread's answer says squeeze's axis must be static
# expect: ok
import jax
import jax.numpy as jnp


class Squeezer:
    def __init__(self, axis):
        self.axis = axis

    def apply(self, inp):
        axis = int(self.axis)
        return jnp.squeeze(inp, axis)


layer = Squeezer(axis=1)
forward = jax.jit(layer.apply)
key = jax.random.PRNGKey(0)
inp = jax.random.uniform(key, (3, 1), jnp.float32, minval=0, maxval=1)
print(forward(inp))
