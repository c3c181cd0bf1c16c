# Thread: https://github.com/dionhaefner/pyhpc-benchmarks/issues/13
# Shape: the fix on master: the .at[...].set(...) form of the same update
# expect: ok
import jax
import jax.numpy as jnp


def isoneutral_diffusion_pre(drhodT, dzw):
    dTdz = jnp.zeros_like(drhodT)
    dTdz = dTdz.at[:, :, :-1].set(
        (drhodT[:, :, 1:] - drhodT[:, :, :-1]) / dzw[None, None, :-1]
    )
    return dTdz


print(jax.jit(isoneutral_diffusion_pre)(jnp.ones((2, 2, 4)), jnp.ones(4)).shape)
