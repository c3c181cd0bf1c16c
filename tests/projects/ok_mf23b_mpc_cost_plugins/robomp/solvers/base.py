import abc

import jax


class TrajectorySolver(abc.ABC):
    def __init__(self, iters=10):
        self.iters = iters

    def rollout(self, model, x0, us):
        def body(x, u):
            nxt = model.step(x, u)
            return nxt, nxt

        return jax.lax.scan(body, x0, us)[1]

    def total_cost(self, model, costs, x0, us):
        xs = self.rollout(model, x0, us)
        stage = jax.vmap(lambda x, u: costs.stage(model, x, u))(xs[:-1], us[:-1])
        return stage.sum() + costs.terminal(model, xs[-1])

    @abc.abstractmethod
    def solve(self, model, costs, x0, us):
        """An improved control sequence."""
