"""The outer loop: fit the GP, maximise the acquisition, evaluate, repeat."""
import jax
import jax.numpy as jnp

from .acquisition import load_acquisition
from .fit import fit
from .gp import GaussianProcess
from .optimize import AcquisitionOptimizer
from .transforms import from_unit, standardize


class BayesOpt:
    def __init__(self, kernel, objective, cfg):
        self.cfg = cfg
        self.objective = objective
        self.lower, self.upper = jnp.asarray(cfg.lower), jnp.asarray(cfg.upper)
        self.gp = GaussianProcess(kernel, cfg.noise)
        self.optimizer = AcquisitionOptimizer(self.gp, load_acquisition(cfg.acquisition), cfg.ascent_steps,
                                              cfg.ascent_lr)
        self.history = []

    def evaluate(self, u):
        return self.objective(from_unit(u, self.lower, self.upper))

    def log(self, step, loss):
        self.history.append(loss)

    def run(self, key):
        dim = self.lower.shape[0]
        key, sub = jax.random.split(key)
        xs = jax.random.uniform(sub, (self.cfg.initial_points, dim))
        ys = jax.vmap(self.evaluate)(xs)
        params = self.gp.init(dim)
        for _ in range(self.cfg.rounds):
            y_std, _ = standardize(ys)
            params = fit(self.gp.neg_mll, params, (xs, y_std), self.cfg.fit_steps, self.cfg.fit_lr,
                         callbacks=[self.log])
            key, sub = jax.random.split(key)
            u = self.optimizer(sub, dim, params, xs, y_std, self.cfg.candidates)
            xs = jnp.concatenate([xs, u[None]])
            ys = jnp.concatenate([ys, self.evaluate(u)[None]])
        best = jnp.argmin(ys)
        return from_unit(xs[best], self.lower, self.upper), ys[best]
