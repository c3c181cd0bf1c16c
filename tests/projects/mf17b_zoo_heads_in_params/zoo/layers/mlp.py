import jax
import jax.numpy as jnp


def init_mlp(key, d_model, hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_model, hidden)) / jnp.sqrt(d_model),
            "w2": jax.random.normal(k2, (hidden, d_model)) / jnp.sqrt(hidden)}


def mlp(p, x):
    return jax.nn.gelu(x @ p["w1"]) @ p["w2"]
