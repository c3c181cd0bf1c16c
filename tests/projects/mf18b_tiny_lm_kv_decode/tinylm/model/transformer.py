"""Pre-norm transformer blocks with tied input/output embeddings."""
import jax
import jax.numpy as jnp

from .attention import attention


def rms_norm(x, scale, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x ** 2, axis=-1, keepdims=True) + eps) * scale


def init_params(key, cfg):
    def dense(k, n_in, n_out):
        return jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in)

    k_emb, *k_layers = jax.random.split(key, cfg.n_layers + 1)
    layers = []
    for k in k_layers:
        kq, kk, kv, ko, k1, k2 = jax.random.split(k, 6)
        layers.append({
            "attn": {"wq": dense(kq, cfg.d_model, cfg.d_model), "wk": dense(kk, cfg.d_model, cfg.d_model),
                     "wv": dense(kv, cfg.d_model, cfg.d_model), "wo": dense(ko, cfg.d_model, cfg.d_model)},
            "mlp": {"w1": dense(k1, cfg.d_model, cfg.d_ff), "w2": dense(k2, cfg.d_ff, cfg.d_model)},
            "ln1": jnp.ones(cfg.d_model),
            "ln2": jnp.ones(cfg.d_model),
        })
    return {"embed": jax.random.normal(k_emb, (cfg.vocab_size, cfg.d_model)) * 0.02,
            "layers": layers, "ln_f": jnp.ones(cfg.d_model)}


def mlp(p, x):
    return jax.nn.gelu(x @ p["w1"]) @ p["w2"]


def forward(params, tokens, cfg, cache=None, start=0):
    """Logits for `tokens` placed at positions start.. ; the updated cache if one was given."""
    T = tokens.shape[1]
    x = params["embed"][tokens]
    positions = start + jnp.arange(T)
    new_cache = []
    for i, layer in enumerate(params["layers"]):
        h, layer_cache = attention(layer["attn"], rms_norm(x, layer["ln1"]), positions, cfg,
                                   None if cache is None else cache[i])
        x = x + h
        x = x + mlp(layer["mlp"], rms_norm(x, layer["ln2"]))
        new_cache.append(layer_cache)
    logits = rms_norm(x, params["ln_f"]) @ params["embed"].T
    return logits, (None if cache is None else new_cache)
