# Thread: https://github.com/jax-ml/jax/issues/36776
# Shape: the fix: the pullback is built once outside the conditional, and `lax.cond` chooses between array values only
# expect: ok
import jax
import jax.numpy as jnp

f = jax.jit(lambda x: jnp.sin(jnp.sin(x)))


class ResidualCache:
    def __init__(self, x):
        self.x = x
        self.value = f(x)

    def use_residual(self):
        return self.value

    def use_remat(self):
        return f(self.x)


cache = ResidualCache(1.0)
_, f_vjp = jax.vjp(f, cache.x)
out = jax.lax.cond(cache.value > 0, cache.use_residual, cache.use_remat)
print(out, f_vjp(1.0))
