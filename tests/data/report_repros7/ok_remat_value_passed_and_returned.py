# Thread: https://github.com/jax-ml/jax/pull/4663
# Shape: the counter passed into the rematerialized function and returned from it
# expect: ok
import jax
import jax.numpy as jnp


def f():
    def g(count):
        return count + 1

    count = jnp.zeros([])
    count = jax.remat(g)(count)
    count = jax.remat(g)(count)
    return count


print(jax.jit(f)())
