# Thread: https://github.com/world-modelz/dreamax/issues/14
# Shape: a Dreamer-style agent keeps its dynamic loss scale on `self`; the jitted `update` (closing over the agent) picks the next loss scale with a tree-select on traced finiteness and stores it back on `self.loss_scale`, so a tracer escapes and the next eager use of the agent's loss scale fails
# expect: UnexpectedTracerError at line 36; cause line 25
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

    def _update_impl(self, params, batch):
        grads = jax.grad(lambda p: self.loss(p, batch) * self.loss_scale)(params)
        grads = jax.tree_util.tree_map(lambda g: g / self.loss_scale, grads)
        finite = jnp.all(jnp.stack([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
        self.loss_scale = select_tree(finite, self.loss_scale * 2.0, self.loss_scale / 2.0)
        new_params = jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads)
        return select_tree(finite, new_params, params)

    def update(self, batch):
        self.params = self._update(self.params, batch)


agent = Agent({"w": jnp.ones((4, 2))})
agent.update(jnp.ones((8, 4)))
master_params = jax.tree_util.tree_map(lambda x: jax.device_put(x, jax.devices("cpu")[0]), agent.params)
print(master_params["w"].shape, agent.loss_scale * 1.0)
