from functools import partial

import jax

import model
from monitor import NormTracker


def run():
    tracker = NormTracker()
    forward = jax.jit(partial(model.mlp, tracker=tracker))
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    params = {"w1": jax.random.normal(k1, (3, 8)), "w2": jax.random.normal(k2, (8, 2))}
    out = forward(params, jax.random.normal(k3, (5, 3)))
    log = {"hidden_norm": float(tracker.last_norm), "out_mean": float(out.mean())}
    return log
