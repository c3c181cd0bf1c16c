# Thread: https://github.com/jax-ml/jax/issues/2813
# Shape: a list of layer sizes is marked static through jax.jit(g, static_argnums=(1,)) and passed as a list literal
# expect: ValueError at line 15
import jax
import jax.numpy as jnp


def g(x, sizes):
    for s in sizes:
        x = jnp.tanh(x[:s])
    return x


f = jax.jit(g, static_argnums=(1,))
print(f(jnp.ones(8), [6, 4]))
