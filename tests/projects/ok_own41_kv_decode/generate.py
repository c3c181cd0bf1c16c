from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

import model


@partial(jax.jit, static_argnames="max_len")
def greedy(params, first_token, max_len):
    dim = params["embed"].shape[1]
    cache = model.init_cache(max_len, dim)
    tokens = jnp.zeros(max_len, jnp.int32).at[0].set(first_token)

    def body(pos, state):
        tokens, cache = state
        logits, cache = model.decode_step(params, cache, tokens[pos], pos)
        tokens = tokens.at[pos + 1].set(jnp.argmax(logits))
        return tokens, cache

    tokens, _ = lax.fori_loop(0, max_len - 1, body, (tokens, cache))
    return tokens


if __name__ == "__main__":
    params = model.init_params(jax.random.PRNGKey(0), vocab=11, dim=8)
    print(greedy(params, 3, max_len=6))
