"""The training step: augmentation, cross-entropy, SGD; built once per model."""
import jax
import jax.numpy as jnp

from .augment import augment_batch


def cross_entropy(logits, labels):
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=-1))


def make_train_step(model, lr):
    def loss_fn(params, images, labels):
        return cross_entropy(model(params, images), labels)

    @jax.jit
    def train_step(params, key, images, labels):
        images = augment_batch(key, images)
        loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return train_step
