# Thread: https://github.com/pmelchior/scarlet2/issues/98
# Shape: a spectrum object's __call__ branches in Python on its boolean `fixed` field; the jitted loss traces the object leaf by leaf, so the field is a bool[1] tracer
# expect: TracerBoolConversionError at line 23
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Spectrum:
    def __init__(self, data, fixed):
        self.data = data
        self.fixed = fixed

    def tree_flatten(self):
        return (self.data, self.fixed), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self):
        if self.fixed:
            return jax.lax.stop_gradient(self.data)
        return self.data


@jax.jit
def loss(spectrum, observed):
    return jnp.sum((spectrum() - observed) ** 2)


observed = jnp.array([0.5, 1.5, 2.0])
for fit in range(2):
    spectrum = Spectrum(jnp.ones(3) * fit, jnp.array([False]))
    print(loss(spectrum, observed))
