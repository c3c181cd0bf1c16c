# Thread: https://github.com/DifferentiableUniverseInitiative/jax_cosmo/issues/132
# Shape: the bin selection is applied with jnp.where, which keeps the static shape, so the jitted tomographic weights trace
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class redshift_distribution:
    def __init__(self, *args, gals_per_arcmin2=1.0, zmax=3.0):
        self.params = args
        self.config = dict(gals_per_arcmin2=gals_per_arcmin2, zmax=zmax)
        self._norm = None

    def __call__(self, z):
        return self.pz_fn(z)

    @property
    def gals_per_arcmin2(self):
        return self.config["gals_per_arcmin2"]

    def tree_flatten(self):
        return self.params, self.config

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)


@jax.tree_util.register_pytree_node_class
class smail_nz(redshift_distribution):
    def pz_fn(self, z):
        a, b, z0 = self.params
        return z**a * jnp.exp(-((z / z0) ** b))


@jax.tree_util.register_pytree_node_class
class binned_nz(redshift_distribution):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._norm = 1.0

    def pz_fn(self, z):
        lower, upper, nz_gen = self.params
        nz = nz_gen(z)
        selection = jnp.logical_or(z <= lower, z > upper)
        return jnp.where(selection, 0.0, nz)


@jax.jit
def tomographic_weights(bins):
    z = jnp.linspace(0.0, 3.0, 257)
    dz = z[1] - z[0]
    weights = []
    for nz in bins:
        pz = nz(z)
        weights.append(nz.gals_per_arcmin2 * pz / (jnp.sum(pz) * dz))
    return jnp.stack(weights)


parent = smail_nz(1.0, 2.0, 1.0)
edges = [0.0, 0.5, 1.0, 3.0]
bins = [binned_nz(lo, hi, parent) for lo, hi in zip(edges[:-1], edges[1:])]
print(tomographic_weights(bins).shape)
