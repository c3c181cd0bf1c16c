"""Bayesian personalised ranking with hard negatives kept above a margin."""
import jax
import jax.numpy as jnp


def bpr_loss(pos_scores, neg_scores):
    return -jnp.mean(jax.nn.log_sigmoid(pos_scores[:, None] - neg_scores))


def hard_negative_loss(pos_scores, neg_scores, margin=0.0):
    gap = neg_scores - pos_scores[:, None]
    keep = gap > -margin
    return jnp.sum(jnp.where(keep, jax.nn.softplus(gap), 0.0)) / jnp.maximum(keep.sum(), 1)


def l2_penalty(params, weight):
    return weight * sum(jnp.sum(x ** 2) for x in jax.tree_util.tree_leaves(params))
