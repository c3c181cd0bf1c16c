# Thread: https://github.com/jax-ml/jax/pull/24511
# Shape: a module-level activation decorated with `@jax.remat` branches with `if x > 0:`; `jax.remat` traces its function even when called eagerly, and a layer object calls it from `__call__` under `jax.grad`
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.remat
def smooth_activation(x):
    if x > 0:
        return x
    else:
        return jnp.sin(x)


class Layer:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, x):
        return smooth_activation(self.w * x + self.b)


layer = Layer(1.5, -0.5)
print(layer(3.0))
print(jax.grad(lambda x: layer(x))(3.0))
