import jax.numpy as jnp


class NormTracker:
    def __init__(self):
        self.last_norm = None
        self.count = 0

    @staticmethod
    def norm(grads):
        return jnp.sqrt(sum(jnp.sum(g ** 2) for g in grads.values()))

    def record(self, norm):
        self.last_norm = norm
        self.count += 1

    def summary(self):
        return {"grad_norm": float(self.last_norm), "steps": self.count}
