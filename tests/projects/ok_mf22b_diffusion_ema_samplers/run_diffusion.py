"""Train a small denoiser on 2-d toy data, then draw samples with the configured sampler."""
import jax
import jax.numpy as jnp

import diffuse
from diffuse.training import callbacks


def toy_batches(key, n_batches, batch_size):
    for i in range(n_batches):
        k = jax.random.fold_in(key, i)
        angle = jax.random.uniform(k, (batch_size,), maxval=2 * jnp.pi)
        yield jnp.stack([jnp.cos(angle), jnp.sin(angle)], axis=-1)


def main():
    cfg = diffuse.get_config()
    cfg.sampler.name = "ddim"
    schedule = diffuse.make_schedule(cfg.schedule.kind, cfg.schedule.steps)
    model = diffuse.Denoiser(dim=2, hidden=cfg.model.hidden, depth=cfg.model.depth)
    objective = diffuse.DiffusionObjective(model, schedule, snr_gamma=cfg.train.snr_gamma)
    trainer = diffuse.Trainer(lr=cfg.train.lr, ema_decay=cfg.train.ema_decay,
                              hooks=[callbacks.LossLogger(every=2)])
    key = jax.random.PRNGKey(0)
    params = model.init(key)
    params, ema_params = trainer.fit(objective.loss, params, toy_batches(key, cfg.train.steps, 16))
    sampler = diffuse.get_sampler(cfg.sampler.name, model, schedule, num_steps=cfg.sampler.num_steps)
    samples = sampler.sample(ema_params, jax.random.PRNGKey(1), (8, 2))
    print("sample radius", jnp.linalg.norm(samples, axis=-1).mean())
