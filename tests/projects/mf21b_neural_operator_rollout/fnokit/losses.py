"""Training objectives as objects whose bound `loss` the trainer differentiates."""
import jax
import jax.numpy as jnp


class OneStepLoss:
    def __init__(self, model, normalizer):
        self.model, self.normalizer = model, normalizer

    def predict(self, params, u):
        z = self.normalizer.encode(u)
        return self.normalizer.decode(z + self.model(params, z))

    def loss(self, params, u_now, u_next):
        pred = jax.vmap(self.predict, in_axes=(None, 0))(params, u_now)
        return jnp.mean((pred - u_next) ** 2)
