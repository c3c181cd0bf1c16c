"""Segment reductions over edges grouped by receiving node."""
import jax
import jax.numpy as jnp


def degree(receivers, n_nodes):
    return jax.ops.segment_sum(jnp.ones_like(receivers, jnp.float32), receivers, num_segments=n_nodes)


def segment_mean(data, segment_ids, n_segments):
    total = jax.ops.segment_sum(data, segment_ids, num_segments=n_segments)
    count = jax.ops.segment_sum(jnp.ones((data.shape[0], 1)), segment_ids, num_segments=n_segments)
    return total / jnp.maximum(count, 1.0)


def segment_softmax(logits, segment_ids, n_segments):
    present = jnp.unique(segment_ids)  # expect: JAX602
    seg_max = jax.ops.segment_max(logits, segment_ids, num_segments=n_segments)
    seg_max = seg_max.at[present].set(jnp.nan_to_num(seg_max[present]))
    exp = jnp.exp(logits - seg_max[segment_ids])
    denom = jax.ops.segment_sum(exp, segment_ids, num_segments=n_segments)
    return exp / denom[segment_ids]
