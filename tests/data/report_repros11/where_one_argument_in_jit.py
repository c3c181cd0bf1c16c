# Thread: https://github.com/jax-ml/jax/pull/6910
# Shape: the one-argument jnp.where (indices of the True entries) inside a jitted function, no size given
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def positive_indices(x):
    return jnp.where(x > 0)


x = jnp.array([0.5, -1.0, 2.0, -3.0, 4.0])
print(positive_indices(x))
print(jax.jit(positive_indices)(x))
