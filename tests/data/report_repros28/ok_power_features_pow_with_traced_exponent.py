# Thread: https://github.com/jax-ml/jax/issues/13838
# Shape: the loop body raises with `x ** k`, which takes a traced integer exponent (integer_pow keeps its exponent for Python ints the caller spells)
# expect: ok
import jax.numpy as jnp
from jax import lax


class PowerFeatures:
    def __init__(self, degree):
        self.degree = degree

    def term(self, x, k):
        return x ** k

    def __call__(self, x):
        def body(k, acc):
            return acc + self.term(x, k)

        return lax.fori_loop(1, self.degree + 1, body, jnp.zeros_like(x))


features = PowerFeatures(degree=4)
print(features(jnp.linspace(0.0, 1.0, 5)))
print(lax.integer_pow(jnp.float32(2.0), 3))
