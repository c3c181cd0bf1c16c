# Thread: https://github.com/jax-ml/jax/issues/9248
# Shape: a method is decorated with a bare `@jax.pmap`, so `self` is mapped over like the data argument
# expect: TypeError at line 18
import jax
import jax.numpy as jnp


class A:
    def __init__(self, scale):
        self.scale = scale

    @jax.pmap
    def f(self, x):
        return x * self.scale


a = A(2.0)
y = a.f(jnp.ones((jax.local_device_count(), 3)))
print(y)
