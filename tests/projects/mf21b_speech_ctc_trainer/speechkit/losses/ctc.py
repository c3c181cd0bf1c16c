"""Connectionist temporal classification: the forward (alpha) recursion in log space."""
import jax
import jax.numpy as jnp

NEG_INF = -1e30


def extend_with_blanks(labels, blank=0):
    """[l1, l2, ...] -> [blank, l1, blank, l2, ..., blank] (length 2L + 1)."""
    ext = jnp.full(2 * labels.shape[0] + 1, blank, dtype=labels.dtype)
    return ext.at[1::2].set(labels)


def ctc_loss(log_probs, labels, label_length, blank=0):
    """Negative log-likelihood of `labels[:label_length]` under per-frame `log_probs` [T, V]."""
    n_frames = log_probs.shape[0]
    if 2 * label_length + 1 > n_frames:  # expect: JAX101
        raise ValueError("label sequence longer than the utterance")
    ext = extend_with_blanks(labels, blank)
    s = ext.shape[0]
    pos = jnp.arange(s)
    valid = pos < 2 * label_length + 1
    same_as_two_back = jnp.concatenate([jnp.array([True, True]), ext[2:] == ext[:-2]])
    can_skip = (ext != blank) & ~same_as_two_back

    alpha0 = jnp.full(s, NEG_INF).at[0].set(log_probs[0, blank]).at[1].set(log_probs[0, ext[1]])
    alpha0 = jnp.where(valid, alpha0, NEG_INF)

    def step(alpha, logp_t):
        shift1 = jnp.concatenate([jnp.array([NEG_INF]), alpha[:-1]])
        shift2 = jnp.concatenate([jnp.array([NEG_INF, NEG_INF]), alpha[:-2]])
        shift2 = jnp.where(can_skip, shift2, NEG_INF)
        merged = jnp.logaddexp(jnp.logaddexp(alpha, shift1), shift2)
        new = merged + logp_t[ext]
        return jnp.where(valid, new, NEG_INF), None

    alpha, _ = jax.lax.scan(step, alpha0, log_probs[1:])
    last = 2 * label_length
    return -jnp.logaddexp(alpha[last], alpha[last - 1])
