# Thread: https://github.com/jax-ml/jax/issues/3243
# Shape: a registered pytree class keeps the expand_dims axis as a DeviceArray child; handed to a jitted function the child is traced, and jnp.expand_dims needs a concrete axis
# expect: ConcretizationTypeError at line 22
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Broadcaster:
    def __init__(self, axis, scale):
        self.axis = axis
        self.scale = scale

    def tree_flatten(self):
        return (self.axis, self.scale), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self, x):
        return jnp.expand_dims(x, self.axis) * self.scale


@jax.jit
def lift(broadcaster, x):
    return broadcaster(x)


print(lift(Broadcaster(jnp.array(0), jnp.float32(2.0)), jnp.arange(3.0)))
