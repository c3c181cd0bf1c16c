# Thread: https://github.com/huggingface/transformers/issues/16401
# Shape: a Flax BART-style model builds its decoder inputs with a `shift_tokens_right` helper that still uses `jax.ops.index_update` (removed in JAX 0.3.2); the helper is reached from the model's jitted `__call__` when the model is built
# expect: AttributeError at line 10
import jax
import jax.numpy as jnp


def shift_tokens_right(input_ids, pad_token_id, decoder_start_token_id):
    shifted = jnp.roll(input_ids, 1, axis=-1)
    shifted = jax.ops.index_update(shifted, (..., 0), decoder_start_token_id)
    return jnp.where(shifted == -100, pad_token_id, shifted)


class FlaxBartForSequenceClassification:
    def __init__(self, vocab_size, d_model, seed=0):
        self.pad_token_id = 1
        self.decoder_start_token_id = 2
        self.params = {"embed": jax.random.normal(jax.random.key(seed), (vocab_size, d_model))}
        self._forward = jax.jit(self.__call__)
        self._forward(self.params, jnp.ones((1, 8), dtype=jnp.int32))

    def __call__(self, params, input_ids):
        decoder_input_ids = shift_tokens_right(input_ids, self.pad_token_id, self.decoder_start_token_id)
        hidden = params["embed"][decoder_input_ids]
        return hidden.mean(axis=1)


model = FlaxBartForSequenceClassification(vocab_size=50, d_model=16)
print(model._forward(model.params, jnp.arange(8)[None]).shape)
