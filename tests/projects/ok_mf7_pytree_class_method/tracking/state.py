import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class GaussianState:
    def __init__(self, mean, var):
        self.mean = mean
        self.var = var

    def tree_flatten(self):
        return (self.mean, self.var), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def floored(self, min_var):
        if min_var is None:
            return self
        return GaussianState(self.mean, jnp.maximum(self.var, min_var))
