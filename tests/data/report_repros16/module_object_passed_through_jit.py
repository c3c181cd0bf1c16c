# Thread: https://github.com/google/flax/pull/2094
# Shape: a user passes the model object itself through a jitted transformation (the report behind the PR: a Module handed to `@jax.jit`): the training step is jitted and receives the model and the sample count as ordinary arguments (`single_step(params, rays, target, model, n_samples)`); the model is a plain class instance, not an array or pytree, so jit rejects it
# expect: TypeError at line 42
import jax
import jax.numpy as jnp


class NerfMLP:
    def __init__(self, width):
        self.width = width

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "w1": jax.random.normal(k1, (3, self.width)) * 0.1,
            "w2": jax.random.normal(k2, (self.width, 4)) * 0.1,
        }

    def apply(self, params, pts):
        h = jax.nn.relu(pts @ params["w1"])
        return h @ params["w2"]


def render(params, rays, model, n_samples):
    t = jnp.linspace(0.0, 1.0, n_samples)
    pts = rays[:, None, :] * t[None, :, None]
    rgb_sigma = model.apply(params, pts)
    return jnp.mean(rgb_sigma[..., :3], axis=1)


def single_step_wojit(params, rays, target, model, n_samples):
    loss_fn = lambda p: jnp.mean((render(p, rays, model, n_samples) - target) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, params, grads)
    return params, loss


single_step = jax.jit(single_step_wojit)
model = NerfMLP(32)
params = model.init(jax.random.key(0))
rays = jnp.ones((8, 3))
params, loss = single_step(params, rays, jnp.zeros((8, 3)), model, 16)
print(loss)
