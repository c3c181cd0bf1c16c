import jax.numpy as jnp


class NormTracker:
    def __init__(self):
        self.last_norm = None
        self.count = 0

    def observe(self, grads):
        norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in grads.values()))
        self.last_norm = norm  # expect: JAX301
        return norm

    def summary(self):
        return {"grad_norm": float(self.last_norm), "steps": self.count}
