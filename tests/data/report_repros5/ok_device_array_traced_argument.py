# Thread: https://github.com/jax-ml/jax/issues/883
# Shape: the index array is an ordinary traced argument; integer-array indexing works under jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def take(x, v):
    return x[v]


def main():
    x = jnp.ones((10, 10))
    v = jnp.array([1, 2, 3])
    print(take(x, v))


main()
