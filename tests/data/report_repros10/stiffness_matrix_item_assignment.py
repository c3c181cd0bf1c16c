# Thread: https://github.com/jax-ml/jax/issues/2219
# Shape: a NumPy-style assembly loop writes into a jnp.zeros matrix with indexed assignment
# expect: TypeError at line 13
import jax.numpy as jnp


def assemble(n, k):
    K = jnp.zeros((n, n))
    for i in range(n - 1):
        block = k * jnp.array([[1.0, -1.0], [-1.0, 1.0]])
        for a in range(2):
            for b in range(2):
                K[i + a, i + b] += block[a, b]
    return K


print(assemble(4, 2.0))
