# Thread: https://github.com/tensorflow/probability/issues/1986
# Shape: the fix precomputes the target's covariance in jax.numpy (`jnp.asarray`, `jnp.diag` of a `.at[].set` scale vector), so the distribution can be built from the traced curvature inside the jitted log density; the subclass still calls the base class's `__init__`
# expect: ok
import jax
import jax.numpy as jnp


class Distribution:
    def __init__(self, batch_shape=(), event_shape=()):
        self.batch_shape = batch_shape
        self.event_shape = event_shape

    def log_prob(self, value):
        raise NotImplementedError


class BananaTarget:
    def __init__(self, ndims=2, curvature=0.03):
        self.ndims = ndims
        self.curvature = jnp.asarray(curvature, dtype=jnp.float32)
        scales = jnp.ones(ndims, dtype=jnp.float32).at[0].set(10.0)
        self.covariance = jnp.diag(scales**2)

    def unnormalized_log_prob(self, x):
        y = x.at[..., 1].add(-self.curvature * (x[..., 0] ** 2 - 100.0))
        precision = jnp.linalg.inv(self.covariance)
        return -0.5 * jnp.einsum("...i,ij,...j->...", y, precision, y)


class Banana(Distribution):
    def __init__(self, ndims, curvature):
        self.ndims = ndims
        self.curvature = curvature
        self.gym_dist = BananaTarget(ndims=ndims, curvature=curvature)
        super().__init__(event_shape=(ndims,))

    def log_prob(self, value):
        return self.gym_dist.unnormalized_log_prob(value)


def normal_log_prob(x, loc, scale):
    return -0.5 * ((x - loc) / scale) ** 2 - jnp.log(scale) - 0.5 * jnp.log(2 * jnp.pi)


def model_log_density(params, data):
    curvature = params["curvature"]
    lp = normal_log_prob(curvature, 0.0, 1.0)
    return lp + jnp.sum(Banana(ndims=3, curvature=curvature).log_prob(data))


data = jnp.zeros((100, 3))
potential = jax.jit(jax.value_and_grad(model_log_density))
print(potential({"curvature": jnp.array(0.03)}, data))
