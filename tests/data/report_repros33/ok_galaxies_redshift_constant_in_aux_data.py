# Thread: https://github.com/PyAutoLabs/PyAutoFit/pull/1220
# Shape: the fix the pull request describes: the instance flatten partitions the constructor arguments, constants of the model definition (`redshift`) go to the aux data and stay Python numbers inside the trace, prior-derived ones (`intensity`, `effective_radius`) are the children; `sorted(..., key=lambda g: g.redshift)` compares Python floats
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class Galaxy:
    def __init__(self, redshift, intensity, effective_radius):
        self.redshift = redshift
        self.intensity = intensity
        self.effective_radius = effective_radius

    def image_from(self, grid):
        return self.intensity * jnp.exp(-jnp.sum(grid**2, axis=1) / self.effective_radius**2)


class Tracer:
    def __init__(self, galaxies):
        self.galaxies = sorted(galaxies, key=lambda galaxy: galaxy.redshift)

    def image_from(self, grid):
        image = jnp.zeros(grid.shape[0])
        for plane, galaxy in enumerate(self.galaxies):
            image = image + galaxy.image_from(grid * (1.0 + 0.1 * plane))
        return image


def _build_instance_pytree_funcs(cls, constant_names, prior_names):
    def flatten(instance):
        children = tuple(getattr(instance, name) for name in prior_names)
        aux_data = tuple(getattr(instance, name) for name in constant_names)
        return children, aux_data

    def unflatten(aux_data, children):
        instance = object.__new__(cls)
        for name, value in zip(constant_names, aux_data):
            setattr(instance, name, value)
        for name, value in zip(prior_names, children):
            setattr(instance, name, value)
        return instance

    return flatten, unflatten


register_pytree_node(Galaxy, *_build_instance_pytree_funcs(Galaxy, ("redshift",), ("intensity", "effective_radius")))


@jax.jit
def log_likelihood(galaxies, grid, data):
    tracer = Tracer(galaxies)
    return -0.5 * jnp.sum((tracer.image_from(grid) - data) ** 2)


grid = jnp.stack([jnp.linspace(-1.0, 1.0, 8), jnp.zeros(8)], axis=1)
galaxies = [Galaxy(redshift=1.0, intensity=jnp.array(0.3), effective_radius=jnp.array(0.5)),
            Galaxy(redshift=0.5, intensity=jnp.array(1.0), effective_radius=jnp.array(1.0))]
print(log_likelihood(galaxies, grid, jnp.zeros(8)))
