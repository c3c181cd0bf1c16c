import jax


def fork(key, n=2):
    return tuple(jax.random.split(key, n))
