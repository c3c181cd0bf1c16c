# Thread: https://github.com/jax-ml/jax/issues/23356
# Shape: jax.random.randint with minval/maxval traced by a scan (failed in 0.4.31, fixed since)
# expect: ok
import jax
import jax.numpy as jnp


def step(key, bounds):
    lo, hi = bounds
    key, sub = jax.random.split(key)
    return key, jax.random.randint(sub, (), lo, hi)


_, draws = jax.lax.scan(step, jax.random.PRNGKey(0), (jnp.arange(3), jnp.arange(3) + 5))
print(draws)
