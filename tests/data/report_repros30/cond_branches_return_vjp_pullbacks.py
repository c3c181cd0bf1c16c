# Thread: https://github.com/jax-ml/jax/issues/36776
# Shape: a cached-residual helper picks between reusing a stored primal and rematerialising with `lax.cond`; both branches return `jax.vjp`'s pullback, but the pullbacks are pytrees whose metadata (the linearised jaxpr) differ: TypeError, the branch outputs must have the same pytree structure
# expect: TypeError at line 24
import jax
import jax.numpy as jnp

f = jax.jit(lambda x: jnp.sin(jnp.sin(x)))


class ResidualCache:
    def __init__(self, x):
        self.x = x
        self.value = f(x)

    def use_residual(self):
        _, f_vjp = jax.vjp(f, self.x)
        return self.value, f_vjp

    def use_remat(self):
        return jax.vjp(f, self.x)


cache = ResidualCache(1.0)
out, f_vjp = jax.lax.cond(cache.value > 0, cache.use_residual, cache.use_remat)
print(f_vjp(1.0))
