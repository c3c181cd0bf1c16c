# Thread: https://github.com/PyAutoLabs/PyAutoFit/pull/1441
# Shape: the instance flatten classifies attributes the model never declared as constants and puts them in the pytree aux data; an NFW profile derives `scale_radius` from its free `mass_at_200` in `__init__`, so under `jax.grad` the aux data holds a tracer, and the `custom_jvp` convergence rule, which rebuilds the profile from the flattened arguments, consumes the stale tracer (`1.0 / self.scale_radius`)
# expect: UnexpectedTracerError at line 17; cause line 25
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class NFWMCRLudlow:
    def __init__(self, mass_at_200, redshift=0.5):
        self.mass_at_200 = mass_at_200
        self.redshift = redshift
        self.scale_radius = 0.1 * mass_at_200 ** (1.0 / 3.0) / (1.0 + redshift)
        self.kappa_s = 0.05 * mass_at_200 ** 0.2

    def convergence_func(self, radius):
        x = radius / self.scale_radius
        return 2.0 * self.kappa_s / (x**2 + 1.0)


def _build_instance_pytree_funcs(cls, declared_names):
    def flatten(instance):
        children = tuple(getattr(instance, name) for name in declared_names)
        constants = {name: value for name, value in vars(instance).items() if name not in declared_names}
        return children, tuple(sorted(constants.items()))

    def unflatten(aux_data, children):
        instance = object.__new__(cls)
        for name, value in zip(declared_names, children):
            setattr(instance, name, value)
        for name, value in aux_data:
            setattr(instance, name, value)
        return instance

    return flatten, unflatten


register_pytree_node(NFWMCRLudlow, *_build_instance_pytree_funcs(NFWMCRLudlow, ("mass_at_200",)))


@jax.custom_jvp
def convergence(profile, radius):
    return profile.convergence_func(radius)


@convergence.defjvp
def convergence_jvp(primals, tangents):
    profile, radius = primals
    profile_dot, radius_dot = tangents
    return jax.jvp(lambda p, r: p.convergence_func(r), (profile, radius), (profile_dot, radius_dot))


def log_likelihood(mass_at_200, radii, data):
    profile = NFWMCRLudlow(mass_at_200=mass_at_200)
    return -0.5 * jnp.sum((convergence(profile, radii) - data) ** 2)


radii = jnp.linspace(0.1, 2.0, 10)
print(jax.grad(log_likelihood)(1.0e3, radii, jnp.zeros(10)))
