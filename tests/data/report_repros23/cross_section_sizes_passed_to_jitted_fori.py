# Thread: https://github.com/QuantEcon/lecture-jax/issues/315
# Shape: a jitted Kesten-process simulation takes the number of firms `M` and periods `T` as arguments; the defaults would stay Python ints, but the caller passes them, so they are traced and `jnp.full((M,), ...)` gets a traced size
# expect: TypeError at line 12
import jax
import jax.numpy as jnp
from jax import random


@jax.jit
def generate_cross_section_lax(key, T=500, M=1000, s_init=1.0, s_bar=5.0,
                               mu_a=-0.5, sigma_a=0.1, mu_b=0.0, sigma_b=0.5, mu_e=0.0, sigma_e=0.5):
    s = jnp.full((M,), s_init)

    def update_cross_section(t, state):
        s, key = state
        key, *subkeys = random.split(key, 4)
        a = mu_a + sigma_a * random.normal(subkeys[0], (M,))
        b = mu_b + sigma_b * random.normal(subkeys[1], (M,))
        e = mu_e + sigma_e * random.normal(subkeys[2], (M,))
        s = jnp.where(s < s_bar, jnp.exp(e), jnp.exp(a) * s + jnp.exp(b))
        return s, key

    s, key = jax.lax.fori_loop(0, T, update_cross_section, (s, key))
    return s


firms = generate_cross_section_lax(random.key(1234), T=200, M=500)
print(firms.mean())
