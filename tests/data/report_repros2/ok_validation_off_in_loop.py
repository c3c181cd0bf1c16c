# Thread: https://github.com/pyro-ppl/numpyro/issues/771
# Shape: the same distribution with validation switched off for the traced loop
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


class Normal:
    validate_args = False

    def _validate_sample(self, value):
        if not jnp.all(jnp.isfinite(value)):
            raise ValueError("sample out of support")

    def log_prob(self, value):
        if self.validate_args:
            self._validate_sample(value)
        return -0.5 * value ** 2


def body_fn(i, total):
    return total + Normal().log_prob(total * 0.5)


lax.fori_loop(0, 3, body_fn, jnp.ones(2))
