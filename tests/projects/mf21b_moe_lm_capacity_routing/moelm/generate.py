"""Autoregressive sampling with a fixed-size token buffer inside a fori_loop."""
import jax
import jax.numpy as jnp


def sample(model, params, prompt, n_new, key, temperature=0.8):
    seq_len = model.cfg.seq_len
    n_prompt = prompt.shape[0]

    def body(i, carry):
        tokens, key = carry
        key, sub = jax.random.split(key)
        window = jax.lax.dynamic_slice(tokens, (jnp.maximum(i - seq_len, 0),), (seq_len,))
        logits, _ = model.logits(params, window)
        last = jnp.minimum(i, seq_len) - 1
        next_token = int(jax.random.categorical(sub, logits[last] / temperature))  # expect: JAX105
        return tokens.at[i].set(next_token), key

    buffer = jnp.zeros(n_prompt + n_new + seq_len, dtype=jnp.int32).at[:n_prompt].set(prompt)
    tokens, _ = jax.lax.fori_loop(n_prompt, n_prompt + n_new, body, (buffer, key))
    return tokens[: n_prompt + n_new]
