# Thread: https://github.com/jax-ml/jax/issues/14033
# Shape: a pytree keeps a concrete JAX array as aux data to use as a trace-time constant; under jit any operation on it is staged, so `x.a == 1` is a tracer and the `if` on it raises
# expect: TracerBoolConversionError at line 23
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


print(fun(CustomValue(jnp.array(1.0))))
