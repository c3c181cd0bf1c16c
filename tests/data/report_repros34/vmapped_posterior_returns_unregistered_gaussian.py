# Thread: https://github.com/jax-ml/jax/pull/5744
# Shape: a batched function returns an instance of a plain `Gaussian` class (mean and scale attributes, a `log_prob` method); the class is not a registered pytree, so the batched function's output is not a valid JAX type
# expect: TypeError at line 25
import jax
import jax.numpy as jnp


class Gaussian:
    def __init__(self, mean, scale):
        self.mean = mean
        self.scale = scale

    def log_prob(self, x):
        z = (x - self.mean) / self.scale
        return -0.5 * z ** 2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)


def posterior(observations, prior_scale=1.0):
    n = observations.shape[0]
    precision = 1.0 / prior_scale ** 2 + n
    return Gaussian(observations.sum() / precision, jnp.sqrt(1.0 / precision))


batch = jax.random.normal(jax.random.PRNGKey(0), (5, 20))
dists = jax.vmap(posterior)(batch)
print(dists.log_prob(0.0))
