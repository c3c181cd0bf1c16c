# Thread: https://github.com/jax-ml/jax/issues/13838
# Shape: a polynomial-feature object sums `lax.integer_pow(x, k)` over a `lax.fori_loop` index `k` (the thread loops its exponent); integer_pow's exponent is a primitive parameter that must be a Python int, and the loop index is a tracer
# expect: TypeError at line 13
import jax.numpy as jnp
from jax import lax


class PowerFeatures:
    def __init__(self, degree):
        self.degree = degree

    def term(self, x, k):
        return lax.integer_pow(x, k)

    def __call__(self, x):
        def body(k, acc):
            return acc + self.term(x, k)

        return lax.fori_loop(1, self.degree + 1, body, jnp.zeros_like(x))


features = PowerFeatures(degree=4)
print(features(jnp.linspace(0.0, 1.0, 5)))
