# Thread: https://github.com/jax-ml/jax/pull/24511
# Shape: the rematerialised activation selects with `jnp.where(x > 0, x, jnp.sin(x))`, so the comparison stays a traced array
# expect: ok
import jax
import jax.numpy as jnp


@jax.remat
def smooth_activation(x):
    return jnp.where(x > 0, x, jnp.sin(x))


class Layer:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, x):
        return smooth_activation(self.w * x + self.b)


layer = Layer(1.5, -0.5)
print(layer(3.0))
print(jax.grad(lambda x: layer(x))(3.0))
