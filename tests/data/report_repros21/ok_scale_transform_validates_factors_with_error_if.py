# Thread: https://github.com/GalacticDynamics/coordinax/pull/561
# Shape: the pull request's fix: the check is `eqx.error_if`, threaded into the array the constructor uses, so it survives tracing and still raises on concrete bad input
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


class Scale(eqx.Module):
    matrix: jax.Array

    @classmethod
    def from_factors(cls, factors):
        factors = jnp.asarray(factors)
        factors = eqx.error_if(factors, jnp.any(factors == 0), "scale factors must be non-zero")
        return cls(jnp.diag(factors))

    def __call__(self, v):
        return self.matrix @ v


build = eqx.filter_jit(Scale.from_factors)
scale = build(jnp.asarray([2.0, 1.0, 4.0]))
print(scale(jnp.ones(3)))
