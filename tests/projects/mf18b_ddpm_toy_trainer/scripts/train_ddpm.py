"""Train the toy DDPM, then draw samples from the EMA parameters."""
import argparse

import jax
import jax.numpy as jnp

from ddpm import ScoreMLP, denoising_loss, get_config, iterate_batches, make_moons, make_schedule, sample
from ddpm.optim import adam_init, adam_update
from ddpm.utils import MetricLogger, ema_update, global_norm, restore_checkpoint, save_checkpoint


def make_train_step(model, schedule, cfg):
    n_steps = cfg.diffusion.n_steps

    @jax.jit
    def train_step(state, batch, key):
        loss, grads = jax.value_and_grad(denoising_loss, argnums=1)(
            model, state["params"], schedule, batch, key, n_steps)
        params, opt = adam_update(grads, state["opt"], state["params"], cfg.lr)
        ema = ema_update(state["ema"], params, cfg.ema_decay)
        metrics = {"loss": loss, "grad_norm": global_norm(grads)}
        return {"params": params, "opt": opt, "ema": ema}, metrics

    return train_step


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--preset", default="tiny")
    args = parser.parse_args(argv)
    cfg = get_config(args.preset)

    key = jax.random.key(cfg.seed)
    k_data, k_init, k_train, k_sample = jax.random.split(key, 4)
    data = make_moons(k_data, 512)
    schedule = make_schedule(cfg.diffusion)
    model = ScoreMLP(cfg.model)
    params = model.init(k_init)
    state = {"params": params, "opt": adam_init(params), "ema": params}
    train_step = make_train_step(model, schedule, cfg)

    logger = MetricLogger(cfg.log_every)
    batches = iterate_batches(data, cfg.batch_size, seed=cfg.seed)
    for step, k in enumerate(jax.random.split(k_train, cfg.n_iters)):
        state, metrics = train_step(state, next(batches), k)
        logger.log(step, metrics)
    save_checkpoint(cfg.n_iters, state["ema"])

    ema_params = restore_checkpoint()
    xs = sample(model, ema_params, schedule, k_sample, cfg.n_samples, cfg.diffusion.n_steps, cfg.model.data_dim)
    assert xs.shape == (cfg.n_samples, cfg.model.data_dim)
    print("sample mean", jnp.mean(xs, axis=0), "final loss", logger.last("loss"))
    return xs


if __name__ == "__main__":
    main()
