# Thread: https://github.com/chromatix-team/chromatix/issues/155
# Shape: an optical Field dataclass is registered with `u` as its only data field and `dx`/`spectrum` as metadata; a field-creation function vmapped over a batch of pixel sizes stores the mapped `dx` in the metadata, so the returned fields carry a batch tracer in their aux data, and reading `field.dx` after the vmap (to compute the sampling grid) uses a leaked tracer
# expect: UnexpectedTracerError at line 24; cause line 30
import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["u"], meta_fields=["dx", "spectrum"])
@dataclasses.dataclass
class Field:
    u: jax.Array
    dx: float
    spectrum: float

    @property
    def shape(self):
        return self.u.shape

    def grid(self):
        n = self.shape[-1]
        return (jnp.arange(n) - n / 2) * self.dx


def plane_wave(shape, dx, spectrum, kykx=(0.0, 0.0)):
    y, x = jnp.meshgrid(jnp.arange(shape[0]) * dx, jnp.arange(shape[1]) * dx, indexing="ij")
    phase = 2 * jnp.pi * (kykx[0] * y + kykx[1] * x) / spectrum
    return Field(jnp.exp(1j * phase), dx, spectrum)


def make_fields(dxs):
    return jax.vmap(lambda dx: plane_wave((16, 16), dx, 0.532))(dxs)


fields = make_fields(jnp.array([0.3, 0.4, 0.5]))
print(fields.u.shape)
print(fields.grid().max())
