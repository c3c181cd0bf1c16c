import jax


def jitter(key, x, scale=0.05):
    return x + scale * jax.random.normal(key, x.shape)
