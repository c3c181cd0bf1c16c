# Thread: https://github.com/google/flax/pull/2631
# Shape: the loop after the review: each step splits a fresh dropout key (`dropout_key, step_key = jax.random.split(dropout_key)`) and hands only the new subkey to the jitted `train_step` (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class MLP:
    def __init__(self, hidden, rate):
        self.hidden = hidden
        self.rate = rate

    def init(self, key, x):
        return {"w1": jax.random.normal(key, (x.shape[-1], self.hidden)) * 0.1, "w2": jnp.zeros((self.hidden, 1))}

    def apply(self, params, x, training, dropout_key):
        h = jax.nn.relu(x @ params["w1"])
        if training:
            keep = jax.random.bernoulli(dropout_key, 1.0 - self.rate, h.shape)
            h = jnp.where(keep, h / (1.0 - self.rate), 0.0)
        return h @ params["w2"]


model = MLP(32, 0.5)


@jax.jit
def train_step(params, x, y, dropout_key):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x, True, dropout_key) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


root_key = jax.random.key(0)
main_key, params_key, dropout_key = jax.random.split(root_key, 3)
x, y = jnp.ones((16, 4)), jnp.zeros((16, 1))
params = model.init(params_key, x)
for step in range(3):
    dropout_key, step_key = jax.random.split(dropout_key)
    params, loss = train_step(params, x, y, step_key)
print(loss)
