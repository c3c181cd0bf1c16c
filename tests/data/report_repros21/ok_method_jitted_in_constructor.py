# Thread: https://github.com/jax-ml/jax/issues/9672
# Shape: the pattern the thread recommends: jit the bound method once in `__init__` (`self.f = jax.jit(self.f)`), so `self` is closed over and never hashed, and calls in a loop reuse one compilation
# expect: ok
import jax
import jax.numpy as jnp


class Affine:
    def __init__(self, scale, shift):
        self.scale = scale
        self.shift = shift
        self.f = jax.jit(self.f)

    def f(self, a, b, c):
        return self.scale * (a + b + c) + self.shift


x = Affine(2.0, 1.0)
for i in range(3):
    print(x.f(jnp.ones(2), jnp.ones(2), jnp.float32(i)))
