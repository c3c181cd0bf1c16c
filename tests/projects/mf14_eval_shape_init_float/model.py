import jax
import jax.numpy as jnp


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    w1 = jax.random.normal(k1, (cfg.d_in, cfg.d_hidden))
    gain = float(jnp.sqrt(2.0 / w1.var()))  # expect: JAX105
    w2 = jax.random.normal(k2, (cfg.d_hidden, cfg.d_out)) * gain
    return {"w1": w1, "w2": w2}

