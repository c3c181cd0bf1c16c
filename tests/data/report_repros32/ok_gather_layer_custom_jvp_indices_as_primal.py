# Thread: https://github.com/jax-ml/jax/issues/23065
# Shape: the fix: the index array is an ordinary (primal) argument of the custom_jvp function, so the jitted call passes it in and the JVP rule reads it from `primals`
# expect: ok
import jax
import jax.numpy as jnp


@jax.custom_jvp
def take(x, indices):
    return x[indices]


@take.defjvp
def take_jvp(primals, tangents):
    x, indices = primals
    x_dot, _ = tangents
    return take(x, indices), x_dot[indices]


class GatherLayer:
    def __init__(self, indices):
        self.indices = indices
        self.forward = jax.jit(take)

    def jacobian(self, x):
        return jax.jacobian(self.forward)(x, self.indices)


layer = GatherLayer(jnp.array([1, 3, 5]))
x = jnp.arange(10.0)
print(layer.jacobian(x).shape)
