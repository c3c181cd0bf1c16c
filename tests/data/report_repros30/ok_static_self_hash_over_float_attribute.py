# Thread: https://github.com/jax-ml/jax/issues/39858
# Shape: the docs fix (pull 39873): the static attribute is a Python float, so `__hash__` hashes plain values and the jitted method's `self` is a valid static argument
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class CustomClass:
    def __init__(self, x: float, mul: bool):
        self.x = x
        self.mul = mul

    @partial(jax.jit, static_argnums=0)
    def calc(self, y):
        if self.mul:
            return self.x * y
        return y

    def __hash__(self):
        return hash((self.x, self.mul))

    def __eq__(self, other):
        return isinstance(other, CustomClass) and (self.x, self.mul) == (other.x, other.mul)


c = CustomClass(2.0, True)
print(c.calc(jnp.float32(3.0)))
