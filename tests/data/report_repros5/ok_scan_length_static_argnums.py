# Thread: https://github.com/jax-ml/jax/issues/3603
# Shape: the scan length is marked static, so it is a Python int at trace time
# expect: ok
import jax
import jax.numpy as jnp


def do_stuff(length):
    def f(carry, x):
        return carry * 0.5, carry

    return jax.lax.scan(f, jnp.ones(2), xs=None, length=length)


carry, ys = jax.jit(do_stuff, static_argnums=0)(10)
