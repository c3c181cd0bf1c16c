# Thread: https://github.com/chromatix-team/chromatix/issues/155
# Shape: the fix makes the spacing a data field of the registered dataclass, so vmap maps it with the field values and returns a batched array for `dx`; the spectrum, a Python float, stays metadata
# expect: ok
import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["u", "dx"], meta_fields=["spectrum"])
@dataclasses.dataclass
class Field:
    u: jax.Array
    dx: jax.Array
    spectrum: float

    @property
    def shape(self):
        return self.u.shape

    def grid(self):
        n = self.shape[-1]
        return (jnp.arange(n) - n / 2) * self.dx[..., None]


def plane_wave(shape, dx, spectrum, kykx=(0.0, 0.0)):
    y, x = jnp.meshgrid(jnp.arange(shape[0]) * dx, jnp.arange(shape[1]) * dx, indexing="ij")
    phase = 2 * jnp.pi * (kykx[0] * y + kykx[1] * x) / spectrum
    return Field(jnp.exp(1j * phase), jnp.asarray(dx), spectrum)


def make_fields(dxs):
    return jax.vmap(lambda dx: plane_wave((16, 16), dx, 0.532))(dxs)


fields = make_fields(jnp.array([0.3, 0.4, 0.5]))
print(fields.u.shape)
print(fields.grid().max())
