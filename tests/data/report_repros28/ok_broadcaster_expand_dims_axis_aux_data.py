# Thread: https://github.com/jax-ml/jax/issues/3243
# Shape: the axis is a Python int kept as the pytree's aux data, so jit treats it as static
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Broadcaster:
    def __init__(self, axis, scale):
        self.axis = axis
        self.scale = scale

    def tree_flatten(self):
        return (self.scale,), self.axis

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(aux, *children)

    def __call__(self, x):
        return jnp.expand_dims(x, self.axis) * self.scale


@jax.jit
def lift(broadcaster, x):
    return broadcaster(x)


print(lift(Broadcaster(0, jnp.float32(2.0)), jnp.arange(3.0)))
