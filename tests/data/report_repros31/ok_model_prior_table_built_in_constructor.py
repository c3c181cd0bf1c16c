# Thread: https://github.com/Joshuaalbert/jaxns/issues/106
# Shape: the fix the thread's pull request makes: the model computes its prior quantile table eagerly in its constructor, so `sanity_check` under jit and vmap, and the nested sampler jitted afterwards, only read a concrete array
# expect: ok
import jax
import jax.numpy as jnp


class Model:
    def __init__(self, prior_locs, prior_scales, log_likelihood):
        self.prior_locs = prior_locs
        self.prior_scales = prior_scales
        self.log_likelihood = log_likelihood
        self.num_dims = prior_locs.shape[0]
        grid = jnp.linspace(-4.0, 4.0, 64)
        self.prior_table = prior_locs[:, None] + prior_scales[:, None] * grid[None, :]

    def transform(self, U):
        index = jnp.clip((U * 63).astype(jnp.int32), 0, 63)
        return jnp.take_along_axis(self.prior_table, index[:, None], axis=1)[:, 0]

    def forward(self, U):
        return self.log_likelihood(self.transform(U))

    def sanity_check(self, key, S):
        U = jax.random.uniform(key, (S, self.num_dims))
        log_L = jax.jit(jax.vmap(self.forward))(U)
        assert log_L.shape == (S,)


class NestedSampler:
    def __init__(self, model, num_live_points):
        self.model = model
        self.num_live_points = num_live_points

    def __call__(self, key):
        U = jax.random.uniform(key, (self.num_live_points, self.model.num_dims))
        log_L = jax.vmap(self.model.forward)(U)
        return jnp.max(log_L)


model = Model(jnp.zeros(2), jnp.ones(2), lambda x: -0.5 * jnp.sum(x**2))
model.sanity_check(jax.random.PRNGKey(0), S=10)
ns = NestedSampler(model, num_live_points=50)
print(jax.jit(ns)(jax.random.PRNGKey(1)))
