# Thread: https://github.com/GalacticDynamics/coordinax/pull/561
# Shape: a transform eqx.Module whose classmethod constructor `from_factors` validates its input with `if bool(jnp.any(...)): raise`; building it under `eqx.filter_jit` hands the classmethod a traced array
# expect: TracerBoolConversionError at line 15
import equinox as eqx
import jax
import jax.numpy as jnp


class Scale(eqx.Module):
    matrix: jax.Array

    @classmethod
    def from_factors(cls, factors):
        factors = jnp.asarray(factors)
        if bool(jnp.any(factors == 0)):
            raise ValueError("scale factors must be non-zero")
        return cls(jnp.diag(factors))

    def __call__(self, v):
        return self.matrix @ v


build = eqx.filter_jit(Scale.from_factors)
scale = build(jnp.asarray([2.0, 1.0, 4.0]))
print(scale(jnp.ones(3)))
