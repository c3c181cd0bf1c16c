# Thread: https://github.com/thomaspinder/GPJax/pull/191
# Shape: a data helper draws the inputs from the key it is given, and the caller then draws the noise from that same key (the key-reuse checker on)
# expect: KeyReuseError at line 18; cause line 12
import jax
import jax.numpy as jnp
import jax.random as jr

jax.config.update("jax_debug_key_reuse", True)


def make_inputs(key, n):
    return jnp.sort(jr.uniform(key, shape=(n, 1), minval=-3.0, maxval=3.0), axis=0)


key = jr.key(123)
x = make_inputs(key, 100)
f = jnp.sin(4 * x) + jnp.cos(2 * x)
y = f + jr.normal(key, shape=f.shape) * 0.3
print(y.shape)
