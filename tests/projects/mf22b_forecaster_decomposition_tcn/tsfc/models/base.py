import abc

import jax


class Forecaster(abc.ABC):
    def __init__(self, lookback, horizon):
        self.lookback, self.horizon = lookback, horizon

    @abc.abstractmethod
    def init(self, seed):
        """Parameters for this model."""

    @abc.abstractmethod
    def apply(self, params, x):
        """(batch, lookback) -> (batch, horizon)."""

    def loss(self, params, x, y, loss_fn):
        return loss_fn(self.apply(params, x), y)

    def _key(self, seed):
        return jax.random.PRNGKey(seed)
