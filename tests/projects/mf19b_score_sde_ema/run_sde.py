"""Train a score model on the ring mixture, then sample with the configured sampler."""
from functools import partial

import jax
import jax.numpy as jnp

from scoresde import SamplerConfig, TrainConfig, Trainer, VESDE, build_model, get_sampler
from scoresde.utils.data import ring_mixture
from scoresde.utils.logging import make_logger


def main():
    cfg = TrainConfig()
    scfg = SamplerConfig()
    sde = VESDE(cfg.sigma_min, cfg.sigma_max)
    model = build_model(cfg.model, hidden=cfg.hidden, n_layers=cfg.n_layers)
    trainer = Trainer(model, sde, cfg)
    key = jax.random.key(cfg.seed)
    k_init, k_fit, k_sample = jax.random.split(key, 3)
    state = trainer.init(k_init, 2)
    state = trainer.fit(state, k_fit, ring_mixture, make_logger())
    sampler = get_sampler(scfg.name)
    sample = jax.jit(partial(sampler, model.apply, sde, shape=(scfg.n_samples, 2), n_steps=scfg.n_steps,
                             snr=scfg.snr))
    xs = sample(state.ema_params, k_sample)
    radius = jnp.sqrt(jnp.sum(xs ** 2, axis=-1))
    print("mean radius", float(radius.mean()))
    return xs


if __name__ == "__main__":
    main()
