"""A decoder-only transformer whose blocks are built in a loop."""
import jax
import jax.numpy as jnp

from .layers import MLP, NORMS, CausalSelfAttention


class Block:
    def __init__(self, cfg):
        self.attn = CausalSelfAttention(cfg.width, cfg.heads)
        self.mlp = MLP(cfg.width, 4 * cfg.width)
        self.norm1, self.norm2 = NORMS[cfg.norm](), NORMS[cfg.norm]()

    def init(self, key, width):
        k1, k2 = jax.random.split(key)
        return {"attn": self.attn.init(k1), "mlp": self.mlp.init(k2),
                "norm1": self.norm1.init(width), "norm2": self.norm2.init(width)}

    def __call__(self, params, x, positions):
        x = x + self.attn(params["attn"], self.norm1(params["norm1"], x), positions)
        return x + self.mlp(params["mlp"], self.norm2(params["norm2"], x))

    def decode(self, params, x, pos, cache):
        h, cache = self.attn.decode(params["attn"], self.norm1(params["norm1"], x), pos, cache)
        x = x + h
        return x + self.mlp(params["mlp"], self.norm2(params["norm2"], x)), cache


class TransformerLM:
    def __init__(self, cfg):
        self.cfg = cfg
        self.blocks = []
        for _ in range(cfg.layers):
            self.blocks.append(Block(cfg))
        self.final_norm = NORMS[cfg.norm]()

    def init(self, key):
        keys = jax.random.split(key, len(self.blocks) + 1)
        return {"embed": jax.random.normal(keys[0], (self.cfg.vocab, self.cfg.width)) * 0.02,
                "blocks": [b.init(k, self.cfg.width) for b, k in zip(self.blocks, keys[1:])],
                "norm": self.final_norm.init(self.cfg.width)}

    def logits(self, params, tokens):
        x = params["embed"][tokens]
        positions = jnp.arange(tokens.shape[0])
        for block, p in zip(self.blocks, params["blocks"]):
            x = block(p, x, positions)
        return self.final_norm(params["norm"], x) @ params["embed"].T

    def loss(self, params, inputs, targets):
        logits = jax.vmap(self.logits, (None, 0))(params, inputs)
        logp = jax.nn.log_softmax(logits, -1)
        return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], -1))

    def empty_cache(self):
        shape = (self.cfg.max_len, self.cfg.heads, self.cfg.width // self.cfg.heads)
        return [(jnp.zeros(shape), jnp.zeros(shape)) for _ in self.blocks]

    def decode(self, params, token, pos, caches):
        x = params["embed"][token][None]
        new = []
        for block, p, cache in zip(self.blocks, params["blocks"], caches):
            x, cache = block.decode(p, x, pos, cache)
            new.append(cache)
        return (self.final_norm(params["norm"], x) @ params["embed"].T)[0], new
