# Thread: https://github.com/pyro-ppl/numpyro/issues/1982
# Shape: a jitted update stores a traced temperature on `self`; a later eager step reads it
# expect: UnexpectedTracerError at line 23; cause line 14
import jax
import jax.numpy as jnp


class SteinVI:
    def __init__(self):
        self.loss_temperature = 1.0

    def _loss(self, params, step):
        temperature = jnp.minimum(1.0, step / 10.0)
        self.loss_temperature = temperature
        return temperature * jnp.sum(params ** 2)

    def update(self, params, step):
        return jax.jit(self._loss)(params, step)


svi = SteinVI()
svi.update(jnp.ones(2), 3)
scaled = svi.loss_temperature * 2.0
