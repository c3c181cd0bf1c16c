import jax
import jax.numpy as jnp


def accumulate(carry, x):
    buf, i = carry
    buf = buf.at[i].set(x.sum())
    jax.debug.print("step {i}", i=i)
    n = int(x.shape[0])
    return (buf, i + 1), jnp.full((n,), x.mean())
