# Thread: https://github.com/PlasmaControl/DESC/issues/1403
# Shape: the same objective reduced with `jnp.sum`
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class AspectRatio:
    def __init__(self, target):
        self.target = np.float64(target)

    def compute(self, x):
        return x[0] / x[1] - self.target

    def compute_scalar(self, x):
        f = self.compute(x)
        return 0.5 * jnp.sum(f**2)


class ObjectiveFunction:
    def __init__(self, objective):
        self._objective = objective
        self.compute_scalar = jax.jit(self._objective.compute_scalar)


obj = ObjectiveFunction(AspectRatio(target=5.0))
obj.compute_scalar(jnp.array([10.0, 1.0]))
