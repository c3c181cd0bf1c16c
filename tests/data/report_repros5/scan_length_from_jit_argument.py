# Thread: https://github.com/jax-ml/jax/issues/3603
# Shape: a jitted rollout passes its own (traced) argument as lax.scan's length
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


def do_stuff(length):
    def f(carry, x):
        return carry * 0.5, carry

    return jax.lax.scan(f, jnp.ones(2), xs=None, length=length)


carry, ys = jax.jit(do_stuff)(10)
