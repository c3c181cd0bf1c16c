# Thread: https://github.com/ayaka14732/llama-2-jax/issues/14
# Shape: the decoding body takes a fixed top-k from its config, a Python int
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    step: jnp.ndarray
    logits: jnp.ndarray


def loop_body(state, top_k):
    values, _ = jax.lax.top_k(state.logits, top_k)
    return State(state.step + 1, state.logits - values.min())


def generate(logits, top_k):
    state = State(jnp.array(0), logits)
    return jax.lax.while_loop(lambda s: s.step < 3, lambda s: loop_body(s, top_k), state)


generate(jnp.array([1.0, 3.0, 2.0, 0.5]), 2)
