# Thread: https://github.com/jax-ml/jax/pull/5744
# Shape: `Gaussian` is registered with `register_pytree_node_class` (its mean and scale are the children), so the batched function returns a pytree whose leaves carry the batch axis
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Gaussian:
    def __init__(self, mean, scale):
        self.mean = mean
        self.scale = scale

    def log_prob(self, x):
        z = (x - self.mean) / self.scale
        return -0.5 * z ** 2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)

    def tree_flatten(self):
        return (self.mean, self.scale), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


def posterior(observations, prior_scale=1.0):
    n = observations.shape[0]
    precision = 1.0 / prior_scale ** 2 + n
    return Gaussian(observations.sum() / precision, jnp.sqrt(1.0 / precision))


batch = jax.random.normal(jax.random.PRNGKey(0), (5, 20))
dists = jax.vmap(posterior)(batch)
print(dists.log_prob(0.0))
