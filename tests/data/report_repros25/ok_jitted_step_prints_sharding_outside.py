# Thread: https://github.com/jax-ml/jax/pull/29649
# Shape: the sharding is read from the concrete result outside the jitted function
# expect: ok
import jax
import jax.numpy as jnp


def update(x):
    return x * 2


step = jax.jit(update)
y = step(jnp.ones(3))
print("sharding:", y.sharding)
print(y)
