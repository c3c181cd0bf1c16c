"""Pre-norm transformer blocks stacked in a list attribute, tied input/output embedding."""
import jax
import jax.numpy as jnp

from .attention import CausalSelfAttention
from .layers import Dense, Embedding, LayerNorm


class Block:
    def __init__(self, d_model, n_heads, mlp_ratio):
        self.ln1 = LayerNorm(d_model)
        self.attn = CausalSelfAttention(d_model, n_heads)
        self.ln2 = LayerNorm(d_model)
        self.fc1 = Dense(d_model, mlp_ratio * d_model)
        self.fc2 = Dense(mlp_ratio * d_model, d_model)

    def init(self, key):
        ks = jax.random.split(key, 5)
        names = ("ln1", "attn", "ln2", "fc1", "fc2")
        return {n: getattr(self, n).init(k) for n, k in zip(names, ks)}

    def apply(self, params, x):
        x = x + self.attn.apply(params["attn"], self.ln1.apply(params["ln1"], x))
        h = jax.nn.gelu(self.fc1.apply(params["fc1"], self.ln2.apply(params["ln2"], x)))
        return x + self.fc2.apply(params["fc2"], h)


class TransformerLM:
    def __init__(self, cfg):
        self.cfg = cfg
        self.embed = Embedding(cfg.vocab_size, cfg.d_model)
        self.blocks = [Block(cfg.d_model, cfg.n_heads, cfg.mlp_ratio) for _ in range(cfg.n_layers)]
        self.ln_f = LayerNorm(cfg.d_model)

    def init(self, key):
        k_emb, k_pos, k_ln, *k_blocks = jax.random.split(key, 3 + len(self.blocks))
        return {
            "embed": self.embed.init(k_emb),
            "pos": 0.01 * jax.random.normal(k_pos, (self.cfg.seq_len, self.cfg.d_model)),
            "blocks": [b.init(k) for b, k in zip(self.blocks, k_blocks)],
            "ln_f": self.ln_f.init(k_ln),
        }

    def apply(self, params, ids):
        h = self.embed.apply(params["embed"], ids) + params["pos"][: ids.shape[1]]
        for block, p in zip(self.blocks, params["blocks"]):
            h = block.apply(p, h)
        h = self.ln_f.apply(params["ln_f"], h)
        return self.embed.attend(params["embed"], h)

    def num_params(self, params):
        return sum(x.size for x in jax.tree_util.tree_leaves(params))

    def greedy_next(self, params, ids):
        return jnp.argmax(self.apply(params, ids)[:, -1], axis=-1)
