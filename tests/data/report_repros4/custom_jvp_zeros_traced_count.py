# Thread: https://github.com/jax-ml/jax/issues/16374
# Shape: a custom_jvp function allocates a buffer whose leading size is one of its (traced) arguments
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


@jax.custom_jvp
def stack_copies(x, n):
    y = jnp.zeros((n,) + x.shape)
    return y.at[0].set(x)


@stack_copies.defjvp
def stack_copies_jvp(primals, tangents):
    x, n = primals
    t_x, _ = tangents
    return stack_copies(x, n), jnp.broadcast_to(t_x, (n,) + t_x.shape)


jax.jit(stack_copies)(jnp.ones(3), 2)
