# Thread: https://github.com/jax-ml/jax/issues/1663
# Shape: the same builder with the functional update the issue contrasts with (`m = m.at[i, i].set(-2.0)` and so on), rebinding the matrix at each step
# expect: ok
import jax.numpy as jnp


def laplacian_matrix(n):
    m = jnp.zeros((n, n))
    for i in range(n):
        m = m.at[i, i].set(-2.0)
        if i > 0:
            m = m.at[i, i - 1].set(1.0)
        if i < n - 1:
            m = m.at[i, i + 1].set(1.0)
    return m


print(laplacian_matrix(4))
