# Thread: https://github.com/tensorflow/probability/issues/1803
# Shape: a quadrature-compound distribution's bound `log_prob` is handed straight to `jax.jit`; inside, the broadcast shape is assembled as a JAX array (`jnp.asarray(jnp.shape(x))` concatenated with the grid size), which is a tracer under jit and cannot be a shape
# expect: TypeError at line 20; cause line 19
import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.stats import poisson


class PoissonLogNormalQuadratureCompound:
    def __init__(self, loc, scale, quadrature_size=8):
        self.loc = loc
        self.scale = scale
        self.quadrature_size = quadrature_size

    def log_prob(self, x):
        grid, weights = np.polynomial.hermite.hermgauss(self.quadrature_size)
        rates = jnp.exp(self.loc + self.scale * np.sqrt(2.0) * grid)
        sample_shape = jnp.concatenate([jnp.asarray(jnp.shape(x), dtype=jnp.int32), jnp.asarray([self.quadrature_size])])
        xs = jnp.broadcast_to(jnp.expand_dims(x, -1), sample_shape)
        log_w = jnp.log(weights / np.sqrt(np.pi))
        return jax.nn.logsumexp(poisson.logpmf(xs, rates) + log_w, axis=-1)


dist = PoissonLogNormalQuadratureCompound(0.0, 1.0)
print(jax.jit(dist.log_prob)(1.0))
