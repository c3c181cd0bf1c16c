# Thread: https://github.com/google-deepmind/distrax/issues/230
# Shape: the jitted function returns the distribution's parameters (arrays) and the object is built outside jit from them, so nothing but arrays crosses the jit boundary
# expect: ok
import jax
import jax.numpy as jnp


class MultivariateNormalDiag:
    def __init__(self, loc, scale_diag=None):
        self.loc = loc
        self.scale_diag = jnp.ones_like(loc) if scale_diag is None else scale_diag

    def log_prob(self, x):
        z = (x - self.loc) / self.scale_diag
        return -0.5 * jnp.sum(z**2) - jnp.sum(jnp.log(self.scale_diag))


jitted_params = jax.jit(lambda: (jnp.zeros(1), jnp.ones(1)))

loc, scale_diag = jitted_params()
mvn = MultivariateNormalDiag(loc, scale_diag)
print(mvn.log_prob(jnp.zeros(1)))
