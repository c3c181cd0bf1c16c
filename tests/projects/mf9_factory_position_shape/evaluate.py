import jax
import jax.numpy as jnp

from steps import make_eval_step


def run():
    step = make_eval_step({"temperature": 2.0})
    params = {
        "pos": 0.02 * jax.random.normal(jax.random.key(0), (16, 8)),
        "w": jax.random.normal(jax.random.key(1), (8, 5)),
    }
    feats = jax.random.normal(jax.random.key(2), (3, 4, 4, 8))
    labels = jnp.array([0, 1, 2])
    return float(step(params, feats, labels))
