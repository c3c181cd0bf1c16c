# Thread: https://github.com/asantini29/phentax/pull/28
# Shape: `assert jnp.all(...)` on traced spins in a function called under jit
# expect: TracerBoolConversionError at line 9
import jax
import jax.numpy as jnp


def check_spins(chi1, chi2):
    assert jnp.all(jnp.abs(chi1) <= 1.0), "spin out of bounds"
    return chi1 + chi2


jax.jit(check_spins)(jnp.array(0.3), jnp.array(0.2))
