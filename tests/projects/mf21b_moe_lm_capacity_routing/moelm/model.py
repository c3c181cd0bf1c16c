"""The language model: embeddings, a list of blocks built in a loop, a tied output head."""
import jax
import jax.numpy as jnp

from .blocks import DenseBlock, MoEBlock, rms_norm


class MoETransformer:
    def __init__(self, cfg, vocab_size):
        self.cfg, self.vocab_size = cfg, vocab_size
        self.blocks = []
        for i in range(cfg.n_layers):
            block_cls = MoEBlock if i % cfg.moe_every == 0 else DenseBlock
            self.blocks.append(block_cls(cfg))

    def init(self, key):
        keys = jax.random.split(key, len(self.blocks) + 2)
        return {"embed": 0.02 * jax.random.normal(keys[0], (self.vocab_size, self.cfg.d_model)),
                "pos": 0.02 * jax.random.normal(keys[1], (self.cfg.seq_len, self.cfg.d_model)),
                "blocks": [b.init(k) for b, k in zip(self.blocks, keys[2:])]}

    def logits(self, params, tokens):
        """Logits [T, vocab] and the summed load-balancing loss for one sequence."""
        x = params["embed"][tokens] + params["pos"][: tokens.shape[0]]
        aux_total = 0.0
        for block, p in zip(self.blocks, params["blocks"]):
            x, aux = block(p, x)
            aux_total = aux_total + aux
        return rms_norm(x) @ params["embed"].T, aux_total

    def loss(self, params, inputs, targets):
        logits, aux = jax.vmap(self.logits, in_axes=(None, 0))(params, inputs)
        logp = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(logp, targets[..., None], axis=-1).mean()
        return nll, aux.mean()
