# Thread: https://github.com/chromatix-team/chromatix/pull/150
# Shape: the same module called through eqx.filter_jit, which keeps the int field static
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


class CZT(eqx.Module):
    m: int
    w: jax.Array
    a: jax.Array

    def __call__(self, x):
        n = x.shape[-1]
        k_in = jnp.arange(n)
        k_out = jnp.arange(self.m)
        chirp_in = self.a ** (-k_in) * self.w ** (k_in**2 / 2)
        kernel = self.w ** (-((k_out[:, None] - k_in[None, :]) ** 2) / 2)
        return self.w ** (k_out**2 / 2) * (kernel @ (x * chirp_in))


@eqx.filter_jit
def apply(op, x):
    return op(x)


op = CZT(16, jnp.exp(-2j * jnp.pi / 16), jnp.array(1.0 + 0j))
print(apply(op, jnp.ones(8, dtype=jnp.complex64)))
