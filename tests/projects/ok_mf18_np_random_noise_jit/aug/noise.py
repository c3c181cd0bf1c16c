import jax


def jitter(key, x, scale=0.1):
    """Gaussian noise augmentation."""
    return x + scale * jax.random.normal(key, x.shape)
