"""A tiny decoder-only LM; its blocks are built in a loop."""
import jax
import jax.numpy as jnp

from ..train.loss import token_cross_entropy
from .attention import SelfAttention
from .layers import Dense, layer_norm


class Block:
    def __init__(self, dim, heads, lora):
        self.attn = SelfAttention(dim, heads, lora)
        self.up, self.down = Dense(dim, 4 * dim), Dense(4 * dim, dim)

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"attn": self.attn.init(k1), "up": self.up.init(k2), "down": self.down.init(k3)}

    def __call__(self, params, x, task):
        x = x + self.attn(params["attn"], layer_norm(x), task)
        return x + self.down(params["down"], jax.nn.gelu(self.up(params["up"], layer_norm(x))))


class TinyLM:
    def __init__(self, vocab, dim, heads, layers, lora):
        self.vocab, self.dim = vocab, dim
        self.blocks = []
        for _ in range(layers):
            self.blocks.append(Block(dim, heads, lora))

    def init(self, key):
        keys = jax.random.split(key, len(self.blocks) + 1)
        return {"embed": jax.random.normal(keys[0], (self.vocab, self.dim)) * 0.02,
                "blocks": [block.init(k) for block, k in zip(self.blocks, keys[1:])]}

    def apply(self, params, tokens, task):
        x = params["embed"][tokens]
        for block, p in zip(self.blocks, params["blocks"]):
            x = block(p, x, task)
        return layer_norm(x) @ params["embed"].T

    def loss(self, params, batch):
        logits = self.apply(params, batch["inputs"], batch["task"])
        return token_cross_entropy(logits, batch["targets"])
