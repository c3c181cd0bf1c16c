# Thread: https://github.com/huggingface/transformers/issues/29410
# Shape: the fix: the bound `generate` is jitted with `static_argnames="max_length"`, so the keyword the caller passes is a Python int when it sizes the output buffer; the loop bound stays a traced comparison inside `lax.while_loop`
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


class FlaxCausalLM:
    def __init__(self, params, pad_token_id=0):
        self.params = params
        self.pad_token_id = pad_token_id

    def __call__(self, input_ids):
        hidden = self.params["embed"][input_ids]
        return hidden @ self.params["unembed"]

    def _greedy_step(self, state):
        sequences, cur_len = state
        logits = self(sequences)
        next_token = jnp.argmax(logits[:, cur_len - 1, :], axis=-1)
        sequences = lax.dynamic_update_slice(sequences, next_token[:, None].astype(jnp.int32), (0, cur_len))
        return sequences, cur_len + 1

    def generate(self, input_ids, max_length=20):
        batch, prompt_len = input_ids.shape
        sequences = jnp.full((batch, max_length), self.pad_token_id, dtype=jnp.int32)
        sequences = lax.dynamic_update_slice(sequences, input_ids, (0, 0))
        state = lax.while_loop(lambda s: s[1] < max_length, self._greedy_step, (sequences, prompt_len))
        return state[0]


key_embed, key_unembed = jax.random.split(jax.random.key(0))
vocab, hidden = 32, 8
model = FlaxCausalLM({"embed": jax.random.normal(key_embed, (vocab, hidden)),
                      "unembed": jax.random.normal(key_unembed, (hidden, vocab))})
input_ids = jnp.array([[1, 5, 7]], dtype=jnp.int32)
generate = jax.jit(model.generate, static_argnames="max_length")
print(generate(input_ids, max_length=12))
