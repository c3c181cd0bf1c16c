# Thread: https://github.com/pyro-ppl/numpyro/issues/1865
# Shape: a Distribution base class validates its parameters in `__init__` by looping over the subclass's `arg_constraints` dict, reading each parameter with `getattr(self, name)` and testing it with the constraint object's `__call__` in a Python `if`; a jitted function returns a Normal built from its traced arguments, so the check converts a traced boolean
# expect: TracerBoolConversionError at line 30
import jax
import jax.numpy as jnp


class _Real:
    def __call__(self, x):
        return jnp.isfinite(x)


class _Positive:
    def __call__(self, x):
        return x > 0


real = _Real()
positive = _Positive()


class Distribution:
    arg_constraints = {}

    def __init__(self, batch_shape=(), validate_args=True):
        self.batch_shape = batch_shape
        if validate_args:
            for param, constraint in self.arg_constraints.items():
                is_valid = constraint(getattr(self, param))
                if not jnp.all(is_valid):
                    raise ValueError(f"{type(self).__name__} got invalid {param} parameter.")


class Normal(Distribution):
    arg_constraints = {"loc": real, "scale": positive}

    def __init__(self, loc, scale, validate_args=True):
        self.loc, self.scale = loc, scale
        super().__init__(batch_shape=jnp.shape(loc), validate_args=validate_args)

    def log_prob(self, value):
        z = (value - self.loc) / self.scale
        return -0.5 * z**2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)


@jax.jit
def posterior_predictive(loc, log_scale, value):
    return Normal(loc, jnp.exp(log_scale)).log_prob(value)


print(posterior_predictive(jnp.zeros(3), jnp.zeros(3), jnp.ones(3)))
