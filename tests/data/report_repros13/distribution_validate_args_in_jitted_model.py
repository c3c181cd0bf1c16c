# Thread: https://github.com/pyro-ppl/numpyro/pull/775
# Shape: a distribution base class validates its parameters in __init__ (`if not jnp.all(constraint(value))`) when validate_args is on; the log-density is jitted, so the distribution is built from traced parameters
# expect: TracerBoolConversionError at line 19
import jax
import jax.numpy as jnp

positive = lambda x: x > 0
real = lambda x: jnp.isfinite(x)


class Distribution:
    arg_constraints = {}

    def __init__(self, batch_shape=(), validate_args=None):
        self.batch_shape = batch_shape
        if validate_args:
            for param, constraint in self.arg_constraints.items():
                is_valid = jnp.all(constraint(getattr(self, param)))
                if not is_valid:
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


print(log_density({"loc": 0.0, "log_scale": 0.0}, jnp.array([0.1, -0.3, 0.7])))
