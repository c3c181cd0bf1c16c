# Thread: https://github.com/jax-ml/jax/issues/553
# Shape: jnp.vectorize over a helper that uses shapes in Python
# expect: ok
import jax
import jax.numpy as jnp


@jnp.vectorize
def wrap_angle(theta):
    period = 2 * jnp.pi
    return (theta + period / 2) % period - period / 2


@jax.jit
def run(x):
    n = x.shape[0]
    return wrap_angle(x) * n


run(jnp.linspace(-10.0, 10.0, 5))
