# Thread: https://github.com/jax-ml/jax/issues/2219
# Shape: the same assembly written with the functional .at[...].add update the thread points to
# expect: ok
import jax.numpy as jnp


def assemble(n, k):
    K = jnp.zeros((n, n))
    for i in range(n - 1):
        block = k * jnp.array([[1.0, -1.0], [-1.0, 1.0]])
        for a in range(2):
            for b in range(2):
                K = K.at[i + a, i + b].add(block[a, b])
    return K


print(assemble(4, 2.0))
