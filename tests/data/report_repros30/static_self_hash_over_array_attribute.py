# Thread: https://github.com/jax-ml/jax/issues/39858
# Shape: the docs' "strategy 2" for jitted methods: `calc` is jitted with `static_argnums=0` and the class defines `__hash__`/`__eq__` over its attributes, but `x` holds a JAX array (as its annotation says), which is unhashable: jit raises ValueError Non-hashable static arguments at the call
# expect: ValueError at line 29
from functools import partial

import jax
import jax.numpy as jnp


class CustomClass:
    def __init__(self, x: jnp.ndarray, mul: bool):
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


c = CustomClass(jnp.array(2.0), True)
print(c.calc(3.0))
