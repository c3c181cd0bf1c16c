# Thread: https://github.com/jax-ml/jax/issues/19157
# Shape: a Legendre basis object built inside a jitted function from its `lmax` argument calls `lpmn_values(lmax, lmax, z, is_normalized)`; the degree is traced, and lpmn_values needs concrete m and n
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp


class LegendreBasis:
    def __init__(self, lmax, is_normalized=True):
        self.lmax = lmax
        self.is_normalized = is_normalized

    def evaluate(self, z):
        return jax.scipy.special.lpmn_values(self.lmax, self.lmax, z, self.is_normalized)


@jax.jit
def basis_at(lmax, z):
    return LegendreBasis(lmax).evaluate(z)


print(basis_at(3, jnp.linspace(-0.9, 0.9, 5)).shape)
