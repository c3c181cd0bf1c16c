# Thread: https://github.com/pmelchior/scarlet2/issues/98
# Shape: the fix: the `fixed` flag is a Python bool kept in the pytree's static metadata, so the branch in __call__ runs on a constant
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Spectrum:
    def __init__(self, data, fixed):
        self.data = data
        self.fixed = fixed

    def tree_flatten(self):
        return (self.data,), (self.fixed,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

    def __call__(self):
        if self.fixed:
            return jax.lax.stop_gradient(self.data)
        return self.data


@jax.jit
def loss(spectrum, observed):
    return jnp.sum((spectrum() - observed) ** 2)


observed = jnp.array([0.5, 1.5, 2.0])
for fit in range(2):
    spectrum = Spectrum(jnp.ones(3) * fit, False)
    print(loss(spectrum, observed))
