# Thread: https://github.com/jax-ml/jax/issues/5609
# Shape: the thread's workaround: the output size comes from the shape of a vector passed in
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def coo_matvec(data, row, col, sized, v):
    assert v.ndim == 1
    dv = data * v[col]
    return jnp.zeros(sized.size, dtype=dv.dtype).at[row].add(dv)


data = jnp.array([1.0, 2.0, 3.0])
row = jnp.array([0, 1, 2])
col = jnp.array([2, 0, 1])
print(coo_matvec(data, row, col, jnp.empty(3), jnp.ones(3)))
