import jax
import jax.numpy as jnp
import numpy as np


def mse(pred, labels):
    return jnp.mean((pred - labels) ** 2)


def cross_entropy(logits, labels):
    logp = np.log(jax.nn.softmax(logits) + 1e-9)  # expect: JAX501
    picked = jnp.take_along_axis(logp, labels[:, None], axis=-1)
    return -picked.mean()


LOSSES = {"mse": mse, "xent": cross_entropy}


def get_loss(name):
    return LOSSES[name]
