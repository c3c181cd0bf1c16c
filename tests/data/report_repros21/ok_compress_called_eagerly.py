# Thread: https://github.com/nstarman/quax/issues/58
# Shape: the same call made eagerly, on concrete arrays, and a fixed-size `jnp.where` under jit where the output must keep its shape
# expect: ok
import jax
import jax.numpy as jnp

xbool = jnp.array([True, False, True], dtype=bool)
x1 = jnp.array([1.0, 2.0, 3.0], dtype=float)

print(jnp.compress(xbool, x1))
masked = jax.jit(lambda c, x: jnp.where(c, x, 0.0))
print(masked(xbool, x1))
