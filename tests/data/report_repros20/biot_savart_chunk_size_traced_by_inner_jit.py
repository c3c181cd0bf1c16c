# Thread: https://github.com/PlasmaControl/DESC/pull/2228
# Shape: a field evaluation jitted with `@jit` whose `chunk_size` integer is not declared static; the public wrapper passes its keyword default through, and the chunked reshape meets a traced chunk count
# expect: TypeError at line 12
import jax
import jax.numpy as jnp
from jax import jit


@jit
def _biot_savart_chunked(coil_pts, eval_pts, chunk_size):
    n = eval_pts.shape[0]
    blocks = eval_pts.reshape(n // chunk_size, chunk_size, 3)

    def field(block):
        r = block[:, None, :] - coil_pts[None, :, :]
        return jnp.sum(r / jnp.linalg.norm(r, axis=-1, keepdims=True) ** 3, axis=1)

    return jax.lax.map(field, blocks).reshape(n, 3)


def field_line_integrate(eval_pts, coil_pts, bs_chunk_size=4):
    return _biot_savart_chunked(coil_pts, eval_pts, bs_chunk_size)


pts = jnp.linspace(1.0, 2.0, 24).reshape(8, 3)
coils = jnp.ones((5, 3)) * 3.0
print(field_line_integrate(pts, coils).shape)
