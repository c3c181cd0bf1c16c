"""Receding horizon: plan (jitted once in the constructor), apply the first control, shift."""
import jax
import jax.numpy as jnp


class MPC:
    def __init__(self, model, costs, solver, horizon=10, hooks=()):
        self.model, self.costs, self.solver, self.horizon, self.hooks = model, costs, solver, horizon, list(hooks)
        self.warm = jnp.zeros((horizon, model.control_dim))
        self._plan = jax.jit(self.plan)

    def plan(self, x, us):
        us = self.solver.solve(self.model, self.costs, x, us)
        return us, self.solver.total_cost(self.model, self.costs, x, us)

    def act(self, x):
        us, cost = self._plan(x, self.warm)
        self.warm = jnp.concatenate([us[1:], us[-1:]])
        x = self.model.step(x, us[0])
        for hook in self.hooks:
            hook(x, us[0], cost)
        return x
