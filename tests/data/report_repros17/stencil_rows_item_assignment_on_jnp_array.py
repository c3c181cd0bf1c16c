# Thread: https://github.com/jax-ml/jax/issues/1663
# Shape: the wish for `x[i] = y`: a stencil builder fills a `jnp.zeros` matrix row by row with NumPy-style item assignment in a Python loop (TypeError: JAX arrays are immutable)
# expect: TypeError at line 10
import jax.numpy as jnp


def laplacian_matrix(n):
    m = jnp.zeros((n, n))
    for i in range(n):
        m[i, i] = -2.0
        if i > 0:
            m[i, i - 1] = 1.0
        if i < n - 1:
            m[i, i + 1] = 1.0
    return m


print(laplacian_matrix(4))
