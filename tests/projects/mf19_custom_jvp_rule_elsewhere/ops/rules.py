import jax.numpy as jnp


def safe_log_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    y = jnp.log(jnp.maximum(x, 1e-12))
    if x > 1e-12:  # expect: JAX101
        return y, t / x
    return y, jnp.zeros_like(t)
