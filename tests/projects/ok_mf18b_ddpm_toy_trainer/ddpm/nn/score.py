"""The noise-prediction network: a residual MLP conditioned on the step embedding."""
import jax

from ..configs import ModelConfig
from .embedding import timestep_embedding
from .layers import dense, dense_init, layer_norm


class ScoreMLP:
    def __init__(self, cfg: ModelConfig):
        self.cfg = cfg

    def init(self, key):
        cfg = self.cfg
        k_t, k_in, k_out, k_blocks = jax.random.split(key, 4)
        return {
            "t_proj": dense_init(k_t, cfg.time_dim, cfg.hidden),
            "in": dense_init(k_in, cfg.data_dim, cfg.hidden),
            "blocks": [dense_init(k, cfg.hidden, cfg.hidden) for k in jax.random.split(k_blocks, cfg.n_layers)],
            "out": dense_init(k_out, cfg.hidden, cfg.data_dim, scale=0.1),
        }

    def apply(self, params, x, t):
        temb = timestep_embedding(t, self.cfg.time_dim)
        h = dense(params["in"], x) + dense(params["t_proj"], temb)
        for block in params["blocks"]:
            h = h + jax.nn.silu(dense(block, layer_norm(h)))
        return dense(params["out"], h)

    def __repr__(self):
        return f"ScoreMLP(hidden={self.cfg.hidden}, n_layers={self.cfg.n_layers})"
