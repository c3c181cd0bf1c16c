import jax


def data_parallel(fn):
    return jax.pmap(fn, axis_name="batch")
