# Thread: https://github.com/tensorflow/probability/issues/1172
# Shape: the fix: the sample shape is read with a `prefer_static_shape` helper returning the static Python shape tuple (as TFP's `prefer_static` does), so the `Sample` distribution built in the jitted posterior predictive hands `jax.random.normal` concrete ints
# expect: ok
import jax
import jax.numpy as jnp


def prefer_static_shape(x):
    return tuple(x.shape)


class Normal:
    def __init__(self, loc, scale):
        self.loc = loc
        self.scale = scale

    def sample(self, sample_shape, seed):
        shape = tuple(sample_shape) + jnp.shape(self.loc)
        return self.loc + self.scale * jax.random.normal(seed, shape)

    def log_prob(self, x):
        z = (x - self.loc) / self.scale
        return -0.5 * z**2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)


class Sample:
    def __init__(self, distribution, sample_shape):
        self.distribution = distribution
        self.sample_shape = sample_shape

    def sample(self, seed):
        return self.distribution.sample(self.sample_shape, seed)


@jax.jit
def posterior_predictive(observations, loc, log_scale, seed):
    n = prefer_static_shape(observations)[:1]
    predictive = Sample(Normal(loc, jnp.exp(log_scale)), sample_shape=n)
    return predictive.sample(seed)


print(posterior_predictive(jnp.ones(10), 0.3, -1.0, jax.random.key(0)).shape)
