"""NDCG@k over padded groups."""
import jax.numpy as jnp


def dcg(labels, order, k):
    gains = jnp.take_along_axis(labels, order, axis=-1)[..., :k]
    return jnp.sum((2.0 ** gains - 1.0) / jnp.log2(jnp.arange(2, k + 2)), axis=-1)


def ndcg(scores, labels, mask, k=5):
    scores = jnp.where(mask > 0, scores, -jnp.inf)
    ideal = dcg(labels, jnp.argsort(-labels, axis=-1), k)
    return jnp.mean(dcg(labels, jnp.argsort(-scores, axis=-1), k) / jnp.maximum(ideal, 1e-9))
