import math

from dense import Dense


class GatedDense(Dense):
    def activation(self, h):
        return h * math.tanh(h.mean())  # expect: JAX501
