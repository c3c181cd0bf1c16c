import jax


def make_batch(key, n):
    x = jax.random.normal(key, (n, 2))
    noise = jax.random.normal(key, (n,))  # expect: JAX320
    return x, x.sum(axis=1) + 0.1 * noise
