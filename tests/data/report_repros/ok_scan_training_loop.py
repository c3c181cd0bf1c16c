# Thread: https://github.com/google-deepmind/dm-haiku/issues/214
# Shape: a scan over minibatches with a static length from config, a traced index update, debug callbacks
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class Cfg(NamedTuple):
    steps: int = 4
    log_every: int = 2


def train(cfg, w, xs):
    def body(carry, i):
        w, hist = carry
        x = xs[i]
        g = jax.grad(lambda w: jnp.sum((x @ w) ** 2))(w)
        w = w - 0.01 * g
        hist = hist.at[i].set(jnp.sum(w))
        jax.debug.callback(lambda v: None, hist)
        return (w, hist), None

    (w, hist), _ = lax.scan(body, (w, jnp.zeros(cfg.steps)), jnp.arange(cfg.steps), length=cfg.steps)
    return w, hist


cfg = Cfg()
cfg = cfg._replace(steps=3)
jax.jit(train, static_argnums=0)(cfg, jnp.ones((2, 2)), jnp.ones((3, 5, 2)))
