"""Building blocks: a Fourier time embedding and residual MLP blocks with FiLM conditioning."""
import jax
import jax.numpy as jnp


def time_embedding(t, dim):
    half = dim // 2
    freqs = jnp.exp(jnp.linspace(0.0, jnp.log(100.0), half))
    angles = t * freqs
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)])


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) * jnp.sqrt(2.0 / n_in), "b": jnp.zeros((n_out,))}


def dense(params, x):
    return x @ params["w"] + params["b"]


class ResBlock:
    def __init__(self, hidden, embed):
        self.hidden, self.embed = hidden, embed

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"fc": dense_init(k1, self.hidden, self.hidden), "film": dense_init(k2, self.embed, 2 * self.hidden)}

    def __call__(self, params, h, emb):
        scale, shift = jnp.split(dense(params["film"], emb), 2)
        return h + jax.nn.silu(dense(params["fc"], h) * (1 + scale) + shift)
