# Thread: https://github.com/jax-md/jax-md/pull/310
# Shape: the test module updates the flag through jax.config, the attribute of the jax package
# expect: ok
import jax
import jax.numpy as jnp
jax.config.update("jax_enable_x64", True)


def kinetic_energy(momentum, mass):
    return 0.5 * jnp.sum(momentum ** 2 / mass)


print(kinetic_energy(jnp.ones((4, 2)), 2.0).dtype)
