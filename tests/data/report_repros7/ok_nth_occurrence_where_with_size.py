# Thread: https://github.com/jax-ml/jax/issues/9578
# Shape: the maintainer's answer: `size` bounds the result (n static, or the operand length for a traced n)
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n")
def idx_n_th_occurence(operand, occurence, n=0):
    return jnp.where(operand == occurence, size=n + 1)[0][n]


@jax.jit
def idx_n_th_occurence_traced(operand, occurence, n):
    return jnp.where(operand == occurence, size=len(operand))[0][n]


x = jnp.array([1.0, 3.0, 2.0, 3.0])
print(idx_n_th_occurence(x, 3.0, n=1), idx_n_th_occurence_traced(x, 3.0, 1))
