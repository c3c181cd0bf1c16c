# Thread: https://github.com/jax-ml/jax/issues/9928
# Shape: the fix: `in_axes=(0, 0, None)` gives an entry for each positional argument, the shared radius unmapped
# expect: ok
import jax
import jax.numpy as jnp


class MipNerfModel:
    def __init__(self, num_samples, near, far):
        self.num_samples = num_samples
        self.near = near
        self.far = far

    def _cast(self, origin, direction, radius):
        t = jnp.linspace(self.near, self.far, self.num_samples)
        means = origin[None, :] + t[:, None] * direction[None, :]
        return means, radius * t

    def __call__(self, origins, directions, radius):
        fn = jax.vmap(self._cast, (0, 0, None))
        means, covs = fn(origins, directions, radius)
        return jnp.sum(means, axis=(1, 2)) + jnp.sum(covs, axis=1)


model = MipNerfModel(8, 0.1, 4.0)
origins = jnp.zeros((5, 3))
directions = jnp.ones((5, 3))
print(jax.jit(model.__call__)(origins, directions, 0.01))
