# Thread: https://github.com/pyro-ppl/numpyro/pull/775
# Shape: the PR's fix: validation runs only when the check's result is concrete (`not_jax_tracer`), so under jit it is skipped
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

positive = lambda x: x > 0
real = lambda x: jnp.isfinite(x)


def not_jax_tracer(x):
    return not isinstance(x, jax.core.Tracer)


class Distribution:
    arg_constraints = {}

    def __init__(self, batch_shape=(), validate_args=None):
        self.batch_shape = batch_shape
        if validate_args:
            for param, constraint in self.arg_constraints.items():
                is_valid = constraint(getattr(self, param))
                if not_jax_tracer(is_valid):
                    if not np.all(is_valid):
                        raise ValueError(f"The parameter {param} has invalid values")


class Normal(Distribution):
    arg_constraints = {"loc": real, "scale": positive}

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = loc, scale
        super().__init__(jnp.shape(loc), validate_args=validate_args)

    def log_prob(self, value):
        z = (value - self.loc) / self.scale
        return -0.5 * z ** 2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)


@jax.jit
def log_density(params, data):
    return jnp.sum(Normal(params["loc"], jnp.exp(params["log_scale"]), validate_args=True).log_prob(data))


print(Normal(0.0, 1.0, validate_args=True).log_prob(0.5))
print(log_density({"loc": 0.0, "log_scale": 0.0}, jnp.array([0.1, -0.3, 0.7])))
