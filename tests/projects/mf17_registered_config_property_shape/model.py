import jax
import jax.numpy as jnp


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w_in": jax.random.normal(k1, (cfg.width, cfg.hidden)),
            "w_out": jax.random.normal(k2, (cfg.hidden, cfg.width))}


def forward(params, x, cfg):
    h = jax.nn.gelu(x @ params["w_in"])
    gate = jnp.ones((cfg.hidden,))  # expect: JAX202
    return (h * gate) @ params["w_out"]
