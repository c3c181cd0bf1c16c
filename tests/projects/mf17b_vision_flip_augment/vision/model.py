import jax
import jax.numpy as jnp


def init_params(key, size, n_classes):
    return {"w": jax.random.normal(key, (size * size, n_classes)) * 0.01, "b": jnp.zeros(n_classes)}


def logits_fn(params, images):
    return images.reshape(images.shape[0], -1) @ params["w"] + params["b"]


def loss_fn(params, images, labels):
    logp = jax.nn.log_softmax(logits_fn(params, images))
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
