import jax


def jitter(key, batch, scale=0.1):
    return batch + scale * jax.random.normal(key, batch.shape)
