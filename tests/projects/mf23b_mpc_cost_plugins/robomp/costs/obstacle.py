"""A barrier around a disc the robot's tip must not enter."""
import jax.numpy as jnp


class ObstacleBarrier:
    def __init__(self, center, margin, weight=50.0):
        self.center, self.margin, self.weight = center, margin, weight

    @classmethod
    def from_options(cls, options):
        return cls(**options["obstacle"])

    def stage(self, model, x, u):
        dist = jnp.linalg.norm(model.tip(x) - self.center)
        cost = 0.0
        if dist < self.margin:  # expect: JAX101
            cost = self.weight * (self.margin - dist) ** 2
        return cost

    def terminal(self, model, x):
        return self.stage(model, x, None)
