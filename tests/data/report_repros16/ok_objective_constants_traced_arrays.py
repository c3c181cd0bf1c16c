# Thread: https://github.com/PlasmaControl/DESC/issues/1288
# Shape: the constants' arrays travel as an ordinary (traced) argument and only the hashable integer power is static, so the jitted compute function can be called
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="power")
def compute_ripple(params, rho, power):
    return jnp.sum(params[:, None] * rho[None, :] ** power)


class EffectiveRipple:
    def __init__(self, rho, power=2):
        self.rho = rho
        self.power = power
        self._constants = None

    def build(self):
        self._constants = {"rho": np.asarray(self.rho), "power": self.power}

    def compute_scaled_error(self, params, target=0.25):
        return compute_ripple(params, self._constants["rho"], power=self._constants["power"]) - target


obj = EffectiveRipple(rho=np.array([0.9, 0.95, 0.99]))
obj.build()
print(obj.compute_scaled_error(jnp.ones(4)))
