# Thread: https://github.com/keras-team/keras-hub/pull/1137
# Shape: a rotary-embedding layer computes its rotary dimension with a float32 jnp cast inside the jitted call and hands it to jnp.arange
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp


class RotaryEmbedding:
    def __init__(self, percentage=0.5, max_wavelength=10000):
        self.percentage = percentage
        self.max_wavelength = max_wavelength

    def _compute_cos_sin_embedding(self, x, rotary_dim, seq_dim=1):
        range = jnp.arange(0, rotary_dim, 2, "float32")
        inverse_freq = 1.0 / (self.max_wavelength ** (range / rotary_dim))
        t = jnp.arange(x.shape[seq_dim], dtype="float32")
        freqs = jnp.einsum("i,j->ij", t, inverse_freq)
        embedding = jnp.concatenate((freqs, freqs), axis=-1)
        return jnp.cos(embedding), jnp.sin(embedding)

    def __call__(self, query):
        rotary_dim = jnp.asarray(query.shape[-1] * self.percentage, "float32")
        cos_emb, sin_emb = self._compute_cos_sin_embedding(query, rotary_dim)
        return cos_emb, sin_emb


layer = RotaryEmbedding()
cos_emb, sin_emb = jax.jit(layer.__call__)(jnp.ones((2, 6, 8)))
print(cos_emb.shape)
