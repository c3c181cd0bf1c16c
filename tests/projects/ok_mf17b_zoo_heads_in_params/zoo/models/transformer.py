import jax
import jax.numpy as jnp

from ..layers import init_attention, init_mlp, mlp, self_attention


def _norm(x):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5)


def init_transformer(key, vocab, d_model=32, n_heads=4, n_layers=2):
    keys = jax.random.split(key, 2 * n_layers + 1)
    blocks = [{"attn": init_attention(keys[2 * i], d_model, n_heads), "mlp": init_mlp(keys[2 * i + 1], d_model, 4 * d_model)}
              for i in range(n_layers)]
    return {"embed": jax.random.normal(keys[-1], (vocab, d_model)) * 0.02, "blocks": blocks}


def apply_transformer(params, tokens):
    x = params["embed"][tokens]
    for block in params["blocks"]:
        x = x + self_attention(block["attn"], _norm(x))
        x = x + mlp(block["mlp"], _norm(x))
    return x @ params["embed"].T
