# Thread: https://github.com/jax-ml/jax/pull/4663
# Shape: a rematerialized inner function updates a list cell it closes over, inside jit
# expect: UnexpectedTracerError at line 19; cause line 11
import jax
import jax.numpy as jnp


def f():
    seq = [jnp.zeros([])]
    def g():
        seq[0] += 1
        return seq[0]

    jax.remat(g)()
    jax.remat(g)()
    return seq[0]


print(jax.jit(f)())
