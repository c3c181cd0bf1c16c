# Thread: https://github.com/jax-ml/jax/issues/9578
# Shape: the same lookup through jnp.argwhere, whose result length depends on the data
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def idx_n_th_occurence(operand, occurence, n=0):
    return jnp.argwhere(operand == occurence)[n, 0]


print(idx_n_th_occurence(jnp.array([1.0, 3.0, 2.0, 3.0]), 3.0))
