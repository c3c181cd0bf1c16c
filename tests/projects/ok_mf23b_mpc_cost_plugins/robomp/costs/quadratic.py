import jax.numpy as jnp


class QuadraticTracking:
    def __init__(self, target, q=1.0, r=0.01, q_final=10.0):
        self.target, self.q, self.r, self.q_final = target, q, r, q_final

    @classmethod
    def from_options(cls, options):
        return cls(options["target"])

    def stage(self, model, x, u):
        return self.q * jnp.sum((x - self.target) ** 2) + self.r * jnp.sum(u ** 2)

    def terminal(self, model, x):
        return self.q_final * jnp.sum((x - self.target) ** 2)


class ControlEffort(QuadraticTracking):
    @classmethod
    def from_options(cls, options):
        return cls(options["target"], q=0.0, r=0.1, q_final=0.0)
