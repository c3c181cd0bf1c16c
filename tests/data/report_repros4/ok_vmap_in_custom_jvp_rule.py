# Thread: https://github.com/jax-ml/jax/issues/3201
# Shape: a custom_jvp rule vmaps an inner function that loops over a fixed Python range
# expect: ok
import jax
import jax.numpy as jnp


@jax.custom_jvp
def f(mat, aux):
    num_rows, num_cols = mat.shape
    return jnp.ones((num_rows, 1)) / num_cols


@f.defjvp
def f_jvp(primals, tangents):
    mat, aux = primals
    vec, _ = tangents

    def operate(row, val):
        buf = 0.0
        for i in range(2):
            buf = buf + jnp.sum(row) / jnp.power(aux, i)
        return buf * val

    out = jax.vmap(operate)(mat, vec.sum(1))
    return f(mat, aux), out[:, None] / aux


jax.jvp(f, (jnp.ones((2, 3)), 2.0), (jnp.ones((2, 3)), 0.0))
