# Thread: https://github.com/pyro-ppl/numpyro/issues/1982
# Shape: the fix: the jitted update returns the temperature instead of storing it on `self`
# expect: ok
import jax
import jax.numpy as jnp


class SteinVI:
    def __init__(self):
        self.loss_temperature = 1.0

    def _loss(self, params, step):
        temperature = jnp.minimum(1.0, step / 10.0)
        return temperature * jnp.sum(params ** 2), temperature

    def update(self, params, step):
        loss, self.loss_temperature = jax.jit(self._loss)(params, step)
        return loss


svi = SteinVI()
svi.update(jnp.ones(2), 3)
scaled = svi.loss_temperature * 2.0
