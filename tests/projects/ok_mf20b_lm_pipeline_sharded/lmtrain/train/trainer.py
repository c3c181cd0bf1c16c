"""The trainer: its step is a method jitted once in the constructor, fed sharded batches."""
import functools

import jax
import jax.numpy as jnp

from .. import losses
from ..optim import WarmupCosine, adamw_init, adamw_update
from ..sharding import data_mesh, replicated, shard_batch
from .state import TrainState


class Trainer:
    def __init__(self, model, opt_cfg, seed=0):
        self.model = model
        self.opt_cfg = opt_cfg
        self.schedule = WarmupCosine(opt_cfg.lr, opt_cfg.warmup_steps, opt_cfg.total_steps)
        self.mesh = data_mesh()
        params = model.init(jax.random.PRNGKey(seed))
        state = TrainState(step=jnp.zeros((), jnp.int32), params=params, opt=adamw_init(params))
        self.state = jax.device_put(state, replicated(self.mesh))
        self._step = jax.jit(self._train_step, donate_argnums=0)

    def _loss(self, params, batch):
        logits = self.model.apply(params, batch["inputs"])
        loss = losses.smoothed_cross_entropy(logits, batch["targets"], batch["mask"],
                                             self.opt_cfg.label_smoothing)
        return loss, losses.token_accuracy(logits, batch["targets"], batch["mask"])

    def _train_step(self, state, batch):
        grad_fn = jax.value_and_grad(functools.partial(self._loss), has_aux=True)
        (loss, acc), grads = grad_fn(state.params, batch)
        lr = self.schedule(state.step)
        params, opt = adamw_update(grads, state.opt, state.params, lr, self.opt_cfg)
        return TrainState(step=state.step + 1, params=params, opt=opt), {"loss": loss, "acc": acc}

    def fit(self, dataset, steps):
        history = []
        for _, batch in zip(range(steps), dataset):
            self.state, metrics = self._step(self.state, shard_batch(batch, self.mesh))
            history.append(float(metrics["loss"]))
        return history
