# Thread: https://github.com/jax-ml/jax/issues/1105
# Shape: the fix: the loss method returns `(loss, metrics)`, the pair `has_aux=True` expects
# expect: ok
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def loss(self, params, batch):
        x, y = batch
        pred = x @ params["w"]
        mse = jnp.mean((pred - y) ** 2)
        return mse, {"mse": mse}

    def step(self, params, batch):
        grads, metrics = jax.grad(self.loss, has_aux=True)(params, batch)
        new_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return new_params, metrics


trainer = Trainer(0.1)
params = {"w": jnp.ones((3,))}
batch = (jnp.ones((4, 3)), jnp.zeros(4))
params, metrics = trainer.step(params, batch)
print(params, metrics)
