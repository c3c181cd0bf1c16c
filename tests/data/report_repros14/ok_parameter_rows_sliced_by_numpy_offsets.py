# Thread: https://github.com/jax-ml/jax/issues/9463
# Shape: the row offsets kept as a NumPy array, so the slice bounds are concrete integers while tracing
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

num_rows, num_cols = 3, 2
kvals = np.array([0, 2, 4, 6])
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
