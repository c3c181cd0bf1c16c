# Thread: https://github.com/GalacticDynamics/galax/pull/692
# Shape: an eqx.Module's __check_init__ validates its fields with a Python `or`, and the module is built inside a jitted function
# expect: TracerBoolConversionError at line 15
import equinox as eqx
import jax
import jax.numpy as jnp


class LeeSutoNFWPotential(eqx.Module):
    m: jax.Array
    r_s: jax.Array
    c: jax.Array

    def __check_init__(self):
        if self.r_s <= 0 or self.c <= 0:
            raise ValueError("r_s and c must be positive")

    def potential(self, r):
        x = r / self.r_s
        return -self.m * jnp.log1p(x) / (r * (jnp.log1p(self.c) - self.c / (1 + self.c)))


@jax.jit
def energy(m, r_s, c, r):
    pot = LeeSutoNFWPotential(m=m, r_s=r_s, c=c)
    return pot.potential(r)


print(energy(1e12, 20.0, 10.0, jnp.array([1.0, 5.0, 10.0])))
