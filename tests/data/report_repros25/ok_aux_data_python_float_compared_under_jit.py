# Thread: https://github.com/jax-ml/jax/issues/14033
# Shape: the aux data holds a Python float (converted before the pytree is built), so the comparison in the jitted function is a Python bool
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class CustomValue:
    def __init__(self, a):
        self.a = a

    def tree_flatten(self):
        return (), (self.a,)

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*aux_data)


@jax.jit
def fun(x):
    if x.a == 1:
        return jnp.float32(1.0)
    return jnp.float32(0.0)


print(fun(CustomValue(float(jnp.array(1.0)))))
