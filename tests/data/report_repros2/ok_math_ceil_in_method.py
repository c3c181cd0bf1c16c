# Thread: https://github.com/asantini29/phentax/pull/28
# Shape: the fix: `math.ceil` on the config floats keeps the count a Python int
# expect: ok
import math

import jax


class IMRPhenomT:
    def __init__(self, T=4.0, delta_t=0.5):
        self.T = T
        self.delta_t = delta_t

    def initial_processing(self, m1):
        n_steps = math.ceil(self.T / self.delta_t)
        return m1 * n_steps

    def __call__(self, m1):
        return self.initial_processing(m1)


model = IMRPhenomT()
jax.jit(model)(30.0)
