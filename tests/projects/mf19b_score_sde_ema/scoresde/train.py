"""The trainer: one jitted step doing DSM, Adam and the EMA."""
from typing import NamedTuple

import jax

from .ema import EMA
from .losses import dsm_loss
from .optim import adam_init, adam_update


class TrainState(NamedTuple):
    params: dict
    ema_params: dict
    opt_state: dict
    step: jax.Array


class Trainer:
    def __init__(self, model, sde, cfg):
        self.model = model
        self.sde = sde
        self.cfg = cfg
        self.ema = EMA(cfg.ema_decay)
        self._step = jax.jit(self.step)

    def init(self, key, dim):
        params = self.model.init(key, dim)
        return TrainState(params, self.ema.init(params), adam_init(params), jax.numpy.zeros((), jax.numpy.int32))

    def step(self, state, key, batch):
        loss, grads = jax.value_and_grad(lambda p: dsm_loss(self.model, self.sde, p, key, batch, self.cfg.eps))(
            state.params)
        params, opt_state = adam_update(grads, state.opt_state, state.params, self.cfg.lr)
        ema_params = self.ema.update(state.ema_params, params, state.step)
        return TrainState(params, ema_params, opt_state, state.step + 1), loss

    def fit(self, state, key, data_fn, log_fn):
        for i in range(self.cfg.steps):
            key, k_data, k_step = jax.random.split(key, 3)
            state, loss = self._step(state, k_step, data_fn(k_data, self.cfg.batch_size))
            log_fn(i, {"loss": loss})
        return state
