# Thread: https://github.com/jax-ml/jax/issues/21994
# Shape: a clipping helper writes through `.at[mask]` with a traced boolean mask inside jit
# expect: NonConcreteBooleanIndexError at line 9
import jax
import jax.numpy as jnp


def f(x):
    return x.at[x < 5].set(0)


x = jnp.arange(10)
print(jax.jit(f)(x))
