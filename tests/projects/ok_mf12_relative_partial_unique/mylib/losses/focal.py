import jax
import jax.numpy as jnp


def focal_loss(w, x, labels, gamma):
    logits = x @ w
    onehot = jax.nn.one_hot(labels, logits.shape[-1])
    p = jax.nn.softmax(logits)
    return -jnp.mean(jnp.sum(onehot * (1 - p) ** gamma * jnp.log(p), axis=-1))
