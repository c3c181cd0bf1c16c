# Thread: https://github.com/google/hypernerf/issues/33
# Shape: the same model as a frozen dataclass, which hashes by its fields, so it can be a static argument
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class NerfModel:
    num_coarse_samples: int
    near: float
    far: float

    def render(self, params, rays):
        t = jnp.linspace(self.near, self.far, self.num_coarse_samples)
        pts = rays[:, None, :] * t[None, :, None]
        return jnp.tanh(pts @ params["w"]).mean(axis=1)


def train_step(model, params, rays, target):
    def loss_fn(p):
        return jnp.mean((model.render(p, rays) - target) ** 2)

    grads = jax.grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


ptrain_step = jax.jit(train_step, static_argnums=(0,))

model = NerfModel(num_coarse_samples=8, near=0.1, far=1.0)
params = {"w": jnp.ones((3, 3))}
params = ptrain_step(model, params, jnp.ones((4, 3)), jnp.zeros((4, 3)))
print(params["w"].sum())
