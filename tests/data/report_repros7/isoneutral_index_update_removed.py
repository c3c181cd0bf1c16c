# Thread: https://github.com/dionhaefner/pyhpc-benchmarks/issues/13
# Shape: a benchmark kernel writes a vertical difference with jax.ops.index_update (removed in 0.3.2)
# expect: AttributeError at line 10
import jax
import jax.numpy as jnp


def isoneutral_diffusion_pre(drhodT, dzw):
    dTdz = jnp.zeros_like(drhodT)
    dTdz = jax.ops.index_update(
        dTdz, jax.ops.index[:, :, :-1],
        (drhodT[:, :, 1:] - drhodT[:, :, :-1]) / dzw[None, None, :-1],
    )
    return dTdz


print(jax.jit(isoneutral_diffusion_pre)(jnp.ones((2, 2, 4)), jnp.ones(4)).shape)
