# Thread: https://github.com/pyro-ppl/numpyro/pull/821
# Shape: the fix from the PR: the guard compares with NumPy (`np.all(np.less(concentration, 0))`), which converts the concrete concentration on the host instead of staging a jax comparison, so the jitted log-density traces
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def not_jax_tracer(x):
    return not isinstance(x, jax.core.Tracer)


class GeneralizedPareto:
    def __init__(self, loc, scale, concentration):
        self.loc = loc
        self.scale = scale
        self.concentration = concentration

    def forward(self, x):
        return self.loc + self.scale * (jnp.exp(self.concentration * x) - 1.0) / self.concentration


class Interval:
    def __init__(self, lower, upper):
        self.lower, self.upper = lower, upper


def get_codomain(bijector):
    loc, scale, concentration = bijector.loc, bijector.scale, bijector.concentration
    if not_jax_tracer(concentration) and np.all(np.less(concentration, 0)):
        return Interval(loc, loc + scale / jnp.abs(concentration))
    return Interval(loc, jnp.inf)


bijector = GeneralizedPareto(jnp.array(0.0), jnp.array(1.0), jnp.array([-0.5, 0.3]))


@jax.jit
def log_density(x):
    support = get_codomain(bijector)
    y = bijector.forward(x)
    return jnp.sum(jnp.where(y < support.upper, -y, -jnp.inf))


print(log_density(jnp.ones(2)))
