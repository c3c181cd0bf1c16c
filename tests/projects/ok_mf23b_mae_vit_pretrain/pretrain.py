"""Pretrain a tiny masked autoencoder on random images, then report the reconstruction loss."""
import jax

from maevit import Trainer, build_pipeline, get_config, models
from maevit import hooks


def make_batches(key, n, cfg):
    keys = jax.random.split(key, n)
    return [jax.random.uniform(k, (cfg.batch, cfg.image, cfg.image, cfg.channels)) for k in keys]


def main():
    cfg = get_config()
    cfg.model.name = "MAE"
    model = getattr(models, cfg.model.name)(cfg)
    params = model.init(jax.random.PRNGKey(0))
    augment = build_pipeline(cfg.augmentations)
    trainer = Trainer(cfg.optim, augment, callbacks=[hooks.LossLogger(every=1), hooks.NaNGuard()])
    batches = make_batches(jax.random.PRNGKey(1), cfg.optim.steps, cfg)
    params, history = trainer.fit(model.loss, params, batches, key=jax.random.PRNGKey(2))
    print("final loss", history[-1])
