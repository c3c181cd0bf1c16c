# Thread: https://github.com/pyro-ppl/numpyro/issues/1651
# Shape: the prior kept in a module-level dict outside the model: the truncated distribution computes its log normaliser lazily on first use and stores it on itself; the first use is inside the jitted potential, so the stored value is a tracer, and the later eager gradient reads it (the maintainer: "creating attribute of a global jax pytree object ... will leak the trace")
# expect: UnexpectedTracerError at line 21; cause line 17
import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class TruncatedNormal:
    def __init__(self, low):
        self.low = low
        self._log_norm = None

    @property
    def log_norm(self):
        if self._log_norm is None:
            self._log_norm = jnp.log1p(-norm.cdf(self.low))
        return self._log_norm

    def log_prob(self, x):
        return norm.logpdf(x) - self.log_norm


prior = {"x": TruncatedNormal(low=0.0)}


def potential(x):
    return -prior["x"].log_prob(x)


print(jax.jit(potential)(1.0))
print(jax.grad(potential)(1.0))
