# Thread: https://github.com/jax-ml/jax/issues/2483
# Shape: a potential class decorates its `energy` method with `custom_jvp(nondiff_argnums=(0,))`; a custom_jvp object is not a descriptor, so `model.energy(x)` does not bind `self` and the call is short one argument: TypeError
# expect: TypeError at line 26
from functools import partial

import jax
import jax.numpy as jnp


class QuadraticPotential:
    def __init__(self, stiffness):
        self.stiffness = stiffness

    @partial(jax.custom_jvp, nondiff_argnums=(0,))
    def energy(self, x):
        return 0.5 * self.stiffness * jnp.sum(x ** 2)

    @energy.defjvp
    def _energy_jvp(self, primals, tangents):
        (x,), (x_dot,) = primals, tangents
        return 0.5 * self.stiffness * jnp.sum(x ** 2), self.stiffness * jnp.sum(x * x_dot)


model = QuadraticPotential(2.0)
x = jnp.array([1.0, 2.0])
print(model.energy(x))
