import jax
import jax.numpy as jnp

from lm.model import next_logits


def greedy_decode(params, prompt, max_len, eos_id):
    tokens = jnp.zeros(max_len, dtype=jnp.int32).at[: prompt.shape[0]].set(prompt)
    length = prompt.shape[0]
    done = False
    while not done and length < max_len:  # expect: JAX101
        token = jnp.argmax(next_logits(params, tokens, length))
        tokens = tokens.at[length].set(token)
        length += 1
        done = token == eos_id
    return tokens, length
