import jax
import jax.numpy as jnp

from lm.model import next_logits


def greedy_decode(params, prompt, max_len, eos_id):
    tokens = jnp.zeros(max_len, dtype=jnp.int32).at[: prompt.shape[0]].set(prompt)

    def cond(state):
        _, length, done = state
        return jnp.logical_and(jnp.logical_not(done), length < max_len)

    def body(state):
        tokens, length, _ = state
        token = jnp.argmax(next_logits(params, tokens, length))
        return tokens.at[length].set(token), length + 1, token == eos_id

    tokens, length, _ = jax.lax.while_loop(cond, body, (tokens, prompt.shape[0], False))
    return tokens, length
