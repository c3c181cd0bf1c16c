# Thread: https://github.com/chromatix-team/chromatix/pull/150
# Shape: the PR's fix: the output length is a static argument of the jit
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("m",))
def czt(x, m, w, a):
    n = x.shape[-1]
    k_in = jnp.arange(n)
    k_out = jnp.arange(m)
    chirp_in = a ** (-k_in) * w ** (k_in**2 / 2)
    chirp_out = w ** (k_out**2 / 2)
    kernel = w ** (-((k_out[:, None] - k_in[None, :]) ** 2) / 2)
    return chirp_out * (kernel @ (x * chirp_in))


x = jnp.ones(8, dtype=jnp.complex64)
w = jnp.exp(-2j * jnp.pi / 16)
print(czt(x, m=16, w=w, a=1.0 + 0j))
