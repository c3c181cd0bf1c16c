import jax.numpy as jnp

import settings
from sampling import tempered_probs


def main():
    logits = jnp.array([1.0, 2.0, 3.0])
    warm = tempered_probs(logits)
    settings.set_temperature(0.1)
    sharp = tempered_probs(logits)
    assert float(sharp.max()) > float(warm.max()) + 0.1, (warm, sharp)
    return sharp
