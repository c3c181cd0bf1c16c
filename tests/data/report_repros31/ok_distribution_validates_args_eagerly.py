# Thread: https://github.com/pyro-ppl/numpyro/issues/1865
# Shape: the fix the thread's pull request makes: validation is a method of its own; the constructor runs it only when asked, the jitted function builds its Normal with `validate_args=False`, and the caller validates the returned parameters eagerly with `validate_args()`
# expect: ok
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
            self.validate_args()

    def validate_args(self):
        for param, constraint in self.arg_constraints.items():
            if not jnp.all(constraint(getattr(self, param))):
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
def posterior_params(loc, log_scale):
    return loc, jnp.exp(log_scale)


loc, scale = posterior_params(jnp.zeros(3), jnp.zeros(3))
predictive = Normal(loc, scale, validate_args=False)
predictive.validate_args()
print(predictive.log_prob(jnp.ones(3)))
