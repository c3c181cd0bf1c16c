# Thread: https://github.com/jax-ml/jax/issues/26560
# Shape: the fix: the setter runs eagerly with a concrete array and only the reading method is jitted as a bound method (`jax.jit(something.doubled)()`), so no tracer is stored on the instance
# expect: ok
import jax
import jax.numpy as jnp


class Something:
    def __init__(self):
        self.x = jnp.zeros(())

    def set_x(self, x):
        self.x = x

    def doubled(self):
        return 2 * self.x


something = Something()
something.set_x(jnp.asarray(7))
print(jax.jit(something.doubled)())
