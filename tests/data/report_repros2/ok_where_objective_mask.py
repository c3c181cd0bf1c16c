# Thread: https://github.com/PlasmaControl/DESC/issues/625
# Shape: the same objective zeroing the masked modes with `jnp.where`
# expect: ok
import jax
import jax.numpy as jnp


class QuasisymmetryBoozer:
    def __init__(self, helicity):
        self.helicity = helicity

    def compute(self, B_mn, modes):
        idx = modes[:, 1] * self.helicity[1] != modes[:, 0] * self.helicity[0]
        return jnp.where(idx, B_mn, 0.0)


obj = QuasisymmetryBoozer(helicity=(1, 2))
modes = jnp.array([[0, 0], [1, 2], [2, 1]])
jax.jit(obj.compute)(jnp.ones(3), modes)
