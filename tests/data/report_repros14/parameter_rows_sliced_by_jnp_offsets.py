# Thread: https://github.com/jax-ml/jax/issues/9463
# Shape: a jitted function fills a parameter table row by row in a Python loop, slicing the flat log-parameter vector with start/stop offsets read from a module-level jnp array of row offsets (`par_log[kvals[i]:kvals[i + 1]]`); indexing the constant jnp array under jit gives tracers
# expect: IndexError at line 17
import jax
import jax.numpy as jnp

num_rows, num_cols = 3, 2
kvals = jnp.array([0, 2, 4, 6])
par_log = jnp.linspace(-1.0, 1.0, 6)


@jax.jit
def compute(p):
    arr_1 = jnp.zeros(shape=(num_rows, num_cols))
    arr_2 = jnp.zeros(shape=(num_rows, num_cols))
    for i in range(num_rows):
        arr_1 = arr_1.at[i, :].set(p[kvals[i]:kvals[i + 1]])
        arr_2 = arr_2.at[i, :].set(10 ** p[kvals[i]:kvals[i + 1]])
    return arr_1, arr_2


arr_1, arr_2 = compute(par_log)
print(arr_1)
