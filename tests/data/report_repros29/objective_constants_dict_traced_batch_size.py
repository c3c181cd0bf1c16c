# Thread: https://github.com/PlasmaControl/DESC/issues/2295
# Shape: an objective function registered as a pytree keeps its settings in a `_constants` dict that its `tree_flatten` returns among the children; `compute_scaled_error` is a `@jax.jit` method, so `self` is traced leaf by leaf and the `surf_batch_size` int read from `self._constants` is a tracer when the objective branches on it
# expect: TracerBoolConversionError at line 25
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class QuasisymmetryBoozer:
    def __init__(self, weights, surf_batch_size=1, normalize=True):
        self.weights = weights
        self._constants = {"surf_batch_size": surf_batch_size, "normalize": normalize}

    def tree_flatten(self):
        return (self.weights, self._constants), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        obj = object.__new__(cls)
        obj.weights, obj._constants = children
        return obj

    def compute(self, x):
        batch = self._constants["surf_batch_size"]
        if batch == 1:
            return jnp.sum(self.weights * x**2)
        chunks = jnp.reshape(x, (batch, -1))
        return jnp.sum(self.weights * jnp.sum(chunks**2, axis=0))


    @jax.jit
    def compute_scaled_error(self, x):
        return self.compute(x) / x.size


obj = QuasisymmetryBoozer(jnp.ones(4), surf_batch_size=1)
x = jnp.linspace(0.0, 1.0, 4)
print(obj.compute_scaled_error(x))
