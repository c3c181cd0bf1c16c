# Thread: https://github.com/ayaka14732/llama-2-jax/issues/14
# Shape: a while_loop decoding body keeps the top tokens whose cumulative probability is below p, with lax.top_k(logits, k) and k computed from the probabilities
# expect: TracerBoolConversionError at line 19
from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    step: jnp.ndarray
    logits: jnp.ndarray


def loop_body(state, top_p):
    probs = jax.nn.softmax(state.logits)
    sorted_probs = jnp.sort(probs)[::-1]
    k = jnp.sum(jnp.cumsum(sorted_probs) < top_p) + 1
    values, _ = jax.lax.top_k(state.logits, k)
    return State(state.step + 1, state.logits - values.min())


def generate(logits, top_p):
    state = State(jnp.array(0), logits)
    return jax.lax.while_loop(lambda s: s.step < 3, lambda s: loop_body(s, top_p), state)


generate(jnp.array([1.0, 3.0, 2.0, 0.5]), 0.9)
