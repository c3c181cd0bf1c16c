import jax.numpy as jnp


def dense(w, x, n):
    out = x @ w
    for _ in range(n):  # expect: JAX202
        out = jnp.tanh(out)
    return out
