"""Greedy CTC decoding: best token per frame, collapse repeats, drop blanks."""
import jax
import jax.numpy as jnp
import numpy as np


def greedy_decode(encoder, params, wave, cfg, blank=0):
    best = jax.jit(lambda p, w: jnp.argmax(encoder.log_probs(p, encoder.features(w)), axis=-1))(params, wave)
    best = np.asarray(best)
    out, prev = [], blank
    for tok in best:
        if tok != blank and tok != prev:
            out.append(int(tok))
        prev = tok
    return out
