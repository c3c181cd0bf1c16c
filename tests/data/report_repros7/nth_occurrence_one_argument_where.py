# Thread: https://github.com/jax-ml/jax/issues/9578
# Shape: a jitted lookup takes the indices of the matches with one-argument jnp.where
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def idx_n_th_occurence(operand, occurence, n=0):
    arr = jnp.where(operand == occurence, operand, jnp.nan)
    return jnp.where(arr == arr)[n]


print(idx_n_th_occurence(jnp.array([1.0, 3.0, 2.0, 3.0]), 3.0))
