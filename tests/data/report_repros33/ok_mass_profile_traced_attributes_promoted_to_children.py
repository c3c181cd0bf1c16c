# Thread: https://github.com/PyAutoLabs/PyAutoFit/pull/1441
# Shape: the fix the pull request describes: at flatten time any attribute whose value is a JAX array or tracer is promoted to a dynamic child whatever the classifier says; concrete Python values (`redshift`) stay constants in the aux data, so the `custom_jvp` rule sees the derived `scale_radius` as its own traced input
# expect: ok
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
        dynamic = sorted(name for name, value in vars(instance).items()
                         if name in declared_names or isinstance(value, jax.Array))
        constants = {name: value for name, value in vars(instance).items() if name not in dynamic}
        children = tuple(getattr(instance, name) for name in dynamic)
        return children, (tuple(dynamic), tuple(sorted(constants.items())))

    def unflatten(aux_data, children):
        dynamic, constants = aux_data
        instance = object.__new__(cls)
        for name, value in zip(dynamic, children):
            setattr(instance, name, value)
        for name, value in constants:
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
