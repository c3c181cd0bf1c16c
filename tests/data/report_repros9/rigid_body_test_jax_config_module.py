# Thread: https://github.com/jax-md/jax-md/pull/310
# Shape: a test module turns x64 on through `from jax.config import config`, a module current JAX no longer has
# expect: ModuleNotFoundError at line 6
import jax
import jax.numpy as jnp
from jax.config import config

config.update("jax_enable_x64", True)


def kinetic_energy(momentum, mass):
    return 0.5 * jnp.sum(momentum ** 2 / mass)


print(kinetic_energy(jnp.ones((4, 2)), 2.0).dtype)
