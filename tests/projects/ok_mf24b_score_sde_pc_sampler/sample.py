"""Fit a score model to two moons, then draw samples with a predictor-corrector sampler.

Overrides come as `section.key=value` words, in the manner of ml_collections config flags."""
import ast

import jax
import jax.numpy as jnp

from scoresde import DSMLoss, EMA, PCSampler, ScoreNet, Trainer, get_config, get_sde


def two_moons(key, n):
    k1, k2 = jax.random.split(key)
    t = jax.random.uniform(k1, (n,)) * jnp.pi
    upper = jax.random.bernoulli(k2, 0.5, (n,))
    x = jnp.where(upper, jnp.cos(t), 1.0 - jnp.cos(t))
    y = jnp.where(upper, jnp.sin(t), 0.5 - jnp.sin(t))
    return jnp.stack([x, y], -1)


def apply_overrides(cfg, words):
    for word in words:
        path, value = word.split("=", 1)
        *sections, key = path.split(".")
        node = cfg
        for section in sections:
            node = node[section]
        try:
            node[key] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            node[key] = value
    return cfg


def main(argv=()):
    cfg = apply_overrides(get_config(), argv)
    sde = get_sde(cfg.sde.name, **cfg.sde.options[cfg.sde.name])
    net = ScoreNet(cfg.model.hidden, cfg.model.blocks, cfg.model.embed)
    params = net.init(jax.random.PRNGKey(0), 2)
    trainer = Trainer(cfg.train, EMA(cfg.train.ema_decay))
    data = two_moons(jax.random.PRNGKey(1), 512)
    params = trainer.fit(DSMLoss(sde, net), params, data, jax.random.PRNGKey(2))
    sampler = PCSampler(sde, net, cfg.sampler)
    samples = sampler(params, jax.random.PRNGKey(3), cfg.sampler.count)
    print("sample mean", samples.mean(0))
