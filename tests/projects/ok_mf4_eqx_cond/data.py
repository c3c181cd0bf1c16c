import jax


def make_batch(key, n):
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (n, 2))
    return x, x + 0.1 * jax.random.normal(kn, (n, 2))
