"""Ranking losses by name, each over (groups, candidates) scores, labels and a padding mask."""
import jax
import jax.numpy as jnp

LOSSES = {}


def register(name):
    def wrap(fn):
        LOSSES[name] = fn
        return fn
    return wrap


def get_loss(name):
    return LOSSES[name]


@register("softmax")
def softmax_cross_entropy(scores, labels, mask):
    scores = jnp.where(mask > 0, scores, -1e9)
    targets = labels / jnp.maximum(labels.sum(-1, keepdims=True), 1.0)
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(scores), axis=-1))


@register("pairwise_logistic")
def pairwise_logistic(scores, labels, mask):
    diff = scores[..., :, None] - scores[..., None, :]
    better = labels[..., :, None] > labels[..., None, :]
    both = (mask[..., :, None] > 0) & (mask[..., None, :] > 0)
    valid = better and both  # expect: JAX102
    per_pair = jnp.logaddexp(0.0, -diff)
    return jnp.sum(jnp.where(valid, per_pair, 0.0)) / jnp.maximum(jnp.sum(valid), 1)
