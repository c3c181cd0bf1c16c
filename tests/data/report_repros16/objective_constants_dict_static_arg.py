# Thread: https://github.com/PlasmaControl/DESC/issues/1288
# Shape: an objective object keeps its precomputed `constants` (a dict holding NumPy arrays such as the `rho` grid) and hands them to a jitted compute function as a static argument (`static_argnames="constants"`); a dict of arrays is not hashable, so the jitted call fails
# expect: ValueError at line 27
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="constants")
def compute_ripple(params, constants):
    rho = jnp.asarray(constants["rho"])
    return jnp.sum(params[:, None] * rho[None, :] ** constants["power"])


class EffectiveRipple:
    def __init__(self, rho, power=2):
        self.rho = rho
        self.power = power
        self._constants = None

    def build(self):
        self._constants = {"rho": np.asarray(self.rho), "power": self.power}

    def compute_scaled_error(self, params, target=0.25):
        return compute_ripple(params, self._constants) - target


obj = EffectiveRipple(rho=np.array([0.9, 0.95, 0.99]))
obj.build()
print(obj.compute_scaled_error(jnp.ones(4)))
