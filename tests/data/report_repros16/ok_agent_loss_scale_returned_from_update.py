# Thread: https://github.com/world-modelz/dreamax/issues/14
# Shape: the jitted update takes the loss scale as an argument and returns the new one, and the agent stores what the jitted call returned (a concrete array), so no tracer escapes
# expect: ok
import jax
import jax.numpy as jnp


def select_tree(pred, a, b):
    return jax.tree_util.tree_map(lambda x, y: jnp.where(pred, x, y), a, b)


class Agent:
    def __init__(self, params):
        self.params = params
        self.loss_scale = jnp.float32(2.0**15)
        self._update = jax.jit(self._update_impl)

    def loss(self, params, batch):
        return jnp.mean((batch @ params["w"]) ** 2)

    def _update_impl(self, params, loss_scale, batch):
        grads = jax.grad(lambda p: self.loss(p, batch) * loss_scale)(params)
        grads = jax.tree_util.tree_map(lambda g: g / loss_scale, grads)
        finite = jnp.all(jnp.stack([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
        new_scale = select_tree(finite, loss_scale * 2.0, loss_scale / 2.0)
        new_params = jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads)
        return select_tree(finite, new_params, params), new_scale

    def update(self, batch):
        self.params, self.loss_scale = self._update(self.params, self.loss_scale, batch)


agent = Agent({"w": jnp.ones((4, 2))})
agent.update(jnp.ones((8, 4)))
master_params = jax.tree_util.tree_map(lambda x: jax.device_put(x, jax.devices("cpu")[0]), agent.params)
print(master_params["w"].shape, agent.loss_scale * 1.0)
