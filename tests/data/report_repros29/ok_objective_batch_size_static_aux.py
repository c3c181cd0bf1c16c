# Thread: https://github.com/PlasmaControl/DESC/issues/2295
# Shape: the fix keeps `surf_batch_size` among the static attributes: `tree_flatten` returns only the weights as children and the settings dict as aux data, so the jitted bound method reads a Python int and the branch is decided at trace time
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class QuasisymmetryBoozer:
    def __init__(self, weights, surf_batch_size=1, normalize=True):
        self.weights = weights
        self._constants = {"surf_batch_size": surf_batch_size, "normalize": normalize}

    def tree_flatten(self):
        return (self.weights,), tuple(sorted(self._constants.items()))

    @classmethod
    def tree_unflatten(cls, aux, children):
        obj = object.__new__(cls)
        (obj.weights,) = children
        obj._constants = dict(aux)
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
