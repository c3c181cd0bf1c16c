import jax
import jax.numpy as jnp

from .config import GPTConfig


def _dense(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) * 0.02, "b": jnp.zeros(n_out)}


def init_params(key, cfg: GPTConfig):
    keys = jax.random.split(key, 2 + 4 * cfg.n_layer)
    params = {
        "wte": jax.random.normal(keys[0], (cfg.vocab_size, cfg.n_embd)) * 0.02,
        "wpe": jax.random.normal(keys[1], (cfg.block_size, cfg.n_embd)) * 0.02,
        "blocks": [],
    }
    for i in range(cfg.n_layer):
        k = keys[2 + 4 * i: 6 + 4 * i]
        params["blocks"].append({
            "qkv": _dense(k[0], cfg.n_embd, 3 * cfg.n_embd),
            "proj": _dense(k[1], cfg.n_embd, cfg.n_embd),
            "fc": _dense(k[2], cfg.n_embd, 4 * cfg.n_embd),
            "out": _dense(k[3], 4 * cfg.n_embd, cfg.n_embd),
        })
    return params


def _linear(p, x):
    return x @ p["w"] + p["b"]


def _layer_norm(x, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps)


def _dropout(x, rate, key, train):
    if not train or rate == 0.0:
        return x
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


def _attention(p, x, n_head):
    T, C = x.shape
    qkv = _linear(p["qkv"], x)
    q, k, v = jnp.split(qkv, 3, axis=-1)
    q = q.reshape(T, n_head, C // n_head).transpose(1, 0, 2)
    k = k.reshape(T, n_head, C // n_head).transpose(1, 0, 2)
    v = v.reshape(T, n_head, C // n_head).transpose(1, 0, 2)
    att = q @ k.transpose(0, 2, 1) / jnp.sqrt(C // n_head)
    mask = jnp.tril(jnp.ones((T, T), dtype=bool))
    att = jnp.where(mask, att, -jnp.inf)
    att = jax.nn.softmax(att, axis=-1)
    y = (att @ v).transpose(1, 0, 2).reshape(T, C)
    return _linear(p["proj"], y)


def forward(params, tokens, cfg: GPTConfig, key=None, train=False):
    T = tokens.shape[0]
    x = params["wte"][tokens] + params["wpe"][:T]
    for block in params["blocks"]:
        if train:
            key, sub = jax.random.split(key)
        else:
            sub = None
        x = x + _dropout(_attention(block, _layer_norm(x), cfg.n_head), cfg.dropout, sub, train)
        h = jax.nn.gelu(_linear(block["fc"], _layer_norm(x)))
        x = x + _linear(block["out"], h)
    return _layer_norm(x) @ params["wte"].T
