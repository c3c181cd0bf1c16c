import jax

from .adjoint import odeint
from .events import EventSet
from .losses import endpoint_penalty, scaled_mse


class NeuralODE:
    def __init__(self, field, solver, events=None):
        self.field, self.solver = field, solver
        self.events = events if events is not None else EventSet([])
        self._predict = jax.jit(self.predict)

    def predict(self, params, y0, ts):
        return odeint(self.solver, self.field.bind(params), y0, ts, self.events)

    def loss(self, params, batch):
        ts, ys = batch
        pred = self.predict(params, ys[0], ts)
        return scaled_mse(pred, ys) + endpoint_penalty(pred, ys)
