# Thread: https://github.com/PyAutoLabs/PyAutoFit/pull/1220
# Shape: a generic instance flatten registers Galaxy as a pytree with every constructor argument as a dynamic child, so inside the jitted likelihood each galaxy's constant `redshift` is a tracer; the Tracer built from the galaxies orders them with builtin `sorted(..., key=lambda g: g.redshift)`, which compares tracers
# expect: TracerBoolConversionError at line 21
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


def _build_instance_pytree_funcs(cls, argument_names):
    def flatten(instance):
        children = tuple(getattr(instance, name) for name in argument_names)
        return children, None

    def unflatten(aux_data, children):
        instance = object.__new__(cls)
        for name, value in zip(argument_names, children):
            setattr(instance, name, value)
        return instance

    return flatten, unflatten


register_pytree_node(Galaxy, *_build_instance_pytree_funcs(Galaxy, ("redshift", "intensity", "effective_radius")))


@jax.jit
def log_likelihood(galaxies, grid, data):
    tracer = Tracer(galaxies)
    return -0.5 * jnp.sum((tracer.image_from(grid) - data) ** 2)


grid = jnp.stack([jnp.linspace(-1.0, 1.0, 8), jnp.zeros(8)], axis=1)
galaxies = [Galaxy(redshift=1.0, intensity=jnp.array(0.3), effective_radius=jnp.array(0.5)),
            Galaxy(redshift=0.5, intensity=jnp.array(1.0), effective_radius=jnp.array(1.0))]
print(log_likelihood(galaxies, grid, jnp.zeros(8)))
