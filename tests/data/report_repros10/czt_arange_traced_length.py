# Thread: https://github.com/chromatix-team/chromatix/pull/150
# Shape: a chirp z-transform takes the output length `m` as an ordinary argument of a jitted function and builds jnp.arange(m)
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


@jax.jit
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
print(czt(x, 16, w, 1.0 + 0j))
