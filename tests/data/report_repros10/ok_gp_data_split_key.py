# Thread: https://github.com/thomaspinder/GPJax/pull/191
# Shape: the PR's fix: the key is split and the inputs and the noise each get their own
# expect: ok
import jax
import jax.numpy as jnp
import jax.random as jr

jax.config.update("jax_debug_key_reuse", True)

key = jr.key(123)
key, subkey = jr.split(key)
n = 100
noise = 0.3
x = jnp.sort(jr.uniform(key, shape=(n, 1), minval=-3.0, maxval=3.0), axis=0)
y = jnp.sin(4 * x) + jnp.cos(2 * x) + jr.normal(subkey, shape=x.shape) * noise
print(x.shape, y.shape)
