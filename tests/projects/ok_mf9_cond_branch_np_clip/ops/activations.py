import jax.numpy as jnp
import numpy as np

CLIP = float(np.sqrt(2.0))


def relu(x):
    return jnp.maximum(x, 0.0)


def hard_tanh(x):
    return jnp.clip(x, -CLIP, CLIP) / np.float32(CLIP)
