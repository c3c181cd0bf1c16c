# Thread: https://github.com/jax-ml/jax/issues/2813
# Shape: the layer sizes are passed as a tuple, which hashes
# expect: ok
import jax
import jax.numpy as jnp


def g(x, sizes):
    for s in sizes:
        x = jnp.tanh(x[:s])
    return x


f = jax.jit(g, static_argnums=(1,))
print(f(jnp.ones(8), (6, 4)))
