# Thread: https://github.com/thomaspinder/GPJax/pull/191
# Shape: an example draws the inputs and the observation noise from the same key (the key-reuse checker on)
# expect: KeyReuseError at line 14
import jax
import jax.numpy as jnp
import jax.random as jr

jax.config.update("jax_debug_key_reuse", True)

key = jr.key(123)
n = 100
noise = 0.3
x = jnp.sort(jr.uniform(key, shape=(n, 1), minval=-3.0, maxval=3.0), axis=0)
y = jnp.sin(4 * x) + jnp.cos(2 * x) + jr.normal(key, shape=x.shape) * noise
print(x.shape, y.shape)
